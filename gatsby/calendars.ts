import fs from "fs"
import path from "path"
import type { GatsbyNode } from "gatsby"
import { factTable } from "../src/lib/facts"
import { calendarPathIn, subscriptionIcs, SUBSCRIPTION_FORMS } from "../src/lib/tools/calendar-feed"
import { calendarWordsEn, type CalendarWords } from "../src/config/strings/calendar-words"
import { calendarWordsTe } from "../src/config/strings/calendar-words.te"
import { LOCALES, type Locale } from "../src/lib/i18n"
import { FACT_TYPE, todayInIndia } from "./facts"

/** The subscriptions' words in each language (src/config/strings/calendar-words.ts). */
const WORDS: Record<Locale, CalendarWords> = { en: calendarWordsEn, te: calendarWordsTe }

/**
 * The compliance calendar's subscriptions (src/lib/tools/calendar-feed.ts):
 * public/calendar/<form>.ics, the next 12 months from the build day in India,
 * from the Fact nodes, and the same in Telugu, public/calendar/<form>.te.ics
 * (issue 33). Written after the pages and before the hosting headers are made
 * (gatsby-node.ts), so the folder gets the site's headers.
 */
export const writeCalendars: NonNullable<GatsbyNode["onPostBuild"]> = async ({ getNodesByType, reporter }) => {
  const nodes = getNodesByType(FACT_TYPE) as unknown as Array<{ key: string; value: string; te?: string | null }>
  const facts = factTable(nodes)
  const today = todayInIndia()
  const publicDir = path.join(process.cwd(), "public")
  for (const lang of LOCALES) {
    for (const form of SUBSCRIPTION_FORMS) {
      const file = path.join(publicDir, calendarPathIn(lang, form))
      await fs.promises.mkdir(path.dirname(file), { recursive: true })
      await fs.promises.writeFile(file, subscriptionIcs(form, facts, today, { words: WORDS[lang], shown: factTable(nodes, lang) }))
    }
  }
  reporter.info(`Wrote ${SUBSCRIPTION_FORMS.length * LOCALES.length} compliance calendar subscriptions (${LOCALES.join(", ")}) to public/calendar (from ${today})`)
}
