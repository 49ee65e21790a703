/**
 * The compliance calendar's page gets its due dates as data (calendarSheet, made at build time) and
 * dates them in the browser (calendarFromSheet): the two must give what calendarFor gives, for
 * every answer the tool can be given and any day a visitor opens it.
 */
import { facts } from "../helpers/facts"
import { addDays, BUSINESS_FORMS, calendarFor, calendarMessage, describeOptions, type CalendarOptions, type GstScheme } from "../../src/lib/tools/calendar"
import { calendarFromSheet, describeFromSheet, messageFromSheet, type CalendarSheet } from "../../src/lib/tools/calendar-sheet"
import { calendarSheet, everyAnswer } from "../../src/lib/tools/calendar-sheet-build"
import { subscriptionOptions } from "../../src/lib/tools/calendar-subscription"

/** As the page's data brings it: through JSON. */
const SHEET: CalendarSheet = JSON.parse(JSON.stringify(calendarSheet(facts)))

const same = (options: CalendarOptions, today: string) => expect(calendarFromSheet(SHEET, options, today)).toEqual(calendarFor(options, today, facts))

describe("the compliance calendar's sheet", () => {
  it("gives calendarFor's entries for every answer of the form, at a quarter's end and on a leap day", () => {
    const answers = everyAnswer()
    expect(answers.length).toBe(2 + 4 * 4 * 128 + 4 * 256)
    for (const today of ["2026-12-31", "2028-02-29"]) {
      for (const options of answers) same(options, today)
    }
  })

  it("gives calendarFor's entries on every day of a year, for every form with monthly and with quarterly GST returns and all else chosen", () => {
    const answers = BUSINESS_FORMS.flatMap(({ value: form }) =>
      (["monthly", "qrmp"] as GstScheme[]).map(gst => ({ form, audit: true, llpAudit: true, transferPricing: false, advanceTax: true, tds: true, gst, pf: true, esi: true, professionalTax: true })),
    )
    for (let today = "2026-11-01"; today < "2027-11-01"; today = addDays(today, 1)) {
      for (const options of answers) same(options, today)
    }
  })

  it("gives the subscriptions' entries (the files made at build)", () => {
    for (const { value: form } of BUSINESS_FORMS) same(subscriptionOptions(form), "2026-11-23")
  })

  it("dates licence renewals as calendarFor does: ahead, due now, expired, blank or not a date", () => {
    const base = everyAnswer().find(o => o.form === "pvtltd" && o.gst === "monthly" && o.pf && !o.audit)!
    for (const today of ["2026-11-23", "2027-03-01"]) {
      for (const trade of ["", "2026-12-10", "2027-02-01", "2026-11-24", "2026-11-01", "2027-11-22", "not a date", " 2027-01-15 "]) {
        for (const labour of ["", "2027-05-31", "2026-11-23"]) same({ ...base, licences: { trade, labour } }, today)
      }
    }
  })

  it("describes the answers and writes the WhatsApp message as calendar.ts does", () => {
    const withLicences = (o: CalendarOptions) => (o.form === "individual" ? [o] : [o, { ...o, licences: { trade: "2027-01-15" } }, { ...o, licences: { trade: "2027-01-15", labour: "2026-12-01" } }])
    for (const o of everyAnswer().flatMap(withLicences)) {
      expect(describeFromSheet(SHEET, o)).toBe(describeOptions(o))
      // the message for the answers with quarterly GST returns (monthly, quarterly and yearly dates)
      if (o.gst !== "qrmp") continue
      const list = calendarFor(o, "2026-11-23", facts)
      expect(messageFromSheet(SHEET, o, list)).toBe(calendarMessage(o, list))
    }
    expect(describeFromSheet(SHEET, { form: "llp", audit: false, gst: "qrmp", pf: true, licences: { trade: "2026-12-31" } })).toBe("LLP with GST quarterly returns (QRMP), PF and a trade licence")
  })

  it("is read from calendar.ts: a note that names a year follows the date's year", () => {
    const itr = SHEET.groups["itr-individual-plain"]
    expect(itr).toHaveLength(1)
    expect(itr[0].points).toEqual([[7, 31, "For the tax year {f-1}"]])
    expect(calendarFromSheet(SHEET, { form: "individual", audit: false, pf: false }, "2030-05-01").map(e => `${e.date} ${e.note}`)).toEqual(["2030-07-31 For the tax year 2029-30"])
  })
})
