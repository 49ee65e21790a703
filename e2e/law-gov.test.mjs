// Law test for the government-registration, labour and food-licence guides
// (issue 11, law-gov). It reads the BUILT pages (public/<path>/index.html, run
// `npx gatsby build` first), strips the markup and checks, as literal strings
// written here (never read from content/facts.json or the Markdown), that each
// page states the rule in force on 2026-11-23, that a spec figure that is no
// longer the law appears only as a dated earlier rule, and that the outdated
// figure is not presented as current. The official source is named next to
// each literal; /work/research/law-gov.md has the research notes.
import { describe, it } from "node:test"
import assert from "node:assert/strict"
import fs from "node:fs"
import path from "node:path"

const PUBLIC = path.resolve("public")

const ENTITIES = { amp: "&", lt: "<", gt: ">", quot: '"', apos: "'", nbsp: " ", rsquo: "’", lsquo: "‘", ldquo: "“", rdquo: "”", ndash: "–", mdash: "—", hellip: "…" }

/** The visible text of the <main> element of a built page: tags stripped, entities decoded, whitespace collapsed. */
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

/** Asserts every string in `expected` is in the page and no string in `absent` is. */
function check(route, expected, absent = []) {
  const text = mainText(route)
  const missing = expected.filter(s => !text.includes(s))
  const present = absent.filter(s => (s instanceof RegExp ? s.test(text) : text.includes(s)))
  assert.deepEqual(missing, [], `${route}: missing`)
  assert.deepEqual(present, [], `${route}: outdated or wrong figure presented`)
}

const PF = "/registrations/company/pf-registration"
const ESI = "/registrations/company/esi-registration"
const IEC = "/registrations/company/iec-code-registration"
const IEC_ESI = ["/gov/iec-code-registration", "/gov/esi-registration"]
const LABOUR = ["/registrations/company/labour-license", "/gov/labour-license", "/labour-license"]
const GHMC = ["/registrations/company/ghmc-trade-license", "/gov/ghmc-trade-license", "/trade-license"]
const MUNICIPAL = "/registrations/company/municipal-trade-license"
const ISO = "/registrations/company/iso-registration"
const FOOD_BASIC = ["/food-license/fssai/food-license-registration", "/food-registration"]
const FOOD_STATE = "/food-license/fssai/food-state-license"
const FOOD_CENTRAL = "/food-license/fssai/food-central-license"
const FOOD_ALL = "/food-license/fssai"

describe("law-gov: PF under the Code on Social Security and the EPF Scheme 2026", () => {
  it("states today's PF rules", () => {
    check(PF, [
      // Code on Social Security 2020, First Schedule, applied to PF by the EPF Scheme 2026 (G.S.R. 525(E), 29 June 2026); the Code itself in force 21 Nov 2025 (S.O. 5319(E)) without the EPF Act repeal — labour.gov.in / egazette.gov.in
      "mandatory from 20 employees",
      "Code on Social Security, 2020",
      "21 November 2025",
      // EPF Scheme 2026 (G.S.R. 525(E)), EPS 2026 (G.S.R. 527(E)), EDLI 2026 (G.S.R. 526(E)), Gazette 29 June 2026 — epfindia.gov.in
      "29 June 2026",
      "12% of wages",
      "3.67% PF, 8.33% pension, 0.5% insurance",
      // wage ceiling ₹15,000, notification of 29 May 2026 under s. 2(89) SS Code — egazette.gov.in
      "8.33% (on wages up to ₹15,000)",
      // administrative charges 0.50%, minimum ₹500: S.O. 2011(E), 21 May 2018 — epfindia.gov.in
      "0.5% of PF wages, at least ₹500 a month",
      // EDLI 0.5% of ₹15,000 = ₹75
      "at most ₹75 a month",
      // contributions within 15 days of the close of the month — EPF Scheme 2026
      "by the 15th of the following month",
      // interest 12% simple: S.O. 2698(E), 29 May 2026, s. 127 SS Code, deemed from 21 Nov 2025
      "simple interest of 12% a year",
      // damages 1% of arrears a month: G.S.R. 329(E) of 14 June 2024 (published 15 June 2024), para 32A
      "damages of up to 1% a month on the arrears (damages can never exceed the arrears themselves)",
      "This monthly rate has applied since 15 June 2024.",
      // the spec's 5-25% kept only as the dated earlier rule (para 32A as amended 26 Sept 2008)
      "Until 14 June 2024, damages were 5-25% of the arrears a year",
      // EPF interest 8.25% for 2025-26, CBT 239th meeting 2 March 2026 — epfindia.gov.in
      "8.25% for 2025-26",
      // EDLI para 22(3): maximum ₹7 lakh, minimum ₹2.5 lakh (G.S.R. 715(E), 2024)
      "up to ₹7 lakh",
      "at least ₹2.5 lakh",
      // EPS: pension at 58 after 10 years
      "from age 58 after at least 10 years of service",
      // Income-tax Act: recognised PF exempt after 5 years' continuous service
      "tax-free after 5 years",
      // spec section 9 wording that is still true
      "retirement at 58",
      "interest of 12% a year",
      // definition of wages, Code on Wages s. 2(y) / SS Code s. 2(88): exclusions above 50% added back
      "more than 50% of an employee's total remuneration",
      // EPF Scheme 2026 withdrawals: 75% of eligible balance, 25% minimum balance, 12 months
      "up to 75% of the eligible balance",
      "25% of the balance always stays in the account",
      "after 12 months without a job",
      // the spec's 90% housing and 2 months' unemployment kept as the dated earlier rule (EPF Scheme 1952 paras 68BD, 69)
      "Until 28 June 2026, the 1952 scheme allowed up to 90% of the balance for a house and a full withdrawal after 2 months of unemployment.",
    ], [
      // the spec's wording of the old damages as if current
      "penalty of 5-25%",
      "about 8%",
      /\bRs\.?\s?\d|\bINR\b|\brupees\b/,
    ])
  })
})

