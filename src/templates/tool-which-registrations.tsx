import * as React from "react"
import { graphql, type PageProps } from "gatsby"
import { useWizardWhatsappText, WhichRegistrations } from "../components/tools/WhichRegistrations"
import { ToolPage, type ToolPageData } from "../components/tools/ToolPage"
import type { PageContext } from "./context"

export const query = graphql`
  query ToolWhichRegistrationsPage($id: String!, $canonical: String!, $translations: [String!]!, $lang: String!) {
    shell: siteShell(lang: $lang)
    markdownRemark(id: { eq: $id }) {
      headTags(canonical: $canonical, kind: "tool", translations: $translations)
      ...ToolPageFields
    }
    facts: allFact { nodes { key value } }
    thresholds: toolThresholds
  }
`

export default function ToolWhichRegistrationsTemplate({ data, pageContext }: PageProps<ToolPageData, PageContext>) {
  return (
    <ToolPage data={data} canonical={pageContext.canonical} whatsappText={useWizardWhatsappText}>
      <WhichRegistrations />
    </ToolPage>
  )
}
