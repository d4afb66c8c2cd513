import { useTranslation } from 'react-i18next'
import { presences, type PresenceLabels } from '../../components/ui/persona'

export function usePresenceLabels(): PresenceLabels {
  const { t } = useTranslation('consultant')
  return Object.fromEntries(
    presences.map((presence) => [presence, t(`presence.${presence}`)]),
  ) as PresenceLabels
}
