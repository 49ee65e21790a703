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
