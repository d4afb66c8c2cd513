import { warmingAttribute, layOutAhead } from './lay-out-ahead'

function closedDialog() {
  const dialog = document.createElement('dialog')
  dialog.innerHTML = '<a href="/ja/">日本語</a>'
  document.body.append(dialog)
  return dialog
}

afterEach(() => document.body.replaceChildren())

it('lays the closed dialog out while marked, and leaves it closed and unmarked', () => {
  const dialog = closedDialog()
  const marks: boolean[] = []
  jest.spyOn(dialog, 'getBoundingClientRect').mockImplementation(() => {
    marks.push(dialog.hasAttribute(warmingAttribute))
    return new DOMRect()
  })
  layOutAhead(dialog)
  expect(marks).toEqual([true]) // the layout happened while the CSS shows it to layout
  expect(dialog).not.toHaveAttribute(warmingAttribute)
  expect(dialog.open).toBe(false)
})

it('leaves an open dialog alone', () => {
  const dialog = closedDialog()
  dialog.setAttribute('open', '')
  const layout = jest.spyOn(dialog, 'getBoundingClientRect')
  layOutAhead(dialog)
  expect(layout).not.toHaveBeenCalled()
  expect(dialog).not.toHaveAttribute(warmingAttribute)
})
