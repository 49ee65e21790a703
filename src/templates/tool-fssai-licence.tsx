import * as React from "react"
import { graphql, type PageProps } from "gatsby"
import { FssaiCalculator } from "../components/tools/FssaiCalculator"
import { ToolPage, type ToolPageData } from "../components/tools/ToolPage"
import type { FssaiWords } from "../config/strings/calculator-words"

export const query = graphql`
  query ToolFssaiLicencePage($id: String!, $canonical: String!, $translations: [String!]!, $lang: String!) {
    shell: siteShell(lang: $lang)
    markdownRemark(id: { eq: $id }) {
      headTags(canonical: $canonical, kind: "tool", translations: $translations)
      parts: toolPage(canonical: $canonical, template: "tool-fssai-licence")
      ...ToolPageFields
    }
    thresholds: toolThresholds(only: ["fssai"])
    words: templateWords(template: "tool-fssai-licence", lang: $lang)
  }
`

export default function ToolFssaiLicenceTemplate({ data }: PageProps<ToolPageData<FssaiWords>>) {
  // The calculator's words in the page's language, from its page data (src/config/strings/calculator-words.ts).
  return (
    <ToolPage data={data}>
      <FssaiCalculator words={data.words!} />
    </ToolPage>
  )
}
