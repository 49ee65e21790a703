import * as React from "react"
import type { Locale } from "../../lib/i18n"
import { ShellContext, type SiteShell } from "../shell/site-shell"

/**
 * The path of the page being shown (from Gatsby's location, in gatsby-browser.tsx and
 * gatsby-ssr.tsx wrapPageElement): StaticHtml marks the links to it, as <Link> does.
 */
export const PagePath = React.createContext("/")

/**
 * The header's link to this page in the other language (gatsby/pages.ts languageLink), made at
 * build time: its path and the language (its name and `lang` attribute: src/lib/i18n.ts LOCALE_INFO).
 */
export interface LanguageLink {
  href: string
  hrefLang: Locale
  /**
   * Only on a page not yet in the other language: the switch leads to that language's home page
   * and says so, in this page's language (issue 33).
   */
  home?: { label: string; title: string }
}

/** What the page context (gatsby/pages.ts) says about the page's languages. */
export interface PageLanguages {
  lang: Locale
  translations: Locale[]
  /** The page's main path (an alias's canonical page). */
  canonical?: string
  /** The same page in the other language, where it exists (the header's language switch). */
  other?: LanguageLink | null
}
/** The page in the other language, or null where it has none: the header's language switch. */
export const PageLanguage = React.createContext<LanguageLink | null>(null)

/** The page's path, its other language's page and its shell (its page data's `shell`: src/components/shell/site-shell.ts). */
export function PagePathProvider({
  pathname,
  pageContext,
  shell,
  children,
}: {
  pathname: string
  pageContext?: Partial<PageLanguages> | null
  /** Absent: the shell an outer provider gives (the editor's preview, the unit tests). */
  shell?: SiteShell | null
  children: React.ReactNode
}) {
  return (
    <PagePath.Provider value={pathname}>
      <PageLanguage.Provider value={pageContext?.other ?? null}>
        {shell === undefined ? children : <ShellContext.Provider value={shell}>{children}</ShellContext.Provider>}
      </PageLanguage.Provider>
    </PagePath.Provider>
  )
}
