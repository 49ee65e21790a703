/**
 * The site's languages (issue 24): English at the root, Telugu under /te. A Telugu page lives at
 * `/te` + the English page's path and exists only where a translation does (never an English
 * page under a Telugu URL). Pure; used by the pages step (gatsby/pages.ts), the head tags
 * (head.ts) and the sitemap.
 */
export const LOCALES = ["en", "te"] as const
export type Locale = (typeof LOCALES)[number]
export const DEFAULT_LOCALE: Locale = "en"

/** Each language's path prefix, `lang` attribute, Open Graph locale and name in its own script. */
export const LOCALE_INFO: Record<Locale, { prefix: string; htmlLang: string; ogLocale: string; name: string }> = {
  en: { prefix: "", htmlLang: "en-IN", ogLocale: "en_IN", name: "English" },
  te: { prefix: "/te", htmlLang: "te", ogLocale: "te_IN", name: "తెలుగు" },
}

const isLocale = (value: string): value is Locale => (LOCALES as readonly string[]).includes(value)

/** The language of a path: Telugu for /te and everything under it, English otherwise. */
export function localeOfPath(path: string): Locale {
  const first = path.split("/")[1] ?? ""
  return first !== DEFAULT_LOCALE && isLocale(first) ? first : DEFAULT_LOCALE
}

/** The English page's path for a path in any language (/te/gst/services/gst-registration → /gst/services/gst-registration). */
export function basePath(path: string): string {
  const locale = localeOfPath(path)
  if (locale === DEFAULT_LOCALE) return path
  const rest = path.slice(LOCALE_INFO[locale].prefix.length)
  return rest === "" ? "/" : rest
}

/** The path of a page in a language: the language's prefix + the English path (/ stays /te, not /te/). */
export function localizedPath(path: string, locale: Locale): string {
  const base = basePath(path)
  const prefix = LOCALE_INFO[locale].prefix
  return prefix && base === "/" ? prefix : prefix + base
}

/** One `<link rel="alternate" hreflang>` of a page. */
export interface Alternate {
  hreflang: string
  path: string
}
