// The site's stylesheets, in cascade order, imported here and not in the components, so that the
// one built stylesheet keeps this order (gatsby/css-order.ts). src/cms/index.ts imports the same.
import "./src/styles/global.css"
import "./src/components/forms/document-checklist.css"
import * as React from "react"
import { startTransition, type ReactElement } from "react"
import { createRoot, hydrateRoot } from "react-dom/client"
import type { GatsbyBrowser } from "gatsby"
import { PagePathProvider, type PageLanguages } from "./src/components/common/PagePath"
import type { SiteShell } from "./src/components/shell/site-shell"

/**
 * Every page opens at the top. Links to a section (#hash) still scroll to
 * that section, and the browser's Back button and a reload restore the old position.
 *
 * A page loaded from the server (prevRouterProps absent) is given its saved position only when it
 * was reloaded or reached with Back or Forward: Gatsby keys the position of every such load of a
 * path "initial", so a page opened afresh (a typed address, a link from another site) in a tab
 * that had scrolled it before opened part-way down (review 21, major at 1024px: home at "What our
 * clients say", a guide with its fee out of view).
 */
export const shouldUpdateScroll: GatsbyBrowser["shouldUpdateScroll"] = ({ routerProps: { location }, prevRouterProps }) => {
  if (location.hash || (location as unknown as { action?: string }).action === "POP") return true
  if (!prevRouterProps) return (performance.getEntriesByType("navigation")[0] as PerformanceNavigationTiming | undefined)?.type !== "navigate"
  window.scrollTo(0, 0)
  return false
}

/**
 * Hydration as a transition (issue 9): React then works through the page in short slices
 * (about 5 ms each) and lets the browser handle input in between, instead of one long task
 * of 100-300 ms on a phone (Total Blocking Time). A click or a key on a part not yet
 * hydrated makes React hydrate that part at once, so nothing is lost. Without prerendered
 * HTML (gatsby develop) the page is rendered as Gatsby would.
 */
function hydrateInTransition(element: ReactElement, container: Element): void {
  // (a production build prerenders every page: the branch is for `gatsby develop` only, and left out of the build)
  if (process.env.NODE_ENV !== "production" && !document.getElementById("gatsby-focus-wrapper")?.children.length) {
    createRoot(container).render(element)
    return
  }
  startTransition(() => {
    hydrateRoot(container, element)
  })
}

/** The page's path for the parts made at build time (src/components/common/StaticHtml.tsx), its languages and its shell (the page query's `shell`). */
export const wrapPageElement: GatsbyBrowser["wrapPageElement"] = ({ element, props }) => (
  <PagePathProvider pathname={props.location.pathname} pageContext={props.pageContext as Partial<PageLanguages>} shell={(props.data as { shell?: SiteShell } | undefined)?.shell}>
    {element}
  </PagePathProvider>
)

// Gatsby calls the function with (element, container); its type is react-dom's legacy render's.
type HydrateFunction = ReturnType<NonNullable<GatsbyBrowser["replaceHydrateFunction"]>>
export const replaceHydrateFunction: GatsbyBrowser["replaceHydrateFunction"] = () => hydrateInTransition as unknown as HydrateFunction
