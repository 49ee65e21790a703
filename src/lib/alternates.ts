import { DEFAULT_LOCALE, LOCALES, localizedPath, type Alternate, type Locale } from "./i18n"

// Its own module, not in ./i18n, which the language switch brings into the code every page loads:
// only the build (gatsby/build-html.ts, the sitemap in gatsby-config.ts) needs it.

/**
 * The alternates a page names (the same on every language version, so the link goes both ways):
 * one per language the page exists in, and x-default for the English page. A page without a
 * translation names none: an alternate set of one says nothing.
 */
export function alternatesOf(path: string, translated: ReadonlyArray<Locale>): Alternate[] {
  const locales = LOCALES.filter(locale => locale === DEFAULT_LOCALE || translated.includes(locale))
  if (locales.length < 2) return []
  return [
    ...locales.map(locale => ({ hreflang: locale, path: localizedPath(path, locale) })),
    { hreflang: "x-default", path: localizedPath(path, DEFAULT_LOCALE) },
  ]
}
