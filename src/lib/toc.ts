/**
 * "On this page": the guide's h2 sections in page order, from the rendered
 * Markdown (headings with ids) and the structured blocks, wherever the author
 * placed them (see body.ts).
 */
import { BLOCK_ORDER, placedBlocks, splitBody } from "./body"
import { textOf } from "./html-text"
import { guideEn, type GuideStrings } from "../config/strings/guide"
import { guideStaticEn, type GuideStaticStrings } from "../config/strings/guide-static"
import { guidePartsEn, type GuidePartsStrings } from "../config/strings/guide-parts"

/** The block headings' words: the guide's and the build-time ones (the headings are made at build time). */
export type HeadingWords = GuideStrings & GuideStaticStrings & GuidePartsStrings
/** A language's block headings from its words tables (the guide's, the build-time and the parts' areas). */
export const headingWords = (table: { guide: GuideStrings; guideStatic: GuideStaticStrings; guideParts: GuidePartsStrings }): HeadingWords => ({
  ...table.guide,
  ...table.guideStatic,
  ...table.guideParts,
})
/** The English block headings: the default wherever a page's language gives none. */
export const ENGLISH_HEADINGS: HeadingWords = headingWords({ guide: guideEn, guideStatic: guideStaticEn, guideParts: guidePartsEn })

export interface TocEntry {
  id: string
  text: string
  /** The sections under this entry (a combined screen's part: src/lib/combined-toc.ts). */
  children?: TocEntry[]
}

export { textOf }

/** The fields of a guide's frontmatter that decide which blocks show and what they are called. */
export interface BlockFields {
  path: string
  featuresHeading?: string | null
  features?: ReadonlyArray<unknown> | null
  pros?: ReadonlyArray<unknown> | null
  cons?: ReadonlyArray<unknown> | null
  stepsHeading?: string | null
  steps?: ReadonlyArray<unknown> | null
  documentsHeading?: string | null
  documents?: ReadonlyArray<unknown> | null
  collapsiblesHeading?: string | null
  collapsibles?: ReadonlyArray<unknown> | null
  faqs?: ReadonlyArray<unknown> | null
  important?: ReadonlyArray<unknown> | null
  portals?: ReadonlyArray<unknown> | null
}

/**
 * The id of a block's heading on a guide page: the guide's slug (the last part of its path) and
 * the block, "pvt-ltd-registration-faqs". The slug keeps the ids apart when a combined page
 * stacks several guides.
 */
export function blockId(guidePath: string, name: string): string {
  const slug = guidePath.split("/").filter(Boolean).pop() ?? ""
  return `${slug.replace(/[^a-z0-9]+/gi, "-").replace(/^-+|-+$/g, "") || "guide"}-${name}`
}

const has = (list?: ReadonlyArray<unknown> | null) => Boolean(list && list.length > 0)

/** The heading a block shows, or null when the block has nothing to show (or no heading, like the enquiry form). */
export function blockHeading(name: string, fm: BlockFields, words: HeadingWords = ENGLISH_HEADINGS): string | null {
  switch (name) {
    case "features":
      return has(fm.features) ? fm.featuresHeading || words.keyFeatures : null
    case "pros-cons":
      return has(fm.pros) || has(fm.cons) ? words.prosAndCons : null
    case "steps":
      return has(fm.steps) ? fm.stepsHeading || words.stepByStep : null
    case "documents":
      return has(fm.documents) ? fm.documentsHeading || words.documentsRequired : null
    case "collapsibles":
      return has(fm.collapsibles) ? fm.collapsiblesHeading || words.compliance : null
    case "faqs":
      return has(fm.faqs) ? words.faqs : null
    case "important":
      return has(fm.important) ? words.importantInformation : null
    case "portals":
      return has(fm.portals) ? words.portals : null
    default:
      return null
  }
}

/** The h2 headings with an id in rendered Markdown. */
export function h2Headings(html: string): TocEntry[] {
  return [...html.matchAll(/<h2\b[^>]*\sid="([^"]+)"[^>]*>([\s\S]*?)<\/h2>/g)].map(m => ({ id: m[1], text: textOf(m[2]) }))
}

/** Every h2 section of a guide page in order: text sections, blocks where placed, the blocks that follow, then Sources. */
export function guideToc(html: string, fm: BlockFields, { sources = false, words = ENGLISH_HEADINGS }: { sources?: boolean; words?: HeadingWords } = {}): TocEntry[] {
  const parts = splitBody(html)
  const placed = placedBlocks(parts)
  const block = (name: string): TocEntry[] => {
    const text = blockHeading(name, fm, words)
    return text ? [{ id: blockId(fm.path, name), text }] : []
  }
  const entries = parts.flatMap(part => (part.kind === "html" ? h2Headings(part.html) : block(part.name)))
  entries.push(...BLOCK_ORDER.filter(name => !placed.has(name)).flatMap(block))
  if (sources) entries.push({ id: "sources", text: words.sources })
  return entries
}
