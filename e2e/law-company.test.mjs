// Law test for the company, trademark and citizen guides (issue 11, law-company).
// Reads the BUILT pages (public/<path>/index.html, run `npx gatsby build` first),
// strips the markup and checks, as literal strings written here, that each
// current figure is on its page, that each earlier rule that is kept carries its
// date, and that outdated figures are not presented as current. The expected
// strings are deliberately NOT read from content/facts.json or the Markdown:
// the test knows the answer. Each literal names its official source.
// Checked against the law in force on 2026-11-23 (tax year 2026-27).
import { describe, it } from "node:test"
import assert from "node:assert/strict"
import fs from "node:fs"
import path from "node:path"

const PUBLIC = path.resolve("public")

const ENTITIES = { amp: "&", lt: "<", gt: ">", quot: '"', apos: "'", nbsp: " ", rsquo: "’", lsquo: "‘", ldquo: "“", rdquo: "”", ndash: "–", mdash: "—", hellip: "…", rarr: "→" }

/** The visible text of <main> of a built page: no scripts or styles, tags stripped, entities decoded, whitespace collapsed. */
function mainText(route) {
  const file = path.join(PUBLIC, route, "index.html")
  assert.ok(fs.existsSync(file), `${route}: no built page at ${path.relative(process.cwd(), file)} (run the build first)`)
  const html = fs.readFileSync(file, "utf8")
  const main = html.match(/<main[\s\S]*<\/main>/)
  assert.ok(main, `${route}: no <main>`)
  return main[0]
    .replace(/<(script|style|noscript|template)\b[\s\S]*?<\/\1>/gi, " ")
    .replace(/<!--[\s\S]*?-->/g, " ")
    .replace(/<[^>]+>/g, " ")
    .replace(/&#x([0-9a-f]+);/gi, (_m, hex) => String.fromCodePoint(parseInt(hex, 16)))
    .replace(/&#(\d+);/g, (_m, dec) => String.fromCodePoint(Number(dec)))
    .replace(/&([a-z]+);/gi, (m, name) => ENTITIES[name.toLowerCase()] ?? m)
    .replace(/\s+/g, " ")
    .trim()
}

/** Asserts every string is in the page and none of the forbidden ones is. */
function check(route, { has = [], not = [] }) {
  const text = mainText(route)
  const missing = has.filter(s => !text.includes(s))
  const present = not.filter(s => (s instanceof RegExp ? s.test(text) : text.includes(s)))
  assert.deepEqual({ missing, present }, { missing: [], present: [] }, route)
}

const PAGES = {
  company: "/registrations/company",
  udyam: "/registrations/company/udyam-(msme)-registration",
  opc: "/registrations/company/opc-registration",
  pvtLtd: "/registrations/company/pvt-ltd-registration",
  llp: "/registrations/company/llp-registration",
  partnership: "/registrations/company/partnership-firm",
  proprietorship: "/registrations/company/proprietorship-firm",
  business: "/business-registration",
  startup: "/registrations/company/startup-india-registration",
  society: "/registrations/company/society-registration",
  tmRegistration: "/trademark/services/trademark-registration",
  tmRenewal: "/trademark/services/trademark-renewal",
  tmOpposition: "/trademark/services/trademark-opposition",
  tmObjection: "/trademark/services/trademark-objection",
  pan: "/Services/-pan-card-",
  aadhaar: "/Services/-adhar-card-update-",
  passport: "/Services/passport",
}

describe("company guides: the law in force for 2026-27", () => {
  it("Udyam: the limits since 1 April 2025, the 2020 limits as the dated earlier rule, free on the official portal", () => {
    check(PAGES.udyam, {
      has: [
        // S.O. 1364(E), 21 March 2025, Ministry of MSME (egazette.gov.in/WriteReadData/2025/261838.pdf), in force 1 April 2025
        "Micro Up to ₹2.5 crore Up to ₹10 crore",
        "Small Up to ₹25 crore Up to ₹100 crore",
        "Medium Up to ₹125 crore Up to ₹500 crore",
        "in force since 1 April 2025",
        // S.O. 2119(E), 26 June 2020 (egazette.gov.in/WriteReadData/2020/220191.pdf): the earlier limits, until 31 March 2025
        "Until 31 March 2025 (notification S.O. 2119(E) of 2020): micro up to ₹1 crore investment and ₹5 crore turnover; small up to ₹10 crore and ₹50 crore; medium up to ₹50 crore and ₹250 crore",
        // Udyam registration has no fee on udyamregistration.gov.in (S.O. 2119(E)); issue 11 item 6
        "Registration on the official Udyam portal (udyamregistration.gov.in) has no government fee, and you can do it yourself",
        "our fee is only for our help",
        // MSMED Act 2006, section 15 (samadhaan.msme.gov.in)
        "at most 45 days",
      ],
      // the 2020 limits must not be the current table
      not: ["Micro Up to ₹1 crore Up to ₹5 crore", "Medium Up to ₹50 crore Up to ₹250 crore", "Rs.", "INR"],
    })
  })

  it("OPC: no compulsory conversion and the 120-day residency since 1 April 2021; the 2014 rules only as dated earlier rules", () => {
    check(PAGES.opc, {
      has: [
        // Companies (Incorporation) Second Amendment Rules, 2021, G.S.R. 91(E), 1 Feb 2021, in force 1 April 2021 (mca.gov.in rules)
        "Since 1 April 2021 there is no turnover or capital ceiling",
        "the residency test is now 120 days",
        // the original rules (Companies (Incorporation) Rules, 2014, rules 3(7) and 6), dated
        "Until 31 March 2021 an OPC had to convert if its turnover exceeded ₹2 crore or its paid-up capital exceeded ₹50 lakh",
        "Until 31 March 2021 the member and nominee had to be resident, which meant staying at least 182 days",
        // Companies Act 2013 s.137(1) proviso: OPC files AOC-4 within 180 days of the year end
        "within 180 days of the end of the financial year",
        // spec section 9, still true
        "One member and one nominee",
      ],
      // the conversion rule must not be presented as current
      not: ["must convert if turnover exceeds", "Rs.", "INR"],
    })
  })

  it("private limited: members, directors, auditor, meetings, AGM and filings, tax rates with the 22% option", () => {
    check(PAGES.pvtLtd, {
      has: [
        // Companies Act 2013 ss.2(68), 3(1)(b), 149(1) (indiacode.nic.in/handle/123456789/2114)
        "2 to 200 shareholders",
        "at least 2 and up to 15 directors",
        // s.139(6)
        "auditor within 30 days",
        // s.173(1) and s.173(5)
        "at least 4 board meetings a year",
        "needs only one board meeting in each half of the calendar year",
        // G.S.R. 880(E), 1 Dec 2025: small company up to ₹10 crore capital and ₹100 crore turnover
        "paid-up capital up to ₹10 crore and turnover up to ₹100 crore",
        // s.96 AGM; s.137 AOC-4 within 30 days of the AGM; s.92(4) MGT-7 within 60 days
        "annual general meeting by 30 September",
        "(Form AOC-4) within 30 days of the AGM",
        "within 60 days of it",
        // s.10A: commencement of business within 180 days
        "(Form INC-20A) within 180 days",
        // Finance Act 2026 rates; Income-tax Act 2025 s.200 (old s.115BAA)
        "25% to 30%",
        "up to ₹400 crore",
        "22% under section 200 of the Income-tax Act, 2025",
        // G.S.R. 943(E), 31 Dec 2025, rule 12A from 31 March 2026: DIN KYC every three financial years by 30 June
        "once every three financial years by 30 June",
        // company ITR due date, Income-tax Act 2025 s.263 (law-tax fact incomeTax.deadlineAudit)
        "income tax return by 31 October",
        // estimate kept from spec section 9
        "Name approval 1-2 working days",
      ],
      not: ["Rs.", "INR", "₹₹"],
    })
  })

  it("LLP: Form 11 by 30 May, Form 8 by 30 October, audit limits, ITR-5 under the 2026 dates, tax rates", () => {
    check(PAGES.llp, {
      has: [
        // LLP Act 2008 s.35 + LLP Rules 2009 rule 25: within 60 days of 31 March = 30 May
        "Annual return with partner details 30 May",
        // LLP Rules rule 24(4)
        "Statement of account and solvency 30 October",
        // LLP Rules rule 24(8)
        "turnover exceeds ₹40 lakh",
        "contribution exceeds ₹25 lakh",
        // LLP Rules rule 21(1): Form 3 within 30 days
        "within 30 days of incorporation",
        // Income-tax Act 2025 s.263 as amended by the Finance Act 2026: 31 August without audit, 31 October audited
        "Income tax return 31 August (31 October if the accounts are audited)",
        // Finance Act 2026, First Schedule Part I para C (firms incl. LLPs)
        "tax at 30%",
        "surcharge of 12% applies when income exceeds ₹1 crore",
        "cess of 4%",
        // LLP Act s.6
        "At least 2 partners",
      ],
      // the spec's Form 11 date and the pre-2026 ITR dates must not appear as current
      not: ["31 May", "30 September with audit", "31 July", "Rs.", "INR"],
    })
  })

  it("partnership: 50 partners, registration in Telangana, no unverified stamp-duty figure, ITR-5 dates", () => {
    check(PAGES.partnership, {
      has: [
        // Companies Act s.464 + Companies (Miscellaneous) Rules 2014 rule 10
        "2 to 50 partners",
        "rule 10 of the Companies (Miscellaneous) Rules, 2014",
        // Indian Partnership Act 1932 s.58; Registrar of Firms = District Registrar, Registration and Stamps Dept, Telangana
        "section 58 of the Indian Partnership Act, 1932",
        "Registration and Stamps Department, Telangana",
        // estimates kept from the spec
        "Time to register 7-10 days",
        "Time to register 2-3 days 7-10 days 10-15 days 10-15 days",
        // Income-tax Act 2025 s.263 (2026 dates)
        "by 31 August, or by 31 October if its accounts are audited",
      ],
      not: ["Rs. 500 to 2000", "Rs.", "INR"],
    })
  })

  it("proprietorship and business registration: the 2026 ITR dates for businesses", () => {
    check(PAGES.proprietorship, { has: ["by 31 August if you have business income and no audit", "2-3 days"], not: ["Rs.", "INR"] })
    check(PAGES.business, {
      has: [
        "by 31 August when no audit is needed and by 31 October when the accounts are audited",
        "Form 11) by 30 May",
        "(Form 8) by 30 October",
        // the costs table gives each structure's government fees (review 37: it had only times)
        "Structure Government fees Time to register",
        "Proprietorship None for Udyam or GST registration",
        // LLP Rules 2009, Annexure A, as amended by G.S.R. 109(E), 11 Feb 2022: Form FiLLiP from ₹500
        "LLP MCA fees from ₹500, set by the total contribution",
        // Companies (Registration Offices and Fees) Rules 2014: name reservation ₹1,000; rule 38(2) as amended by G.S.R. 180(E), 6 Mar 2019: no SPICe+ fee up to ₹15 lakh
        "Name reservation ₹1,000; no MCA filing fee up to ₹15 lakh of authorised capital",
      ],
      not: ["Rs.", "INR", "by 31 July when no audit is needed"],
    })
  })

  it("Startup India: the 2026 definition, the 2019 limit as dated earlier rule, the tax holiday under section 140", () => {
    check(PAGES.startup, {
      has: [
        // DPIIT G.S.R. 108(E), 4 Feb 2026 (egazette.gov.in/WriteReadData/2026/269843.pdf)
        "under 10 years old",
        "at most ₹200 crore in every financial year",
        "20 years and ₹300 crore",
        "in force since 4 February 2026",
        // G.S.R. 127(E), 19 Feb 2019, superseded: the spec's figure, dated
        "Until 3 February 2026 the turnover limit was ₹100 crore",
        // Income-tax Act 2025 s.140 (old s.80-IAC): 3 consecutive years out of 10, incorporated before 1 April 2030, turnover up to ₹100 crore
        "3 consecutive years",
        "section 140 of the Income-tax Act, 2025",
        "incorporated before 1 April 2030",
        "up to ₹100 crore in the year of the claim",
        // no government fee for recognition
        "no government fee",
      ],
      not: ["at most ₹100 crore in every financial year", "Rs.", "INR"],
    })
  })

  it("society: Telangana Act, 7 members, ₹2,000 fee, tax under the Income-tax Act 2025", () => {
    check(PAGES.society, {
      has: [
        // Telangana Societies Registration Act 2001 s.3
        "At least 7 members",
        // Registration and Stamps Department, Telangana, fee from 2 September 2021
        "₹2,000",
        "since 2 September 2021",
        // Income-tax Act 2025 s.332 (old 12AB), s.354 (old 80G); AOP rates up to 30%
        "section 332",
        "rates up to 30% plus surcharge and cess",
        // estimate
        "30-60 days",
      ],
      // the spec's unverified figures are not shown as law
      not: ["8 for a national-level society", "500 to 5,000", "taxed at 30%", "Rs.", "INR"],
    })
  })
})

describe("trademark guides: Trade Marks Act 1999 and Trade Marks Rules 2017", () => {
  it("registration: official fees by applicant and filing mode, and the higher fee is not only for large firms", () => {
    check(PAGES.tmRegistration, {
      has: [
        // Trade Marks Rules 2017, First Schedule, entry 1 (ipindia.gov.in/form-and-fees-tm.htm)
        "₹4,500 per class for individuals, startups and small enterprises (any Udyam enterprise, medium ones included); ₹9,000 per class for every other applicant (e-filing)",
        // who pays the lower fee, said the same way where the guide names the applicants (review 48: "micro and small" there contradicted the table)
        "micro, small or medium, pay the lower government fee; every other applicant pays the standard fee",
        // "small enterprise" (rule 2(1)(v)): within the MSMED Act's medium enterprise limits, so any Udyam-registered enterprise
        "Individual, recognised startup or small enterprise (any enterprise with Udyam registration: micro, small or medium) ₹4,500 ₹5,000",
        "₹9,000 ₹10,000",
        "The higher fee is not only for large firms",
        // Trade Marks Act 1999 s.25
        "Validity 10 years",
        "Renewal every 10 years",
        // Trade Marks Rules 2017 rule 42: opposition within 4 months; rule 33(4): reply within one month
        "within 4 months",
        "within one month of receiving the report",
        "registered trademark agent or advocate",
        // estimate from the spec
        "90-120 days",
      ],
      not: ["for large firms,", "INR 4,500", "INR 9,000", "Rs.", /₹9,000 for large firms/, /micro and small enterprises with Udyam/, /of any size, pays the standard fee/],
    })
  })

  it("renewal: renewal fee, surcharge and restoration fee per class, and the time limits", () => {
    check(PAGES.tmRenewal, {
      has: [
        // First Schedule entries 3-5
        "Renewal (Form TM-R), per class ₹9,000 ₹10,000",
        "₹4,500 ₹5,000",
        "₹9,000 ₹10,000",
        // Trade Marks Act s.25; rules 57 and 60
        "Every 10 years",
        "Up to one year before the expiry date",
        "within six months after expiry",
        "within one year from the expiry date",
      ],
      not: ["INR", "Rs."],
    })
  })

  it("opposition: 4 months, 2 months, TM-O fee, hearings by a registered trademark agent or advocate", () => {
    check(PAGES.tmOpposition, {
      has: [
        // Trade Marks Act s.21; rules 42, 44-47; First Schedule entry 2
        "Within 4 months of publication in the Trademark Journal",
        "Within 2 months of receiving the notice",
        "₹2,700 for each class online (₹3,000 on paper)",
        "evidence in reply within 1 month",
        "registered trademark agent or an advocate",
      ],
      not: ["INR", "Rs."],
    })
  })

  it("objection: reply within one month of receipt, TM-M fee, hearing by an agent or advocate", () => {
    check(PAGES.tmObjection, {
      has: [
        // Trade Marks Rules 2017 rule 33(4); First Schedule (TM-M)
        "Within one month of receiving the examination report",
        "costs ₹900 online",
        "A registered trademark agent or an advocate argues the case",
      ],
      not: ["30 days", "INR", "Rs."],
    })
  })
})

describe("citizen services: official fees, and that the visitor can do it on the official portal", () => {
  it("PAN: Forms 93 to 96 since 1 April 2026, paper and paperless fees, free instant e-PAN, ₹10,000 penalty, honest positioning", () => {
    check(PAGES.pan, {
      has: [
        // Income-tax Rules, 2026, rule 158 (CBDT Notification 22/2026, in force 1 April 2026): Forms 93, 94, 95, 96
        "From 1 April 2026 a new PAN is applied for in Form 93 (Indian citizens), Form 94 (companies, firms, LLPs and other entities formed in India), Form 95 (foreign citizens) or Form 96 (entities formed outside India), under rule 158 of the Income-tax Rules, 2026.",
        // Form 49A and 49AA only as the dated earlier rule (rule 114 of the 1962 Rules)
        "From 1 April 2026 the Income-tax Rules, 2026 replaced Form 49A and Form 49AA, the application forms of the 1962 Rules, with Forms 93 to 96; the charges did not change.",
        // Protean (NSDL) fee table, Indian address: physical card ₹107 on paper, ₹101 paperless; e-PAN ₹72 on paper, ₹66 paperless; foreign address ₹1,017
        "Printed card, Indian address, paperless (e-KYC or e-Sign) ₹101 including GST",
        "Printed card, Indian address, on paper ₹107 including GST",
        "e-PAN only, no printed card ₹66 paperless, ₹72 on paper, including GST",
        "₹1,017 including GST",
        // incometax.gov.in instant e-PAN is free
        "Free on the Income Tax e-filing portal",
        // Income-tax Act 2025 s.467 (old s.272B)
        "₹10,000 under section 467 of the Income-tax Act, 2025",
        "You can do everything yourself on the official portals for the official fee; our fee is only for our help",
        // spec section 9, still true
        "valid for a lifetime",
        "may hold only one PAN",
        "15-20 working days",
      ],
      // the old forms are never offered as current; the spec's 989 rupees is a pre-GST figure
      not: ["(Form 49A)", "Form 49A or 49AA", "foreign citizens use Form 49AA", "From ₹66", "989", "rupees", "Rs.", "INR"],
    })
  })

  it("Aadhaar: the ₹75 UIDAI fee since 1 October 2025, the 3-month bill rule, and honest positioning", () => {
    check(PAGES.aadhaar, {
      has: [
        // UIDAI Office Memorandum, charges from 1 Oct 2025 to 30 Sep 2028
        "UIDAI's fee for an address (demographic) update is ₹75, online or at a centre",
        "the fees in force since 1 October 2025",
        "₹125",
        // Aadhaar (Enrolment and Update) Regulations, Schedule II (Third Amendment Regulations 2025)
        "Electricity bill from the last 3 months",
        "You can update your address yourself on myAadhaar; our fee is only for our help",
        "10-30 days",
      ],
      not: ["Rs.", "INR", "rupees"],
    })
  })

  it("passport: the Schedule IV fees in force since 1 July 2026, the 2012 fees only as the dated earlier rule, validity, honest positioning", () => {
    check(PAGES.passport, {
      has: [
        // Passports (Amendment) Rules, 2026, G.S.R. 516(E), 20 June 2026, in force 1 July 2026 (Gazette of India
        // CG-DL-E-25062026-273829): Schedule IV, India Rs., normal fee / Tatkaal fee (inclusive of normal fee)
        "Fee, adult, 36 pages ₹2,500 ₹5,000",
        "Fee, adult, 60 pages ₹3,500 ₹6,000",
        // same Schedule, miscellaneous services: Police Clearance Certificate Rs. 750 in India
        "Police Clearance Certificate ₹750",
        "as replaced by the Passports (Amendment) Rules, 2026 (G.S.R. 516(E) of 20 June 2026) from 1 July 2026",
        "the Tatkaal fee includes the normal fee",
        "Tatkaal costs ₹5,000 or ₹6,000, the normal fee included",
        // the 2012 Schedule (1 October 2012 to 30 June 2026), as the dated earlier rule
        "Until 30 June 2026 the fees were lower: ₹1,500 for 36 pages and ₹2,000 for 60 pages (₹3,500 and ₹4,000 under Tatkaal), ₹1,000 for a minor and ₹3,000 for a lost or damaged 36-page passport.",
        // the Sources list names the Gazette notification and the earlier Schedule
        "Passports (Amendment) Rules, 2026: G.S.R. 516(E), 20 June 2026",
        "Passports Rules, 1980, Schedule IV as revised from 1 October 2012",
        // validity: 10 years adult, 5 years minor or until 18
        "10 years for adults and 5 years for minors",
        "or until the child turns 18",
        // Passport Seva Tatkaal standard (estimate)
        "1-3 working days after the appointment",
        "30-45 days",
        "You can apply yourself on Passport Seva for the official fee; our fee is only for our help",
      ],
      // the 2012 fees are never shown as today's
      not: ["Fee, adult, 36 pages ₹1,500", "Fee, adult, 60 pages ₹2,000", "Tatkaal adds ₹2,000", "Fee, minor (below 18), 36 pages ₹1,000", "Rs.", "INR", "rupees"],
    })
  })
})
