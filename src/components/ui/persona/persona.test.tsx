import { fireEvent, render, screen } from '@testing-library/react'
import { axe } from 'jest-axe'
import { ThemeUIProvider, type Theme } from 'theme-ui'
import { initialsOf } from './initials'
import { Persona } from './persona'
import { presenceColor, presences, type Presence, type PresenceLabels } from './presence'
import type { PersonaSize } from './use-persona'

const labels: PresenceLabels = {
  online: 'Online',
  offline: 'Offline',
  busy: 'Busy',
  dnd: 'Do not disturb',
  away: 'Away',
}

const hiddenStyle = { position: 'absolute', width: '1px', height: '1px' }

afterEach(() => jest.restoreAllMocks())

describe('initialsOf', () => {
  it.each([
    ['Ana Souza', 'AS'],
    ['Ana Maria da Souza', 'AS'],
    ['madonna', 'M'],
    ['  élodie    durand  ', 'ÉD'],
    ['E\u0301lodie Durand', 'ÉD'], // accent typed as a combining mark
    ['Øyvind Ødegård', 'ØØ'],
    ['(Ana) Souza', 'AS'],
    ['山田 太郎', '山太'],
    ['— Ana', 'A'],
    ['', ''],
    ['   ', ''],
  ])('%j → %j', (name, initials) => {
    expect(initialsOf(name)).toBe(initials)
  })
})

describe('avatar', () => {
  it('shows initials beside a visible name, without naming the avatar twice', () => {
    render(<Persona name="Ana Souza" />)
    expect(screen.getByText('Ana Souza')).toBeVisible()
    expect(screen.getByText('AS')).toHaveAttribute('aria-hidden', 'true')
    expect(screen.queryByRole('img')).not.toBeInTheDocument()
  })

  it('names an avatar shown alone after the person', () => {
    render(<Persona name="Ana Souza" avatarOnly />)
    expect(screen.getByRole('img', { name: 'Ana Souza' })).toHaveTextContent('AS')
    expect(screen.queryByText('Ana Souza')).not.toBeInTheDocument()
  })

  it('shows the photo with the given text alternative', () => {
    render(<Persona name="Ana Souza" src="/ana.jpg" alt="Ana at the office" />)
    expect(screen.getByRole('img', { name: 'Ana at the office' })).toHaveAttribute(
      'src',
      '/ana.jpg',
    )
  })

  it('treats the photo as decorative beside a visible name when no alt is given', () => {
    render(<Persona name="Ana Souza" src="/ana.jpg" />)
    expect(screen.getByRole('presentation')).toHaveAttribute('src', '/ana.jpg')
  })

  it('falls back to initials when the photo fails to load', () => {
    render(<Persona name="Ana Souza" src="/missing.jpg" avatarOnly />)
    fireEvent.error(screen.getByRole('img', { name: 'Ana Souza' }))
    expect(screen.getByRole('img', { name: 'Ana Souza' })).toHaveTextContent('AS')
  })

  it('falls back to initials when the photo had already failed before hydration', () => {
    jest.spyOn(HTMLImageElement.prototype, 'complete', 'get').mockReturnValue(true)
    jest.spyOn(HTMLImageElement.prototype, 'naturalWidth', 'get').mockReturnValue(0)
    render(<Persona name="Ana Souza" src="/missing.jpg" avatarOnly />)
    expect(screen.getByRole('img', { name: 'Ana Souza' })).toHaveTextContent('AS')
  })

  it('shows a generic person glyph when the name has no letters', () => {
    render(<Persona name="  " alt="Unknown consultant" avatarOnly />)
    const avatar = screen.getByRole('img', { name: 'Unknown consultant' })
    expect(avatar).toHaveTextContent('')
    expect(avatar.querySelector('svg')).not.toBeNull()
  })

  it.each([
    ['small', '1.5rem'],
    ['medium', '2.5rem'],
    ['large', '4rem'],
  ] as const)('comes in the %s size', (size, width) => {
    render(<Persona name="Ana Souza" size={size} avatarOnly />)
    expect(screen.getByRole('img', { name: 'Ana Souza' }).parentElement).toHaveStyle({ width })
  })
})

