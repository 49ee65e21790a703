import * as React from "react"
import type { HeadData } from "../../lib/head-data"

/**
 * A page's head tags and JSON-LD, rendered by the templates' `Head` export (Gatsby's Head API:
 * Gatsby prerenders them into the page's <head> and swaps them on client-side navigation, with
 * code every page already carries, so the pages need no head library of their own), from values
 * made by src/lib/head-data.ts. The JSON-LD blocks are data, not code: browsers never execute
 * application/ld+json, so the Content-Security-Policy's script-src does not apply to them.
 */
export function HeadTags({ head, children }: { head: HeadData; children?: React.ReactNode }) {
  return (
    <>
      <html lang={head.lang} />
      <title>{head.title}</title>
      {head.meta.map(m => (
        <meta key={m.name ?? m.property} {...m} />
      ))}
      <link rel="canonical" href={head.canonical} />
      {head.alternates.map(a => (
        <link key={a.hreflang} rel="alternate" hrefLang={a.hreflang} href={a.href} />
      ))}
      {head.jsonLd.map(block => (
        <script key={block.type} type="application/ld+json">
          {block.json}
        </script>
      ))}
      {children}
    </>
  )
}
