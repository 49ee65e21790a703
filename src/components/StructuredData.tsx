import * as React from "react"
import { Helmet } from "react-helmet"
import { serializeJsonLd, type JsonLd } from "../lib/structured-data"

/**
 * JSON-LD blocks in the page head (prerendered by gatsby-plugin-react-helmet).
 * They are data, not code: browsers never execute application/ld+json, so the
 * Content-Security-Policy's script-src does not apply to them.
 */
export function StructuredData({ items }: { items: ReadonlyArray<JsonLd | null | undefined> }) {
  const blocks = items.filter((item): item is JsonLd => Boolean(item))
  if (blocks.length === 0) return null
  return (
    <Helmet>
      {blocks.map(item => (
        <script key={String(item["@type"])} type="application/ld+json">
          {serializeJsonLd(item)}
        </script>
      ))}
    </Helmet>
  )
}
