import { site } from "../config/site"

export interface HeadInput {
  title: string
  description?: string | null
  keywords?: ReadonlyArray<string | null> | null
  /** Canonical path of the page (an alias passes its canonical page's path). */
  canonicalPath: string
  type?: "website" | "article"
  noindex?: boolean
}

export interface HeadTags {
  title: string
  meta: { name?: string; property?: string; content: string }[]
  canonical: string
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
  const meta: HeadTags["meta"] = [
    { name: "description", content: description },
    { name: "keywords", content: (keywords.length ? keywords : site.defaultKeywords).join(", ") },
    { property: "og:title", content: title },
    { property: "og:description", content: description },
    { property: "og:type", content: input.type ?? "website" },
    { property: "og:url", content: canonical },
    { property: "og:image", content: image },
    { property: "og:site_name", content: site.businessName },
    { property: "og:locale", content: "en_IN" },
    // X reads the title, description and image from the Open Graph tags above when its own
    // are absent (developer.x.com/cards/markup, "OpenGraph fallback"); only the card type,
    // which has no Open Graph equivalent for a large image, is its own tag.
    { name: "twitter:card", content: "summary_large_image" },
  ]
  if (input.noindex) meta.push({ name: "robots", content: "noindex" })
  return { title, meta, canonical }
}
