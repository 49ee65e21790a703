/** The spec's breakpoint: the floating contact button opens on hover from it (and toggles on tap below it). */
export const DESKTOP_QUERY = "(min-width: 768px)"

/**
 * Where the main menu is a bar (with hover submenus) rather than the drawer: from 1024px. Issue 29
 * moved the drawer up to 1023px (the issue wins over the spec's 768px): at tablet widths the bar
 * wrapped to two rows and the header took 235px before any content.
 */
export const MENU_BAR_QUERY = "(min-width: 1024px)"

export function isDesktop(): boolean {
  return typeof window !== "undefined" && window.matchMedia(DESKTOP_QUERY).matches
}

/** Whether the main menu is the bar (1024px and wider), not the drawer. */
export function hasMenuBar(): boolean {
  return typeof window !== "undefined" && window.matchMedia(MENU_BAR_QUERY).matches
}
