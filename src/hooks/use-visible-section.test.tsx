import { act, render, screen } from '@testing-library/react'
import { isSectionInView, useVisibleSection } from './use-visible-section'

type Callback = (entries: Partial<IntersectionObserverEntry>[]) => void
let notify: Callback = () => undefined

beforeEach(() => {
  class FakeObserver {
    constructor(callback: Callback) {
      notify = callback
    }
    observe() {}
    disconnect() {}
  }
  Object.defineProperty(window, 'IntersectionObserver', { value: FakeObserver, configurable: true })
})

const ids = ['about', 'profit', 'myfx'] as const

function Probe() {
  const visible = useVisibleSection(ids, true)
  return (
    <>
      {ids.map((id) => (
        <section key={id} id={id} />
      ))}
      <output>{visible ?? 'none'}</output>
    </>
  )
}

const viewport = { height: 800 } as DOMRectReadOnly

function see(id: string, ratio: number) {
  act(() =>
    notify([
      {
        target: document.getElementById(id)!,
        intersectionRatio: ratio,
        intersectionRect: { height: 700 * ratio } as DOMRectReadOnly,
        rootBounds: viewport,
      },
    ]),
  )
}

describe('isSectionInView', () => {
  it('counts a section once 0.75 of it is visible', () => {
    const visible = { height: 300 } as DOMRectReadOnly
    expect(
      isSectionInView({ intersectionRatio: 0.75, intersectionRect: visible, rootBounds: viewport }),
    ).toBe(true)
    expect(
      isSectionInView({ intersectionRatio: 0.74, intersectionRect: visible, rootBounds: viewport }),
    ).toBe(false)
  })

  it('counts a section taller than the viewport once it fills 0.75 of the viewport', () => {
    const filling = { height: 600 } as DOMRectReadOnly
    expect(
      isSectionInView({ intersectionRatio: 0.3, intersectionRect: filling, rootBounds: viewport }),
    ).toBe(true)
    const partly = { height: 590 } as DOMRectReadOnly
    expect(
      isSectionInView({ intersectionRatio: 0.3, intersectionRect: partly, rootBounds: viewport }),
    ).toBe(false)
  })
})

it('reports a section only once 0.75 of it is visible', () => {
  render(<Probe />)
  see('profit', 0.74)
  expect(screen.getByRole('status')).toHaveTextContent('none')
  see('profit', 0.75)
  expect(screen.getByRole('status')).toHaveTextContent('profit')
})

it('prefers the earlier section when two are visible enough, and clears when they leave', () => {
  render(<Probe />)
  see('myfx', 1)
  see('about', 0.9)
  expect(screen.getByRole('status')).toHaveTextContent('about')
  see('about', 0.2)
  expect(screen.getByRole('status')).toHaveTextContent('myfx')
  see('myfx', 0)
  expect(screen.getByRole('status')).toHaveTextContent('none')
})
