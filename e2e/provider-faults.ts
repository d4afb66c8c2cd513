import { e2eProviderUrl } from '../playwright.config'

/**
 * Arms the provider stand-in's next `method path` call with `fault` (stand-ins/provider-api/faults/), on its
 * shared queue: what a same-origin run uses, where the site's proxy passes no test header on.
 */
export async function armProviderFault(method: string, path: string, fault: string, times = 1) {
  const response = await fetch(`${e2eProviderUrl}/__faults`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ method, path, fault, times }),
  })
  if (response.status !== 201) throw new Error(`arming ${fault}: ${await response.text()}`)
}
