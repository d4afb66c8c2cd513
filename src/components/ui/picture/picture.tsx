import type { IGatsbyImageData } from 'gatsby-plugin-image'

export interface PictureProps {
  /** gatsby-plugin-image's data for one image (`gatsbyImageData` in a page query). */
  image: IGatsbyImageData
  /** Translated text; empty for a decorative image. */
  alt: string
  className?: string
}

/**
 * An image from gatsby-plugin-image's data as plain HTML: a `<picture>` with its AVIF/WebP
 * sources and the fallback, sized by width and height so nothing shifts while it loads, lazy and
 * decoded off the main thread. It needs no JavaScript: `GatsbyImage` in the browser loads a lazy
 * hydrator that bundles react-dom/server (about 70 KiB) on every page that shows an image.
 */
export function Picture({ image, alt, className }: PictureProps) {
  const { images, width, height } = image
  return (
    <picture>
      {images.sources?.map((source) => (
        <source key={source.type} type={source.type} srcSet={source.srcSet} sizes={source.sizes} />
      ))}
      <img
        src={images.fallback?.src}
        srcSet={images.fallback?.srcSet}
        sizes={images.fallback?.sizes}
        width={width}
        height={height}
        alt={alt}
        loading="lazy"
        decoding="async"
        className={className}
        sx={{ display: 'block', maxWidth: '100%', height: 'auto' }}
      />
    </picture>
  )
}
