import type { FactTable } from "../../src/lib/facts"
import { facts, facts as F } from "../helpers/facts"
import {
  addDays,
  annualRules,
  calendarMessage,
  deadlinesFor,
  describeOptions,
  FactFormatError,
  financialYearBefore,
  formatDate,
  localToday,
  nextMonthly,
  nextYearly,
  parseDayMonth,
  parseDayOfMonth,
  parseDaysBefore,
  yearOfDates,
  type CalendarOptions,
} from "../../src/lib/tools/calendar"

const opts = (o: Partial<CalendarOptions> & Pick<CalendarOptions, "form">): CalendarOptions => ({ audit: false, pf: false, ...o })
/** Rule id -> next due date. */
const dates = (o: CalendarOptions, today: string) => Object.fromEntries(deadlinesFor(o, today, F).map(d => [d.id, d.date]))

describe("reading the dates the guides state from content/facts.json", () => {
  it("parses day-month, day-of-month and days-before facts", () => {
    expect(parseDayMonth(facts.incomeTax.deadline)).toEqual({ day: 31, month: 7 })
    expect(parseDayMonth(facts.llp.form11Due)).toEqual({ day: 30, month: 5 }) // LLP Rules 2009 rule 25: 60 days after 31 March
    expect(parseDayMonth(facts.llp.form8Due)).toEqual({ day: 30, month: 10 })
    expect(parseDayMonth(facts.incomeTax.form3cdDue)).toEqual({ day: 30, month: 9 })
    expect(parseDayOfMonth(facts.pf.depositBy)).toBe(15)
    expect(parseDaysBefore(facts.tradeLicence.renewBefore)).toBe(30)
    expect(parseDaysBefore(facts.labour.renewBefore)).toBe(30)
  })

  it("rejects a fact it cannot read, quoting it", () => {
    expect(() => parseDayMonth("July 31")).toThrow(FactFormatError)
    expect(() => parseDayMonth("31 Julyy")).toThrow('got "31 Julyy"')
    expect(() => parseDayMonth("31 June")).toThrow(FactFormatError)
    expect(() => parseDayOfMonth("31st")).toThrow(FactFormatError)
    expect(() => parseDaysBefore("a month before expiry")).toThrow(FactFormatError)
  })

  it("follows a changed fact (the dates are not copies)", () => {
    const changed: FactTable = JSON.parse(JSON.stringify(facts))
    changed.llp.form11Due = "30 June"
    changed.pf.depositBy = "20th"
    changed.tradeLicence.renewBefore = "45 days before expiry"
    const got = dates(opts({ form: "llp", pf: true, licences: { trade: "2026-12-31" } }), "2026-03-10")
    const fromChanged = Object.fromEntries(
      deadlinesFor(opts({ form: "llp", pf: true, licences: { trade: "2026-12-31" } }), "2026-03-10", changed).map(d => [d.id, d.date]),
    )
    expect(got["llp-form-11"]).toBe("2026-05-30")
    expect(fromChanged["llp-form-11"]).toBe("2026-06-30")
    expect(fromChanged["pf-deposit"]).toBe("2026-03-20")
    expect(fromChanged["trade-licence-renewal"]).toBe("2026-11-16")
  })
})

