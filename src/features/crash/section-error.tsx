import { Banner } from '../../components/ui/banner'
import { crashTextsFor, currentLanguage } from './crash-texts'

/** What a broken section shows instead of itself: 'Something went wrong.' in the URL's locale. */
export function SectionError() {
  return <Banner status="error">{crashTextsFor(currentLanguage()).sectionError}</Banner>
}
