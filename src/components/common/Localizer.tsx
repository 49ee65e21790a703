import * as React from "react"

/*
 * Used by the parts the build renders (the header's and footer's links-only parts: gatsby/build-html.ts
 * siteShell), kept apart from Strings.tsx so that no page's JavaScript carries it.
 */

/** How the parts made at build time name and link the site's pages in the page's language (gatsby/build-html.ts siteShell). */
export interface Localizer {
  /** The page in this language where one exists, else the English page. */
  path: (path: string) => string
  /** A menu or footer label (the English label is the key of the language's table). */
  label: (label: string) => string
}
const SAME: Localizer = { path: p => p, label: l => l }
const LocalizerContext = React.createContext<Localizer>(SAME)
export const LocalizerProvider = LocalizerContext.Provider

export function useLocalizer(): Localizer {
  return React.useContext(LocalizerContext)
}
