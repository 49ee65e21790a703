/**
 * "On this page" of a combined screen (several guides stacked, src/templates/combined.tsx): a link
 * to each part, and under it the part's main sections (its h3 headings: the Markdown's sections,
 * one level down, and the blocks), then Sources. Pure and small: it runs in the combined screen's
 * JavaScript, so it imports no words of its own.
 */
import type { TocEntry } from "./toc"
import { textOf } from "./html-text"

/** A piece of a nested guide's body: HTML made at build time, or a block rendered in the browser. */
export type CombinedBodyPart = { kind: "static"; html: string } | { kind: "block"; id: string; heading: string | null }

export interface CombinedPart {
  /** The id of the part's section on the page. */
  id: string
  /** The part's heading, as on the page. */
  name: string
  body: ReadonlyArray<CombinedBodyPart>
}

/** The h3 headings with an id in a piece of HTML, in order. */
function h3Headings(html: string): TocEntry[] {
  return [...html.matchAll(/<h3\b[^>]*\sid="([^"]+)"[^>]*>([\s\S]*?)<\/h3>/g)].map(m => ({ id: m[1], text: textOf(m[2]) }))
}

/** Each part with its main sections in page order, then Sources when the page shows them. */
export function combinedToc(parts: ReadonlyArray<CombinedPart>, sources?: TocEntry | null): TocEntry[] {
  const entries: TocEntry[] = parts.map(part => {
    const children = part.body.flatMap(piece =>
      piece.kind === "static" ? h3Headings(piece.html) : piece.heading ? [{ id: piece.id, text: piece.heading }] : [],
    )
    return children.length > 0 ? { id: part.id, text: part.name, children } : { id: part.id, text: part.name }
  })
  if (sources) entries.push(sources)
  return entries
}