describe("law-gov: ESI under the Code on Social Security", () => {
  it("states today's ESI rules", () => {
    check(ESI, [
      // SS Code First Schedule: 10 or more employees (in force 21 Nov 2025)
      "Establishments with 10 or more employees",
      "replaced the Employees' State Insurance Act, 1948",
      // ESI (Central) Rules rule 50: ₹21,000 (₹25,000 disability) from 1 Jan 2017 — esic.gov.in
      "Wages up to ₹21,000 a month (₹25,000 for employees with a disability)",
      // rule 51 as amended by G.S.R. 423(E), 13 June 2019, from 1 July 2019 — esic.gov.in
      "3.25% by the employer, 0.75% by the employee",
      "These rates have applied since 1 July 2019.",
      "Total 4%",
      // ESI (General) Regulations reg. 31: within 15 days of the end of the month
      "By the 15th of the following month",
      // new definition of wages (SS Code s. 2(88)), ESIC circular of December 2025
      "allowances above 50% of the total pay",
    ], [/\bRs\.?\s?\d|\bINR\b|\brupees\b/])
  })
})

describe("law-gov: IEC", () => {
  // DGFT: FTP Appendix 2K fee ₹500; Notification 58/2015-20 annual update April-June; HBP para 2.9(b) one IEC per PAN;
  // FTP change of name/address/constitution within 90 days; e-IEC (DGFT release 3 Feb 2015). 3-7 working days is the firm's estimate.
  const IEC_FACTS = ["₹500", "3-7 working days", "within 90 days", "10-digit", "valid for a lifetime", "one IEC per PAN", "April to June"]
  it("the IEC guide states the DGFT rules", () => {
    check(IEC, [...IEC_FACTS, "An IEC that is not updated is deactivated until you update it."], ["500 rupees plus taxes", /\bRs\.?\s?\d|\bINR\b|\brupees\b/])
  })
  it("the combined IEC and ESI screen states them under both of its URLs", () => {
    for (const url of IEC_ESI) check(url, [...IEC_FACTS, "10 or more employees", "₹21,000"], ["500 rupees plus taxes"])
  })
})

