import * as React from "react"
import type { UiStrings } from "../../config/strings"
import type { NavEntry } from "../../lib/nav"
import type { StaticPart } from "../common/StaticHtml"

/** The header's and footer's links-only parts as HTML made at build time, and the navigation (gatsby/build-html.ts siteShell). */
export interface SiteShell {
  contactBar: StaticPart
  logo: StaticPart
  drawerActions: StaticPart
  nav: NavEntry[]
  /** The footer carousel's reviews, each as the HTML of its live region (FooterStaticParts ReviewQuote). */
  reviews: string[]
  /** The floating contact button's links, as the HTML of its menu's items (FloatingContactLinks). */
  floatingContact: string
  footer: { columns: StaticPart; contact: StaticPart; positioning: StaticPart; links: StaticPart; copyright: StaticPart; rating: StaticPart }
  /**
   * The components' words in the shell's language: in English those of the shell and the search
   * box (SHELL_AREAS, which every page runs: so no page's JavaScript carries them); in another
   * language also those of the components that carry their English words (FALLBACK_AREAS).
   */
  strings: Partial<UiStrings>
}

/**
 * The shell of the page's language (issue 33): every template asks for it in its page query
 * (`shell: siteShell(lang: $lang)`, the page's language from its page context), and
 * wrapPageElement (gatsby-browser.tsx, gatsby-ssr.tsx) provides it. So one template renders every
 * language, and a page downloads its own language's shell only: no static query holds a shell
 * every page would fetch.
 */
export const ShellContext = React.createContext<SiteShell | null>(null)

/** The shell of the page's language. */
export function useShell(): SiteShell {
  const shell = React.useContext(ShellContext)
  if (!shell) throw new Error("no shell: the page's query has no `shell: siteShell(lang: $lang)` field")
  return shell
}
