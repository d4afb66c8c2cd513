import { List } from './list'
import { ListItem } from './list-item'

function Icon({ d }: { d: string }) {
  return (
    <svg width="18" height="18" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path d={d} fill="none" stroke="currentColor" strokeWidth="2" strokeLinejoin="round" />
    </svg>
  )
}
const phone =
  'M5 3h4l2 5-2.5 1.5a11 11 0 0 0 6 6L16 13l5 2v4a2 2 0 0 1-2 2A16 16 0 0 1 3 5a2 2 0 0 1 2-2z'
const mail = 'M3 5h18v14H3zM3 6l9 7 9-7'
const pin =
  'M12 21s-7-6.5-7-12a7 7 0 0 1 14 0c0 5.5-7 12-7 12zM12 11.5a2.5 2.5 0 1 0 0-5 2.5 2.5 0 0 0 0 5z'

/** List with icons, secondary text and an action, and a plain one, for the catalogue. */
export function ListExamples() {
  return (
    <div sx={{ display: 'grid', gap: 4, gridTemplateColumns: ['1fr', '1fr 1fr'] }}>
      <List aria-label="Contacts (footer use)">
        <ListItem
          icon={<Icon d={phone} />}
          // A phone number shown with no-break spaces and hyphens never wraps across lines.
          primary={<a href="tel:+5511999999999">{'+55\u00a011\u00a099999\u20119999'}</a>}
          secondary="Phone"
          action={
            <button type="button" sx={{ variant: 'buttons.ghost' }}>
              Copy
            </button>
          }
        />
        <ListItem
          icon={<Icon d={mail} />}
          primary={<a href="mailto:contact@example.com">contact@example.com</a>}
          secondary="E-mail"
        />
        <ListItem
          icon={<Icon d={pin} />}
          primary={<address>Av. Paulista 1000, mezzanine, São Paulo, 01310-100</address>}
          secondary="Address"
        />
      </List>
      <List aria-label="Primary text only">
        <ListItem primary="First item" />
        <ListItem primary="Second item with secondary text" secondary="Secondary" />
        <ListItem primary="Third item with an action" action={<a href="#list">Open</a>} />
      </List>
    </div>
  )
}
