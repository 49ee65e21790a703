import * as React from "react"
import type { UiStrings } from "../../config/strings"

/**
 * The page's words in another language (issue 24): the Telugu table on Telugu pages (their shell's
 * data) and in the parts the build renders for them; null on English pages, whose words are each
 * component's own English table. Each component imports only its area's English table
 * (src/config/strings/<area>.ts), never the whole set: a page's JavaScript carries the English
 * words of the components it runs, as it did when they were written in the components.
 */
const StringsContext = React.createContext<Partial<UiStrings> | null>(null)

export const StringsProvider = StringsContext.Provider

/**
 * An area's words: the provided language's, or the English ones the component passes. The words
 * of what every page runs (the shell's and the search box's areas, SHELL_AREAS) come in the
 * page's shell in every language, English too (issue 31), so their components pass no English
 * table and no page's JavaScript carries one.
 */
export function useStrings<K extends keyof UiStrings>(area: K, english?: UiStrings[K]): UiStrings[K] {
  const words = React.useContext(StringsContext)?.[area] ?? english
  if (!words) throw new Error(`no "${area}" words: the page's shell (or the build) provides them`)
  return words
}

/** The areas whose words every page's shell carries in its language (gatsby/build-html.ts siteShell). */
export const SHELL_AREAS = ["shell", "search"] as const

/**
 * The areas read in the browser by components that carry their English words themselves
 * (useStrings(area, english)): the contact section's form heading, the not-found screen and the
 * note after a quote is sent. A page in another language gets them in its shell. Every other area
 * a page runs in the browser comes in its own page data (a guide's `uiWords`, a tool's words), and
 * the areas of what is made at build time are never sent (issue 31: a Telugu page's data carried
 * every area, 59 KB, the tools' 37 KB of it, on every page).
 */
export const FALLBACK_AREAS = ["sections", "notFound", "quoteSent"] as const

/**
 * Adds areas of words to those provided, for the part inside it: words that come in a part's own
 * page data (the contact section's quote form: gatsby/build-html.ts sectionParts).
 */
export function MoreStrings({ words, children }: { words?: Partial<UiStrings> | null; children: React.ReactNode }) {
  const outer = React.useContext(StringsContext)
  return <StringsContext.Provider value={words ? { ...outer, ...words } : outer}>{children}</StringsContext.Provider>
}
