import * as React from "react"
import { graphql, type PageProps } from "gatsby"
import { IncorporationCalculator } from "../components/tools/IncorporationCalculator"
import { ToolPage, type ToolPageData } from "../components/tools/ToolPage"
import type { IncorporationSheet } from "../lib/tools/incorporation-sheet"
import type { IncorporationWords } from "../config/strings/calculator-words"

export const query = graphql`
  query ToolIncorporationCostPage($id: String!, $canonical: String!, $translations: [String!]!, $lang: String!) {
    shell: siteShell(lang: $lang)
    markdownRemark(id: { eq: $id }) {
      headTags(canonical: $canonical, kind: "tool", translations: $translations)
      parts: toolPage(canonical: $canonical, template: "tool-incorporation-cost")
      ...ToolPageFields
    }
    # each structure's answer, our fee from its guide in the page's language among it (gatsby/schema.ts)
    sheet: incorporationSheet(lang: $lang)
    words: templateWords(template: "tool-incorporation-cost", lang: $lang)
  }
`

type Data = ToolPageData<IncorporationWords> & {
  /** Each structure's answer for each case of its fee (HTML and message with slots, our fee in them) and the form's hints, made by the build. */
  sheet: IncorporationSheet
}

export default function ToolIncorporationCostTemplate({ data }: PageProps<Data>) {
  return (
    <ToolPage data={data}>
      {/* the calculator's words in the page's language, from its page data (src/config/strings/calculator-words.ts) */}
      <IncorporationCalculator sheet={data.sheet} words={data.words!} />
    </ToolPage>
  )
}
