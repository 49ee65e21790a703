import * as React from "react"
import { graphql, type PageProps } from "gatsby"
import { SectionsPage } from "../components/sections/SectionsPage"
import type { HeadData } from "../lib/head-data"
import type { SectionPart } from "../../gatsby/build-html"
import type { PageContext } from "./context"

export const query = graphql`
  query SectionsPage($id: String!, $canonical: String!, $listing: [String!]!, $noindex: Boolean!, $translations: [String!]!, $lang: String!) {
    shell: siteShell(lang: $lang)
    markdownRemark(id: { eq: $id }) {
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
      parts={node.sectionParts as unknown as Array<SectionPart | null>}
      head={node.pageHead as unknown as HeadData}
    />
  )
}
