/**
 * @jest-environment-options {"customExportConditions": ["node", "require", "default"]}
 */
// (The `ics` package's nanoid ships an ES module for browsers; the Node build is used here.)
import ICAL from "ical.js"
import { factFile, facts as F } from "../helpers/facts"
import { factTable, flattenFacts } from "../../src/lib/facts"
import { calendarPathIn, subscriptionContents, subscriptionOptions, SUBSCRIPTION_FORMS, webcalUrl } from "../../src/lib/tools/calendar-subscription"
import { subscriptionIcs } from "../../src/lib/tools/calendar-feed"
import { calendarWordsTe } from "../../src/config/strings/calendar-words.te"
import { calendarFor } from "../../src/lib/tools/calendar"

describe("subscriptionContents: what a form's subscription holds, in plain words (issue 29)", () => {
  it("reads as a sentence for each form, with no placeholder words", () => {
    expect(subscriptionContents("individual")).toBe("the income tax return and advance tax")
    expect(subscriptionContents("partnership")).toBe("the income tax return, advance tax and TDS deposits and returns")
    expect(subscriptionContents("llp")).toBe("the income tax return, advance tax, TDS deposits and returns and the LLP's annual filings (Form 8 and Form 11)")
    expect(subscriptionContents("pvtltd")).toBe(
      "the income tax return, advance tax, TDS deposits and returns and the company's annual general meeting and filings (AOC-4 and MGT-7)",
    )
    for (const form of SUBSCRIPTION_FORMS) expect(subscriptionContents(form)).not.toMatch(/of the form|…/)
  })

  it("names only what the subscription's calendar really holds", () => {
    for (const form of SUBSCRIPTION_FORMS) {
      const titles = calendarFor(subscriptionOptions(form), "2026-11-26", F).map(o => o.title).join(" | ")
      const words = subscriptionContents(form)
      expect(titles).toMatch(/income tax return|ITR/i)
      expect(titles).toMatch(/Advance tax/)
      if (words.includes("TDS")) expect(titles).toMatch(/TDS return/)
      else expect(titles).not.toMatch(/TDS/)
      for (const code of words.match(/Form \d+|AOC-4|MGT-7A?\b/g) ?? []) expect(titles).toContain(code)
    }
  })
})

describe("the Telugu subscriptions (issue 33)", () => {
  const TE = factTable(flattenFacts(factFile), "te")
  it("are one file per form beside the English one, that the Telugu page links", () => {
    expect(SUBSCRIPTION_FORMS.map(f => calendarPathIn("te", f))).toEqual([
      "/calendar/individual.te.ics",
      "/calendar/proprietorship.te.ics",
      "/calendar/partnership.te.ics",
      "/calendar/llp.te.ics",
      "/calendar/pvtltd.te.ics",
      "/calendar/opc.te.ics",
    ])
    expect(webcalUrl("llp", "https://www.example.com", "te")).toBe("webcal://www.example.com/calendar/llp.te.ics")
    expect(webcalUrl("llp", "https://www.example.com")).toBe("webcal://www.example.com/calendar/llp.ics")
  })

  it("hold the English file's events, with their UIDs and dates, in Telugu", () => {
    const read = (text: string) =>
      new ICAL.Component(ICAL.parse(text)).getAllSubcomponents("vevent").map(e => [String(e.getFirstPropertyValue("uid")), String(e.getFirstPropertyValue("summary"))])
    const now = Date.UTC(2026, 10, 23)
    const te = subscriptionIcs("llp", F, "2026-11-23", { now, words: calendarWordsTe, shown: TE })
    const en = subscriptionIcs("llp", F, "2026-11-23", { now })
    expect(read(te).map(([uid]) => uid)).toEqual(read(en).map(([uid]) => uid))
    expect(read(te).find(([uid]) => uid.startsWith("llp-llp-form-11-"))![1]).toBe("LLP వార్షిక రిటర్న్ (Form 11)")
    expect(new ICAL.Component(ICAL.parse(te)).getFirstPropertyValue("x-wr-calname")).toBe("కంప్లయెన్స్ తేదీలు: LLP (TDS, అడ్వాన్స్ ట్యాక్స్)")
    expect(te).toContain("REFRESH-INTERVAL;VALUE=DURATION:P1D")
  })
})
