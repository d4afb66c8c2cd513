import { displayNameOf } from './known-fields'

describe('displayNameOf', () => {
  it.each([
    [{ first_name: 'Ana', last_name: 'Souza', name: 'x', username: 'ana' }, 'Ana Souza'],
    [{ first_name: ' Ana ', username: 'ana' }, 'Ana'],
    [{ last_name: 'Souza', username: 'ana' }, 'Souza'],
    [{ first_name: '  ', name: 'Ana S.', full_name: 'Ana Full' }, 'Ana S.'],
    [{ full_name: 'Ana Maria Souza', username: 'ana' }, 'Ana Maria Souza'],
    [{ username: 'ana.souza', whatsapp_number: '+5511' }, 'ana.souza'],
    [{ whatsapp_number: '+5511999990000' }, '+5511999990000'],
    [{ whatsapp_number: 5511999990000 }, '5511999990000'],
    [{ name: 42 as unknown, id: 7 }, null],
    [{}, null],
    [null, null],
  ])('names %j as %j', (consultant, expected) => {
    expect(displayNameOf(consultant)).toBe(expected)
  })
})