describe("which deadlines apply to each business form", () => {
  const today = "2026-03-10"
  it("proprietorship: income tax return 31 July; with a tax audit, Form 3CD 30 September and the return 31 October", () => {
    expect(dates(opts({ form: "proprietorship" }), today)).toEqual({ "income-tax-return": "2026-07-31" })
    expect(dates(opts({ form: "proprietorship", audit: true }), today)).toEqual({
      "income-tax-return": "2026-10-31",
      "tax-audit-report": "2026-09-30",
    })
  })

  it("partnership firm: the same income tax dates", () => {
    expect(dates(opts({ form: "partnership" }), today)).toEqual({ "income-tax-return": "2026-07-31" })
    expect(dates(opts({ form: "partnership", audit: true }), today)).toEqual({ "income-tax-return": "2026-10-31", "tax-audit-report": "2026-09-30" })
    expect(annualRules({ form: "partnership", audit: false }, F)[0].title).toBe("Income tax return of the firm")
  })

  it("LLP: Form 11 30 May, Form 8 30 October, ITR-5 31 August (business without audit), or 31 October with audit plus Form 3CD", () => {
    expect(dates(opts({ form: "llp" }), today)).toEqual({
      "llp-form-11": "2026-05-30",
      "llp-form-8": "2026-10-30",
      "income-tax-return": "2026-08-31",
    })
    expect(dates(opts({ form: "llp", audit: true }), today)).toEqual({
      "llp-form-11": "2026-05-30",
      "llp-form-8": "2026-10-30",
      "income-tax-return": "2026-10-31",
      "tax-audit-report": "2026-09-30",
    })
    expect(annualRules({ form: "llp", audit: true }, F).map(r => r.title)).toEqual([
      "LLP annual return (Form 11)",
      "LLP statement of account and solvency (Form 8)",
      "Income tax return of the LLP (ITR-5)",
      "Tax audit report (Form 3CD)",
    ])
  })

  it("private limited and one person companies: the return by 31 October, with Form 3CD under a tax audit", () => {
    for (const form of ["pvtltd", "opc"] as const) {
      expect(dates(opts({ form }), today)).toEqual({ "income-tax-return": "2026-10-31" })
      expect(dates(opts({ form, audit: true }), today)).toEqual({ "income-tax-return": "2026-10-31", "tax-audit-report": "2026-09-30" })
    }
  })

  it("PF adds a monthly deposit by the 15th", () => {
    const pf = deadlinesFor(opts({ form: "pvtltd", pf: true }), today, F).find(d => d.id === "pf-deposit")!
    expect(pf).toMatchObject({ title: "PF deposit and ECR", rule: "15th of every month", date: "2026-03-15", repeat: "monthly" })
  })

  it("a licence adds its renewal 30 days before the expiry entered; blank or invalid dates add nothing", () => {
    const list = deadlinesFor(opts({ form: "proprietorship", licences: { trade: "2026-06-15", labour: "", fssai: "2026-02-30" } }), today, F)
    expect(list.map(d => d.id)).toEqual(["income-tax-return", "trade-licence-renewal"])
    expect(list[1]).toMatchObject({ date: "2026-05-16", expiry: "2026-06-15", rule: "30 days before expiry", repeat: "yearly" })
    const crossing = deadlinesFor(opts({ form: "proprietorship", licences: { labour: "2026-03-01", fssai: "2028-01-10" } }), today, F)
    expect(crossing.find(d => d.id === "labour-licence-renewal")!.date).toBe("2026-01-30")
    expect(crossing.find(d => d.id === "fssai-licence-renewal")).toMatchObject({ date: "2027-12-11", repeat: "once" })
  })
})

describe("next due date around each boundary", () => {
  it("an annual date: the day before and the day itself are this year, the day after is next year", () => {
    const o = opts({ form: "proprietorship" })
    expect(dates(o, "2026-07-30")["income-tax-return"]).toBe("2026-07-31")
    expect(dates(o, "2026-07-31")["income-tax-return"]).toBe("2026-07-31")
    expect(dates(o, "2026-08-01")["income-tax-return"]).toBe("2027-07-31")
    expect(nextYearly("2026-12-31", 31, 5)).toBe("2027-05-31")
  })

  it("the LLP dates move to next year one day after each", () => {
    const o = opts({ form: "llp", audit: true })
    expect(dates(o, "2026-05-30")["llp-form-11"]).toBe("2026-05-30")
    expect(dates(o, "2026-05-31")["llp-form-11"]).toBe("2027-05-30")
    expect(dates(o, "2026-10-31")["income-tax-return"]).toBe("2026-10-31")
    expect(dates(o, "2026-11-01")["income-tax-return"]).toBe("2027-10-31")
    expect(dates(o, "2026-10-30")["llp-form-8"]).toBe("2026-10-30")
    expect(dates(o, "2026-10-31")["llp-form-8"]).toBe("2027-10-30")
  })

  it("the PF deposit: the 14th and 15th give this month, the 16th the next, and December rolls into January", () => {
    expect(nextMonthly("2026-04-14", 15)).toBe("2026-04-15")
    expect(nextMonthly("2026-04-15", 15)).toBe("2026-04-15")
    expect(nextMonthly("2026-04-16", 15)).toBe("2026-05-15")
    expect(nextMonthly("2026-12-16", 15)).toBe("2027-01-15")
  })

  it("a licence renewal is late from the day after the renewal date", () => {
    const o = opts({ form: "proprietorship", licences: { trade: "2026-06-15" } })
    const late = (today: string) => yearOfDates(o, today, F).find(x => x.id === "trade-licence-renewal")!
    expect(late("2026-05-15")).toMatchObject({ date: "2026-05-16", overdue: false, note: "Licence expires on 15 June 2026" })
    expect(late("2026-05-16")).toMatchObject({ overdue: false })
    expect(late("2026-05-17")).toMatchObject({ overdue: true, note: "Licence expires on 15 June 2026: apply now" })
    expect(late("2026-06-16")).toMatchObject({ overdue: true, note: "Licence expired on 15 June 2026: renew now" })
  })
})

