import * as React from "react"
import { graphql, type PageProps } from "gatsby"
import { ComplianceCalendar } from "../components/tools/ComplianceCalendar"
import { ToolPage, type ToolPageData } from "../components/tools/ToolPage"
import type { PageContext } from "./context"

export const query = graphql`
  query ToolComplianceCalendarPage($id: String!, $canonical: String!, $translations: [String!]!, $lang: String!) {
    shell: siteShell(lang: $lang)
    markdownRemark(id: { eq: $id }) {
      headTags(canonical: $canonical, kind: "tool", translations: $translations)
      ...ToolPageFields
    }
    calendar: markdownRemark(id: { eq: $id }) {
      css: toolCss(part: "calendar")
    }
    facts: allFact { nodes { key value } }
  }
`

/** /tools/compliance-calendar: the calendar, then the page's Markdown, which lists every deadline (readable without JavaScript). */
/** The tool's page data and the calendar's styles, made at build time (gatsby/build-html.ts toolCss). */
type CalendarPageData = ToolPageData & { calendar: { css: string } | null }

export default function ToolComplianceCalendarTemplate({ data, pageContext }: PageProps<CalendarPageData, PageContext>) {
  return (
    <ToolPage data={data} canonical={pageContext.canonical} whatsappText="Hello, please help me keep track of my compliance due dates.">
      <ComplianceCalendar css={data.calendar!.css} />
    </ToolPage>
  )
}
