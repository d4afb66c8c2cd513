import { useState } from 'react'
import { clampLines, disclosureSummary } from '../disclosure'
import { Banner } from './banner'
import { bannerStatuses } from './banner-status'

/** A banner whose long text keeps to two lines, the rest one activation away. */
function ClampedExample() {
  return (
    <Banner>
      <details sx={{ '&:not([open]) > summary > span': clampLines(2) }}>
        <summary sx={disclosureSummary}>
          <span>
            {'A banner whose text runs longer than the two lines it may take; the rest shows on request. '.repeat(
              3,
            )}
          </span>
        </summary>
        The panel of the details takes no room until it is opened.
      </details>
    </Banner>
  )
}

/** Every status of Banner with every part, plus the smaller shapes, for the develop-only catalogue. */
export function BannerExamples() {
  const [shown, setShown] = useState(true)
  return (
    <div sx={{ display: 'grid', gap: 3 }}>
      {bannerStatuses.map((status) => (
        <Banner
          key={status}
          status={status}
          title={`${status[0]?.toUpperCase()}${status.slice(1)} banner`}
          link={{ label: 'Read more', href: '#banner' }}
          action={
            <button type="button" sx={{ variant: 'buttons.primary', py: 1 }}>
              Act
            </button>
          }
          onClose={() => undefined}
          closeLabel={`Dismiss the ${status} banner`}
        >
          Description with a title, a link, an action and a close button.
        </Banner>
      ))}
      <Banner status="info">Description only: no title, link, action or close.</Banner>
      <ClampedExample />
      <Banner status="error" title="Title only" />
      {shown ? (
        <Banner
          status="success"
          title="Close me"
          onClose={() => setShown(false)}
          closeLabel="Dismiss the closable example"
        >
          Plays the 0.2 s exit, then calls onClose (no animation under reduced motion).
        </Banner>
      ) : (
        <p sx={{ m: 0 }}>
          <button type="button" sx={{ variant: 'buttons.ghost' }} onClick={() => setShown(true)}>
            Show the closable banner again
          </button>
        </p>
      )}
    </div>
  )
}
