/**
 * Kit components never crash on bad input: they fall back to a sane default and tell the developer
 * during development. Production stays silent.
 */
export function warnInDevelopment(component: string, message: string): void {
  if (process.env.NODE_ENV !== 'production') console.warn(`[${component}] ${message}`)
}
