const ENTITIES: Record<string, string> = { amp: "&", lt: "<", gt: ">", quot: '"', "#39": "'", apos: "'", nbsp: " " }

/** Plain text of an HTML fragment. */
export function textOf(html: string): string {
  return html
    .replace(/<[^>]+>/g, "")
    .replace(/&(#\d+|#x[0-9a-f]+|[a-z]+);/gi, (m, e: string) => {
      if (ENTITIES[e] !== undefined) return ENTITIES[e]
      if (/^#x/i.test(e)) return String.fromCodePoint(parseInt(e.slice(2), 16))
      if (e.startsWith("#")) return String.fromCodePoint(Number(e.slice(1)))
      return m
    })
    .replace(/\s+/g, " ")
    .trim()
}
