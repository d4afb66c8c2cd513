import { screen, within } from '@testing-library/react'
import { axe } from 'jest-axe'
import { createRef } from 'react'
import { renderInTheme } from '../../../testing/render-in-theme'
import { Stepper, stepStatus, type Step, type StepperOrientation } from '.'
import { StepperExamples } from './stepper.examples'

const steps: Step[] = [
  { id: 'details', title: 'Your details', description: 'Name and e-mail' },
  { id: 'identity', title: 'Identity' },
  { id: 'profile', title: 'Investor profile' },
  { id: 'deposit', title: 'First deposit' },
]
const statusLabels = { complete: 'Completed', active: 'Current', incomplete: 'Not started' }

function renderStepper(current: number, list: Step[] = steps, orientation?: StepperOrientation) {
  return renderInTheme(
    <Stepper
      aria-label="Account opening"
      steps={list}
      current={current}
      statusLabels={statusLabels}
      orientation={orientation}
    />,
  )
}
/** Each step's status as assistive technology reads it. */
const statuses = () =>
  screen
    .getAllByRole('listitem')
    .map((item) => Object.values(statusLabels).find((label) => within(item).queryByText(label)))

let warn: jest.SpyInstance
beforeEach(() => {
  warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined)
})
afterEach(() => warn.mockRestore())

it.each([
  [0, 2, 'complete'],
  [1, 2, 'complete'],
  [2, 2, 'active'],
  [3, 2, 'incomplete'],
] as const)('stepStatus(%i, %i) is %s', (index, current, status) => {
  expect(stepStatus(index, current)).toBe(status)
})

it('is an ordered list of the steps, named by the caller', () => {
  renderStepper(1)
  const list = screen.getByRole('list', { name: 'Account opening' })
  expect(list.tagName).toBe('OL')
  expect(within(list).getAllByRole('listitem')).toHaveLength(4)
  expect(screen.getAllByRole('listitem')[0]).toHaveTextContent('Name and e-mail')
})

it('marks steps before the current one complete, it active and the rest incomplete', () => {
  renderStepper(2)
  expect(statuses()).toEqual(['Completed', 'Completed', 'Current', 'Not started'])
})

it('points aria-current="step" at the active step only', () => {
  renderStepper(1)
  const current = screen
    .getAllByRole('listitem')
    .filter((item) => item.getAttribute('aria-current') === 'step')
  expect(current).toHaveLength(1)
  expect(current[0]).toHaveTextContent('Identity')
})

it('gives each step a status that assistive technology reads and the eye does not see', () => {
  renderStepper(1)
  const items = screen.getAllByRole('listitem')
  const label = (item: HTMLElement, text: string) => within(item).getByText(text)
  expect(label(items[0] as HTMLElement, 'Completed')).toHaveStyle({
    position: 'absolute',
    width: '1px',
  })
  expect(label(items[1] as HTMLElement, 'Current')).toBeInTheDocument()
  expect(label(items[3] as HTMLElement, 'Not started')).toBeInTheDocument()
  expect(screen.queryAllByText('Completed')).toHaveLength(1)
})

it('lays out horizontally by default and vertically on request', () => {
  const { unmount } = renderStepper(0)
  expect(screen.getByRole('list')).toHaveStyle({ flexDirection: 'row' })
  unmount()
  renderStepper(0, steps, 'vertical')
  expect(screen.getByRole('list')).toHaveStyle({ flexDirection: 'column' })
})

it('forwards its ref to the list', () => {
  const ref = createRef<HTMLOListElement>()
  renderInTheme(<Stepper ref={ref} steps={steps} current={0} statusLabels={statusLabels} />)
  expect(ref.current).toBe(screen.getByRole('list'))
})

it('renders nothing for no steps, with a warning', () => {
  const { container } = renderStepper(0, [])
  expect(container).toBeEmptyDOMElement()
  expect(warn).toHaveBeenCalledWith('[Stepper] no steps given; nothing is rendered')
})

it.each([
  [-3, 0, 'current -3 is outside 0–3; using 0'],
  [9, 3, 'current 9 is outside 0–3; using 3'],
  [1.5, 1, 'current 1.5 is not a whole number; using 1'],
  [Number.NaN, 0, 'current NaN is not a whole number; using 0'],
])('clamps current %p into range with a warning', (current, active, message) => {
  renderStepper(current)
  expect(screen.getAllByRole('listitem')[active]).toHaveAttribute('aria-current', 'step')
  expect(statuses()[active]).toBe('Current')
  expect(warn).toHaveBeenCalledWith(`[Stepper] ${message}`)
})

it('does not warn about good input', () => {
  renderStepper(3)
  expect(warn).not.toHaveBeenCalled()
})

it('falls back to horizontal with a warning for an unknown orientation', () => {
  renderStepper(0, steps, 'diagonal' as StepperOrientation)
  expect(screen.getByRole('list')).toHaveAttribute('data-orientation', 'horizontal')
  expect(warn).toHaveBeenCalledWith('[Stepper] unknown orientation "diagonal"; using "horizontal"')
})

it.each<StepperOrientation>(['horizontal', 'vertical'])(
  'has no axe violations when %s',
  async (orientation) => {
    const { container } = renderStepper(1, steps, orientation)
    expect(await axe(container)).toHaveNoViolations()
  },
)

it('renders its catalogue examples without axe violations', async () => {
  const { container } = renderInTheme(<StepperExamples />)
  expect(await axe(container)).toHaveNoViolations()
})
