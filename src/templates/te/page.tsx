import * as React from "react"
import { graphql, type PageProps } from "gatsby"
import SectionsTemplate from "../page"
import { TeluguShell } from "../../components/shell/TeluguShell"
import type { PageContext } from "../context"

/** A page made of sections, in Telugu (issue 24): the English template in the Telugu shell, with the same query. */
export const query = graphql`
  query SectionsPageTe($id: String!, $canonical: String!, $listing: [String!]!, $noindex: Boolean!, $translations: [String!]!) {
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

export default function SectionsTeTemplate(props: PageProps<Queries.SectionsPageTeQuery, PageContext>) {
  return (
    <TeluguShell>
      <SectionsTemplate {...(props as unknown as PageProps<Queries.SectionsPageQuery, PageContext>)} />
    </TeluguShell>
  )
}
