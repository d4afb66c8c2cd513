import { StaticImage } from 'gatsby-plugin-image'
import type { HomeSection } from '../header/nav-items'

const imageStyles = { borderRadius: 'large' } as const

/**
 * One illustration per home section, from content/images. StaticImage needs literal props (no
 * spreads), hence one element per section. All sit below the fold: lazy, sized, AVIF/WebP with a
 * blurred placeholder.
 */
export function SectionIllustration({ section, alt }: { section: HomeSection; alt: string }) {
  switch (section) {
    case 'about':
      return (
        <StaticImage
          src="../../../content/images/strategy.png"
          alt={alt}
          width={480}
          loading="lazy"
          sx={imageStyles}
        />
      )
    case 'profit':
      return (
        <StaticImage
          src="../../../content/images/result.png"
          alt={alt}
          width={480}
          loading="lazy"
          sx={imageStyles}
        />
      )
    case 'myfx':
      return (
        <StaticImage
          src="../../../content/images/transparency.png"
          alt={alt}
          width={480}
          loading="lazy"
          sx={imageStyles}
        />
      )
  }
}
