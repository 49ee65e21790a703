/**
 * The compliance calendar with the site's real facts. Expected dates are
 * literals written here, each next to the rule it comes from, so a wrong
 * fact in content/facts.json fails a test.
 */
import type { FactTable } from "../../src/lib/facts"
import { facts as F } from "../helpers/facts"
import {
  addDays,
  calendarFor,
  calendarMessage,
  describeOptions,
  FactFormatError,
  financialYearBefore,
  financialYearOf,
  formatDate,
  LICENCES,
  localToday,
  parseDayMonth,
  parseDayOfMonth,
  parseDays,
  parseDaysBefore,
  type CalendarOptions,
} from "../../src/lib/tools/calendar"

const TODAY = "2026-11-23"
const opts = (o: Partial<CalendarOptions> & Pick<CalendarOptions, "form">): CalendarOptions => ({ audit: false, pf: false, ...o })
/** "date id" of every entry, in order. */
const entries = (o: CalendarOptions, today = TODAY, facts = F) => calendarFor(o, today, facts).map(e => `${e.date} ${e.id}`)
/** The dates of one obligation. */
const datesOf = (o: CalendarOptions, id: string, today = TODAY) =>
  calendarFor(o, today, F)
    .filter(e => e.id === id)
    .map(e => e.date)

describe("reading dates from the facts", () => {
  it("parses day-month, day-of-month and day-count facts, and names what it cannot read", () => {
    expect(parseDayMonth("31 July")).toEqual({ day: 31, month: 7 })
    expect(parseDayOfMonth("22nd")).toBe(22)
    expect(parseDays("180 days")).toBe(180)
    expect(parseDaysBefore("30 days before expiry")).toBe(30)
    expect(() => parseDayMonth("July 31")).toThrow(FactFormatError)
    expect(() => parseDayMonth("31 June")).toThrow('got "31 June"')
    expect(() => parseDayOfMonth("31st")).toThrow(FactFormatError)
    expect(() => parseDays("a month")).toThrow(FactFormatError)
  })

  it("follows a changed fact: the dates are read, not copied", () => {
    const changed: FactTable = JSON.parse(JSON.stringify(F))
    changed.gst.gstr3bMonthly = "24th"
    changed.incomeTax.deadlineBusiness = "15 September"
    const o = opts({ form: "proprietorship", gst: "monthly" })
    // October's GSTR-3B, due on the 24th of November instead of the 20th
    expect(calendarFor(o, TODAY, changed).filter(e => e.id === "gstr-3b")[0].date).toBe("2026-11-24")
    expect(calendarFor(o, TODAY, changed).find(e => e.id === "itr")!.date).toBe("2027-09-15")
  })
})

describe("income tax return: the date for tax year 2026-27 by who files (Income-tax Act, 2025, s.263(1), as amended by the Finance Act, 2026)", () => {
  it.each([
    // 31 July: individuals without business income (ITR-1, ITR-2)
    [{ form: "individual" }, "2027-07-31"],
    // 31 August: business or profession without an audit (Finance Act, 2026)
    [{ form: "proprietorship" }, "2027-08-31"],
    [{ form: "partnership" }, "2027-08-31"],
    [{ form: "llp" }, "2027-08-31"],
    // 31 October: companies, and accounts audited under this or any other law
    [{ form: "proprietorship", audit: true }, "2027-10-31"],
    [{ form: "partnership", audit: true }, "2027-10-31"],
    [{ form: "llp", llpAudit: true }, "2027-10-31"],
    [{ form: "pvtltd" }, "2027-10-31"],
    [{ form: "opc" }, "2027-10-31"],
    // 30 November: a transfer pricing report is due (still ahead on 23 November 2026, for the year 2025-26)
    [{ form: "pvtltd", transferPricing: true }, "2026-11-30"],
    [{ form: "llp", transferPricing: true }, "2026-11-30"],
  ] as const)("%o: %s", (o, date) => {
    expect(datesOf(opts(o), "itr")).toEqual([date])
  })

  it("the tax audit report is due 30 September, a month before the return (Income-tax Act, 2025, as amended by the Finance Act, 2026)", () => {
    const list = calendarFor(opts({ form: "proprietorship", audit: true }), TODAY, F)
    expect(list.map(e => `${e.date} ${e.title} | ${e.note} | Due ${e.rule}`)).toEqual([
      "2027-09-30 Tax audit report (Form 26) | For the tax year 2026-27 | Due by 30 September every year",
      "2027-10-31 Income tax return | For the tax year 2026-27 | Due by 31 October every year",
    ])
  })

  it("before tax year 2026-27 the report was Form 3CA or 3CB with Form 3CD (Income-tax Act, 1961, s.44AB)", () => {
    const list = calendarFor(opts({ form: "proprietorship", audit: true }), "2026-09-01", F).filter(e => e.id === "tax-audit-report")
    expect(list.map(e => `${e.date} ${e.title} | ${e.note}`)).toEqual([
      "2026-09-30 Tax audit report (Form 3CA or 3CB with Form 3CD) | For the tax year 2025-26",
    ])
  })

  it("the day itself is still this year's date, the day after moves to next year", () => {
    expect(datesOf(opts({ form: "proprietorship" }), "itr", "2026-08-31")).toEqual(["2026-08-31"])
    expect(datesOf(opts({ form: "proprietorship" }), "itr", "2026-09-01")).toEqual(["2027-08-31"])
  })
})

