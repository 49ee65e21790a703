import * as React from "react"
import { graphql, type PageProps } from "gatsby"
import { PfCalculator } from "../components/tools/PfCalculator"
import { ToolPage, type ToolPageData } from "../components/tools/ToolPage"
import type { PageContext } from "./context"

export const query = graphql`
  query ToolPfContributionPage($id: String!, $canonical: String!, $translations: [String!]!, $lang: String!) {
    shell: siteShell(lang: $lang)
    markdownRemark(id: { eq: $id }) {
      headTags(canonical: $canonical, kind: "tool", translations: $translations)
      ...ToolPageFields
    }
    facts: allFact { nodes { key value } }
  }
`

export default function ToolPfContributionTemplate({ data, pageContext }: PageProps<ToolPageData, PageContext>) {
  return (
    <ToolPage data={data} canonical={pageContext.canonical} whatsappText="Hello, I need help with PF registration and monthly PF filing.">
      <PfCalculator />
    </ToolPage>
  )
}
