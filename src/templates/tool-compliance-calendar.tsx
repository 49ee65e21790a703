import * as React from "react"
import { graphql, type PageProps } from "gatsby"
import { ComplianceCalendar } from "../components/tools/ComplianceCalendar"
import { ToolPage, type ToolPageData } from "../components/tools/ToolPage"
import { ToolFactsProvider, type ToolFactNodes } from "../components/tools/ToolFacts"

export const query = graphql`
  query ToolComplianceCalendarPage($id: String!, $canonical: String!, $translations: [String!]!, $lang: String!) {
    shell: siteShell(lang: $lang)
    markdownRemark(id: { eq: $id }) {
      headTags(canonical: $canonical, kind: "tool", translations: $translations)
      parts: toolPage(canonical: $canonical, template: "tool-compliance-calendar")
      ...ToolPageFields
    }
    calendar: markdownRemark(id: { eq: $id }) {
      css: toolCss(part: "calendar")
    }
    facts: allFact { nodes { key value } }
    site { siteMetadata { siteUrl } }
  }
`

/** /tools/compliance-calendar: the calendar, then the page's Markdown, which lists every deadline (readable without JavaScript). */
/** The tool's page data and the calendar's styles, made at build time (gatsby/build-html.ts toolCss). */
type CalendarPageData = ToolPageData & { calendar: { css: string } | null; facts: ToolFactNodes; site: { siteMetadata: { siteUrl: string } } }

export default function ToolComplianceCalendarTemplate({ data }: PageProps<CalendarPageData>) {
  return (
    <ToolPage data={data}>
      <ToolFactsProvider facts={data.facts}>
        <ComplianceCalendar css={data.calendar!.css} siteUrl={data.site.siteMetadata.siteUrl} />
      </ToolFactsProvider>
    </ToolPage>
  )
}
