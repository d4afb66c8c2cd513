/** webpack's answer to a font import (Gatsby's url-loader rule): the file's public URL. */
declare module '*.woff2' {
  const url: string
  export default url
}
