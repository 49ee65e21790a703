import * as React from "react"
import { Helmet } from "react-helmet"
import { headTags, type HeadInput } from "../lib/head"
import { businessJsonLd, type JsonLd } from "../lib/structured-data"
import { StructuredData } from "./StructuredData"

interface SeoProps extends HeadInput {
  /** Page-specific JSON-LD (breadcrumbs, FAQs); the business is added on every page. */
  structuredData?: ReadonlyArray<JsonLd | null | undefined>
}

/** Per-page head tags through react-helmet (prerendered by gatsby-plugin-react-helmet). */
export function Seo({ structuredData = [], ...props }: SeoProps) {
  const tags = headTags(props)
  return (
    <>
      <Helmet htmlAttributes={{ lang: "en-IN" }}>
        <title>{tags.title}</title>
        {tags.meta.map(m => (
          <meta key={m.name ?? m.property} {...m} />
        ))}
        <link rel="canonical" href={tags.canonical} />
      </Helmet>
      <StructuredData items={[businessJsonLd(), ...structuredData]} />
    </>
  )
}