describe("law-gov: contract labour under the OSH Code", () => {
  it("leads with the OSH Code limit and keeps the 1970 Act's figure only as the earlier rule", () => {
    for (const url of LABOUR) {
      check(url, [
        // four codes in force 21 Nov 2025, replacing 29 central laws — labour.gov.in
        "21 November 2025",
        "replace 29 central labour laws",
        "Code on Wages, 2019, the Industrial Relations Code, 2020, the Code on Social Security, 2020",
        // OSH Code 2020 s. 45/47: licence from 50 contract labour — indiacode.nic.in
        "a contractor with 50 workers or more needs a licence under the OSH Code",
        // CLRA 1970 s. 1(4): 20 workmen (states could go lower), repealed 21 Nov 2025 → until 20 Nov 2025
        "50 workers (before 21 November 2025: 20 workers)",
        // the comparison table: the 1970 Act's figures in the dated column, the OSH Code's in today's
        "Contractor's licence needed from 20 workers (some states 10) 50 workers",
        "Licence term one year 5 years for a licence covering several states",
        "required it from 20 workers (some states applied it from 10)",
        // OSH Code s. 119(4): licence within 45 days or deemed issued
        "Within 45 days, otherwise the licence is deemed issued",
        // OSH (Central) Rules 2026 (8 May 2026): r. 88(6) single licence 5 years; r. 91 renewal 30-90 days, +25%, 7 days
        "One licence, valid 5 years",
        "Apply at least 30 days before expiry (not earlier than 90 days)",
        "a late application costs an extra 25% of the fee",
        "must renew within 7 days",
        // OSH Code ss. 2-3: establishment registration from 10 workers
        "10 workers or more",
      ], [
        // the spec's figures as current rules
        "Required from 20 workers",
        "licence from 20 workers",
        "₹50,000",
        "50,000",
      ])
    }
  })
})

