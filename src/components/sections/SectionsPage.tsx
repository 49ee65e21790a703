import * as React from "react"
import { graphql } from "gatsby"
import { SectionInteractive } from "./SectionInteractive"
import { Layout } from "../shell/Layout"
import { HeadTags } from "../shell/HeadTags"
import type { HeadData } from "../../lib/head-data"
import type { SectionPart } from "../../../gatsby/build-html"
import { StaticHtml, type StaticPart } from "../common/StaticHtml"
import type { UiStrings } from "../../config/strings"

export const sectionFields = graphql`
  fragment SectionFields on Section {
    type
    id
    heading
    intro
    text
    items { title text path icon value }
    steps { title text stage }
    list
    testimonials { name company content rating }
    stats
    button { label path text heading }
    secondary { label path }
    variant
  }
`

export interface SectionsPageProps {
  /**
   * The sections made at build time (gatsby/build-html.ts sectionParts), in order; an interactive
   * one as its data and the part it shows as HTML.
   */
  parts: ReadonlyArray<SectionPart | null>
  /** The head tags and JSON-LD, made at build time (gatsby/static-html.ts, pageHead). */
  head: HeadData
}

/**
 * A page assembled from the `sections` in its frontmatter (home, services, about, contact...):
 * the sections rendered at build time, and the interactive ones (the contact form, the
 * not-found screen) in React, with what they show as HTML (the contact details).
 */
export function SectionsPage({ parts, head }: SectionsPageProps) {
  return (
    <Layout>
      <HeadTags head={head} />
      {parts.map((part, i) =>
        !part ? null : part.interactive ? (
          <SectionInteractive key={i} part={part} />
        ) : (
          <StaticHtml key={i} part={part} />
        ),
      )}
    </Layout>
  )
}
