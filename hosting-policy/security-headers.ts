/** The same on every response: pages, files, redirects, errors and endpoints (docs/deployment.md). */
export const securityHeaders: Readonly<Record<string, string>> = {
  'strict-transport-security': 'max-age=63072000; includeSubDomains',
  'x-content-type-options': 'nosniff',
  'referrer-policy': 'strict-origin-when-cross-origin',
  'permissions-policy': 'camera=(), microphone=(), geolocation=(), payment=(), usb=()',
  'cross-origin-opener-policy': 'same-origin',
  // Legacy twin of CSP frame-ancestors for browsers without it.
  'x-frame-options': 'DENY',
}