describe("law-gov: GHMC and municipal trade licences", () => {
  it("GHMC: calendar-year licence, renewal 30 days before expiry, 25%/50% late penalty", () => {
    for (const url of GHMC) {
      check(url, [
        // GHMC schedule for 2026 (licence 1 Jan - 31 Dec; HMC bye-laws: 30 days before expiry) — ghmc.gov.in
        "one year (1 January to 31 December)",
        "valid for one year",
        "Apply 30 days before expiry",
        // GHMC: 25% up to 60 days late, 50% after
        "25% of the fee up to 60 days late, 50% after that",
        // GHMC: trading without a licence 100% of the fee, then 10% a month
        "100% of the licence fee",
        "10% a month",
        // Telangana Green Fund 10% / ₹1,000 above a ₹5,000 fee
        "Telangana Green Fund charge of 10% of the licence fee, or ₹1,000 where the fee is above ₹5,000",
        // Indian Majority Act 1875 s. 3
        "at least 18 years old",
        // firm's estimate
        "7-30 days",
      ], ["5,000 to 50,000", /\bRs\.?\s?\d|\bINR\b|\brupees\b/])
    }
  })
  // G.O.Ms.No.55, MA&UD Department, Government of Telangana, 11 February 2026 (GHMC Act 1955, s.3(1)):
  // GHMC keeps Khairatabad, Secunderabad, Charminar, Golconda, Rajendranagar and Shamshabad zones; Cyberabad
  // Municipal Corporation has Serilingampally, Kukatpally and Quthbullapur; Malkajgiri Municipal Corporation
  // has Malkajgiri, Uppal and LB Nagar.
  const CORPORATIONS = [
    "Greater Hyderabad Municipal Corporation (GHMC) Khairatabad, Secunderabad, Charminar, Golconda, Rajendranagar and Shamshabad",
    "Cyberabad Municipal Corporation Serilingampally, Kukatpally and Quthbullapur",
    "Malkajgiri Municipal Corporation Malkajgiri, Uppal and LB Nagar",
  ]
  it("Hyderabad: the three corporations since 11 February 2026, their zones, and how to find yours", () => {
    for (const url of GHMC) {
      check(
        url,
        [
          ...CORPORATIONS,
          "Until 11 February 2026 all of Hyderabad's city area was one corporation",
          "G.O.Ms.No.55 of the Municipal Administration and Urban Development Department split it into three corporations",
          "look at the latest property tax receipt of the premises. It names the zone and circle, and the table above gives the corporation for that zone; the corporation that levies the property tax is the one that licenses the trade",
          "three outlets in the Khairatabad, Kukatpally and Uppal zones need three licences, from GHMC, the Cyberabad Municipal Corporation and the Malkajgiri Municipal Corporation respectively",
          "Which corporation issues my trade licence: GHMC, Cyberabad or Malkajgiri?",
          "GHMC, Cyberabad or Malkajgiri Municipal Corporation, whichever covers the premises",
          // the Sources list names the G.O.
          "G.O.Ms.No.55, Municipal Administration and Urban Development Department, Government of Telangana, 11 February 2026",
        ],
        // the old example sent outlets in Kukatpally and Dilsukhnagar to GHMC circles
        ["Kukatpally, Ameerpet and Dilsukhnagar", "Every shop, restaurant and workshop inside Greater Hyderabad needs a trade licence from GHMC"],
      )
    }
  })
  it("municipal guide and the which-registrations page send Hyderabad premises to the right corporation", () => {
    check(MUNICIPAL, [
      "Since 11 February 2026 (G.O.Ms.No.55) the city is licensed by GHMC, the Cyberabad Municipal Corporation and the Malkajgiri Municipal Corporation",
      "GHMC (Khairatabad, Secunderabad, Charminar, Golconda, Rajendranagar and Shamshabad zones), the Cyberabad Municipal Corporation (Serilingampally, Kukatpally and Quthbullapur) and the Malkajgiri Municipal Corporation (Malkajgiri, Uppal and LB Nagar)",
    ], ["outside GHMC limits"])
    check("/tools/which-registrations", [
      "In Hyderabad, from the corporation of the zone (since 11 February 2026): GHMC for Khairatabad, Secunderabad, Charminar, Golconda, Rajendranagar and Shamshabad; the Cyberabad Municipal Corporation for Serilingampally, Kukatpally and Quthbullapur; the Malkajgiri Municipal Corporation for Malkajgiri, Uppal and LB Nagar. Your property tax receipt names the zone.",
      // FSS (Licensing and Registration) Regulations 2011, Schedule 1: central licence for importers and exporters of food
      "at any turnover importers and exporters of food (importing equipment or packaging does not count), e-commerce food platforms (selling on one does not count) and the head office of food units in more than one state",
      // Code on Social Security 2020: an employee includes one employed through a contractor
      "counting the contract workers you use through contractors",
      // OSH Code 2020: the contractor's licence from 50; the principal employer registers its establishment from 10
      "The licence is the contractor's: a business that uses contract workers does not take it",
      "A principal employer that uses contract workers registers its establishment from 10 workers, counting its own and contract workers",
    ], ["from GHMC in Greater Hyderabad", "and food importers and exporters at any turnover"])
  })
  it("IEC and ISO cite two official sources each: the law and the department", () => {
    // Foreign Trade (Development and Regulation) Act 1992, s.7 (as amended in 2010); DGFT Appendix 2K fee
    check(IEC, [
      "Under section 7 of the Foreign Trade (Development and Regulation) Act, 1992, no one may import or export without it",
      "Foreign Trade (Development and Regulation) Act, 1992, section 7",
      "DGFT Public Notice 02/2025-26, 15 April 2025 (Gazette of India): Appendix 2K of FTP 2023, entry 1",
    ])
    // NABCB (Quality Council of India), accreditation to ISO/IEC 17011:2017; ISO/IEC 17021-1 three-year cycle
    check(ISO, [
      "in India that is the National Accreditation Board for Certification Bodies (NABCB), a board of the Quality Council of India",
      "NABCB, Quality Council of India: policy and objectives",
      "ISO/IEC 17021-1:2015, clause 9.1.3",
    ])
  })
  it("municipalities: instant issue under the citizen charter, yearly renewal", () => {
    // emunicipal.telangana.gov.in: Telangana Municipalities Act 2019, G.O.Ms.No.147 MA (22 Sept 2020): issue and renewal instant
    check(MUNICIPAL, ["issued and renewed instantly", "Renewed every year", "at least 18 years old", "7-30 days"], ["5,000 to 50,000"])
  })
})

