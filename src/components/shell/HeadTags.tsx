import * as React from "react"
import { Helmet } from "react-helmet"
import type { HeadData } from "../../lib/head-data"

/**
 * A page's head tags and JSON-LD through react-helmet (prerendered by
 * gatsby-plugin-react-helmet), from values made by src/lib/head-data.ts. The JSON-LD
 * blocks are data, not code: browsers never execute application/ld+json, so the
 * Content-Security-Policy's script-src does not apply to them.
 */
export function HeadTags({ head }: { head: HeadData }) {
  return (
    <>
      <Helmet htmlAttributes={{ lang: head.lang }}>
        <title>{head.title}</title>
        {head.meta.map(m => (
          <meta key={m.name ?? m.property} {...m} />
        ))}
        <link rel="canonical" href={head.canonical} />
        {head.alternates.map(a => (
          <link key={a.hreflang} rel="alternate" hrefLang={a.hreflang} href={a.href} />
        ))}
      </Helmet>
      {head.jsonLd.length > 0 && (
        <Helmet>
          {head.jsonLd.map(block => (
            <script key={block.type} type="application/ld+json">
              {block.json}
            </script>
          ))}
        </Helmet>
      )}
    </>
  )
}
