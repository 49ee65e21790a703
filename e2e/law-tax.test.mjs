// Law test for the GST and tax guides (issue 11): every figure a visitor acts on, as the
// BUILT page shows it (public/<path>/index.html, what the static server sends, JavaScript
// off). The expected strings are written here on purpose, with the official source next to
// each, and are not read from content/facts.json or the Markdown: if a fact's value changes,
// this test must be changed by someone who has checked the law. Run after `npx gatsby build`.
import { describe, it } from "node:test"
import assert from "node:assert/strict"
import fs from "node:fs"
import path from "node:path"

const PUBLIC = path.resolve("public")
const ENTITIES = { amp: "&", lt: "<", gt: ">", quot: '"', apos: "'", nbsp: " ", rsquo: "’", lsquo: "‘", ldquo: "“", rdquo: "”", ndash: "–", mdash: "—", hellip: "…" }

/** The page's visible text: no head, scripts or styles, tags removed, entities decoded, whitespace collapsed. */
function pageText(route) {
  const file = path.join(PUBLIC, route, "index.html")
  assert.ok(fs.existsSync(file), `${route}: no built page at ${path.relative(process.cwd(), file)} (run the build first)`)
  return fs
    .readFileSync(file, "utf8")
    .replace(/<head\b[\s\S]*?<\/head>/gi, " ")
    .replace(/<(script|style|noscript|template)\b[\s\S]*?<\/\1>/gi, " ")
    .replace(/<!--[\s\S]*?-->/g, " ")
    .replace(/<[^>]+>/g, " ")
    .replace(/&#x([0-9a-f]+);/gi, (_m, hex) => String.fromCodePoint(parseInt(hex, 16)))
    .replace(/&#(\d+);/g, (_m, dec) => String.fromCodePoint(Number(dec)))
    .replace(/&([a-z]+);/gi, (m, name) => ENTITIES[name.toLowerCase()] ?? m)
    .replace(/\s+/g, " ")
    .replace(/ ([:;,.)])/g, "$1")
    .replace(/\( /g, "(")
    .trim()
}

/**
 * React 18's streaming renderer can leak NUL bytes when a multibyte character such as "₹"
 * straddles its 2 KB buffer (facebook/react#24985, fixed in React 19): a figure would then
 * read "above \0₹50 lakh". The pages of this domain must not contain one.
 */
function expectNoNul(route) {
  const html = fs.readFileSync(path.join(PUBLIC, route, "index.html"), "utf8")
  assert.equal(html.indexOf("\0"), -1, `${route}: the built HTML contains a NUL byte at ${html.indexOf("\0")}`)
}

/** Asserts that every string is on the page, listing all the missing ones at once. */
function expectAll(route, strings) {
  expectNoNul(route)
  const text = pageText(route)
  assert.deepEqual(
    strings.filter(s => !text.includes(s)),
    [],
    `${route} is missing these figures`,
  )
}

/** Asserts that no outdated statement is presented on the page. */
function expectNone(route, strings) {
  const text = pageText(route)
  assert.deepEqual(
    strings.filter(s => (s instanceof RegExp ? s.test(text) : text.includes(s))),
    [],
    `${route} still states outdated figures`,
  )
}

const REVIEWED = "Last reviewed 23 November 2026"
/** The guides re-checked for issue 21 (corrections of 26 November 2026). */
const REVIEWED_26 = "Last reviewed 26 November 2026"

describe("GST registration: limits by state and the rules for small online sellers", () => {
  for (const route of ["/gst/services/gst-registration", "/gst-registration"]) {
    it(`${route} states today's limits`, () => {
      expectAll(route, [
        // CGST Act 2017 s.22(1) (https://cbic-gst.gov.in/gst-acts.html); spec section 9, still true
        "mandatory above ₹20 lakh turnover",
        // s.22(1) first proviso and Explanation (iii), as amended by the CGST (Amendment) Act 2018 from 1 Feb 2019
        "₹10 lakh in special category states",
        "Manipur, Mizoram, Nagaland and Tripura",
        // Notification 10/2019-Central Tax, 7 March 2019: ₹40 lakh goods-only limit, clause (c) excludes Telangana
        "Most other states allow ₹40 lakh for businesses that supply only goods, but Telangana did not adopt that higher limit",
        "Other states and union territories ₹40 lakh ₹20 lakh",
        "Manipur, Mizoram, Nagaland, Tripura ₹10 lakh ₹10 lakh",
        // Notification 10/2017-Integrated Tax: inter-state services exempt up to ₹20 lakh
        "Suppliers of services to other states are exempt up to ₹20 lakh",
        // Notification 34/2023-Central Tax (with 37/2023), in force 1 October 2023: small e-commerce sellers
        "Since 1 October 2023, a seller of goods through an e-commerce operator",
        "it sells only within its own state, through one state only, and it takes an enrolment number on the GST portal",
        // Notification 65/2017-Central Tax: services through e-commerce operators, ₹20 lakh
        "Service providers selling through platforms are exempt up to ₹20 lakh",
        // CGST Rules rule 9(1): 7 working days, 30 days with physical verification
        "must approve a complete application within 7 working days",
        "the limit is 30 days",
        // Notification 18/2025-Central Tax (rules 9A, 14A), from 1 November 2025
        "Since 1 November 2025",
        "stay within ₹2.5 lakh a month can opt for the simplified scheme and get registration within three working days",
        // Notification 14/2019-Central Tax (₹1.5 crore); rule 7 (1%, 5%); Notification 2/2019-CT(Rate) (₹50 lakh, 6%)
        "turnover up to ₹1.5 crore can choose the composition scheme",
        "traders and manufacturers pay 1% of turnover and restaurants 5%; service providers up to ₹50 lakh pay 6%",
        // Finance Act 2023 and Notification 36/2023-Central Tax: composition dealers through e-commerce from 1 October 2023
        "Since 1 October 2023, composition dealers may also sell within their state through e-commerce operators",
        REVIEWED_26,
      ])
      expectNone(route, [
        // the goods-only ₹40 lakh limit is not Telangana's limit
        /mandatory above ₹40 lakh/,
        "Some states allow ₹40 lakh for businesses that supply only goods, but Telangana has kept",
      ])
    })
  }

  it("/gst/services (combined screen) states the limit, Telangana's choice and the e-way bill value", () => {
    expectAll("/gst/services", [
      // CGST Act s.22(1); spec section 9
      "mandatory above ₹20 lakh turnover",
      "₹10 lakh in special category states",
      // Notification 10/2019-Central Tax clause (c)
      "Telangana did not adopt the ₹40 lakh limit",
      // CGST Rules rule 138(1)
      "goods worth more than ₹50,000",
    ])
  })
})

describe("GST returns: Telangana due dates, late fees, GSTR-9", () => {
  it("/gst/services/gst-return-filing states the due dates, fees and limits in force", () => {
    expectAll("/gst/services/gst-return-filing", [
      // CGST Rules rule 59 (Notifications 82/2020, 83/2020): GSTR-1 11th; QRMP 13th
      "11th of the next month (13th of the month after the quarter under QRMP)",
      // rule 61(5) and proviso (Telangana group): GSTR-3B 20th; QRMP 22nd
      "20th of the next month (22nd of the month after the quarter for Telangana under QRMP)",
      // Notification 85/2020-Central Tax: PMT-06 by the 25th
      "25th of the next month, for the first two months of a quarter",
      // rule 80(1): GSTR-9 by 31 December
      "31 December after the year ends",
      // rule 62(1)(i) CMP-08 18th; rule 62(1) proviso (Notification 12/2024-Central Tax): GSTR-4 by 30 June from FY 2024-25
      "18th of the month after each quarter, and 30 June after the year",
      // Notification 15/2025-Central Tax: GSTR-9 optional up to ₹2 crore from FY 2024-25
      "Filing GSTR-9 is optional for businesses with turnover up to ₹2 crore, from the financial year 2024-25 onwards",
      // rule 80(3): GSTR-9C above ₹5 crore
      "Businesses with turnover above ₹5 crore also file a self-certified reconciliation statement, GSTR-9C",
      // Notification 84/2020-Central Tax: QRMP up to ₹5 crore
      "scheme is for businesses with turnover up to ₹5 crore",
      // Notifications 19/2021 and 20/2021-Central Tax: late fees per day and caps (CGST + SGST)
      "Nil return ₹20 ₹500",
      "Turnover up to ₹1.5 crore ₹50 ₹2,000",
      "Turnover ₹1.5 crore to ₹5 crore ₹50 ₹5,000",
      // CGST Act s.47(1): ₹10,000 cap
      "Turnover above ₹5 crore ₹50 ₹10,000",
      // Notification 07/2023-Central Tax: GSTR-9 ₹50 a day up to ₹5 crore, cap 0.04%
      "a late GSTR-9 costs ₹50 a day for turnover up to ₹5 crore, capped at 0.04% of your turnover in the state",
      // CGST Act s.50(1), Notification 13/2017-Central Tax: 18%
      "at 18% a year on tax paid after the due date",
      // rule 138(1), 138(10), 138(9)
      "consignment value above ₹50,000",
      "one day for every 200 km",
      "cancelled within 24 hours",
      REVIEWED_26,
    ])
    expectNone("/gst/services/gst-return-filing", [
      // GSTR-4 moved from 30 April to 30 June from FY 2024-25 (Notification 12/2024-Central Tax)
      "and 30 April after the year",
      // the late fee is no longer described without figures
      "with a lower daily rate for nil returns and a maximum that depends on your turnover",
    ])
  })
})

describe("GST modifications and cancellation: time limits", () => {
  it("/gst/services/gst-modifications states the statutory time limits", () => {
    expectAll("/gst/services/gst-modifications", [
      // CGST Rules rule 19(1): 15 days; rule 19(1)(a): 15 working days
      "within 15 days of the change",
      "within 15 working days of a complete application",
      // CGST Rules rule 20: 30 days
      "Apply on the GST portal within 30 days of the event",
      // CGST Act s.45: GSTR-10 within three months
      "within three months of the date of cancellation",
      // s.30 and rule 23(1) as amended from 1 October 2023 (Notification 38/2023-Central Tax): 90 days, extendable by 180 days
      "within 90 days of the order",
      "extend this by up to 180 days",
      // CGST Act s.22(1)
      "below the ₹20 lakh limit that applies in Telangana",
      REVIEWED,
    ])
    expectNone("/gst/services/gst-modifications", [
      // rule 19(1)(a) sets 15 working days, not "a few weeks"
      "usually approved within a few weeks",
      "which usually takes a few weeks",
    ])
  })
})

describe("Income tax return: the Income-tax Act 2025 and Budget 2026 dates", () => {
  for (const route of ["/tax-compliances/services/income-tax-filing", "/income-tax-filing"]) {
    it(`${route} leads with the due dates from tax year 2026-27`, () => {
      expectAll(route, [
        // Income-tax Act 2025 s.1(3): in force 1 April 2026
        "replaced the Income-tax Act, 1961 from 1 April 2026",
        // s.263(1) as amended by the Finance Act 2026 (Budget memorandum, https://www.indiabudget.gov.in/doc/memo.pdf); spec "31 July"
        "31 July: individuals and HUFs without business income, who file ITR-1 or ITR-2",
        "31 August: proprietors, professionals and firms whose accounts do not need an audit",
        "31 October: companies and businesses or professionals that need a tax audit",
        "30 November: taxpayers who must file a transfer pricing report",
        // s.263(4): belated return within nine months
        "31 December after the tax year: the last date for a belated return",
        // s.263(5) as amended: revised return within twelve months, fee after nine (s.428(b))
        "31 March after the tax year: the last date for a revised return",
        "A return revised after 31 December carries a fee of ₹1,000 or ₹5,000",
        // earlier rule: 1961 Act s.139(5), nine months (years up to 2024-25), before the Finance Act 2026
        "For years up to 2024-25, a revised return had to be filed by 31 December after the year",
        // s.428(a) (formerly s.234F)
        "Late fee under section 428 (formerly section 234F): ₹5,000, or ₹1,000 if your total income is not above ₹5 lakh",
        // s.404 and s.408: advance tax
        "If your tax for the year, after TDS, is ₹10,000 or more",
        "at least 15% by 15 June, 45% by 15 September, 75% by 15 December and 100% by 15 March",
        // CBDT Notification 5/2022: verify within 30 days
        "verified within 30 days",
        // ITR-1 and ITR-4 forms (incometax.gov.in): total income up to ₹50 lakh
        "total income up to ₹50 lakh",
        REVIEWED_26,
      ])
      expectNone(route, [
        // before Budget 2026 proprietors and firms shared 31 July; revised returns ended on 31 December
        "31 July for individuals, proprietors and firms",
        "the due date for individuals, proprietors, firms and others whose accounts do not need a tax audit",
        "31 December of the assessment year",
      ])
    })
  }
})

describe("Tax audit: section 63, Form 26, the fee, and who signs", () => {
  it("/tax-compliances/services/income-tax-audit states the limits, dates and consequences", () => {
    const route = "/tax-compliances/services/income-tax-audit"
    expectAll(route, [
      // Income-tax Act 2025 s.63(1); spec section 9 (1 crore, 50 lakh), still true
      "Turnover above ₹1 crore (₹10 crore if cash stays within 5%)",
      "Gross receipts above ₹50 lakh in the tax year",
      // s.63 specified date (one month before 31 October); Income-tax Rules 2026, Form No. 26
      "Form 26, due by 30 September",
      // earlier rule, 1961 Act s.44AB and rule 6G, years up to 2025-26; spec "Form 3CD due 30 September"
      "until tax year 2025-26: Form 3CA or 3CB with Form 3CD, due by 30 September",
      // s.58 presumptive scheme: professionals up to ₹75 lakh at 50%, businesses up to ₹3 crore
      "a professional with gross receipts up to ₹75 lakh (where cash receipts are within 5%) who declares at least 50% of receipts as income needs no tax audit",
      "A small business can do the same up to ₹3 crore of turnover",
      // s.428(c) as inserted by the Finance Act 2026: ₹75,000 / ₹1,50,000
      "₹75,000 if the audit report is furnished up to one month late, and ₹1,50,000 if it is later or not furnished",
      // earlier rule: 1961 Act s.271B (₹1.5 lakh from 1 April 2011)
      "For years up to 2025-26, section 271B of the 1961 Act still applies: 0.5% of turnover or gross receipts, up to ₹1.5 lakh",
      // issue 11 item 6: a practising chartered accountant audits and signs (s.63, s.515(3)(b))
      "Only a practising chartered accountant can audit your accounts and sign the report",
      "We do not sign audit reports",
      REVIEWED,
    ])
    expectNone(route, [
      // the 1961 penalty is no longer the rule for tax year 2026-27
      "Under section 271B the penalty is 0.5%",
      "the penalty under section 271B is 0.5% of turnover or gross receipts, up to ₹1.5 lakh",
    ])
  })
})

describe("Telangana professional tax: slabs, due date, penalty, authority", () => {
  it("/tax-compliances/services/professional-tax-registration states the Schedule and the rules", () => {
    const route = "/tax-compliances/services/professional-tax-registration"
    expectAll(route, [
      // Telangana Act 22 of 1987, First Schedule entry 1 (tgct.gov.in APPTSchedule)
      "Up to ₹15,000 Nil",
      "₹15,001 to ₹20,000 ₹150",
      "Above ₹20,000 ₹200",
      // Schedule entries 2, 4 and 5
      "nil for the first 5 years in the profession, then ₹2,500 a year",
      "nil below ₹10 lakh of annual turnover, ₹1,250 from ₹10 lakh to ₹50 lakh",
      // Constitution art. 276(2)
      "₹2,500 a year per person",
      // Rules 1987, rule 12 and Form V: by the 10th of the next month
      "file the return in Form V by the 10th of the next month",
      // Act s.11 (interest) and s.12 (penalty)
      "interest at 2% a month",
      "penalty of 25% to 50% of the tax due",
      // the authority, and the firm's place (issue 11 item 6)
      "Commercial Taxes Department, Government of Telangana",
      "we are a private consultancy that applies and files on your behalf",
      REVIEWED,
    ])
  })
})

describe("Issue 21 corrections: GST registration visit, QRMP window, income-tax forms and the firm's role", () => {
  for (const route of ["/gst/services/gst-registration", "/gst-registration"]) {
    it(`${route}: the GST Suvidha Kendra step for applicants picked by the risk checks`, () => {
      expectAll(route, [
        // CGST Rules 2017 rule 8(4A) and its second proviso (Notification 12/2024-Central Tax, 10 July 2024);
        // GSTN advisory for applicants of Kerala, Nagaland and Telangana, October 2024
        "Under rule 8(4A) of the CGST Rules, an applicant picked by the portal's data analysis and risk checks completes biometric Aadhaar authentication, a photograph and verification of the original documents at a GST Suvidha Kendra; in Telangana this has applied since October 2024.",
        "The application reference number (ARN) is generated only after the visit.",
        "with as few trips as the law allows",
      ])
      expectNone(route, ["without trips to the tax office"])
    })
  }

  it("/gst/services/gst-return-filing: the rule 61A window for opting into QRMP", () => {
    const route = "/gst/services/gst-return-filing"
    expectAll(route, [
      // CGST Rules rule 61A(1) (Notification 82/2020-Central Tax): "from the 1st day of the second month of the
      // preceding quarter till the last day of the first month of the quarter for which the option is being exercised"
      "from the 1st day of the second month of the previous quarter to the last day of the first month of the quarter (for the July to September quarter: from 1 May to the end of July)",
      "for the October to December quarter, from 1 August to the end of October",
    ])
    expectNone(route, ["before the quarter starts"])
  })

  for (const route of ["/tax-compliances/services/income-tax-filing", "/income-tax-filing"]) {
    it(`${route}: Form 130 and Form 168 of the Income-tax Rules, 2026, with Forms 16 and 26AS for earlier years`, () => {
      expectAll(route, [
        // Income-tax Rules 2026 (CBDT Notification 22/2026): Form 130 (salary TDS certificate, formerly Form 16),
        // Form 168 (annual tax statement, formerly Form 26AS)
        "Salary TDS certificate from your employer: Form 130 from tax year 2026-27, Form 16 for years up to 2025-26",
        "Annual Information Statement (AIS) and the annual tax statement (Form 168, formerly Form 26AS)",
      ])
      expectNone(route, ["Annual Information Statement (AIS) and Form 26AS"])
    })
  }

  it("/expert-services and the tax overview: Form 26, and the chartered accountant signs the audit report", () => {
    // Income-tax Act 2025 s.63 and Income-tax Rules 2026: Form 26 replaces Forms 3CA, 3CB and 3CD
    expectAll("/expert-services", [
      "Books and records ready for the tax audit in Form 26 (Forms 3CA/3CB and 3CD for years up to 2025-26); an independent chartered accountant signs the report.",
    ])
    expectNone("/expert-services", ["Audit reports in Form 3CA/3CB and 3CD"])
    const head = fs.readFileSync(path.join(PUBLIC, "tax-compliances/services", "index.html"), "utf8").match(/<meta [^>]*name="description" content="([^"]*)"/)
    assert.ok(head, "/tax-compliances/services: no meta description")
    // s.263(1) as amended by the Finance Act 2026: 31 July, 31 August (business without audit), 31 October (audit)
    assert.equal(
      head[1],
      "Income tax returns by 31 July (31 August or 31 October for businesses), tax audit support for Form 26, and Telangana professional tax for businesses and professionals.",
    )
  })
})
