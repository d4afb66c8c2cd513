import { render } from '@testing-library/react'
import { useEffect } from 'react'
import { PageWrapper } from './page-wrapper'

test('the page is marked hydrated only after its own effects have run, once', () => {
  const seenByThePage: Array<string | null> = []
  function Page() {
    useEffect(() => {
      seenByThePage.push(document.documentElement.getAttribute('data-hydrated'))
    }, [])
    return <button type="button">Menu</button>
  }
  const { rerender } = render(
    <PageWrapper>
      <Page />
    </PageWrapper>,
  )
  // The page's handlers were attached by the commit that ran its effect, before the mark.
  expect(seenByThePage).toEqual([null])
  expect(document.documentElement.getAttribute('data-hydrated')).toBe('true')
  rerender(
    <PageWrapper>
      <Page key="next-page" />
    </PageWrapper>,
  )
  expect(seenByThePage).toEqual([null, 'true'])
})
