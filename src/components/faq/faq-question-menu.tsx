import { useCallback, useLayoutEffect } from 'react'
import { createPortal } from 'react-dom'
import { useTranslation } from 'react-i18next'
import { ContextMenuPopup } from '../ui/context-menu/context-menu-popup'
import {
  useContextMenu,
  type ContextMenuItem,
  type ContextMenuTargetProps,
} from '../ui/context-menu/use-context-menu'
import { useToast } from '../ui/toast'
import { questionIdOf, questionOf } from './question-target'

export interface QuestionMenuProps {
  /** Gets the menu's event handlers after every render: the questions' wrapper forwards to them. */
  onHandlers: (handlers: ContextMenuTargetProps) => void
}

/**
 * The questions' context menu itself (right-click, long-press, Shift+F10 on a question): copies
 * a link to the question. Loaded by `FaqQuestionActions` on the first intent to open it, with its
 * popup, so a visitor who never opens it downloads none of it.
 */
export function QuestionMenu({ onHandlers }: QuestionMenuProps) {
  const { t } = useTranslation('faq')
  const toast = useToast()
  // The menu always has its one item; which question it copies is read when it is chosen.
  const items: ContextMenuItem[] = [
    { id: 'copy-link', label: t('actions.copyLink'), onSelect() {} },
  ]
  const menu = useContextMenu({ items, targetFor: questionOf })
  const { targetProps } = menu
  useLayoutEffect(() => onHandlers(targetProps))

  const copyLink = useCallback(
    (id: string) => {
      const url = new URL(`#${id}`, window.location.href).href
      // Called straight from the menu's select handler: clipboard access needs that user gesture.
      // Pages served over plain http have no `navigator.clipboard`: told, like a refused copy.
      const copied =
        navigator.clipboard?.writeText(url) ?? Promise.reject(new Error('No clipboard'))
      copied
        .then(() => toast.show(t('linkCopied'), { id: 'faq-link' }))
        .catch(() => toast.show(t('copyFailed'), { id: 'faq-link' }))
    },
    [t, toast],
  )

  const question = menu.opening?.target ?? null
  if (!menu.opening || !question) return null
  const id = questionIdOf(question)
  // Inside the question's wrapper, after its <details>: next to the question in the reading order.
  return createPortal(
    <ContextMenuPopup
      items={[{ ...items[0]!, onSelect: () => copyLink(id) }]}
      label={t('actions.label')}
      opening={menu.opening}
      onClose={menu.close}
    />,
    question,
  )
}