describe("advance tax: 15 June, 15 September, 15 December and 15 March, cumulative 15%, 45%, 75%, 100% (Income-tax Act, 2025)", () => {
  it("lists the four instalments of the next 12 months with the share due by each", () => {
    const list = calendarFor(opts({ form: "individual", advanceTax: true }), TODAY, F).filter(e => e.id.startsWith("advance-tax"))
    expect(list.map(e => `${e.date} ${e.note}`)).toEqual([
      "2026-12-15 At least 75% of the tax for the tax year 2026-27 paid in all",
      "2027-03-15 All of the tax for the tax year 2026-27 paid",
      "2027-06-15 At least 15% of the tax for the tax year 2027-28 paid in all",
      "2027-09-15 At least 45% of the tax for the tax year 2027-28 paid in all",
    ])
  })
})

describe("TDS: deposit by the 7th, March's by 30 April; returns 31 July, 31 October, 31 January, 31 May (Income-tax Rules, 2026)", () => {
  it("deposits each month, with March's tax due on 30 April", () => {
    const list = calendarFor(opts({ form: "pvtltd", tds: true }), TODAY, F).filter(e => e.id === "tds-deposit")
    expect(list.map(e => `${e.date} ${e.note}`)).toEqual([
      "2026-12-07 For November 2026",
      "2027-01-07 For December 2026",
      "2027-02-07 For January 2027",
      "2027-03-07 For February 2027",
      "2027-04-30 For March 2027",
      "2027-05-07 For April 2027",
      "2027-06-07 For May 2027",
      "2027-07-07 For June 2027",
      "2027-08-07 For July 2027",
      "2027-09-07 For August 2027",
      "2027-10-07 For September 2027",
      "2027-11-07 For October 2027",
    ])
  })

  it("files the quarterly returns", () => {
    const list = calendarFor(opts({ form: "pvtltd", tds: true }), TODAY, F).filter(e => e.id.startsWith("tds-return"))
    expect(list.map(e => `${e.date} ${e.title} | ${e.note}`)).toEqual([
      "2027-01-31 TDS return for October to December | For October to December 2026",
      "2027-05-31 TDS return for January to March | For January to March 2027",
      "2027-07-31 TDS return for April to June | For April to June 2027",
      "2027-10-31 TDS return for July to September | For July to September 2027",
    ])
  })

  it("a deposit date is due on the day itself, and the next one from the day after", () => {
    expect(datesOf(opts({ form: "pvtltd", tds: true }), "tds-deposit", "2026-12-07")[0]).toBe("2026-12-07")
    expect(datesOf(opts({ form: "pvtltd", tds: true }), "tds-deposit", "2026-12-08")[0]).toBe("2027-01-07")
  })
})

describe("GST returns (CGST Rules, 2017, rules 59, 61, 62, 80; Telangana's quarterly GSTR-3B day)", () => {
  it("monthly: GSTR-1 by the 11th and GSTR-3B by the 20th of the next month, GSTR-9 by 31 December", () => {
    const list = entries(opts({ form: "proprietorship", gst: "monthly" }), TODAY).filter(e => !e.endsWith(" itr"))
    expect(list.slice(0, 5)).toEqual(["2026-12-11 gstr-1", "2026-12-20 gstr-3b", "2026-12-31 gstr-9", "2027-01-11 gstr-1", "2027-01-20 gstr-3b"])
    expect(list.filter(e => e.endsWith("gstr-3b"))).toHaveLength(12)
    expect(calendarFor(opts({ form: "proprietorship", gst: "monthly" }), TODAY, F).find(e => e.id === "gstr-9")!.note).toBe(
      "For the financial year 2025-26; optional for turnover up to ₹2 crore",
    )
  })

  it("GSTR-3B: the 20th is still this month's date, the 21st moves to next month", () => {
    expect(datesOf(opts({ form: "proprietorship", gst: "monthly" }), "gstr-3b", "2026-12-20")[0]).toBe("2026-12-20")
    expect(datesOf(opts({ form: "proprietorship", gst: "monthly" }), "gstr-3b", "2026-12-21")[0]).toBe("2027-01-20")
  })

  it("QRMP: GSTR-1 by the 13th and GSTR-3B by the 22nd after the quarter, PMT-06 by the 25th for the first two months", () => {
    const o = opts({ form: "proprietorship", gst: "qrmp" })
    expect(datesOf(o, "gstr-1-quarterly")).toEqual(["2027-01-13", "2027-04-13", "2027-07-13", "2027-10-13"])
    expect(datesOf(o, "gstr-3b-quarterly")).toEqual(["2027-01-22", "2027-04-22", "2027-07-22", "2027-10-22"])
    expect(datesOf(o, "pmt-06")).toEqual(["2026-11-25", "2026-12-25", "2027-02-25", "2027-03-25", "2027-05-25", "2027-06-25", "2027-08-25", "2027-09-25"])
    expect(calendarFor(o, TODAY, F).find(e => e.id === "gstr-3b-quarterly")).toMatchObject({
      title: "GSTR-3B (quarterly return, Telangana)",
      note: "For October to December 2026",
      rule: "by the 22nd of the month after the quarter",
    })
  })

  it("composition: CMP-08 by the 18th after the quarter and GSTR-4 by 30 June; no GSTR-9", () => {
    const o = opts({ form: "proprietorship", gst: "composition" })
    expect(datesOf(o, "cmp-08")).toEqual(["2027-01-18", "2027-04-18", "2027-07-18", "2027-10-18"])
    expect(datesOf(o, "gstr-4")).toEqual(["2027-06-30"])
    expect(datesOf(o, "gstr-9")).toEqual([])
  })
})

