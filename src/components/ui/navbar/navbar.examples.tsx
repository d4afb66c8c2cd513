import { Navbar } from './navbar'

const frame = {
  border: '1px solid',
  borderColor: 'border',
  borderRadius: 'default',
  overflow: 'hidden',
  mb: 3,
} as const

/** Navbars: slots, children, custom height. (Hide-on-scroll is shown in the AppShell examples.) */
export function NavbarExamples() {
  return (
    <div>
      <div sx={frame}>
        <Navbar
          start={<strong>Start slot</strong>}
          center={<span>Centre slot</span>}
          end={
            <button type="button" sx={{ variant: 'buttons.ghost' }}>
              End slot
            </button>
          }
        />
      </div>
      <div sx={frame}>
        <Navbar start={<strong>Brand</strong>}>
          <span>Children fill the centre</span>
        </Navbar>
      </div>
      <div sx={frame}>
        <Navbar as="div" height="5rem" start={<strong>5rem tall, plain div</strong>} />
      </div>
    </div>
  )
}
