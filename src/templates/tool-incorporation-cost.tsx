import * as React from "react"
import { graphql, type PageProps } from "gatsby"
import { IncorporationCalculator } from "../components/tools/IncorporationCalculator"
import { ToolPage, type ToolPageData } from "../components/tools/ToolPage"
import { ENTITY_GUIDES, type Entity } from "../lib/tools/incorporation"
import type { PageContext } from "./context"

export const query = graphql`
  query ToolIncorporationCostPage($id: String!, $canonical: String!, $translations: [String!]!, $guides: [String!] = ["/registrations/company/pvt-ltd-registration", "/registrations/company/opc-registration", "/registrations/company/llp-registration"], $lang: String!) {
    shell: siteShell(lang: $lang)
    markdownRemark(id: { eq: $id }) {
      headTags(canonical: $canonical, kind: "tool", translations: $translations)
      ...ToolPageFields
    }
    facts: allFact { nodes { key value } }
    sources: allFact(filter: { group: { eq: "incorporation" } }) { nodes { key source sourceTitle kind basis } }
    guides: allMarkdownRemark(filter: { frontmatter: { path: { in: $guides } } }) { nodes { frontmatter { path fees { ours } } } }
  }
`

type Data = ToolPageData & {
  sources: { nodes: ReadonlyArray<{ key: string; source?: string | null; sourceTitle?: string | null; kind?: string | null; basis?: string | null }> }
  guides: { nodes: ReadonlyArray<{ frontmatter: { path: string; fees?: { ours?: string | null } | null } }> }
}

export default function ToolIncorporationCostTemplate({ data, pageContext }: PageProps<Data, PageContext>) {
  // Our fee for each structure, from its guide's fee line (content/guides/company/*.md).
  const ourFees = Object.fromEntries(
    (Object.keys(ENTITY_GUIDES) as Entity[]).map(entity => [entity, data.guides.nodes.find(g => g.frontmatter.path === ENTITY_GUIDES[entity])?.frontmatter.fees?.ours ?? null]),
  )
  return (
    <ToolPage data={data} canonical={pageContext.canonical} whatsappText="Hello, I would like to register a company or LLP in Telangana.">
      <IncorporationCalculator sources={data.sources.nodes} ourFees={ourFees} />
    </ToolPage>
  )
}
