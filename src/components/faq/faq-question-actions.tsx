import {
  useCallback,
  useRef,
  useState,
  type ComponentType,
  type KeyboardEvent,
  type PointerEvent,
  type ReactNode,
} from 'react'
import { useTranslation } from 'react-i18next'
import { afterNextPaint } from '../../lib/after-next-paint'
import { isContextMenuKey } from '../ui/context-menu/context-menu-key'
import type { ContextMenuTargetProps } from '../ui/context-menu/use-context-menu'
import { useToast } from '../ui/toast'
import type { QuestionMenuProps } from './faq-question-menu'
import { questionOf } from './question-target'

type Handlers = ContextMenuTargetProps
type HandlerName = keyof Handlers
/** An event that came before the menu's code, kept for it (React no longer reuses event objects). */
type Held = {
  [Name in HandlerName]: { name: Name; event: Parameters<Handlers[Name]>[0] }
}[HandlerName]

/** Events held while the code loads, at most: a finger moving for long on a slow network. */
export const maxHeldEvents = 500

const loadQuestionMenu = () =>
  import(/* webpackChunkName: "faq-question-menu" */ './faq-question-menu').then(
    ({ QuestionMenu }) => QuestionMenu,
  )

/** Hands a held or live event to the menu's handler of that name. */
function deliver(handlers: Handlers, { name, event }: Held): void {
  ;(handlers[name] as (event: Held['event']) => void)(event)
}

/** What starts loading the menu: the ways it opens (see useContextMenu), on a question. */
const opensTheMenu: Partial<Record<HandlerName, (event: Held['event']) => boolean>> = {
  onContextMenu: (event) => questionOf(event.target) !== null,
  onPointerDown: (event) =>
    (event as PointerEvent).pointerType === 'touch' && questionOf(event.target) !== null,
  onKeyDown: (event) =>
    isContextMenuKey(event as KeyboardEvent) && questionOf(event.target) !== null,
}

/**
 * The questions' context menu (right-click, long-press, Shift+F10 on a question), for every
 * question below it: one listener, so a question is plain HTML that hydrates without hooks or
 * listeners of its own (docs/performance.md#the-faqs-largest-paint). Its code (the
 * menu's rules, its popup, the copy) loads on the first intent to open it; the events of that
 * gesture are held meanwhile and handed to it, so the menu opens where and for what it was asked.
 */
export function FaqQuestionActions({ children }: { children: ReactNode }) {
  const { t } = useTranslation('faq')
  const toast = useToast()
  const [Menu, setMenu] = useState<ComponentType<QuestionMenuProps> | null>(null)
  const handlersRef = useRef<Handlers | null>(null)
  // Not null while the code loads: the events it will be handed.
  const heldRef = useRef<Held[] | null>(null)

  const receive = useCallback((handlers: Handlers) => {
    handlersRef.current = handlers
    const held = heldRef.current ?? []
    heldRef.current = null
    for (const one of held) deliver(handlers, one)
  }, [])

  function hold(held: Held): void {
    const handlers = handlersRef.current
    if (handlers) return deliver(handlers, held)
    const { name, event } = held
    const startsLoading = opensTheMenu[name]?.(event) ?? false
    // The browser's own menu (or F10's menu bar) must not open over ours while it loads.
    if (startsLoading && name !== 'onPointerDown') event.preventDefault()
    if (heldRef.current === null) {
      if (!startsLoading) return
      heldRef.current = []
      // After this event's paint: a finger on a question is most often a tap that opens it, and
      // starting a request would hold that paint back; a long press has 500 ms to spare.
      afterNextPaint(() =>
        loadQuestionMenu().then(
          (loaded) => setMenu(() => loaded),
          () => {
            // Offline, or a new deployment: say so; the next intent tries again.
            heldRef.current = null
            toast.show(t('actions.loadFailed'), { id: 'faq-link' })
          },
        ),
      )
    }
    // A lift after a long press only matters once the press could have fired: not before.
    if (name === 'onMouseDownCapture' || name === 'onClickCapture') return
    if (heldRef.current.length < maxHeldEvents) heldRef.current.push(held)
  }

  // Each handler written out, so that the refs are read in event handlers only (react-hooks/refs).
  const wrapperProps: Handlers = {
    onContextMenu: (event) => hold({ name: 'onContextMenu', event }),
    onKeyDown: (event) => hold({ name: 'onKeyDown', event }),
    onPointerDown: (event) => hold({ name: 'onPointerDown', event }),
    onPointerMove: (event) => hold({ name: 'onPointerMove', event }),
    onPointerUp: (event) => hold({ name: 'onPointerUp', event }),
    onPointerCancel: (event) => hold({ name: 'onPointerCancel', event }),
    onMouseDownCapture: (event) => hold({ name: 'onMouseDownCapture', event }),
    onClickCapture: (event) => hold({ name: 'onClickCapture', event }),
  }

  return (
    <>
      {/* Events reach this wrapper from the questions' summaries; it is not a control itself. */}
      <div {...wrapperProps}>{children}</div>
      {Menu ? <Menu onHandlers={receive} /> : null}
    </>
  )
}
