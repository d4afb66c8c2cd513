import { useCallback, type ReactNode } from 'react'
import { createPortal } from 'react-dom'
import { useTranslation } from 'react-i18next'
import { LazyContextMenuPopup } from '../ui/context-menu/lazy-context-menu-popup'
import { useContextMenu, type ContextMenuItem } from '../ui/context-menu/use-context-menu'
import { useToast } from '../ui/toast'

/** Marks each question's wrapper; its value is the question's id, its anchor in every locale. */
export const questionAttribute = 'data-faq-question'

const questionOf = (origin: Element) => origin.closest(`[${questionAttribute}]`)

/**
 * The questions' context menu (right-click, long-press, Shift+F10 on a question): copies a link to
 * the question. One menu listens for every question below it, so a question is plain HTML that
 * hydrates without hooks or listeners of its own (docs/performance.md#the-faq-at-ten-times-todays-content);
 * the popup's code loads on its first opening, and opens next to the question it is for.
 */
export function FaqQuestionActions({ children }: { children: ReactNode }) {
  const { t } = useTranslation('faq')
  const toast = useToast()
  // The menu always has its one item; which question it copies is read when it is chosen.
  const items: ContextMenuItem[] = [
    { id: 'copy-link', label: t('actions.copyLink'), onSelect() {} },
  ]
  const menu = useContextMenu({ items, targetFor: questionOf })
  const question = menu.opening?.target ?? null
  const { close } = menu

  const copyLink = useCallback(
    (id: string) => {
      const url = new URL(`#${id}`, window.location.href).href
      // Called straight from the menu's select handler: clipboard access needs that user gesture.
      navigator.clipboard
        .writeText(url)
        .then(() => toast.show(t('linkCopied'), { id: 'faq-link' }))
        .catch(() => toast.show(t('copyFailed'), { id: 'faq-link' }))
    },
    [t, toast],
  )
  const onLoadError = useCallback(() => {
    close({ restoreFocus: true })
    toast.show(t('actions.loadFailed'), { id: 'faq-link' })
  }, [close, t, toast])

  const id = question?.getAttribute(questionAttribute) ?? ''
  return (
    <>
      {/* Events reach this wrapper from the questions' summaries; it is not a control itself. */}
      <div {...menu.targetProps}>{children}</div>
      {menu.opening && question
        ? createPortal(
            <LazyContextMenuPopup
              items={[{ ...items[0]!, onSelect: () => copyLink(id) }]}
              label={t('actions.label')}
              opening={menu.opening}
              onClose={close}
              onLoadError={onLoadError}
            />,
            question,
          )
        : null}
    </>
  )
}
