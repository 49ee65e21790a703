import * as React from "react"
import type { Locale } from "../../lib/i18n"
import { ShellContext, type SiteShell } from "../shell/site-shell"

/**
 * The path of the page being shown (from Gatsby's location, in gatsby-browser.tsx and
 * gatsby-ssr.tsx wrapPageElement): StaticHtml marks the links to it, as <Link> does.
 */
export const PagePath = React.createContext("/")

/** The page's language and the languages it exists in (its page context, gatsby/pages.ts): the header's language switch. */
export interface PageLanguages {
  lang: Locale
  translations: Locale[]
  /** The page's main path (an alias's canonical page): the other language's page is at its localized path. */
  canonical?: string
}
export const PageLanguage = React.createContext<PageLanguages>({ lang: "en", translations: ["en"] })

/** The page's path, languages and shell (its page data's `shell`: src/components/shell/site-shell.ts). */
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
  const lang = pageContext?.lang ?? "en"
  const translations = pageContext?.translations
  const canonical = pageContext?.canonical
  const languages = React.useMemo(() => ({ lang, translations: translations ?? [lang], canonical }), [lang, translations, canonical])
  return (
    <PagePath.Provider value={pathname}>
      <PageLanguage.Provider value={languages}>
        {shell === undefined ? children : <ShellContext.Provider value={shell}>{children}</ShellContext.Provider>}
      </PageLanguage.Provider>
    </PagePath.Provider>
  )
}
