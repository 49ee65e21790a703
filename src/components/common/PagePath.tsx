import * as React from "react"
import type { Locale } from "../../lib/i18n"

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

export function PagePathProvider({ pathname, pageContext, children }: { pathname: string; pageContext?: Partial<PageLanguages> | null; children: React.ReactNode }) {
  const lang = pageContext?.lang ?? "en"
  const translations = pageContext?.translations
  const canonical = pageContext?.canonical
  const languages = React.useMemo(() => ({ lang, translations: translations ?? [lang], canonical }), [lang, translations, canonical])
  return (
    <PagePath.Provider value={pathname}>
      <PageLanguage.Provider value={languages}>{children}</PageLanguage.Provider>
    </PagePath.Provider>
  )
}
