import * as React from "react"
import { graphql, type HeadProps, type PageProps } from "gatsby"
import ToolWhichRegistrationsTemplate from "../tool-which-registrations"
import { TeluguShell } from "../../components/shell/TeluguShell"
import { ToolHead, type ToolPageData } from "../../components/tools/ToolPage"
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

/** The tool's head in Telugu (its breadcrumb in Telugu words, made at build time). */
export function Head({ data }: HeadProps<ToolPageData>) {
  return <ToolHead data={data} />
}

export default function ToolWhichRegistrationsTeTemplate(props: PageProps<ToolPageData, PageContext>) {
  return (
    <TeluguShell>
      <ToolWhichRegistrationsTemplate {...props} />
    </TeluguShell>
  )
}