describe("the year's list", () => {
  it("lists an LLP with audit and PF in date order over the next 12 months, with the financial year and the wage month", () => {
    const list = yearOfDates(opts({ form: "llp", audit: true, pf: true }), "2026-03-10", F)
    expect(list.map(o => `${o.date} ${o.title}`)).toEqual([
      "2026-03-15 PF deposit and ECR",
      "2026-04-15 PF deposit and ECR",
      "2026-05-15 PF deposit and ECR",
      "2026-05-30 LLP annual return (Form 11)",
      "2026-06-15 PF deposit and ECR",
      "2026-07-15 PF deposit and ECR",
      "2026-08-15 PF deposit and ECR",
      "2026-09-15 PF deposit and ECR",
      "2026-09-30 Tax audit report (Form 3CD)",
      "2026-10-15 PF deposit and ECR",
      "2026-10-30 LLP statement of account and solvency (Form 8)",
      "2026-10-31 Income tax return of the LLP (ITR-5)",
      "2026-11-15 PF deposit and ECR",
      "2026-12-15 PF deposit and ECR",
      "2027-01-15 PF deposit and ECR",
      "2027-02-15 PF deposit and ECR",
    ])
    expect(list[0].note).toBe("Contributions for February 2026")
    expect(list.find(o => o.date === "2027-01-15")!.note).toBe("Contributions for December 2026")
    expect(list.find(o => o.id === "llp-form-11")!.note).toBe("For the financial year 2025-26")
  })

  it("ends the day before the same date next year", () => {
    const list = yearOfDates(opts({ form: "proprietorship", pf: true }), "2026-03-15", F)
    expect(list.filter(o => o.id === "pf-deposit").map(o => o.date)).toHaveLength(12)
    expect(list[0].date).toBe("2026-03-15")
    expect(list[list.length - 1].date).toBe("2027-02-15")
  })

  it("formats dates and financial years the way the guides write them", () => {
    expect(formatDate("2026-07-31")).toBe("31 July 2026")
    expect(financialYearBefore("2026-07-31")).toBe("2025-26")
    expect(financialYearBefore("2000-05-31")).toBe("1999-00")
    expect(addDays("2028-03-01", -1)).toBe("2028-02-29")
    expect(localToday(new Date(2026, 0, 5, 23, 59))).toBe("2026-01-05")
  })
})

describe("the WhatsApp message", () => {
  it("names the business, its options and each date once (the monthly PF deposit by its rule)", () => {
    const o = opts({ form: "llp", audit: true, pf: true, licences: { trade: "2026-06-15" } })
    expect(describeOptions(o)).toBe("LLP with a tax audit, PF and a trade licence")
    expect(calendarMessage(o, yearOfDates(o, "2026-03-10", F))).toBe(
      [
        "Hello, please help me keep up with the compliance dates of my LLP with a tax audit, PF and a trade licence.",
        "My due dates for the next 12 months:",
        "- PF deposit and ECR: 15th of every month, next on 15 March 2026",
        "- 16 May 2026: Trade licence renewal",
        "- 30 May 2026: LLP annual return (Form 11)",
        "- 30 September 2026: Tax audit report (Form 3CD)",
        "- 30 October 2026: LLP statement of account and solvency (Form 8)",
        "- 31 October 2026: Income tax return of the LLP (ITR-5)",
      ].join("\n"),
    )
    expect(describeOptions(opts({ form: "opc" }))).toBe("one person company")
  })
})
