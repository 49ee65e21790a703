import * as React from "react"
import { graphql, type PageProps } from "gatsby"
import { InteractiveSection } from "../../components/InteractiveSection"
import { SectionsPage } from "../../components/SectionsPage"
import type { StaticPart } from "../../components/StaticHtml"
import type { PageContext } from "../context"

export const query = graphql`
  query SectionsPageWithForms($id: String!, $canonical: String!, $listing: [String!]!) {
    markdownRemark(id: { eq: $id }) {
      frontmatter {
        title
        description
        keywords
        sections {
          ...SectionFields
        }
      }
      sectionParts(canonical: $canonical, listing: $listing)
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
      canonical={pageContext.canonical}
      noindex={pageContext.noindex}
      interactive={section => <InteractiveSection section={section} />}
    />
  )
}
