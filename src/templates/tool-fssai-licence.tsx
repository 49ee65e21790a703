import * as React from "react"
import { graphql, type PageProps } from "gatsby"
import { FssaiCalculator } from "../components/tools/FssaiCalculator"
import { ToolPage, type ToolPageData } from "../components/tools/ToolPage"
import type { PageContext } from "./context"

export const query = graphql`
  query ToolFssaiLicencePage($id: String!, $canonical: String!, $translations: [String!]!, $lang: String!) {
    shell: siteShell(lang: $lang)
    markdownRemark(id: { eq: $id }) {
      headTags(canonical: $canonical, kind: "tool", translations: $translations)
      ...ToolPageFields
    }
    facts: allFact { nodes { key value } }
  }
`

export default function ToolFssaiLicenceTemplate({ data, pageContext }: PageProps<ToolPageData, PageContext>) {
  return (
    <ToolPage data={data} canonical={pageContext.canonical} whatsappText="Hello, I need help with an FSSAI food licence.">
      <FssaiCalculator />
    </ToolPage>
  )
}
