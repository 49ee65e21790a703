import * as React from "react"
import { graphql, type PageProps } from "gatsby"
import ToolWhichRegistrationsTemplate from "../tool-which-registrations"
import { TeluguShell } from "../../components/shell/TeluguShell"
import type { ToolPageData } from "../../components/tools/ToolPage"
import type { PageContext } from "../context"

/** The "which registrations" checker in Telugu (issue 24): the English template in the Telugu shell, with the same query. */
export const query = graphql`
  query ToolWhichRegistrationsPageTe($id: String!, $canonical: String!, $translations: [String!]!) {
    markdownRemark(id: { eq: $id }) {
      headTags(canonical: $canonical, kind: "tool", translations: $translations)
      ...ToolPageFields
    }
    facts: allFact { nodes { key value } }
  }
`

export default function ToolWhichRegistrationsTeTemplate(props: PageProps<ToolPageData, PageContext>) {
  return (
    <TeluguShell>
      <ToolWhichRegistrationsTemplate {...props} />
    </TeluguShell>
  )
}
