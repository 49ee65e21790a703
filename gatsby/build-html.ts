/**
 * The parts of the pages a visitor only reads, rendered to HTML by the same React components
 * (renderToString, as Gatsby renders the pages): the static blocks of a guide, "At a glance",
 * its hero, aside, Sources and call to action; the sections of the `page` pages; the links-only
 * parts of the header and footer; and the head tags. The build serves them in the page data
 * (gatsby/schema.ts resolvers, gatsby/static-html.ts), so a page's JavaScript carries the markup
 * instead of the components and the helpers behind them (issue 9, first-visit JavaScript); the
 * CMS preview makes them in the browser from the entry (src/cms/preview-data.ts). The parts a
 * visitor uses stay React (GuideBlockInteractive, SectionInteractive, the header's navigation).
 */
import * as React from "react"
import { renderToString } from "react-dom/server"
import { GuideBlockStatic, type StaticBlockFields } from "../src/components/guide/GuideBlockStatic"
import { Glance } from "../src/components/guide/Glance"
import { GuideAside } from "../src/components/guide/GuideAside"
import { DrawerActions } from "../src/components/shell/DrawerActions"
import { GuideSources } from "../src/components/guide/GuideSources"
import type { Fees } from "../src/components/guide/FeeLine"
import { guidePieces, INTERACTIVE_BLOCKS, type GuidePlanFields } from "../src/lib/guide-html"
import type { SourceFact } from "../src/lib/sources"
import { sourceList } from "../src/lib/sources"
import { guideToc, type TocEntry } from "../src/lib/toc"
import { escapeHtml } from "../src/lib/facts"
import { PageHero } from "../src/components/guide/PageHero"
import { CtaBand } from "../src/components/sections/CtaBand"
import { breadcrumbFor } from "../src/config/categories"
import { quoteHref } from "../src/lib/quote-link"
import type { InclusionsData } from "../src/components/guide/Inclusions"
import { headData, type HeadData } from "../src/lib/head-data"
import { breadcrumbJsonLd, faqJsonLd } from "../src/lib/structured-data"
import { ContactBar } from "../src/components/shell/ContactBar"
import { Logo } from "../src/components/shell/Logo"
import { FooterColumns, FooterContact, FooterCopyright, FooterLinks, FooterPositioning } from "../src/components/shell/FooterStaticParts"
import { nav } from "../src/config/navigation"
import { reviews, type Review } from "../src/config/reviews"
import type { NavEntry } from "../src/lib/nav"
import { INTERACTIVE_SECTIONS, SectionStatic, type SectionData } from "../src/components/sections/SectionStatic"
import type { SiteShell } from "../src/components/shell/site-shell"

export interface StaticPart {
  tag: string
  attrs: Record<string, string>
  html: string
  /** Made by components: its site links are <Link>s (client-side navigation, aria-current; see StaticHtml). */
  links?: true
}
export type GuideBodyPart = ({ kind: "static" } & StaticPart) | { kind: "block"; name: string; id: string; heading: string | null }

