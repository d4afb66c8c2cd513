import { screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { axe } from 'jest-axe'
import { renderInTheme } from '../../../testing/render-in-theme'
import { clampLines, disclosureSummary } from '.'

function Clamped() {
  return (
    <details sx={{ '&:not([open]) > summary > span': clampLines(2) }}>
      <summary sx={disclosureSummary}>
        <span>A long text</span>
      </summary>
      The rest
    </details>
  )
}

it('keeps the rest behind its summary, and unclamps the summary once opened', async () => {
  const user = userEvent.setup()
  const { container } = renderInTheme(<Clamped />)
  const details = container.querySelector('details')!
  const clamped = screen.getByText('A long text')
  expect(details).not.toHaveAttribute('open')
  expect(getComputedStyle(clamped).webkitLineClamp).toBe('2')
  expect(await axe(container)).toHaveNoViolations()

  await user.click(clamped)
  expect(details).toHaveAttribute('open')
  expect(getComputedStyle(clamped).webkitLineClamp).toBe('')
})
