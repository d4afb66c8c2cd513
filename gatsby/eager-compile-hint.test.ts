import { startupBundle } from './eager-compile-hint'

describe('startupBundle', () => {
  it('selects the bundles every page runs as it starts', () => {
    for (const name of [
      'webpack-runtime-b14ce1bce999fb0a105c.js',
      'framework-3f4fa9dc0263231f13a3.js',
      'app-ee3d14aee1c6ce19b11e.js',
      'commons-a62347b750fa1a101e1f.js',
    ]) {
      expect(name).toMatch(startupBundle)
    }
  })

  it('leaves page, lazy and non-script files alone', () => {
    for (const name of [
      'component---src-pages-index-tsx-48b658c7e367f115047d.js',
      '550fdbb7-5ad359347aa0c3fb21b0.js',
      '79-ce648e64e89e25303d1b.js',
      'app-ee3d14aee1c6ce19b11e.js.map',
      'app-ee3d14aee1c6ce19b11e.js.LICENSE.txt',
      'polyfill-3f4fa9dc0263231f13a3.js',
    ]) {
      expect(name).not.toMatch(startupBundle)
    }
  })
})
