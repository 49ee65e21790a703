import * as React from "react"
import { Helmet } from "react-helmet"
import type { HeadData } from "../../lib/head-data"

/**
 * A page's head tags through react-helmet (prerendered by gatsby-plugin-react-helmet), and its
 * JSON-LD blocks where this component is placed, from values made by src/lib/head-data.ts
 * (serialised with <, > and & escaped, so a block cannot close its script element).
 *
 * The JSON-LD is in the body, not the head (issue 31): search engines read it anywhere in the
 * document, and the guides place this component after their text, so the FAQPage block sits
 * within gzip's 32 KB window of the questions it repeats and costs 380-450 bytes less on the
 * wire (in the head it was 50 KB away from them, and sent twice in full). The blocks are data,
 * not code: browsers never execute application/ld+json, so the Content-Security-Policy's
 * script-src does not apply to them, and React neither runs nor rewrites them when it hydrates.
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
      {head.jsonLd.map(block => (
        <script key={block.type} type="application/ld+json" dangerouslySetInnerHTML={{ __html: block.json }} />
      ))}
    </>
  )
}
