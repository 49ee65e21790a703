/**
 * The compliance calendar's page gets its due dates as data (calendarSheet, made at build time) and
 * dates them in the browser (calendarFromSheet): the two must give what calendarFor gives, for
 * every answer the tool can be given and any day a visitor opens it.
 */
import { factFile, facts } from "../helpers/facts"
import { factTable, flattenFacts } from "../../src/lib/facts"
import { calendarWordsTe } from "../../src/config/strings/calendar-words.te"
import { addDays, BUSINESS_FORMS, calendarFor, calendarMessage, describeOptions, type CalendarOptions, type GstScheme } from "../../src/lib/tools/calendar"
import { calendarFromSheet, describeFromSheet, messageFromSheet, type CalendarSheet } from "../../src/lib/tools/calendar-sheet"
import { calendarSheet, everyAnswer } from "../../src/lib/tools/calendar-sheet-build"
import { subscriptionOptions } from "../../src/lib/tools/calendar-subscription"

/** As the page's data brings it: through JSON. */
const SHEET: CalendarSheet = JSON.parse(JSON.stringify(calendarSheet(facts)))

/**
 * The two calendars are equal. Compared as JSON first (the sheet is JSON, so nothing is lost: the
 * entries hold strings, numbers and lists): the tests below compare thousands of calendars, and
 * Jest's deep equality took most of their time. Only a difference goes to toEqual, for its diff.
 */
const expectSame = <T,>(actual: T, expected: T) => {
  if (JSON.stringify(actual) !== JSON.stringify(expected)) expect(actual).toEqual(expected)
}
const same = (options: CalendarOptions, today: string) => expectSame(calendarFromSheet(SHEET, options, today), calendarFor(options, today, facts))

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

/** The Telugu page's sheet (issue 33): the same dates, every word in Telugu, the facts' figures as the Telugu pages write them. */
const TE_FACTS = factTable(flattenFacts(factFile), "te")
const SHEET_TE: CalendarSheet = JSON.parse(JSON.stringify(calendarSheet(facts, { words: calendarWordsTe, shown: TE_FACTS, lang: "te" })))
const listed = (sheet: CalendarSheet, o: CalendarOptions, today: string) =>
  calendarFromSheet(sheet, o, today).map(e => `${e.date} | ${e.title} | ${e.note} | ${e.rule}`)

