/**
 * The site's Babel preset: babel-preset-gatsby, less the transforms it adds whatever browserslist
 * says. It adds optional chaining, nullish coalescing, array spread, classes and class fields to
 * every file, so `a?.b` ships as `null == a ? void 0 : a.b` to browsers that all read `?.`. Each
 * is dropped only when Babel's own compatibility data says no target needs it; the rest of the
 * preset is Gatsby's, untouched. What it saves: docs/performance.md, "Framework internals we lean
 * on"; `babel-preset.test.ts` fails when babel-preset-gatsby's list changes.
 *
 * Gatsby passes its build stage only to a preset resolved as babel-preset-gatsby itself, so the
 * stage is read here from what babel-loader tells every preset (webpack's target) and the mode.
 */
const { createRequire } = require('node:module')
const { default: getTargets, isRequired } = require('@babel/helper-compilation-targets')
const gatsbyPreset = require('babel-preset-gatsby').default

const fromGatsbyPreset = createRequire(require.resolve('babel-preset-gatsby'))

/** babel-preset-gatsby's unconditional plugins, by Babel's compatibility-data name. */
const transformsAddedWhateverTheTargets = {
  '@babel/plugin-proposal-optional-chaining': 'transform-optional-chaining',
  '@babel/plugin-proposal-nullish-coalescing-operator': 'transform-nullish-coalescing-operator',
  '@babel/plugin-transform-spread': 'transform-spread',
  '@babel/plugin-transform-classes': 'transform-classes',
  '@babel/plugin-proposal-class-properties': 'transform-class-properties',
}

/** @param {import('@babel/core').ConfigAPI} api */
function stageOf(api) {
  const target = api.caller((caller) => /** @type {{ target?: string }} */ (caller)?.target)
  const production = api.env('production')
  if (target === 'web') return production ? 'build-javascript' : 'develop'
  if (target === 'node') return production ? 'build-html' : 'develop-html'
  return 'test'
}

/** The targets babel-preset-gatsby picks: browserslist for the browser, Node otherwise. */
function targetsOf(/** @type {string} */ stage) {
  if (stage === 'build-javascript' || stage === 'develop') {
    return getTargets({}, { configPath: __dirname })
  }
  return getTargets({ node: process.versions.node })
}

/**
 * The resolved files of the transforms babel-preset-gatsby adds that none of `targets` needs.
 * @param {Record<string, string>} targets as Babel's getTargets returns them
 */
function transformsNoTargetNeeds(targets) {
  return new Set(
    Object.entries(transformsAddedWhateverTheTargets)
      .filter(([, feature]) => !isRequired(feature, targets))
      .map(([plugin]) => fromGatsbyPreset.resolve(plugin)),
  )
}

/** @param {unknown} item a plugin as a preset lists it: a path, or [path, options] */
function pluginPath(item) {
  return Array.isArray(item) ? item[0] : item
}

/**
 * @param {import('@babel/core').ConfigAPI} api
 * @param {Record<string, unknown>} options babel-preset-gatsby's options
 */
function sitePreset(api, options = {}) {
  const stage = stageOf(api)
  const preset = gatsbyPreset(api, { ...options, stage })
  const unneeded = transformsNoTargetNeeds(targetsOf(stage))
  return { ...preset, plugins: preset.plugins.filter((item) => !unneeded.has(pluginPath(item))) }
}

module.exports = Object.assign(sitePreset, {
  transformsAddedWhateverTheTargets,
  transformsNoTargetNeeds,
  pluginPath,
})
