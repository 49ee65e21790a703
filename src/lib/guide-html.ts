/**
 * The Markdown body of a guide as a page shows it: blocks placed where the author marked them
 * (body.ts), block ids and headings (toc.ts), tables made scrollable, and, nested in a combined
 * page, headings one level down with prefixed ids. Pure; used at build time (gatsby/static-html.ts).
 */
import { BLOCK_ORDER, placedBlocks, splitBody } from "./body"
import { blockHeading, blockId, ENGLISH_HEADINGS, type BlockFields } from "./toc"
import { guideStaticEn, type GuideStaticStrings } from "../config/strings/guide-static"
import type { HeadingWords } from "./toc"
import { fill } from "../config/strings/fill"

/** Moves Markdown headings one level down when a guide is nested in a combined page. */
export function demoteHeadings(html: string): string {
  return html.replace(/<(\/?)h([2-5])(?=[\s>])/g, (_m, slash: string, n: string) => `<${slash}h${Number(n) + 1}`)
}

/** Prefixes heading ids so that guides stacked on one page keep unique ids. */
export function prefixIds(html: string, prefix: string): string {
  return html.replace(/ id="([^"]+)"/g, (_m, id: string) => ` id="${prefix}-${id}"`)
}

/** Block-level tags: a line break between two of them renders as nothing. */
const BLOCK_TAG = "(?:p|ul|ol|li|dl|dt|dd|table|thead|tbody|tfoot|tr|th|td|h[1-6]|div|section|blockquote|hr)"
const BREAK_BETWEEN_BLOCKS = new RegExp(`(</?${BLOCK_TAG}\\b[^>]*>)\\n+(?=</?${BLOCK_TAG}\\b)`, "g")

/**
 * Drops the line breaks Markdown puts between block-level tags (`</li>\n<li>`, a table's rows):
 * they render as nothing and every guide's first round trip carries them (docs/budgets.md). A
 * break next to inline markup or text (a soft line break, which reads as a space) and the text
 * of a `<pre>` are left as they are.
 */
export function tightenBlocks(html: string): string {
  return html.replace(BREAK_BETWEEN_BLOCKS, "$1")
}

/**
 * Wraps each Markdown table in a focusable, labelled region that scrolls sideways when the table
 * is wider than the text column, inside a frame that shows a fade at the edge while there is more
 * to see (global.css, .table-wrap). Idempotent: a table already wrapped is left as it is.
 */
export function wrapTables(html: string, words: Pick<GuideStaticStrings, "table" | "tableOf"> = guideStaticEn): string {
  const seen = new Map<string, number>()
  return html.replace(/(<section class="table-scroll"[^>]*>)?<table>[\s\S]*?<\/table>/g, (table, wrapped?: string) => {
    if (wrapped) return table
    const headers = [...table.matchAll(/<th[^>]*>([\s\S]*?)<\/th>/g)]
      .map(m => m[1].replace(/<[^>]+>/g, "").trim())
      .filter(Boolean)
      .slice(0, 4)
    const base = headers.length ? fill(words.tableOf, { headers: headers.join(", ") }) : words.table
    // Tables with the same headers on one page get a number, so each region has its own name.
    const n = (seen.get(base) ?? 0) + 1
    seen.set(base, n)
    const label = n === 1 ? base : `${base} (${n})`
    return `<div class="table-wrap"><section class="table-scroll" tabindex="0" aria-label="${label.replace(/"/g, "&quot;")}">${labelCells(table)}</section></div>`
  })
}

/**
 * Writes each body cell's column heading on it (`data-label`), so that on a phone the table
 * reads as a card per row (global.css, .table-scroll): the row's first cell as the card's title,
 * then each other cell after its heading, every figure whole at 320 px with no sideways
 * scrolling. The first cell of a row names the row and gets no label. CSS and build-time HTML
 * only. A table without header cells in its head is left as it is.
 */
export function labelCells(table: string): string {
  const head = /<thead>([\s\S]*?)<\/thead>/.exec(table)
  if (!head) return table
  const headings = [...head[1].matchAll(/<th[^>]*>([\s\S]*?)<\/th>/g)].map(m =>
    m[1].replace(/<[^>]+>/g, "").replace(/\s+/g, " ").trim().replace(/"/g, "&quot;"),
  )
  if (!headings.some(Boolean)) return table
  return table.replace(/<tbody>[\s\S]*?<\/tbody>/, body =>
    body.replace(/<tr>([\s\S]*?)<\/tr>/g, (_row, cells: string) => {
      let i = -1
      const labelled = cells.replace(/<t[dh](?=[\s>])/g, cell => {
        i += 1
        return i > 0 && headings[i] ? `${cell} data-label="${headings[i]}"` : cell
      })
      return `<tr>${labelled}</tr>`
    }),
  )
}

/** One piece of a guide's body, in page order: Markdown text, or a block with its heading id and heading. */
export type GuidePiece = { kind: "html"; html: string } | { kind: "block"; name: string; id: string; heading: string | null }

/** The fields that decide a guide's pieces. */
export interface GuidePlanFields extends BlockFields {
  enquiry?: boolean | null
}

/**
 * A guide's body in page order: text, the blocks where placed, then the blocks not placed
 * (in BLOCK_ORDER). A block with nothing to show is left out.
 */
export function guidePieces(rawHtml: string, fm: GuidePlanFields, level: 2 | 3 = 2, words: HeadingWords = ENGLISH_HEADINGS): GuidePiece[] {
  const slug = fm.path.split("/").filter(Boolean).pop() ?? "guide"
  const html = wrapTables(rawHtml, words)
  const parts = splitBody(level === 3 ? prefixIds(demoteHeadings(html), slug) : html)
  const placed = placedBlocks(parts)
  const block = (name: string): GuidePiece[] => {
    if (!(BLOCK_ORDER as readonly string[]).includes(name)) {
      throw new Error(`${fm.path}: unknown block "${name}" in the Markdown (known: ${BLOCK_ORDER.join(", ")})`)
    }
    const heading = blockHeading(name, fm, words)
    if (name === "enquiry" ? !fm.enquiry : heading === null) return []
    return [{ kind: "block", name, id: blockId(fm.path, name), heading }]
  }
  return [
    ...parts.flatMap(part => (part.kind === "html" ? [{ kind: "html" as const, html: part.html }] : block(part.name))),
    ...BLOCK_ORDER.filter(name => !placed.has(name)).flatMap(block),
  ]
}

/** The blocks a visitor uses (open, tick, fill in): React on the page. The others are static HTML. */
export const INTERACTIVE_BLOCKS: readonly string[] = ["documents", "collapsibles", "faqs", "enquiry"]
