import { facts as F } from "../helpers/facts"
import { subscriptionContents, subscriptionOptions, SUBSCRIPTION_FORMS } from "../../src/lib/tools/calendar-subscription"
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
