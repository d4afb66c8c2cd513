import type { Theme } from 'theme-ui'

/** The starter stylesheet's colours, and a dark mode as our site's (not following the system). */
export const theme: Theme = {
  config: { initialColorModeName: 'light', useColorSchemeMediaQuery: false },
  colors: {
    text: '#1a202c',
    background: '#fff',
    primary: '#0b5cad',
    muted: '#edf2f7',
    modes: {
      dark: { text: '#f7fafc', background: '#1a202c', primary: '#90cdf4', muted: '#2d3748' },
    },
  },
  space: [0, 4, 8, 16, 32],
  radii: [0, 4],
}
