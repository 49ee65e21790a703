import fs from "fs"
import path from "path"
import type { GatsbyNode } from "gatsby"
import { factTable } from "../src/lib/facts"
import { calendarPath, subscriptionIcs, SUBSCRIPTION_FORMS } from "../src/lib/tools/calendar-feed"
import { FACT_TYPE, todayInIndia } from "./facts"

/**
 * The compliance calendar's subscriptions (src/lib/tools/calendar-feed.ts):
 * public/calendar/<form>.ics, the next 12 months from the build day in India,
 * from the Fact nodes. Written after the pages and before the hosting headers
 * are made (gatsby-node.ts), so the folder gets the site's headers.
 */
export const writeCalendars: NonNullable<GatsbyNode["onPostBuild"]> = async ({ getNodesByType, reporter }) => {
  const facts = factTable(getNodesByType(FACT_TYPE) as unknown as Array<{ key: string; value: string }>)
  const today = todayInIndia()
  const publicDir = path.join(process.cwd(), "public")
  for (const form of SUBSCRIPTION_FORMS) {
    const file = path.join(publicDir, calendarPath(form))
    await fs.promises.mkdir(path.dirname(file), { recursive: true })
    await fs.promises.writeFile(file, subscriptionIcs(form, facts, today))
  }
  reporter.info(`Wrote ${SUBSCRIPTION_FORMS.length} compliance calendar subscriptions to public/calendar (from ${today})`)
}
