// budoux's entry loads linkedom for its HTML processor, which the build does not use (it parses
// plain strings: gatsby/phrase-breaks.ts); linkedom's own dependencies are ESM-only, which Jest's
// module loader cannot require untransformed. Node's require(esm) loads the real one in the build.
module.exports = {}
