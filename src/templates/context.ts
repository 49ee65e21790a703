import type { Locale } from "../lib/i18n"
import type { LanguageLink } from "../components/common/PagePath"

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
  /** The same page in the other language, where it exists: the header's language switch (gatsby/pages.ts languageLink). */
  other: LanguageLink | null
  /** A filter on `lang` that keeps the pages of this page's language (gatsby/pages.ts sameLangFilter). */
  sameLang: { eq: string } | { nin: string[] }
}
