import { Toast } from './toast'
import { ToastProvider, ToastRegion } from './toast-provider'
import { useToast } from './use-toast'

function ToastTriggers() {
  const { show } = useToast()
  return (
    <div sx={{ display: 'flex', flexWrap: 'wrap', gap: 2 }}>
      <button
        type="button"
        sx={{ variant: 'buttons.ghost' }}
        onClick={() => show('Link copied', { id: 'link-copied' })}
      >
        Show “Link copied” (same id: replaces)
      </button>
      <button type="button" sx={{ variant: 'buttons.ghost' }} onClick={() => show('Signed out')}>
        Show “Signed out” (stacks)
      </button>
      <button
        type="button"
        sx={{ variant: 'buttons.ghost' }}
        onClick={() => show('Stays until closed', { duration: Infinity })}
      >
        Show a toast that stays
      </button>
    </div>
  )
}

/** A toast as drawn (open and mid-exit), and live ones at the bottom corner, for the catalogue. */
export function ToastExamples() {
  return (
    <div sx={{ display: 'grid', gap: 3, maxWidth: '24rem' }}>
      <Toast closeLabel="Dismiss (static example)" onClose={() => undefined}>
        Link copied
      </Toast>
      <Toast closeLabel="Dismiss (static long example)" onClose={() => undefined}>
        A longer confirmation that wraps onto a second line to show how the text flows.
      </Toast>
      <ToastProvider>
        <ToastTriggers />
        <ToastRegion closeLabel="Dismiss notification" />
      </ToastProvider>
    </div>
  )
}
