import * as React from "react"
import { graphql, type PageProps } from "gatsby"
import { TrademarkCalculator } from "../components/tools/TrademarkCalculator"
import { ToolPage, type ToolPageData } from "../components/tools/ToolPage"
import type { TrademarkWords } from "../config/strings/calculator-words"

export const query = graphql`
  query ToolTrademarkFeePage($id: String!, $canonical: String!, $translations: [String!]!, $lang: String!) {
    shell: siteShell(lang: $lang)
    markdownRemark(id: { eq: $id }) {
      headTags(canonical: $canonical, kind: "tool", translations: $translations)
      parts: toolPage(canonical: $canonical, template: "tool-trademark-fee")
      ...ToolPageFields
    }
    thresholds: toolThresholds(only: ["trademark"])
    words: templateWords(template: "tool-trademark-fee", lang: $lang)
  }
`

export default function ToolTrademarkFeeTemplate({ data }: PageProps<ToolPageData<TrademarkWords>>) {
  // The calculator's words in the page's language, from its page data (src/config/strings/calculator-words.ts).
  return (
    <ToolPage data={data}>
      <TrademarkCalculator words={data.words!} />
    </ToolPage>
  )
}
