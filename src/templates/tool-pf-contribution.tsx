import * as React from "react"
import { graphql, type PageProps } from "gatsby"
import { PfCalculator } from "../components/tools/PfCalculator"
import { ToolPage, type ToolPageData } from "../components/tools/ToolPage"
import type { PfWords } from "../config/strings/calculator-words"

export const query = graphql`
  query ToolPfContributionPage($id: String!, $canonical: String!, $translations: [String!]!, $lang: String!) {
    shell: siteShell(lang: $lang)
    markdownRemark(id: { eq: $id }) {
      headTags(canonical: $canonical, kind: "tool", translations: $translations)
      parts: toolPage(canonical: $canonical, template: "tool-pf-contribution")
      ...ToolPageFields
    }
    thresholds: toolThresholds(only: ["pf"])
    words: templateWords(template: "tool-pf-contribution", lang: $lang)
  }
`

export default function ToolPfContributionTemplate({ data }: PageProps<ToolPageData<PfWords>>) {
  // The calculator's words in the page's language, from its page data (src/config/strings/calculator-words.ts).
  return (
    <ToolPage data={data}>
      <PfCalculator words={data.words!} />
    </ToolPage>
  )
}
