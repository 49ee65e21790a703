import * as React from "react"
import { fireEvent, render as renderPlain, screen, within } from "@testing-library/react"
import { renderToString } from "react-dom/server"
import { ComplianceCalendar } from "../../src/components/tools/ComplianceCalendar"
import { calendarSheet } from "../../src/lib/tools/calendar-sheet-build"
import { factFile, facts } from "../helpers/facts"
import { factTable, flattenFacts } from "../../src/lib/facts"
import { calendarWordsTe } from "../../src/config/strings/calendar-words.te"
import { ToolWords } from "../helpers/shipped"

/** The calendar as its page renders it, with the words (the chat link) and the due dates and words (calendarSheet) its page query read. */
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
    // nothing ticked: the summary says these are the form's own dates (review 20: "3 due dates for your
    // LLP" read as the whole year's)
    expect(screen.getByText("3 due dates for your LLP in the next 12 months (23 November 2026 to 22 November 2027). These are the dates every LLP has; what you tick above adds its own.")).toBeInTheDocument()
    const audited = screen.getByLabelText("The LLP's accounts are audited")
    expect(audited).toHaveAccessibleDescription(
      "Required when turnover is above ₹40 lakh or contribution above ₹25 lakh; the return is then due on the date for audit cases.",
    )
    fireEvent.click(audited)
    expect(items()).toContain("31 October 2027 Income tax return of the LLP (ITR-5)")
    expect(screen.getByText("3 due dates for your LLP with audited accounts in the next 12 months (23 November 2026 to 22 November 2027).")).toBeInTheDocument()
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

  it("a renewal already overdue stands under Overdue, before the months of the year ahead (review 49: under 'March 2026' in a list of the next 12 months)", () => {
    render()
    fireEvent.click(screen.getByLabelText("Proprietorship or self-employed professional"))
    fireEvent.click(screen.getByLabelText("Holds a trade or labour licence"))
    fireEvent.change(screen.getByLabelText("Trade licence (GHMC or municipal): expiry date"), { target: { value: "2026-03-31" } })
    const groups = screen.getAllByRole("region").filter(r => r.classList.contains("calendar-month"))
    expect(groups[0]).toHaveAccessibleName("Overdue")
    expect(within(groups[0]).getByRole("heading", { level: 3 })).toHaveTextContent("Overdue")
    expect(within(groups[0]).getAllByRole("listitem").map(li => li.textContent)).toEqual([expect.stringMatching(/^1 March 2026Trade licence renewal/)])
    // the months that follow are the year ahead's, none before today (23 November 2026)
    expect(groups.slice(1).map(g => g.getAttribute("aria-label"))).toEqual(["August 2027"])
    expect(groups.some(g => g.getAttribute("aria-label") === "March 2026")).toBe(false)
  })

  it("says what to do before a business form is chosen, in the page as built too (review 49: an empty 'Your due dates')", () => {
    const html = renderToString(
      <ToolWords template="tool-compliance-calendar">
        <ComplianceCalendar sheet={SHEET} />
      </ToolWords>,
    )
    expect(html).toContain("Choose your business form to see your due dates for the next 12 months.")
  })
})

describe("compliance calendar on the Telugu page (issue 33)", () => {
  const SHEET_TE = calendarSheet(facts, { words: calendarWordsTe, shown: factTable(flattenFacts(factFile), "te"), lang: "te" })
  it("asks, hints, lists and sums up in Telugu, with the same dates", () => {
    renderPlain(
      <ToolWords template="tool-compliance-calendar">
        <ComplianceCalendar sheet={SHEET_TE} />
      </ToolWords>,
    )
    const region = within(screen.getByRole("region", { name: "మీ గడువు తేదీలు" }))
    expect(region.getByText("వచ్చే 12 నెలల మీ గడువు తేదీలు చూడటానికి మీ వ్యాపార రూపం ఎంచుకోండి.")).toBeInTheDocument()
    fireEvent.click(screen.getByLabelText("లిమిటెడ్ లయబిలిటీ పార్ట్‌నర్‌షిప్ (LLP)"))
    const audited = screen.getByLabelText("LLP ఖాతాలు ఆడిట్ అవుతాయి")
    expect(audited).toHaveAccessibleDescription("టర్నోవర్ ₹40 లక్షలు దాటినా, భాగస్వాముల కంట్రిబ్యూషన్ ₹25 లక్షలు దాటినా ఆడిట్ తప్పనిసరి; అప్పుడు రిటర్న్ గడువు ఆడిట్ కేసుల తేదీనే.")
    fireEvent.click(audited)
    expect(
      region.queryAllByRole("listitem").map(li => `${li.querySelector("time")!.textContent} ${li.querySelector("strong")!.textContent}`),
    ).toEqual(["30 మే 2027 LLP వార్షిక రిటర్న్ (Form 11)", "30 అక్టోబర్ 2027 LLP స్టేట్‌మెంట్ ఆఫ్ అకౌంట్ అండ్ సాల్వెన్సీ (Form 8)", "31 అక్టోబర్ 2027 LLP ఆదాయపు పన్ను రిటర్న్ (ITR-5)"])
    expect(region.getByText("రాబోయే 12 నెలల్లో (23 నవంబర్ 2026 నుంచి 22 నవంబర్ 2027 వరకు) మీ LLP (ఆడిట్ అయ్యే ఖాతాలు): 3 గడువు తేదీలు.")).toBeInTheDocument()
    expect(screen.getByRole("link", { name: "మీ 3 గడువు తేదీలు కింద చూడండి" })).toBeInTheDocument()
    expect(region.getByRole("link", { name: "సబ్‌స్క్రైబ్ చేయండి (LLP)" })).toHaveAttribute("href", "webcal://www.example.com/calendar/llp.te.ics")
    expect(region.getByRole("link", { name: "LLP రిజిస్ట్రేషన్, కంప్లయెన్స్" })).toHaveAttribute("href", "/te/registrations/company/llp-registration")
  })
})
