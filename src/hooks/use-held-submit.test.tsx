import { fireEvent, render, screen } from '@testing-library/react'
import { useRef } from 'react'

import { heldSubmitAttribute, holdEarlySubmitsScript, useHeldSubmit } from './use-held-submit'

function Form({ onSubmit }: { onSubmit: () => void }) {
  const ref = useRef<HTMLFormElement>(null)
  useHeldSubmit(ref)
  return (
    <form
      ref={ref}
      suppressHydrationWarning
      aria-label="sign in"
      onSubmit={(event) => {
        event.preventDefault()
        onSubmit()
      }}
    />
  )
}

// The inline script as the page runs it before the body.
beforeAll(() => {
  new Function(holdEarlySubmitsScript)()
})

it('holds a submit made before the form is ready, and sends it once it is', () => {
  // The server-rendered form, before React has attached anything.
  document.body.innerHTML = '<form aria-label="early"></form>'
  const early = document.querySelector('form')!
  const nativeSubmit = jest.fn((event: Event) => expect(event.defaultPrevented).toBe(true))
  window.addEventListener('submit', nativeSubmit)
  fireEvent.submit(early)
  expect(nativeSubmit).toHaveBeenCalledTimes(1)
  expect(early).toHaveAttribute(heldSubmitAttribute)
  window.removeEventListener('submit', nativeSubmit)

  // React takes the same element over (hydration keeps attributes): the held attempt goes out once.
  const onSubmit = jest.fn()
  document.body.innerHTML = ''
  const container = document.body.appendChild(document.createElement('div'))
  container.innerHTML = `<form aria-label="sign in" ${heldSubmitAttribute}=""></form>`
  render(<Form onSubmit={onSubmit} />, { container, hydrate: true })
  expect(onSubmit).toHaveBeenCalledTimes(1)
  expect(screen.getByRole('form', { name: 'sign in' })).not.toHaveAttribute(heldSubmitAttribute)
})

it('lets submits of a ready form through untouched', () => {
  const onSubmit = jest.fn()
  render(<Form onSubmit={onSubmit} />)
  fireEvent.submit(screen.getByRole('form', { name: 'sign in' }))
  expect(onSubmit).toHaveBeenCalledTimes(1)
  expect(screen.getByRole('form', { name: 'sign in' })).not.toHaveAttribute(heldSubmitAttribute)
})
