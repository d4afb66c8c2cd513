import { act, render, screen } from '@testing-library/react'
import { useRef } from 'react'
import { isScrolledPast, useScrolledPast } from './use-scrolled-past'

describe('isScrolledPast', () => {
  it('is false at the top and until the page has scrolled beyond the header height', () => {
    expect(isScrolledPast(0, 64)).toBe(false)
    expect(isScrolledPast(64, 64)).toBe(false)
  })

  it('is true once scrolled further than the header height', () => {
    expect(isScrolledPast(65, 64)).toBe(true)
  })

  it('stays false while the header has not been measured', () => {
    expect(isScrolledPast(500, 0)).toBe(false)
  })
})

function Probe({ height }: { height: number }) {
  const ref = useRef<HTMLElement | null>(null)
  const scrolled = useScrolledPast(ref)
  return (
    <header
      ref={(node) => {
        if (node) Object.defineProperty(node, 'offsetHeight', { value: height, configurable: true })
        ref.current = node
      }}
    >
      {scrolled ? 'opaque' : 'transparent'}
    </header>
  )
}

describe('useScrolledPast', () => {
  beforeEach(() => jest.useFakeTimers())
  afterEach(() => jest.useRealTimers())

  function scrollTo(y: number) {
    act(() => {
      Object.defineProperty(window, 'scrollY', { value: y, configurable: true })
      window.dispatchEvent(new Event('scroll'))
      jest.advanceTimersByTime(20) // one animation frame
    })
  }

  it('follows the scroll position against the measured header height', () => {
    scrollTo(0)
    render(<Probe height={80} />)
    expect(screen.getByRole('banner')).toHaveTextContent('transparent')
    scrollTo(80)
    expect(screen.getByRole('banner')).toHaveTextContent('transparent')
    scrollTo(81)
    expect(screen.getByRole('banner')).toHaveTextContent('opaque')
    scrollTo(10)
    expect(screen.getByRole('banner')).toHaveTextContent('transparent')
  })
})
