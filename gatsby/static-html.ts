/**
 * The parts of a guide that a visitor only reads (the static blocks, "At a glance", the
 * Sources, the aside), the sections of the `page` pages and the links-only parts of the
 * header and footer, rendered to HTML at build time by the same React components
 * (renderToString) and served in the page data: the page's JavaScript carries the
 * markup's few bytes of data instead of the components and the helpers behind them
 * (issue 9, first-visit JavaScript). The blocks a visitor uses stay React (GuideBlock).
 */
import crypto from "crypto"
import fs from "fs"
import path from "path"
import * as React from "react"
import type { GatsbyNode } from "gatsby"
import { renderToString } from "react-dom/server"
import { designAssets } from "./design-assets"
import { GuideStaticBlock, type StaticBlockFields } from "../src/components/GuideStaticBlock"
import { Glance } from "../src/components/Glance"
import { GuideAside } from "../src/components/GuideAside"
import { GuideSources } from "../src/components/GuideSources"
import type { Fees } from "../src/components/FeeLine"
import { guidePieces, INTERACTIVE_BLOCKS, type GuidePlanFields } from "../src/lib/guide-html"
import type { SourceFact } from "../src/lib/sources"
import { sourceList } from "../src/lib/sources"
import { guideToc, type TocEntry } from "../src/lib/toc"
import { escapeHtml } from "../src/lib/facts"
import { PageHero } from "../src/components/PageHero"
import { CtaBand } from "../src/components/CtaBand"
import { breadcrumbFor } from "../src/config/categories"
import { QUOTE_PATH } from "../src/config/site"
import { headData, type HeadData } from "../src/lib/head-data"
import { breadcrumbJsonLd, faqJsonLd } from "../src/lib/structured-data"
import { ContactBar } from "../src/components/ContactBar"
import { Logo } from "../src/components/Logo"
import { FooterColumns, FooterContact, FooterCopyright, FooterLinks, FooterPositioning } from "../src/components/FooterParts"
import { nav } from "../src/config/navigation"
import { reviews, type Review } from "../src/config/reviews"
import type { NavEntry } from "../src/lib/nav"
import { INTERACTIVE_SECTIONS, Section, type SectionData } from "../src/components/Sections"

/**
 * The HTML made here depends on code (the components, the config, these files), not only on
 * content nodes; Gatsby re-runs a query only when its text or the nodes it read have changed.
 * So every resolver that renders reads one node whose digest is a hash of that code: a change
 * to a component re-renders every page that shows it, on the next `gatsby build` or `develop`.
 */
export const RENDER_CODE_TYPE = "StaticHtmlCode"

/** A hash of the files the rendered HTML comes from: src/ (but the generated query types) and gatsby/. */
export function renderCodeHash(root = process.cwd()): string {
  const hash = crypto.createHash("sha256")
  const walk = (dir: string): string[] =>
    fs.readdirSync(dir, { withFileTypes: true }).flatMap(e => (e.isDirectory() ? walk(path.join(dir, e.name)) : [path.join(dir, e.name)]))
  const files = ["src", "gatsby"].flatMap(d => walk(path.join(root, d))).filter(f => !f.endsWith("gatsby-types.d.ts")).sort()
  for (const file of files) hash.update(path.relative(root, file)).update("\0").update(fs.readFileSync(file)).update("\0")
  return hash.digest("hex").slice(0, 16)
}

export const RENDER_CODE_ID = "static-html-code"

export const sourceRenderCode: NonNullable<GatsbyNode["sourceNodes"]> = ({ actions, createNodeId }) => {
  const digest = renderCodeHash()
  actions.createNode({ id: createNodeId(RENDER_CODE_ID), digest, internal: { type: RENDER_CODE_TYPE, contentDigest: digest } })
}

export interface StaticPart {
  tag: string
  attrs: Record<string, string>
  html: string
  /** Made by components: its site links are <Link>s (client-side navigation, aria-current; see StaticHtml). */
  links?: true
}
export type GuideBodyPart = ({ kind: "static" } & StaticPart) | { kind: "block"; name: string; id: string; heading: string | null }

/** The compile-time constants webpack gives the components (gatsby/design-assets.ts), for rendering here. */
function defineGlobals(): void {
  const g = globalThis as Record<string, unknown>
  if (g.__ICON_SPRITE__ !== undefined) return
  const assets = designAssets()
  g.__ICON_SPRITE__ = assets.sprite.url
  g.__ILLUSTRATIONS__ = Object.fromEntries(Object.entries(assets.illustrations).map(([name, { src, width, height }]) => [name, { src, width, height }]))
  if (g.__PATH_PREFIX__ === undefined) g.__PATH_PREFIX__ = ""
  if (g.__BASE_PATH__ === undefined) g.__BASE_PATH__ = ""
  if (g.__TRAILING_SLASH__ === undefined) g.__TRAILING_SLASH__ = "ignore"
}

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
  defineGlobals()
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
    const part = renderPart(React.createElement(GuideStaticBlock, { name: piece.name, id: piece.id, heading: piece.heading ?? "", fm, level }))!
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
    hero: renderPart(React.createElement(PageHero, { crumbs, heading, lead: fm.lead, guide: { fees: fm.fees, quotePath: QUOTE_PATH } }))!,
    cta: renderPart(React.createElement(CtaBand, { ...fm.cta, whatsappText: `Hello, I need help with ${heading}.` }))!,
    toc: guideToc(html, fm, { sources: sources.length > 0 || estimates.length > 0 || Boolean(fm.reviewed) }),
    glance: fm.glance && fm.glance.length > 0 ? renderPart(React.createElement(Glance, { items: fm.glance })) : null,
    aside: renderPart(React.createElement(GuideAside, { service: heading, fees: fm.fees }))!,
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
 * (contact, not-found), which the page renders in React (src/components/InteractiveSection.tsx).
 */
export function sectionParts(sections: ReadonlyArray<SectionData>, canonical: string, listing: ListingEntry[]): Array<StaticPart | null> {
  return sections.map((section, i) =>
    INTERACTIVE_SECTIONS.includes(section.type) ? null : renderPart(React.createElement(Section, { section, isFirst: i === 0, listing, canonical })),
  )
}

/** The head of a `page` page: it is about the firm, so it carries the business JSON-LD (not the 404 page, noindex). */
export function pageHead(fm: { title: string; description?: string | null; keywords?: ReadonlyArray<string | null> | null }, canonical: string, noindex: boolean): HeadData {
  return headData({ title: fm.title, description: fm.description, keywords: fm.keywords, canonicalPath: canonical, noindex, business: !noindex })
}

/** The site's header and footer parts with links only, and the navigation's entries (the `siteShell` query). */
export interface SiteShellData {
  contactBar: StaticPart
  logo: StaticPart
  nav: NavEntry[]
  reviews: Review[]
  footer: { columns: StaticPart; contact: StaticPart; positioning: StaticPart; links: StaticPart; copyright: StaticPart }
}

export function siteShell(): SiteShellData {
  const part = (component: React.ComponentType) => renderPart(React.createElement(component))!
  return {
    contactBar: part(ContactBar),
    logo: part(Logo),
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
