import type { IGatsbyImageData } from 'gatsby-plugin-image'
import type { HomeSection } from '../header/nav-items'
import { Picture } from '../ui/picture'

/** The file under content/images/ that illustrates each home section. */
export const illustrationFiles: Record<HomeSection, string> = {
  about: 'strategy',
  profit: 'result',
  myfx: 'transparency',
}

export type HomeIllustrations = Partial<Record<HomeSection, IGatsbyImageData>>

/** One illustration per home section; all sit below the fold (lazy, sized, AVIF/WebP). */
export function SectionIllustration({ image, alt }: { image?: IGatsbyImageData; alt: string }) {
  if (!image) return null
  return <Picture image={image} alt={alt} sx={{ borderRadius: 'large' }} />
}
