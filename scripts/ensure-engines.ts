import { installDebianPackages } from './debian-packages'
import { engineBinaries, findEngineBinary, type EngineBinary } from './engines'

/**
 * The engine suite's browsers besides Chromium (scripts/engines.ts): what is missing is installed
 * from Debian's packages when this runs as root, as ensure-chromium.ts does; otherwise explained.
 */
function main(): void {
  const names = Object.keys(engineBinaries) as EngineBinary[]
  const missing = () => names.filter((name) => findEngineBinary(name) === null)
  const packages = [...new Set(missing().flatMap((name) => engineBinaries[name].packages))]
  if (packages.length > 0) installDebianPackages(packages)
  const stillMissing = missing()
  if (stillMissing.length === 0) {
    console.log(`Engines: ${names.map((name) => findEngineBinary(name)).join(', ')}`)
    return
  }
  console.error(
    [
      `The engine suite needs ${stillMissing.join(', ')}, not found.`,
      `  Debian/Ubuntu: sudo apt-get install ${packages.join(' ')}`,
      'Then run `npm test` again.',
    ].join('\n'),
  )
  process.exit(1)
}

main()
