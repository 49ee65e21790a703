import "./src/styles/global.css"
import type { GatsbyBrowser } from "gatsby"

/**
 * Every page opens at the top. Links to a section (#hash) still scroll to
 * that section, and the browser's Back button restores the old position.
 */
export const shouldUpdateScroll: GatsbyBrowser["shouldUpdateScroll"] = ({ routerProps, prevRouterProps }) => {
  const location = routerProps.location
  if (location.hash) return true
  if (!prevRouterProps) return true
  const action = (location as unknown as { action?: string }).action
  if (action === "POP") return true
  window.scrollTo(0, 0)
  return false
}
