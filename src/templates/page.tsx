import * as React from "react"
import { graphql, type PageProps } from "gatsby"
import { Layout } from "../components/Layout"
import { Section, type ListingItem } from "../components/Sections"
import { Seo } from "../components/Seo"
import type { PageContext } from "./context"

export const query = graphql`
  query SectionsPage($id: String!, $listing: [String!]!) {
    markdownRemark(id: { eq: $id }) {
      frontmatter {
        title
        description
        keywords
        sections {
          ...SectionFields
        }
      }
    }
    listing: allMarkdownRemark(
      filter: { frontmatter: { category: { in: $listing } } }
      sort: [{ frontmatter: { order: ASC } }, { frontmatter: { title: ASC } }]
    ) {
      nodes {
        frontmatter {
          path
          title
          heading
          description
        }
      }
    }
  }
`

/** A page assembled from the `sections` in its frontmatter (home, services, about, contact...). */
export default function SectionsTemplate({ data, pageContext }: PageProps<Queries.SectionsPageQuery, PageContext>) {
  const fm = data.markdownRemark!.frontmatter
  const listing: ListingItem[] = data.listing.nodes.map(n => ({
    title: n.frontmatter.heading || n.frontmatter.title,
    description: n.frontmatter.description,
    path: n.frontmatter.path,
  }))
  return (
    <Layout>
      <Seo title={fm.title} description={fm.description} keywords={fm.keywords} canonicalPath={pageContext.canonical} noindex={pageContext.noindex} business={!pageContext.noindex} />
      {(fm.sections ?? []).map((section, i) => (
        <Section key={`${section.type}-${i}`} section={section} isFirst={i === 0} listing={listing} canonical={pageContext.canonical} />
      ))}
    </Layout>
  )
}
