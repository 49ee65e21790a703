import * as React from "react"
import { graphql, type PageProps } from "gatsby"
import { SectionsPage } from "../components/sections/SectionsPage"
import type { HeadData } from "../lib/head-data"
import type { StaticPart } from "../components/common/StaticHtml"
import type { PageContext } from "./context"

export const query = graphql`
  query SectionsPage($id: String!, $canonical: String!, $listing: [String!]!, $noindex: Boolean!, $translations: [String!]!, $lang: String!) {
    shell: siteShell(lang: $lang)
    markdownRemark(id: { eq: $id }) {
      frontmatter {
        sections {
          ...SectionFields
        }
      }
      sectionParts(canonical: $canonical, listing: $listing)
      pageHead(canonical: $canonical, noindex: $noindex, translations: $translations)
    }
  }
`

/** A page assembled from the `sections` in its frontmatter (src/components/sections/SectionsPage.tsx). */
export default function SectionsTemplate({ data }: PageProps<Queries.SectionsPageQuery, PageContext>) {
  const node = data.markdownRemark!
  return (
    <SectionsPage
      fm={node.frontmatter}
      parts={node.sectionParts as unknown as Array<StaticPart | null>}
      head={node.pageHead as unknown as HeadData}
    />
  )
}
