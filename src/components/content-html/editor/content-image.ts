/** An image of content/ as published: its URL and intrinsic size. */
export interface ContentImage {
  src: string
  width: number
  height: number
}
