/**
 * Structured data (schema.org JSON-LD) for search engines. Pure functions:
 * the values come from src/config/site.ts, the breadcrumbs from
 * src/config/categories.ts and the FAQs from the guides' frontmatter, so
 * what the JSON-LD says is what the page shows.
 */
import { site, type SiteConfig } from "../config/site"
import type { Crumb } from "../config/categories"
import { absoluteUrl } from "./head"

const CONTEXT = "https://schema.org"

export type JsonLd = Record<string, unknown>

export interface FaqItem {
  question: string
  answer: string
}

/** The id every page uses for the business, so search engines see one entity. */
export function businessId(config: SiteConfig = site): string {
  return `${config.siteUrl.replace(/\/$/, "")}/#business`
}

/** The firm as a ProfessionalService (a LocalBusiness subtype) in Hyderabad. */
export function businessJsonLd(config: SiteConfig = site): JsonLd {
  const root = `${config.siteUrl.replace(/\/$/, "")}/`
  return {
    "@context": CONTEXT,
    "@type": "ProfessionalService",
    "@id": businessId(config),
    name: config.businessName,
    description: config.defaultDescription,
    url: root,
    telephone: config.phone.e164,
    email: config.email,
    address: {
      "@type": "PostalAddress",
      streetAddress: config.address.street,
      addressLocality: config.address.city,
      addressRegion: config.address.region,
      postalCode: config.address.postalCode,
      addressCountry: config.address.country,
    },
    areaServed: { "@type": "City", name: config.address.city },
    hasMap: config.mapUrl,
    aggregateRating: {
      "@type": "AggregateRating",
      ratingValue: config.rating.value,
      reviewCount: config.rating.count,
      bestRating: 5,
      worstRating: 1,
    },
  }
}

/** The breadcrumb trail a page shows, as a BreadcrumbList with absolute URLs. */
export function breadcrumbJsonLd(crumbs: ReadonlyArray<Crumb>): JsonLd | null {
  if (crumbs.length === 0) return null
  return {
    "@context": CONTEXT,
    "@type": "BreadcrumbList",
    itemListElement: crumbs.map((crumb, i) => ({
      "@type": "ListItem",
      position: i + 1,
      name: crumb.label,
      item: absoluteUrl(crumb.path),
    })),
  }
}

/**
 * The questions a page shows, as an FAQPage. A question that appears twice on
 * one page (a combined page stacking guides) is listed once; no FAQs, no FAQPage.
 */
export function faqJsonLd(faqs: ReadonlyArray<FaqItem | null | undefined>): JsonLd | null {
  const seen = new Set<string>()
  const items = faqs.filter((f): f is FaqItem => {
    if (!f || !f.question?.trim() || !f.answer?.trim()) return false
    const key = f.question.trim().toLowerCase()
    if (seen.has(key)) return false
    seen.add(key)
    return true
  })
  if (items.length === 0) return null
  return {
    "@context": CONTEXT,
    "@type": "FAQPage",
    mainEntity: items.map(f => ({
      "@type": "Question",
      name: f.question.trim(),
      acceptedAnswer: { "@type": "Answer", text: f.answer.trim() },
    })),
  }
}

/**
 * JSON for inside a <script> element: `<`, `>` and `&` become \u escapes so no
 * text (a question mentioning "</script>") can end the element early. JSON.parse
 * reads the escapes back as the same characters.
 */
export function serializeJsonLd(data: JsonLd): string {
  return JSON.stringify(data)
    .replace(/</g, "\\u003c")
    .replace(/>/g, "\\u003e")
    .replace(/&/g, "\\u0026")
    .replace(/\u2028/g, "\\u2028")
    .replace(/\u2029/g, "\\u2029")
}
