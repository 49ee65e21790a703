import * as React from "react"
import { graphql, type PageProps } from "gatsby"
import { InteractiveSection } from "../../components/InteractiveSection"
import { SectionsPage } from "../../components/SectionsPage"
import type { HeadData } from "../../lib/head-data"
import type { StaticPart } from "../../components/StaticHtml"
import type { PageContext } from "../context"

export const query = graphql`
  query SectionsPageWithForms($id: String!, $canonical: String!, $listing: [String!]!, $noindex: Boolean!) {
    markdownRemark(id: { eq: $id }) {
      frontmatter {
        sections {
          ...SectionFields
        }
      }
      sectionParts(canonical: $canonical, listing: $listing)
      pageHead(canonical: $canonical, noindex: $noindex)
    }
  }
`

/** A `page` page with an interactive section (contact, not-found): the rest is rendered at build time. */
export default function SectionsWithFormsTemplate({ data, pageContext }: PageProps<Queries.SectionsPageWithFormsQuery, PageContext>) {
  const node = data.markdownRemark!
  return (
    <SectionsPage
      fm={node.frontmatter}
      parts={node.sectionParts as unknown as Array<StaticPart | null>}
      head={node.pageHead as unknown as HeadData}
      canonical={pageContext.canonical}
     
      interactive={section => <InteractiveSection section={section} />}
    />
  )
}
