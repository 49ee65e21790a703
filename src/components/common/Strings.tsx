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
 * A table's template with its {name} slots filled by elements (links) or text, as React children:
 * fillNodes("Tip: {search} for …", { search: <Link …/> }). Each slot's value stays its own node
 * (as in JSX), the text between them is one; `lead` goes before the first text (" " after an icon).
 */
export function fillNodes(template: string, values: Record<string, React.ReactNode>, lead = ""): React.ReactNode[] {
  const nodes: React.ReactNode[] = []
  let text = lead
  template.split(/(\{\w+\})/).forEach((piece, i) => {
    const slot = /^\{(\w+)\}$/.exec(piece)
    if (slot && slot[1] in values) {
      if (text) nodes.push(text)
      text = ""
      const value = values[slot[1]]
      nodes.push(React.isValidElement(value) ? React.cloneElement(value, { key: i }) : value)
    } else {
      text += piece
    }
  })
  if (text) nodes.push(text)
  return nodes
}

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
