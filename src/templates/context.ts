import type { Locale } from "../lib/i18n"

/** What gatsby-node passes to every page it creates. */
export interface PageContext {
  id: string
  canonical: string
  isAlias: boolean
  noindex: boolean
  includes: string[]
  listing: string[]
  /** The page's language and the languages it exists in (gatsby/content-rules.ts pairTranslations). */
  lang: Locale
  translations: Locale[]
  /** A filter on `lang` that keeps the pages of this page's language (gatsby/pages.ts sameLangFilter). */
  sameLang: { eq: string } | { nin: string[] }
}