describe("payroll: PF and ESI by the 15th (EPF Scheme, 2026; ESI (General) Regulations, reg. 31), Telangana professional tax by the 10th (Telangana PT Rules, 1987)", () => {
  it("lists each month's contributions for the wages of the month before", () => {
    const list = calendarFor(opts({ form: "proprietorship", pf: true, esi: true, professionalTax: true }), TODAY, F).filter(e => e.id !== "itr")
    expect(list.slice(0, 3).map(e => `${e.date} ${e.id} ${e.note}`)).toEqual([
      "2026-12-10 professional-tax For November 2026",
      "2026-12-15 pf For November 2026",
      "2026-12-15 esi For November 2026",
    ])
    expect(list.filter(e => e.id === "pf")).toHaveLength(12)
    expect(list.filter(e => e.id === "esi")).toHaveLength(12)
  })
})

describe("a company's and an LLP's annual filings", () => {
  it("private limited company: AGM by 30 September (s.96), AOC-4 within 30 days (s.137), MGT-7 within 60 days (s.92(4))", () => {
    const list = calendarFor(opts({ form: "pvtltd" }), TODAY, F)
    expect(list.map(e => `${e.date} ${e.title} | Due ${e.rule}`)).toEqual([
      "2026-11-29 Annual return (MGT-7) | Due within 60 days of the AGM (by 29 November at the latest)",
      "2027-09-30 Annual general meeting (last day) | Due by 30 September every year",
      "2027-10-30 Financial statements (AOC-4) | Due within 30 days of the AGM (by 30 October at the latest)",
      "2027-10-31 Income tax return of the company (ITR-6) | Due by 31 October every year",
    ])
  })

  it("one person company: AOC-4 within 180 days of the year end (27 September), MGT-7A by 29 November, no AGM", () => {
    expect(entries(opts({ form: "opc" }))).toEqual(["2026-11-29 mgt-7a", "2027-09-27 aoc-4", "2027-10-31 itr"])
  })

  it("LLP: Form 11 by 30 May and Form 8 by 30 October (LLP Rules, 2009, rules 25 and 24)", () => {
    expect(entries(opts({ form: "llp" }))).toEqual(["2027-05-30 llp-form-11", "2027-08-31 itr", "2027-10-30 llp-form-8"])
    // the day of Form 11 and the day after
    expect(datesOf(opts({ form: "llp" }), "llp-form-11", "2027-05-30")).toEqual(["2027-05-30"])
    expect(datesOf(opts({ form: "llp" }), "llp-form-11", "2027-05-31")).toEqual(["2028-05-30"])
  })
})

