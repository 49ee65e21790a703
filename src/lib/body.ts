/**
 * Splits rendered Markdown at block markers such as `<!-- block:steps -->`,
 * so an author can place a structured block (steps, FAQs, cards...) at any
 * point of the text. Blocks not placed appear after the text.
 */
export type BodyPart = { kind: "html"; html: string } | { kind: "block"; name: string }

const MARKER = /<!--\s*block:([a-z-]+)\s*-->/g

export function splitBody(html: string): BodyPart[] {
  const parts: BodyPart[] = []
  let last = 0
  for (const match of html.matchAll(MARKER)) {
    const before = html.slice(last, match.index)
    if (before.trim()) parts.push({ kind: "html", html: before })
    parts.push({ kind: "block", name: match[1] })
    last = (match.index ?? 0) + match[0].length
  }
  const rest = html.slice(last)
  if (rest.trim()) parts.push({ kind: "html", html: rest })
  return parts
}

export function placedBlocks(parts: BodyPart[]): Set<string> {
  return new Set(parts.flatMap(p => (p.kind === "block" ? [p.name] : [])))
}

/** Blocks a guide can place, in the order they appear when the Markdown does not place them. */
export const BLOCK_ORDER = [
  "features",
  "pros-cons",
  "steps",
  "documents",
  "collapsibles",
  "faqs",
  "important",
  "portals",
  "enquiry",
] as const

/** Marker names in raw Markdown that are not known blocks. */
export function unknownBlocks(markdown: string): string[] {
  const known: readonly string[] = BLOCK_ORDER
  return [...markdown.matchAll(MARKER)].map(m => m[1]).filter(name => !known.includes(name))
}
