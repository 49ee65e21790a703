import * as React from "react"
import { graphql, type PageProps } from "gatsby"
import { WhichRegistrations } from "../components/tools/WhichRegistrations"
import { ToolPage, type ToolPageData } from "../components/tools/ToolPage"

export const query = graphql`
  query ToolWhichRegistrationsPage($id: String!, $canonical: String!, $translations: [String!]!, $lang: String!) {
    shell: siteShell(lang: $lang)
    markdownRemark(id: { eq: $id }) {
      headTags(canonical: $canonical, kind: "tool", translations: $translations)
      parts: toolPage(canonical: $canonical, template: "tool-which-registrations")
      ...ToolPageFields
    }
    thresholds: toolThresholds
  }
`

export default function ToolWhichRegistrationsTemplate({ data }: PageProps<ToolPageData>) {
  return (
    <ToolPage data={data}>
      <WhichRegistrations />
    </ToolPage>
  )
}
