import * as React from "react"
import { EN, type UiStrings } from "../../config/strings"

const StringsContext = React.createContext<UiStrings>(EN)

/** The page's words: English unless a Telugu page's Layout (or the build's renderer) provides its table. */
export const StringsProvider = StringsContext.Provider

export function useStrings(): UiStrings {
  return React.useContext(StringsContext)
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
