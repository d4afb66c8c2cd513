/** stylis 4 (emotion's CSS compiler) ships no types; the three functions used here. */
declare module 'stylis' {
  export function compile(css: string): object[]
  export function serialize(elements: object[], callback: unknown): string
  export const stringify: unknown
}
