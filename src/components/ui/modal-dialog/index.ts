// A native <dialog> opened as a modal, for the kit's drawer and the site's mobile menu.
export { useModalDialog } from './use-modal-dialog'
export { closingStyles, dismissModalDialog, isShownModalDialog, showModalDialog } from './dismiss'
