import { execFileSync } from 'node:child_process'
import path from 'node:path'

import type { RenderCase, RenderResult } from './render-cases'

const root = path.join(__dirname, '..', '..', '..')

/** Renders every case in one tsx process (Jest cannot import the ESM-only MDX compiler). */
export function renderInNode(cases: RenderCase[]): RenderResult[] {
  const output = execFileSync(
    path.join(root, 'node_modules', '.bin', 'tsx'),
    [path.join(__dirname, 'render-cases.ts')],
    { cwd: root, input: JSON.stringify(cases) },
  )
  return JSON.parse(output.toString()) as RenderResult[]
}
