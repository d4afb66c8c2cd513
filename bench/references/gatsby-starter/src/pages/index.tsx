/** @jsxImportSource react */
import { ReferencePage } from '../reference-page'

export { Head } from '../head'

export default function IndexPage() {
  return <ReferencePage />
}
