import { Persona } from './persona'
import { personaSizes, type PersonaSize } from './use-persona'
import { presences, type Presence, type PresenceLabels } from './presence'

const presenceLabels: PresenceLabels = {
  online: 'Online',
  offline: 'Offline',
  busy: 'Busy',
  dnd: 'Do not disturb',
  away: 'Away',
}

// Photos as data URIs: no network request, and no 404 in the console for the broken one.
const photo = 'data:image/gif;base64,R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7'
const brokenPhoto = 'data:image/png;base64,AAAA'

/** Every state of Persona, for the develop-only kit catalogue. */
export function PersonaExamples() {
  return (
    <div sx={{ display: 'grid', gap: 4 }}>
      <div sx={{ display: 'flex', flexWrap: 'wrap', gap: 4 }}>
        {presences.map((presence) => (
          <Persona
            key={presence}
            name="Ana Souza"
            secondaryText={`presence: ${presence}`}
            presence={presence}
            presenceLabels={presenceLabels}
            showPresenceLabel
          />
        ))}
      </div>
      <div sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 4 }}>
        {personaSizes.map((size) => (
          <Persona
            key={size}
            name={`Bruno Lima ${size}`}
            size={size}
            presence="online"
            presenceLabels={presenceLabels}
          />
        ))}
      </div>
      <div sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 4 }}>
        <Persona name="Carla Dias" avatarOnly presence="away" presenceLabels={presenceLabels} />
        <Persona name="Élodie Durand" secondaryText="Initials with an accent" />
        <Persona name="Madonna" secondaryText="One word" />
        <Persona secondaryText="No name: person glyph" />
        <Persona name="Davi Reis" src={photo} secondaryText="With a photo" size="large" />
        <Persona name="Eva Rocha" src={brokenPhoto} secondaryText="Photo failed: initials" />
        <Persona
          name="Fábio Nunes"
          secondaryText="Unknown presence: offline + warning"
          presence={'sleeping' as Presence}
          presenceLabels={presenceLabels}
          showPresenceLabel
        />
        <Persona
          name="Gil Prado"
          secondaryText="Unknown size: medium + warning"
          size={'huge' as PersonaSize}
        />
      </div>
    </div>
  )
}
