import * as React from "react"
import { Helmet } from "react-helmet"
import { headTags, type HeadInput } from "../lib/head"
import { businessJsonLd, type JsonLd } from "../lib/structured-data"
import { StructuredData } from "./StructuredData"

interface SeoProps extends HeadInput {
  /** Page-specific JSON-LD (breadcrumbs, FAQs). */
  structuredData?: ReadonlyArray<JsonLd | null | undefined>
  /**
   * The page is about the firm itself (home, about, contact, the overview pages): it carries the
   * business as a ProfessionalService. Guides and tools do not repeat it (about 0.5 KB gzipped
   * a page, issue 9's guide budget); search engines take the business from the pages about it.
   */
  business?: boolean
}

/** Per-page head tags through react-helmet (prerendered by gatsby-plugin-react-helmet). */
export function Seo({ structuredData = [], business = false, ...props }: SeoProps) {
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
      <StructuredData items={business ? [businessJsonLd(), ...structuredData] : structuredData} />
    </>
  )
}
