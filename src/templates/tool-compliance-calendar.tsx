import * as React from "react"
import { graphql, type PageProps } from "gatsby"
import { ComplianceCalendar } from "../components/tools/ComplianceCalendar"
import { ToolPage, type ToolPageData } from "../components/tools/ToolPage"
import type { CalendarSheet } from "../lib/tools/calendar-sheet"

export const query = graphql`
  query ToolComplianceCalendarPage($id: String!, $canonical: String!, $translations: [String!]!, $lang: String!) {
    shell: siteShell(lang: $lang)
    markdownRemark(id: { eq: $id }) {
      headTags(canonical: $canonical, kind: "tool", translations: $translations)
      parts: toolPage(canonical: $canonical, template: "tool-compliance-calendar")
      ...ToolPageFields
    }
    sheet: calendarSheet(lang: $lang)
  }
`

/** /tools/compliance-calendar: the calendar, then the page's Markdown, which lists every deadline (readable without JavaScript). */
/**
 * The tool's page data (its styles, the calendar's with the tools', in `toolCss`: gatsby/schema.ts) and its due
 * dates as data (calendar-sheet.ts, the `calendarSheet` field).
 */
type CalendarPageData = ToolPageData & { sheet: CalendarSheet }

export default function ToolComplianceCalendarTemplate({ data }: PageProps<CalendarPageData>) {
  return (
    <ToolPage data={data}>
      <ComplianceCalendar sheet={data.sheet} />
    </ToolPage>
  )
}
