/** The spec's breakpoint: the drawer below it, the desktop navigation and hover menus from it. */
export const DESKTOP_QUERY = "(min-width: 768px)"

export function isDesktop(): boolean {
  return typeof window !== "undefined" && window.matchMedia(DESKTOP_QUERY).matches
}