describe("the compliance calendar's Telugu sheet", () => {
  it("gives calendarFor's entries in Telugu, for every answer of the form, with the English sheet's dates and keys", () => {
    for (const options of everyAnswer()) {
      const te = calendarFromSheet(SHEET_TE, options, "2026-12-31")
      expectSame(te, calendarFor(options, "2026-12-31", facts, calendarWordsTe, TE_FACTS))
      expectSame(te.map(e => e.key), calendarFromSheet(SHEET, options, "2026-12-31").map(e => e.key))
    }
  })

  it("writes an LLP's dates as a Hyderabad accountant would, with Telugu months and the Telugu guides", () => {
    expect(listed(SHEET_TE, { form: "llp", audit: false, pf: false }, "2026-11-23")).toEqual([
      "2027-05-30 | LLP వార్షిక రిటర్న్ (Form 11) | ఆర్థిక సంవత్సరం 2026-27కి | ఏటా 30 మేలోగా",
      "2027-08-31 | LLP ఆదాయపు పన్ను రిటర్న్ (ITR-5) | పన్ను సంవత్సరం 2026-27కి | ఏటా 31 ఆగస్టులోగా",
      "2027-10-30 | LLP స్టేట్‌మెంట్ ఆఫ్ అకౌంట్ అండ్ సాల్వెన్సీ (Form 8) | ఆర్థిక సంవత్సరం 2026-27కి | ఏటా 30 అక్టోబర్\u200cలోగా",
    ])
    const company = calendarFromSheet(SHEET_TE, { form: "pvtltd", audit: false, pf: true, gst: "monthly", tds: true, advanceTax: true, licences: { trade: "2026-12-31" } }, "2026-11-23")
    const line = (title: string) => company.filter(e => e.title === title).map(e => `${e.date} | ${e.note} | ${e.rule}`)[0]
    expect(line("TDS జమ")).toBe("2026-12-07 | నవంబర్ 2026 నెలకు | తర్వాతి నెల 7వ తేదీలోగా (మార్చి నెలకు: 30 ఏప్రిల్\u200cలోగా)")
    expect(line("అడ్వాన్స్ ట్యాక్స్: మూడో వాయిదా")).toBe("2026-12-15 | పన్ను సంవత్సరం 2026-27కి అంచనా వేసిన పన్నులో కనీసం 75% ఇప్పటికి కట్టి ఉండాలి | ఏటా 15 డిసెంబర్\u200cలోగా")
    expect(line("GSTR-9 (GST వార్షిక రిటర్న్)")).toBe("2026-12-31 | ఆర్థిక సంవత్సరం 2025-26కి; టర్నోవర్ గరిష్ఠంగా ₹2 కోట్లు ఉంటే తప్పనిసరి కాదు | ఏటా 31 డిసెంబర్\u200cలోగా")
    expect(line("ఆర్థిక నివేదికలు (AOC-4)")).toBe("2027-10-30 | ఆర్థిక సంవత్సరం 2026-27కి | AGM అయిన 30 రోజుల్లోగా (చివరి తేదీ 30 అక్టోబర్)")
    expect(line("ట్రేడ్ లైసెన్స్ రెన్యూవల్")).toBe("2026-12-01 | లైసెన్స్ గడువు 31 డిసెంబర్ 2026తో ముగుస్తుంది | లైసెన్స్ ముగియడానికి 30 రోజుల ముందు")
    expect(new Set(company.map(e => e.guide))).toContain("/te/registrations/company/pvt-ltd-registration")
    expect(company.every(e => e.guide.startsWith("/te/"))).toBe(true)
  })

  it("describes the answers and writes the WhatsApp message in Telugu, as calendar.ts does with the Telugu words", () => {
    for (const o of everyAnswer().filter((_, i) => i % 7 === 0)) {
      expect(describeFromSheet(SHEET_TE, o)).toBe(describeOptions(o, calendarWordsTe))
    }
    const o: CalendarOptions = { form: "llp", audit: false, llpAudit: true, gst: "qrmp", pf: false }
    expect(describeFromSheet(SHEET_TE, o)).toBe("LLP (ఆడిట్ అయ్యే ఖాతాలు, QRMPలో GST రిటర్న్‌లు)")
    expect(describeFromSheet(SHEET_TE, { form: "individual", audit: false, pf: false })).toBe("వ్యక్తిగత ఆదాయపు పన్ను")
    const list = calendarFromSheet(SHEET_TE, o, "2026-11-23")
    expect(messageFromSheet(SHEET_TE, o, list)).toBe(calendarMessage(o, list, calendarWordsTe))
    expect(messageFromSheet(SHEET_TE, o, list).split("\n").slice(0, 4)).toEqual([
      "నమస్తే, నా LLP (ఆడిట్ అయ్యే ఖాతాలు, QRMPలో GST రిటర్న్‌లు) కంప్లయెన్స్ గడువు తేదీలు సమయానికి చూసుకోవడంలో దయచేసి సహాయం చేయండి.",
      "వచ్చే 12 నెలల్లో నా గడువు తేదీలు:",
      "- GST చెల్లింపు (PMT-06): తర్వాతి నెల 25వ తేదీలోగా; రాబోయే తేదీ 25 నవంబర్ 2026",
      "- 31 డిసెంబర్ 2026: GSTR-9 (GST వార్షిక రిటర్న్)",
    ])
  })

  it("carries the form's words with the figures in Telugu, and the English page's no Telugu", () => {
    const ui = SHEET_TE.words.ui
    expect(ui.gstHint).toBe("మూడు నెలలకోసారి రిటర్న్‌లు (QRMP) టర్నోవర్ గరిష్ఠంగా ₹5 కోట్లు ఉన్న వ్యాపారాలకే; ఇక్కడ చూపే క్వార్టర్ GSTR-3B తేదీ తెలంగాణది.")
    expect(ui.pf).toBe("PF: 20 లేదా అంతకంటే ఎక్కువ మంది ఉద్యోగులు ఉన్నారు")
    expect(ui.esi).toBe("ESI: 10 లేదా అంతకంటే ఎక్కువ మంది ఉద్యోగులు ఉన్నారు, వారిలో కొందరి జీతం నెలకు గరిష్ఠంగా ₹21,000")
    expect(SHEET_TE.words.months[6]).toBe("జూలై")
    // the Telugu page subscribes to the Telugu file of the form
    expect(SHEET_TE.words.subscriptions.llp).toEqual(["webcal://www.example.com/calendar/llp.te.ics", "ఆదాయపు పన్ను రిటర్న్, అడ్వాన్స్ ట్యాక్స్, TDS జమ, రిటర్న్‌లు, LLP వార్షిక ఫైలింగ్‌లు (Form 8, Form 11)"])
    expect(SHEET.words.subscriptions.llp[0]).toBe("webcal://www.example.com/calendar/llp.ics")
    expect(JSON.stringify(SHEET)).not.toMatch(/[\u0C00-\u0C7F]/)
    expect(SHEET.words.ui.pf).toBe("PF: employs 20 or more people")
  })
})
