export { Picture, type PictureProps } from './picture'
