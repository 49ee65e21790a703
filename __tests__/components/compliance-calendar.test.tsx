import * as React from "react"
import { fireEvent, render as renderPlain, screen, within } from "@testing-library/react"
import { ComplianceCalendar } from "../../src/components/tools/ComplianceCalendar"
import { calendarSheet } from "../../src/lib/tools/calendar-sheet-build"
import { facts } from "../helpers/facts"
import { ToolWords } from "../helpers/shipped"

/** The calendar as its page renders it, with the words (the chat link) and the due dates, words and facts (calendarSheet) its page query read. */
const SHEET = calendarSheet(facts)
const render = () =>
  renderPlain(
    <ToolWords template="tool-compliance-calendar">
      <ComplianceCalendar sheet={SHEET} />
    </ToolWords>,
  )

// Only the date is fixed (23 November 2026, 10:00); timers run as usual.
beforeEach(() => {
  jest.useFakeTimers({
    now: new Date(2026, 10, 23, 10, 0, 0),
    doNotFake: ["setTimeout", "clearTimeout", "setInterval", "clearInterval", "setImmediate", "clearImmediate", "nextTick", "queueMicrotask", "requestAnimationFrame", "cancelAnimationFrame", "requestIdleCallback", "cancelIdleCallback", "hrtime", "performance"],
  })
})
afterEach(() => jest.useRealTimers())

const results = () => within(screen.getByRole("region", { name: "Your due dates" }))
const items = () =>
  results()
    .queryAllByRole("listitem")
    .map(li => `${li.querySelector("time")!.textContent} ${li.querySelector("strong")!.textContent}`)

describe("compliance calendar", () => {
  it("asks for the business form first, then lists its dates month by month", () => {
    render()
    expect(results().getByText("Choose your business form to see your due dates for the next 12 months.")).toBeInTheDocument()
    // an individual is asked about advance tax only
    fireEvent.click(screen.getByLabelText("Individual without business income (salary, rent, capital gains)"))
    expect(screen.queryByLabelText("Tax audit applies")).not.toBeInTheDocument()
    expect(screen.queryByRole("group", { name: "GST" })).not.toBeInTheDocument()
    // Income-tax Act, 2025, s.263(1): 31 July for individuals without business income
    expect(items()).toEqual(["31 July 2027 Income tax return"])
    fireEvent.click(screen.getByLabelText("Pays advance tax"))
    expect(items()).toEqual([
      "15 December 2026 Advance tax: third instalment",
      "15 March 2027 Advance tax: last instalment",
      "15 June 2027 Advance tax: first instalment",
      "31 July 2027 Income tax return",
      "15 September 2027 Advance tax: second instalment",
    ])
    expect(results().getAllByRole("heading", { level: 3 }).map(h => h.textContent)).toEqual([
      "December 2026",
      "March 2027",
      "June 2027",
      "July 2027",
      "September 2027",
    ])
  })

  it("an LLP's return moves from 31 August to 31 October when its accounts are audited; the audit hint names the limits", () => {
    render()
    fireEvent.click(screen.getByLabelText("Limited liability partnership (LLP)"))
    expect(items()).toEqual([
      "30 May 2027 LLP annual return (Form 11)", // LLP Rules, 2009, rule 25
      "31 August 2027 Income tax return of the LLP (ITR-5)", // Finance Act, 2026
      "30 October 2027 LLP statement of account and solvency (Form 8)", // LLP Rules, 2009, rule 24
    ])
    const audited = screen.getByLabelText("The LLP's accounts are audited")
    expect(audited).toHaveAccessibleDescription(
      "Required when turnover is above ₹40 lakh or contribution above ₹25 lakh; the return is then due on the date for audit cases.",
    )
    fireEvent.click(audited)
    expect(items()).toContain("31 October 2027 Income tax return of the LLP (ITR-5)")
    expect(screen.getByText("3 due dates for your LLP with audited accounts, from 23 November 2026 to 22 November 2027.")).toBeInTheDocument()
  })

  it("a licence's expiry date field appears only when a licence is held", () => {
    render()
    fireEvent.click(screen.getByLabelText("Proprietorship or self-employed professional"))
    const expiry = screen.getByLabelText("Trade licence (GHMC or municipal): expiry date")
    expect(expiry.closest("[hidden]")).not.toBeNull()
    fireEvent.click(screen.getByLabelText("Holds a trade or labour licence"))
    expect(expiry.closest("[hidden]")).toBeNull()
    fireEvent.change(expiry, { target: { value: "2026-12-31" } })
    expect(items()[0]).toBe("1 December 2026 Trade licence renewal") // 30 days before expiry
  })
})
