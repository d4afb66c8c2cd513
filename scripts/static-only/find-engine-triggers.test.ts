/** @jest-environment node */
import { findEngineTriggers } from './find-engine-triggers'

it('finds each way a source file makes Gatsby build rendering engines', () => {
  const source = [
    "import React from 'react'",
    'export const config = { bodyParser: { raw: true } }',
    'export async function getServerData() { return { props: {} } }',
    "createPage({ path: '/x/', component, defer: true })",
    'export { config }',
  ].join('\n')
  expect(findEngineTriggers('src/api/x.ts', source).map(({ line }) => line)).toEqual([2, 3, 4, 5])
})

it('passes ordinary static pages and the word config elsewhere', () => {
  const source = [
    "import config from '../site-config'",
    'const config2 = { defer: false }',
    'export const query = graphql`{ site { id } }`',
  ].join('\n')
  expect(findEngineTriggers('src/pages/index.tsx', source)).toEqual([])
})