describe("law-gov: FSSAI tiers, fees and returns", () => {
  // From 1 April 2026: PIB release of 13 March 2026, "Union Health Ministry approves major regulatory reforms to
  // promote ease of doing business" (https://www.pib.gov.in/PressReleasePage.aspx?PRID=2239834); FSSAI order
  // RCD-01002/1/2021-Regulatory-FSSAI-Part(1), 13 March 2026: registration up to ₹1.5 crore, state licence up to
  // ₹50 crore, central above; perpetual validity of registrations and licences (no renewal).
  const TIERS = ["up to ₹1.5 crore", "₹1.5 crore to ₹50 crore", "above ₹50 crore"]
  // The spec's figures (FSS Licensing Regulations 2011, Schedules 1-3 — fssai.gov.in), now the dated earlier rule.
  const EARLIER = "Until 31 March 2026: basic registration up to ₹12 lakh, state licence ₹12 lakh to ₹20 crore, central licence above ₹20 crore."
  // the wrong edge: "under ₹1.5 crore" (a turnover of exactly ₹1.5 crore is basic registration); the 2011 figures and
  // the 1-5 year validity presented as today's rule
  const WRONG = [
    "under ₹12 lakh", "Under ₹12 lakh", "under ₹1.5 crore", "Under ₹1.5 crore", /\bRs\.?\s?\d|\bINR\b|\brupees\b/,
    "Turnover up to ₹12 lakh", "Turnover above ₹20 crore (", "valid for 1 to 5 years", "choose a validity", "Renew it on FoSCoS", "renew on FoSCoS before expiry",
  ]
  it("basic registration page: exactly ₹1.5 crore is basic registration; the 2011 limits and renewals dated; fees", () => {
    for (const url of FOOD_BASIC) {
      check(url, [...TIERS, EARLIER, "These limits apply from 1 April 2026.", "including exactly ₹1.5 crore", "₹100 a year", "₹2,000 to ₹5,000", "₹7,500",
        "From 1 April 2026 registrations and licences have perpetual validity: they stay valid until suspended, cancelled or surrendered, and there is no renewal.",
        // FSSAI FAQs (reported by FnB News, 27 April 2026): the annual fee is still paid
        "The annual fee of ₹100 is still payable every year.",
        // earlier rule: 1-5 years (reg. 2.1.7), late renewal within 180 days at 3x / 5x the fee (FSSAI order of 29 Oct 2021)
        "Until 31 March 2026 a registration was issued for 1 to 5 years and renewed before expiry; a late renewal was allowed for 180 days with a penalty of 3 times the annual fee (first 90 days) or 5 times the annual fee.",
        // PIB 13 March 2026: street food vendors registered with the municipal corporation or town vending committee
        "Street Vendors Act, 2014", "are treated as registered with FSSAI"], WRONG)
    }
  })
  it("state licence page: today's range with the 2011 range dated, fee by category, annual return by 31 May, no renewal", () => {
    check(FOOD_STATE, ["₹1.5 crore to ₹50 crore", "Until 31 March 2026 the state licence covered turnover of ₹12 lakh to ₹20 crore.",
      "₹2,000 to ₹5,000 a year", "₹3,000", "perpetual validity", "no modification fee",
      "Until 31 March 2026 a licence was issued for 1 to 5 years and renewed before expiry.",
      // reg. 2.1.13: Form D-1 by 31 May, ₹100 a day (capped at 5x the licence fee, FSSAI order 10 Nov 2022)
      "Form D-1", "by 31 May", "₹100 a day",
      // reg. 2.1.7(4) late fee dropped by the FSSAI order on instant renewal of 11 Jan 2023
      "Until 10 January 2023, a renewal filed in the last 30 days before expiry also cost a late fee of ₹100 a day."], WRONG)
  })
  it("central licence page: above ₹50 crore (₹20 crore dated), ₹7,500 a year and the categories that always need it", () => {
    check(FOOD_CENTRAL, ["above ₹50 crore", "(until 31 March 2026: above ₹20 crore)", "₹1.5 crore to ₹50 crore", "₹7,500 a year", "Importers", "export-oriented units (EOUs)",
      "E-commerce food businesses", "by 31 May", "perpetual validity"], WRONG)
  })
  it("combined FSSAI screen leads with today's tiers, dates the 2011 ones, and says licences no longer expire", () => {
    check(FOOD_ALL, [...TIERS, EARLIER, "including exactly ₹1.5 crore", "₹100 a year", "₹2,000 to ₹5,000 a year", "₹7,500 a year",
      "Registrations and licences now have perpetual validity", "Until 31 March 2026 they were issued for 1 to 5 years and had to be renewed."], WRONG)
  })
})

describe("law-gov: ISO", () => {
  it("states the three-year certification cycle of ISO/IEC 17021-1", () => {
    // ISO/IEC 17021-1:2015 clause 9.1.3 — iso.org
    check(ISO, ["Valid for three years", "There is no government fee"])
  })
})
