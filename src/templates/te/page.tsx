import * as React from "react"
import { graphql, type HeadProps, type PageProps } from "gatsby"
import SectionsTemplate, { Head as SectionsHead } from "../page"
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

/** The same head as an English page's, made for the Telugu page at build time (its pageHead). */
export const Head = SectionsHead as unknown as (props: HeadProps<Queries.SectionsPageTeQuery>) => React.JSX.Element

export default function SectionsTeTemplate(props: PageProps<Queries.SectionsPageTeQuery, PageContext>) {
  return (
    <TeluguShell>
      <SectionsTemplate {...(props as unknown as PageProps<Queries.SectionsPageQuery, PageContext>)} />
    </TeluguShell>
  )
}