describe("licence renewals", () => {
  it("trade and labour licences: 30 days before expiry", () => {
    const list = calendarFor(opts({ form: "proprietorship", licences: { trade: "2026-12-31", labour: "2027-06-15" } }), TODAY, F).filter(
      e => e.expiry,
    )
    expect(list.map(e => `${e.date} ${e.title} | ${e.note} | Due ${e.rule}`)).toEqual([
      "2026-12-01 Trade licence renewal | Licence expires on 31 December 2026 | Due 30 days before expiry",
      "2027-05-16 Labour licence renewal | Licence expires on 15 June 2027 | Due 30 days before expiry",
    ])
  })

  it("is late from the day after the renewal date, and says so", () => {
    const at = (today: string) => calendarFor(opts({ form: "proprietorship", licences: { trade: "2026-12-31" } }), today, F).find(e => e.expiry)!
    expect(at("2026-12-01")).toMatchObject({ overdue: false, note: "Licence expires on 31 December 2026" })
    expect(at("2026-12-02")).toMatchObject({ overdue: true, note: "Licence expires on 31 December 2026: apply now" })
    expect(at("2027-01-01")).toMatchObject({ overdue: true, note: "Licence expired on 31 December 2026: renew now" })
  })

  it("ignores blank and impossible dates", () => {
    expect(calendarFor(opts({ form: "proprietorship", licences: { trade: "", labour: "2027-02-30" } }), TODAY, F).filter(e => e.expiry)).toEqual([])
  })

  it("never reminds anyone to renew an FSSAI licence: since 1 April 2026 they have perpetual validity (PIB, 13 March 2026)", () => {
    expect(LICENCES.map(l => l.kind)).toEqual(["trade", "labour"])
    // an expiry date from an old certificate, passed in by an older saved form, is ignored
    const old = { trade: "", fssai: "2027-03-01" } as unknown as CalendarOptions["licences"]
    expect(calendarFor(opts({ form: "proprietorship", licences: old }), TODAY, F).filter(e => /fssai/i.test(e.id + e.title))).toEqual([])
  })
})

describe("the whole year", () => {
  const everything = opts({
    form: "pvtltd",
    audit: true,
    gst: "monthly",
    tds: true,
    advanceTax: true,
    pf: true,
    esi: true,
    professionalTax: true,
    licences: { trade: "2026-12-31" },
  })

  it("lists every date from today to the day before the same date next year, in order, each key once", () => {
    const list = calendarFor(everything, TODAY, F)
    expect(list[0].date >= TODAY).toBe(true)
    expect(list[list.length - 1].date < "2027-11-23").toBe(true)
    expect([...list].sort((a, b) => (a.date < b.date ? -1 : 1)).map(e => e.key)).toEqual(list.map(e => e.key))
    expect(new Set(list.map(e => e.key)).size).toBe(list.length)
    // 12 each of GSTR-1, GSTR-3B, TDS, PF, ESI and professional tax; 4 TDS returns, 4 advance tax instalments;
    // GSTR-9, the return, the audit report, MGT-7, AGM, AOC-4 and the trade licence
    expect(list).toHaveLength(6 * 12 + 4 + 4 + 7)
  })

  it("names every date's key by the obligation and the date", () => {
    for (const e of calendarFor(everything, TODAY, F)) expect(e.key).toBe(`${e.id}-${e.date}`)
  })

  it("formats dates and years the way the pages write them", () => {
    expect(formatDate("2027-07-31")).toBe("31 July 2027")
    expect(financialYearBefore("2027-07-31")).toBe("2026-27")
    expect(financialYearBefore("2027-03-31")).toBe("2025-26")
    expect(financialYearOf("2027-03-15")).toBe("2026-27")
    expect(financialYearOf("2026-04-01")).toBe("2026-27")
    expect(addDays("2028-03-01", -1)).toBe("2028-02-29")
    expect(localToday(new Date(2026, 10, 23, 23, 59))).toBe("2026-11-23")
  })
})

describe("the WhatsApp message", () => {
  it("names the business and its options, the repeating dates once with their rule, the others by date", () => {
    const o = opts({ form: "llp", gst: "qrmp", pf: true, licences: { trade: "2026-12-31" } })
    expect(describeOptions(o)).toBe("LLP with GST quarterly returns (QRMP), PF and a trade licence")
    expect(calendarMessage(o, calendarFor(o, TODAY, F))).toBe(
      [
        "Hello, please help me keep up with the compliance dates of my LLP with GST quarterly returns (QRMP), PF and a trade licence.",
        "My due dates for the next 12 months:",
        "- GST payment (PMT-06): by the 25th of the next month, next on 25 November 2026",
        "- 1 December 2026: Trade licence renewal",
        "- PF contributions and ECR: by the 15th of the next month, next on 15 December 2026",
        "- 31 December 2026: GSTR-9 (GST annual return)",
        "- GSTR-1 (quarterly sales return): by the 13th of the month after the quarter, next on 13 January 2027",
        "- GSTR-3B (quarterly return, Telangana): by the 22nd of the month after the quarter, next on 22 January 2027",
        "- 30 May 2027: LLP annual return (Form 11)",
        "- 31 August 2027: Income tax return of the LLP (ITR-5)",
        "- 30 October 2027: LLP statement of account and solvency (Form 8)",
      ].join("\n"),
    )
    expect(describeOptions(opts({ form: "opc" }))).toBe("one person company")
    // "1 due date for your individual" (the fresh-eyes review): what an individual files is named
    expect(describeOptions(opts({ form: "individual" }))).toBe("income tax as an individual")
  })
})