describe('name and secondary text', () => {
  it('shows the secondary text under the name', () => {
    render(<Persona name="Ana Souza" secondaryText="Senior consultant" />)
    expect(screen.getByText('Senior consultant')).toBeVisible()
  })

  it('renders without a name', () => {
    const { container } = render(<Persona />)
    expect(container).toHaveTextContent('')
    expect(container.querySelector('svg')).not.toBeNull()
  })
})

describe('presence', () => {
  it.each(presences)('labels %s for screen readers by default', (presence) => {
    const { container } = render(
      <Persona name="Ana Souza" presence={presence} presenceLabels={labels} />,
    )
    expect(screen.getByText(labels[presence])).toHaveStyle(hiddenStyle)
    expect(
      container.querySelector(`[data-presence="${presence}"][aria-hidden="true"]`),
    ).not.toBeNull()
  })

  it('shows the label as text next to the name when asked', () => {
    render(<Persona name="Ana Souza" presence="dnd" presenceLabels={labels} showPresenceLabel />)
    expect(screen.getByText('Do not disturb')).not.toHaveStyle({ position: 'absolute' })
    expect(screen.getByText('Do not disturb').parentElement).toContainElement(
      screen.getByText('Ana Souza'),
    )
  })

  it('gives every presence its own theme colour', () => {
    const theme: Theme = {
      colors: {
        background: 'white',
        secondary: 'teal',
        presence: { online: 'green', offline: 'gray', busy: 'orange', dnd: 'red', away: 'gold' },
      },
    }
    const colours = presences.map((presence) => {
      const { unmount } = render(
        <ThemeUIProvider theme={theme}>
          <Persona name="Ana Souza" presence={presence} presenceLabels={labels} />
        </ThemeUIProvider>,
      )
      const badge = document.querySelector(`[data-presence="${presence}"][aria-hidden="true"]`)
      const colour = badge ? getComputedStyle(badge).color : ''
      unmount()
      return colour
    })
    expect(colours).toEqual(
      presences.map((presence) => `var(--theme-ui-colors-presence-${presence})`),
    )
  })

  it('uses existing colour tokens while the theme has no presence colours', () => {
    const theme: Theme = { colors: { secondary: 'teal' } }
    expect(presenceColor('online')(theme)).toBe('secondary')
    expect(presenceColor('online')({ colors: { presence: { online: 'green' } } })).toBe(
      'presence.online',
    )
  })

  it('shows no badge without a presence', () => {
    const { container } = render(<Persona name="Ana Souza" presenceLabels={labels} />)
    expect(container.querySelector('[aria-hidden="true"][data-presence]')).toBeNull()
  })
})

describe('bad input', () => {
  it('renders an unknown presence as offline and warns', () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined)
    const { container } = render(
      <Persona name="Ana Souza" presence={'sleeping' as Presence} presenceLabels={labels} />,
    )
    expect(screen.getByText('Offline')).toBeInTheDocument()
    expect(container.firstElementChild).toHaveAttribute('data-presence', 'offline')
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('unknown presence "sleeping"'))
  })

  it('renders an unknown size as medium and warns', () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined)
    render(<Persona name="Ana Souza" size={'huge' as PersonaSize} avatarOnly />)
    expect(screen.getByRole('img', { name: 'Ana Souza' }).parentElement).toHaveStyle({
      width: '2.5rem',
    })
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('unknown size "huge"'))
  })

  it('warns when a presence has no label instead of crashing', () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined)
    render(<Persona name="Ana Souza" presence="busy" />)
    expect(screen.getByText('Ana Souza')).toBeInTheDocument()
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('no label for presence "busy"'))
  })
})

it('has no axe violations in its variants', async () => {
  const { container } = render(
    <main>
      <Persona
        name="Ana Souza"
        secondaryText="Consultant"
        presence="online"
        presenceLabels={labels}
      />
      <Persona name="Bruno Lima" presence="dnd" presenceLabels={labels} showPresenceLabel />
      <Persona name="Carla Dias" avatarOnly presence="away" presenceLabels={labels} />
      <Persona name="Davi Reis" src="/davi.jpg" size="large" />
      <Persona name="Eva Rocha" src="/eva.jpg" alt="Eva Rocha" avatarOnly size="small" />
      <Persona alt="Unknown consultant" avatarOnly presence="offline" presenceLabels={labels} />
    </main>,
  )
  expect(await axe(container)).toHaveNoViolations()
})
