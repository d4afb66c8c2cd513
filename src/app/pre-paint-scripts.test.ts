import { joinPrePaintScripts } from './pre-paint-scripts'

it('runs every script in order, even after one that throws', () => {
  const ran: string[] = []
  Object.assign(globalThis, { ran })
  const joined = joinPrePaintScripts([
    "ran.push('colour')",
    "(function(){ran.push('font')})()",
    "throw new Error('storage blocked')",
    "ran.push('notices') // a comment at the end of a part",
  ])
  new Function(joined)()
  expect(ran).toEqual(['colour', 'font', 'notices'])
})
