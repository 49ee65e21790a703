import { site } from "../config/site"
import { LOCALE_INFO, type Alternate, type Locale } from "./i18n"

export interface HeadInput {
  title: string
  description?: string | null
  keywords?: ReadonlyArray<string | null> | null
  /** Canonical path of the page (an alias passes its canonical page's path). */
  canonicalPath: string
  type?: "website" | "article"
  noindex?: boolean
  /** The page's language (issue 24); English by default. */
  lang?: Locale
  /** The page's versions in each language, itself included (src/lib/alternates.ts alternatesOf); none when it has no translation. */
  alternates?: ReadonlyArray<Alternate>
}

export interface HeadTags {
  title: string
  meta: { name?: string; property?: string; content: string }[]
  canonical: string
  /** The <html lang> of the page. */
  lang: string
  /** <link rel="alternate" hreflang> for each language version (absolute addresses). */
  alternates: Array<{ hreflang: string; href: string }>
}

export function absoluteUrl(path: string): string {
  if (/^https?:\/\//.test(path)) return path
  return `${site.siteUrl.replace(/\/$/, "")}${path.startsWith("/") ? path : `/${path}`}`
}

/** Longest title search engines show in full; the business name is added only when it fits. */
export const MAX_TITLE_LENGTH = 70

/** The title shown in the browser tab: the page title plus the business name, once, when it fits. */
export function documentTitle(title: string): string {
  const full = `${title} | ${site.businessName}`
  return title.includes(site.businessName) || full.length > MAX_TITLE_LENGTH ? title : full
}

/** Every head tag a page needs, with site-wide defaults filling what the page leaves out. */
export function headTags(input: HeadInput): HeadTags {
  const title = documentTitle(input.title)
  const description = input.description?.trim() || site.defaultDescription
  const keywords = (input.keywords ?? []).filter((k): k is string => Boolean(k))
  const canonical = absoluteUrl(input.canonicalPath === "/" ? "/" : input.canonicalPath)
  const image = absoluteUrl(site.ogImage)
  const lang = input.lang ?? "en"
  const alternates = input.alternates ?? []
  const otherLocales = alternates.map(a => a.hreflang).filter((l): l is Locale => l in LOCALE_INFO && l !== lang)
  const meta: HeadTags["meta"] = [
    { name: "description", content: description },
    { name: "keywords", content: (keywords.length ? keywords : (site.defaultKeywordsIn[lang] ?? site.defaultKeywords)).join(", ") },
    { property: "og:title", content: title },
    { property: "og:description", content: description },
    { property: "og:type", content: input.type ?? "website" },
    { property: "og:url", content: canonical },
    { property: "og:image", content: image },
    { property: "og:site_name", content: site.businessName },
    { property: "og:locale", content: LOCALE_INFO[lang].ogLocale },
    ...otherLocales.map(locale => ({ property: "og:locale:alternate", content: LOCALE_INFO[locale].ogLocale })),
    // X reads the title, description and image from the Open Graph tags above when its own
    // are absent (developer.x.com/cards/markup, "OpenGraph fallback"); only the card type,
    // which has no Open Graph equivalent for a large image, is its own tag.
    { name: "twitter:card", content: "summary_large_image" },
  ]
  if (input.noindex) meta.push({ name: "robots", content: "noindex" })
  return { title, meta, canonical, lang: LOCALE_INFO[lang].htmlLang, alternates: alternates.map(a => ({ hreflang: a.hreflang, href: absoluteUrl(a.path) })) }
}
