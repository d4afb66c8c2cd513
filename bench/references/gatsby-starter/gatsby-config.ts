import type { GatsbyConfig } from 'gatsby'

/**
 * A bare Gatsby 5 site (what `npm init gatsby` gives, minus its demo content): no plugins, the
 * same JSX runtime and trailing-slash policy as our site, so only what a bare site must ship is
 * left to compare with.
 */
const config: GatsbyConfig = {
  trailingSlash: 'always',
  jsxRuntime: 'automatic',
  graphqlTypegen: false,
}

export default config
