import * as React from "react"
import { graphql, type PageProps } from "gatsby"
import { UdyamCalculator } from "../components/tools/UdyamCalculator"
import { ToolPage, type ToolPageData } from "../components/tools/ToolPage"
import type { UdyamWords } from "../config/strings/calculator-words"

export const query = graphql`
  query ToolUdyamClassificationPage($id: String!, $canonical: String!, $translations: [String!]!, $lang: String!) {
    shell: siteShell(lang: $lang)
    markdownRemark(id: { eq: $id }) {
      headTags(canonical: $canonical, kind: "tool", translations: $translations)
      parts: toolPage(canonical: $canonical, template: "tool-udyam-classification")
      ...ToolPageFields
    }
    thresholds: toolThresholds(only: ["udyam"])
    words: templateWords(template: "tool-udyam-classification", lang: $lang)
  }
`

export default function ToolUdyamClassificationTemplate({ data }: PageProps<ToolPageData<UdyamWords>>) {
  // The calculator's words in the page's language, from its page data (src/config/strings/calculator-words.ts).
  return (
    <ToolPage data={data}>
      <UdyamCalculator words={data.words!} />
    </ToolPage>
  )
}
