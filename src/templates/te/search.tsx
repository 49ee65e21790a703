import * as React from "react"
import { graphql, type PageProps } from "gatsby"
import SearchTemplate, { type SearchPageData } from "../search"
import { TeluguShell } from "../../components/shell/TeluguShell"
import type { PageContext } from "../context"

/** The search page in Telugu (issue 24): it searches the Telugu guides' index and lists the Telugu guides. */
export const query = graphql`
  query SearchPageTe($id: String!, $canonical: String!, $translations: [String!]!) {
    markdownRemark(id: { eq: $id }) {
      headTags(canonical: $canonical, kind: "page", translations: $translations)
      frontmatter {
        title
        heading
        description
        keywords
        lead
      }
    }
    guides: allMarkdownRemark(
      filter: { frontmatter: { template: { eq: "guide" }, lang: { eq: "te" } } }
      # Then by path, a field without a resolver: sorting by the title (@facts) gave guides of one
      # order in either sequence from build to build (issue 31). Orders are unique within a category.
      sort: [{ frontmatter: { order: ASC } }, { frontmatter: { path: ASC } }]
    ) {
      nodes {
        frontmatter {
          path
          title
          heading
          category
        }
      }
    }
  }
`

export default function SearchTeTemplate(props: PageProps<SearchPageData, PageContext>) {
  return (
    <TeluguShell>
      <SearchTemplate {...props} />
    </TeluguShell>
  )
}
