/**
 * The parts of a guide that a visitor only reads (the static blocks, "At a glance", the
 * Sources, the aside) and the sections of the `page` pages, rendered to HTML at build time by the same React components
 * (renderToStaticMarkup) and served in the page data: the page's JavaScript carries the
 * markup's few bytes of data instead of the components and the helpers behind them
 * (issue 9, first-visit JavaScript). The blocks a visitor uses stay React (GuideBlock).
 */
import * as React from "react"
import { renderToStaticMarkup } from "react-dom/server"
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
import { INTERACTIVE_SECTIONS, Section, type SectionData } from "../src/components/Sections"

export interface StaticPart {
  tag: string
  attrs: Record<string, string>
  html: string
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

/** One React element rendered to a static part (null when it renders nothing). */
export function renderPart(element: React.ReactElement): StaticPart | null {
  defineGlobals()
  const markup = renderToStaticMarkup(element)
  return markup ? splitOuter(markup) : null
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

/** The rest of a guide page: "On this page", "At a glance", the aside and the Sources. */
export function guidePage({ html, fm, factsUsed }: GuideSource): { toc: TocEntry[]; glance: StaticPart | null; aside: StaticPart; sources: StaticPart | null } {
  const { sources, estimates } = sourceList(factsUsed)
  const heading = fm.heading || fm.title
  return {
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
