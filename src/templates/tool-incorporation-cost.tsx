import * as React from "react"
import { graphql, type PageProps } from "gatsby"
import { IncorporationCalculator } from "../components/tools/IncorporationCalculator"
import { ToolPage, type ToolPageData } from "../components/tools/ToolPage"
import { ENTITIES } from "../lib/tools/incorporation"
import type { IncorporationWords } from "../config/strings/calculator-words"
import type { IncorporationRates } from "../lib/tools/incorporation"

export const query = graphql`
  query ToolIncorporationCostPage($id: String!, $canonical: String!, $translations: [String!]!, $guides: [String!] = ["/registrations/company/pvt-ltd-registration", "/registrations/company/opc-registration", "/registrations/company/llp-registration", "/te/registrations/company/pvt-ltd-registration", "/te/registrations/company/opc-registration", "/te/registrations/company/llp-registration"], $lang: String!, $sameLang: StringQueryOperatorInput!) {
    shell: siteShell(lang: $lang)
    markdownRemark(id: { eq: $id }) {
      headTags(canonical: $canonical, kind: "tool", translations: $translations)
      parts: toolPage(canonical: $canonical, template: "tool-incorporation-cost")
      ...ToolPageFields
    }
    rates: incorporationRates
    sources: allFact(filter: { group: { eq: "incorporation" } }) { nodes { key source sourceTitle kind basis: basisIn(lang: $lang) } }
    words: templateWords(template: "tool-incorporation-cost", lang: $lang)
    # The guides in the page's language only (gatsby/pages.ts sameLang), so an English page's data carries no Telugu.
    guides: allMarkdownRemark(filter: { frontmatter: { path: { in: $guides }, lang: $sameLang } }) { nodes { frontmatter { path fees { ours } } } }
  }
`

type Data = ToolPageData<IncorporationWords> & {
  /** The fees and duties, read from the facts by the build. */
  rates: IncorporationRates
  sources: { nodes: ReadonlyArray<{ key: string; source?: string | null; sourceTitle?: string | null; kind?: string | null; basis?: string | null }> }
  guides: { nodes: ReadonlyArray<{ frontmatter: { path: string; fees?: { ours?: string | null } | null } }> }
}

export default function ToolIncorporationCostTemplate({ data }: PageProps<Data>) {
  // The calculator's words in the page's language, from its page data (src/config/strings/calculator-words.ts).
  const words = data.words!
  // Our fee for each structure, from the fee line of its guide in the page's language (content/guides/company/*.md).
  const ourFees = Object.fromEntries(
    ENTITIES.map(entity => [entity, data.guides.nodes.find(g => g.frontmatter.path === words.guides[entity])?.frontmatter.fees?.ours ?? null]),
  )
  return (
    <ToolPage data={data}>
      <IncorporationCalculator sources={data.sources.nodes} ourFees={ourFees} rates={data.rates} words={words} />
    </ToolPage>
  )
}
