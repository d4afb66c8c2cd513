/* global document */
const topics = ['fees', 'withdrawals', 'risk', 'deposits', 'results', 'regulation']
const list = document.getElementById('questions')
// As many questions as our FAQ: 18, or `?questions=180` beside `npm run bench -- --faq 10`.
const count = Number(new URLSearchParams(document.location.search).get('questions')) || 18
for (let i = 0; i < count; i += 1) {
  const topic = topics[i % topics.length]
  list.insertAdjacentHTML(
    'beforeend',
    `<details id="q${i}"><summary><h3>Question ${i + 1} about ${topic}?</h3></summary>` +
      `<p>An answer of a few sentences about ${topic}. `.repeat(4) +
      '</p></details>',
  )
}
const questions = [...list.children].map((el) => ({ el, text: el.textContent.toLowerCase() }))
const status = document.querySelector('[role=status]')
const search = document.querySelector('input[type=search]')
const filter = () => {
  const words = search.value.toLowerCase().split(/\s+/).filter(Boolean)
  let shown = 0
  for (const { el, text } of questions) {
    el.hidden = !words.every((word) => text.includes(word))
    if (!el.hidden) shown += 1
  }
  status.textContent = words.length ? `${shown} questions match` : `${questions.length} questions`
}
search.addEventListener('input', filter)
search.addEventListener('keydown', (event) => {
  if (event.key === 'Escape') {
    search.value = ''
    filter()
  }
})
filter()
const dialog = document.querySelector('dialog')
document.querySelector('[aria-haspopup=dialog]').addEventListener('click', () => dialog.showModal())
dialog.querySelector('button').addEventListener('click', () => dialog.close())
document.getElementById('languages').addEventListener('click', (event) => {
  event.preventDefault()
  dialog.close()
})
dialog.querySelector('select').addEventListener('change', (event) => {
  document.documentElement.classList.toggle('light', event.target.value === 'light')
})
document.querySelector('#announcement button').addEventListener('click', () => {
  document.getElementById('announcement').hidden = true
})
document.querySelector('#consent button').addEventListener('click', () => {
  document.getElementById('consent').hidden = true
})
// The provider stand-in the bench starts (its address in data-provider), as our login form calls it.
document.getElementById('login').addEventListener('submit', async (event) => {
  event.preventDefault()
  const form = event.currentTarget
  const response = await fetch(`${form.dataset.provider}/auth/v1/signin`, {
    method: 'POST',
    credentials: 'include',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(Object.fromEntries(new FormData(form))),
  })
  const { detail } = await response.json() // as ours, the provider's words first
  const alert = form.querySelector('[role=alert]')
  alert.textContent = response.ok ? '' : `${detail} (${response.status})`
  alert.hidden = response.ok
})
// As ours marks <html> once hydrated, so the bench waits for both alike.
document.documentElement.dataset.hydrated = 'true'
