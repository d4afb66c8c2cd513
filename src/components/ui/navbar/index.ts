export { Navbar, navbarHeight, type NavbarProps } from './navbar'
export { useHideOnScroll, nextHidden } from './use-hide-on-scroll'
