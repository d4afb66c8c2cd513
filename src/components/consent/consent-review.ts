import { atom } from 'jotai'

/**
 * How many times the visitor has asked, from the footer, to review their choice since the banner
 * last closed (0: not reviewing). A count rather than a flag, so asking again while it is open
 * moves focus to it again.
 */
export const consentReviewAtom = atom(0)

/** The footer control that reopens the choice; focus returns to it when the banner closes. */
export const privacyChoiceButtonId = 'privacy-choice'

/** The footer section the banner's details link points to. */
export const privacyDetailsId = 'privacy-details'
