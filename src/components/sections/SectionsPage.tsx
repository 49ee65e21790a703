import * as React from "react"
import { graphql } from "gatsby"
import { SectionInteractive } from "./SectionInteractive"
import { Layout } from "../shell/Layout"
import { HeadTags } from "../shell/HeadTags"
import type { HeadData } from "../../lib/head-data"
import type { SectionData } from "./SectionFrame"
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
  fm: { sections?: ReadonlyArray<SectionData> | null }
  /**
   * The sections rendered at build time (gatsby/build-html.ts sectionParts); for an interactive
   * one null, or (`interactive`) the part it shows as HTML.
   */
  parts: ReadonlyArray<(StaticPart & { interactive?: true; words?: Partial<UiStrings> }) | null>
  /** The head tags and JSON-LD, made at build time (gatsby/static-html.ts, pageHead). */
  head: HeadData
}

/**
 * A page assembled from the `sections` in its frontmatter (home, services, about, contact...):
 * the sections rendered at build time, and the interactive ones (the contact form, the
 * not-found screen) in React, with what they show as HTML (the contact details).
 */
export function SectionsPage({ fm, parts, head }: SectionsPageProps) {
  return (
    <Layout>
      <HeadTags head={head} />
      {(fm.sections ?? []).map((section, i) => {
        const part = parts[i]
        const key = `${section.type}-${i}`
        return part && !part.interactive ? <StaticHtml key={key} part={part} /> : <SectionInteractive key={key} section={section} part={part} />
      })}
    </Layout>
  )
}
