import * as React from "react"
import { graphql, type PageProps } from "gatsby"
import GuideTemplate from "../guide"
import { TeluguShell } from "../../components/shell/TeluguShell"
import type { PageContext } from "../context"

/**
 * A guide in Telugu (issue 24): the English guide's template in the Telugu shell. The same query
 * but for the "Updated" lines, whose entries (content/updates) are written in English only.
 */
export const query = graphql`
  query GuidePageTe($id: String!, $canonical: String!, $translations: [String!]!) {
    markdownRemark(id: { eq: $id }) {
      ...GuideFields
      guideBody(level: 2)
      guidePage(canonical: $canonical, translations: $translations)
    }
  }
`

export default function GuideTeTemplate(props: PageProps<Queries.GuidePageTeQuery, PageContext>) {
  const data = { ...props.data, updates: [] } as unknown as Queries.GuidePageQuery
  return (
    <TeluguShell>
      <GuideTemplate {...(props as unknown as PageProps<Queries.GuidePageQuery, PageContext>)} data={data} />
    </TeluguShell>
  )
}
