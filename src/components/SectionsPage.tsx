import * as React from "react"
import { graphql } from "gatsby"
import { Layout } from "./Layout"
import { SeoTags } from "./SeoTags"
import type { HeadData } from "../lib/head-data"
import type { SectionData } from "./SectionShell"
import { StaticHtml, type StaticPart } from "./StaticHtml"

export const sectionFields = graphql`
  fragment SectionFields on Section {
    type
    id
    heading
    intro
    text
    items { title text path icon value }
    steps { title text }
    list
    testimonials { name company content rating }
    stats
    button { label path text heading }
    secondary { label path }
    variant
  }
`

export interface SectionsPageProps {
  fm: { sections?: ReadonlyArray<SectionData> | null }
  /** The sections rendered at build time (gatsby/static-html.ts), null for an interactive one. */
  parts: ReadonlyArray<StaticPart | null>
  /** The head tags and JSON-LD, made at build time (gatsby/static-html.ts, pageHead). */
  head: HeadData
  canonical: string
  /** Renders an interactive section (the contact form, the not-found screen). */
  interactive?: (section: SectionData) => React.ReactNode
}

/** A page assembled from the `sections` in its frontmatter (home, services, about, contact...). */
export function SectionsPage({ fm, parts, head, canonical, interactive }: SectionsPageProps) {
  return (
    <Layout>
      <SeoTags head={head} />
      {(fm.sections ?? []).map((section, i) => {
        const part = parts[i]
        if (part) return <StaticHtml key={`${section.type}-${i}`} part={part} />
        if (!interactive) throw new Error(`${canonical}: the "${section.type}" section needs the template with forms (gatsby/pages.ts)`)
        return <React.Fragment key={`${section.type}-${i}`}>{interactive(section)}</React.Fragment>
      })}
    </Layout>
  )
}
