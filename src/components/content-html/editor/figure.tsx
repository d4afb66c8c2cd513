import type { ContentImage } from './content-image'

/** An image from content/ with its intrinsic size, so the page does not shift as it loads. */
export function Figure({
  image,
  alt,
  caption,
}: {
  image: ContentImage
  alt: string
  caption?: string
}) {
  return (
    <figure className="figure">
      <img
        src={image.src}
        width={image.width}
        height={image.height}
        alt={alt}
        loading="lazy"
        decoding="async"
      />
      {caption ? <figcaption>{caption}</figcaption> : null}
    </figure>
  )
}