const ENTITIES: Record<string, string> = { amp: "&", quot: '"', "#x27": "'", "#39": "'", lt: "<", gt: ">" }
const unescapeAttr = (value: string) => value.replace(/&(amp|quot|#x27|#39|lt|gt);/g, (_m, e: string) => ENTITIES[e])
const PROP_NAMES: Record<string, string> = { class: "className", tabindex: "tabIndex", for: "htmlFor" }

/** An element's markup as its tag, its attributes (React prop names) and its inner HTML. */
export function splitOuter(markup: string): StaticPart {
  const m = /^<([a-z][a-z0-9]*)((?:\s[^>]*)?)>([\s\S]*)<\/\1>$/.exec(markup)
  if (!m) throw new Error(`static-html: not one element: ${markup.slice(0, 80)}`)
  const attrs: Record<string, string> = {}
  for (const a of m[2].matchAll(/\s([a-zA-Z_:][-a-zA-Z0-9_:.]*)(?:="([^"]*)")?/g)) attrs[PROP_NAMES[a[1]] ?? a[1]] = unescapeAttr(a[2] ?? "")
  return { tag: m[1], attrs, html: m[3] }
}

/**
 * Outside a page, <Link> takes the location to be "/" and marks links to "/" as the current
 * page (aria-current="page", and class="" when it had none). The markup is the same for every
 * page that shows it, so the marks come off here; the page adds its own (StaticHtml).
 */
export function unmarkCurrent(markup: string): string {
  return markup.replace(/<a aria-current="page" class=""/g, "<a").replace(/<a aria-current="page" /g, "<a ")
}

/** One React element rendered to a static part (null when it renders nothing). */
export function renderPart(element: React.ReactElement): StaticPart | null {
  // renderToString, as Gatsby renders the pages: the same markup, text separators (<!-- -->) included.
  const markup = unmarkCurrent(renderToString(element))
  return markup ? { ...splitOuter(markup), links: true } : null
}

/** The guide's frontmatter as GraphQL gives it: fact tokens resolved (see schema.ts) and dates as YYYY-MM-DD. */
export interface GuideSource {
  html: string
  fm: GuidePlanFields &
    StaticBlockFields & {
      title: string
      heading?: string | null
      glance?: ReadonlyArray<{ label: string; value: string }> | null
      fees?: Fees | null
      inclusions?: InclusionsData | null
      reviewed?: string | null
      disclaimer?: string | null
      description?: string | null
      keywords?: ReadonlyArray<string | null> | null
      category?: string | null
      lead?: string | null
      faqs?: ReadonlyArray<{ question: string; answer: string }> | null
      cta?: { heading?: string | null; text?: string | null; label?: string | null; path?: string | null } | null
    }
  factsUsed: ReadonlyArray<SourceFact>
}

/** The body of a guide page or of a guide nested in a combined page (level 3). */
export function guideBody({ html, fm }: GuideSource, level: 2 | 3): GuideBodyPart[] {
  const parts: GuideBodyPart[] = guidePieces(html, fm, level).map(piece => {
    if (piece.kind === "html") return { kind: "static", tag: "div", attrs: { className: "prose" }, html: piece.html }
    if (INTERACTIVE_BLOCKS.includes(piece.name)) return piece
    const part = renderPart(React.createElement(GuideBlockStatic, { name: piece.name, id: piece.id, heading: piece.heading ?? "", fm, level }))!
    return { kind: "static", ...part }
  })
  if (fm.disclaimer) parts.push({ kind: "static", tag: "p", attrs: { className: "disclaimer" }, html: escapeHtml(fm.disclaimer) })
  return parts
}

export interface GuidePageParts {
  head: HeadData
  hero: StaticPart
  toc: TocEntry[]
  glance: StaticPart | null
  aside: StaticPart
  sources: StaticPart | null
  cta: StaticPart
}

/** The rest of a guide page: its head, the hero, "On this page", "At a glance", the aside, the Sources and the closing call to action. */
export function guidePage({ html, fm, factsUsed }: GuideSource, canonical: string): GuidePageParts {
  const { sources, estimates } = sourceList(factsUsed)
  const heading = fm.heading || fm.title
  const crumbs = breadcrumbFor(fm.category, heading, canonical)
  return {
    head: headData({
      title: fm.title,
      description: fm.description,
      keywords: fm.keywords,
      canonicalPath: canonical,
      type: "article",
      structuredData: [breadcrumbJsonLd(crumbs), faqJsonLd(fm.faqs ?? [])],
    }),
    hero: renderPart(
      React.createElement(PageHero, { crumbs, heading, lead: fm.lead, guide: { fees: fm.fees, inclusions: fm.inclusions, quotePath: quoteHref(heading) } }),
    )!,
    cta: renderPart(React.createElement(CtaBand, { ...fm.cta, path: fm.cta?.path || quoteHref(heading), whatsappText: `Hello, I need help with ${heading}.` }))!,
    toc: guideToc(html, fm, { sources: sources.length > 0 || estimates.length > 0 || Boolean(fm.reviewed) }),
    glance: fm.glance && fm.glance.length > 0 ? renderPart(React.createElement(Glance, { items: fm.glance })) : null,
    aside: renderPart(React.createElement(GuideAside, { service: heading, fees: fm.fees, inclusions: fm.inclusions }))!,
    sources: renderPart(React.createElement(GuideSources, { facts: factsUsed, reviewed: fm.reviewed })),
  }
}

/** A guide in a `listing` section. */
export interface ListingEntry {
  title: string
  description: string
  path: string
}

/**
 * The sections of a `page` page rendered to HTML, in order; null for an interactive one
 * (contact, not-found), which the page renders in React (src/components/sections/SectionInteractive.tsx).
 */
export function sectionParts(sections: ReadonlyArray<SectionData>, canonical: string, listing: ListingEntry[]): Array<StaticPart | null> {
  return sections.map((section, i) =>
    INTERACTIVE_SECTIONS.includes(section.type) ? null : renderPart(React.createElement(SectionStatic, { section, isFirst: i === 0, listing, canonical })),
  )
}

/** The head of a `page` page: it is about the firm, so it carries the business JSON-LD (not the 404 page, noindex). */
export function pageHead(fm: { title: string; description?: string | null; keywords?: ReadonlyArray<string | null> | null }, canonical: string, noindex: boolean): HeadData {
  return headData({ title: fm.title, description: fm.description, keywords: fm.keywords, canonicalPath: canonical, noindex, business: !noindex })
}

/** The site's header and footer parts with links only, and the navigation's entries (the `siteShell` query): the shape its reader declares. */
export type SiteShellData = SiteShell

export function siteShell(): SiteShellData {
  const part = (component: React.ComponentType) => renderPart(React.createElement(component))!
  return {
    contactBar: part(ContactBar),
    logo: part(Logo),
    drawerActions: part(DrawerActions),
    nav,
    reviews,
    footer: {
      columns: part(FooterColumns),
      contact: part(FooterContact),
      positioning: part(FooterPositioning),
      links: part(FooterLinks),
      copyright: part(FooterCopyright),
    },
  }
}
