import * as React from "react"
import { graphql, type PageProps } from "gatsby"
import { TrademarkCalculator } from "../components/tools/TrademarkCalculator"
import { ToolPage, type ToolPageData } from "../components/tools/ToolPage"
import type { PageContext } from "./context"
import type { TrademarkWords } from "../config/strings/calculator-words"

export const query = graphql`
  query ToolTrademarkFeePage($id: String!, $canonical: String!, $translations: [String!]!, $lang: String!) {
    shell: siteShell(lang: $lang)
    markdownRemark(id: { eq: $id }) {
      headTags(canonical: $canonical, kind: "tool", translations: $translations)
      ...ToolPageFields
    }
    facts: allFact { nodes { key value } }
    thresholds: toolThresholds
    words: templateWords(template: "tool-trademark-fee", lang: $lang)
  }
`

export default function ToolTrademarkFeeTemplate({ data, pageContext }: PageProps<ToolPageData<TrademarkWords>, PageContext>) {
  // The calculator's words in the page's language, from its page data (src/config/strings/calculator-words.ts).
  const words = data.words!
  return (
    <ToolPage data={data} canonical={pageContext.canonical} whatsappText={words.whatsapp}>
      <TrademarkCalculator words={words} />
    </ToolPage>
  )
}
