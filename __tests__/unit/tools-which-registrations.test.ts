/**
 * The wizard with the site's real facts. Every limit is tested at the limit
 * and at the next rupee (or worker); expected answers are literals, each next
 * to the rule it comes from.
 */
import { facts as F, thresholds as T } from "../helpers/facts"
import fs from "fs"
import path from "path"
import matter from "gray-matter"
import { GUIDES as CALCULATOR_GUIDES } from "../../src/lib/tools/calculators"
import {
  GOODS_LIMIT_NOT_ADOPTED,
  GUIDES,
  quoteServiceOf,
  STATES,
  whichRegistrations,
  whichRegistrationsMessage,
  type Answers,
  type Finding,
  type RegistrationId,
} from "../../src/lib/tools/which-registrations-en"
import { BASE_ANSWERS } from "../helpers/which-answers"

const base = BASE_ANSWERS

const answer = (changes: Partial<Answers>) => whichRegistrations({ ...base, ...changes }, T)
const find = (changes: Partial<Answers>, id: RegistrationId): Finding | undefined => answer(changes).findings.find(f => f.id === id)
const status = (changes: Partial<Answers>, id: RegistrationId) => find(changes, id)?.status

describe("GST registration limit by state and by goods or services", () => {
  // CGST Act, 2017, s.22(1) (https://cbic-gst.gov.in/gst-acts.html): ₹20 lakh; ₹10 lakh in Manipur,
  // Mizoram, Nagaland and Tripura (s.22 Explanation (iii)). Notification 10/2019-Central Tax, 7 March 2019
  // (https://cbic-gst.gov.in/pdf/central-tax/notfctn-10-central-tax-english-2019.pdf): ₹40 lakh for
  // suppliers of goods only, except in Arunachal Pradesh, Manipur, Meghalaya, Mizoram, Nagaland,
  // Puducherry, Sikkim, Telangana, Tripura and Uttarakhand.
  it.each([
    // services anywhere outside the four states: ₹20 lakh
    ["Telangana", "services", 2_000_000, "not-now"],
    ["Telangana", "services", 2_000_001, "required"],
    ["Karnataka", "services", 2_000_000, "not-now"],
    ["Karnataka", "services", 2_000_001, "required"],
    // goods in Telangana: ₹20 lakh, Telangana did not adopt ₹40 lakh
    ["Telangana", "goods", 2_000_000, "not-now"],
    ["Telangana", "goods", 2_000_001, "required"],
    // goods only in a state under Notification 10/2019: ₹40 lakh (the trader with ₹30 lakh)
    ["Karnataka", "goods", 3_000_000, "not-now"],
    ["Karnataka", "goods", 4_000_000, "not-now"],
    ["Karnataka", "goods", 4_000_001, "required"],
    ["Maharashtra", "goods", 4_000_001, "required"],
    // goods and services together: the general ₹20 lakh
    ["Karnataka", "both", 2_000_000, "not-now"],
    ["Karnataka", "both", 2_000_001, "required"],
    // special category states that kept ₹10 lakh, goods or services
    ["Manipur", "services", 1_000_000, "not-now"],
    ["Manipur", "services", 1_000_001, "required"],
    ["Tripura", "goods", 1_000_001, "required"],
    // special category states that moved to ₹20 lakh but did not adopt ₹40 lakh for goods
    ["Uttarakhand", "goods", 2_000_000, "not-now"],
    ["Uttarakhand", "goods", 2_000_001, "required"],
    ["Sikkim", "services", 2_000_001, "required"],
  ] as const)("%s, %s, turnover ₹%d: %s", (state, supplies, turnover, expected) => {
    expect(status({ state, supplies, turnover }, "gst")).toBe(expected)
  })

  it("gives the reason with the limit that applies", () => {
    expect(find({ turnover: 2_500_000 }, "gst")?.reason).toBe("Turnover of ₹25 lakh is above ₹20 lakh, the GST limit for services.")
    expect(find({ turnover: 2_500_000, supplies: "goods" }, "gst")?.reason).toBe(
      "Turnover of ₹25 lakh is above ₹20 lakh, the GST limit for goods in Telangana, which did not adopt the ₹40 lakh limit for goods.",
    )
    expect(find({ turnover: 3_000_000, supplies: "goods", state: "Karnataka" }, "gst")?.reason).toBe(
      "GST becomes mandatory above ₹40 lakh turnover, the GST limit in Karnataka for businesses that supply only goods (not for ice cream, pan masala, tobacco, or bricks and tiles, which register above ₹20 lakh); yours is ₹30 lakh. You may still register voluntarily.",
    )
    expect(find({ turnover: 1_500_000, state: "Nagaland" }, "gst")?.reason).toBe("Turnover of ₹15 lakh is above ₹10 lakh, the GST limit in Nagaland.")
  })

  it("is compulsory at any turnover for goods sold to other states, not for services", () => {
    // CGST Act s.24(i): inter-state taxable supplies of goods
    expect(status({ turnover: 100_000, supplies: "goods", interstateGoods: true }, "gst")).toBe("required")
    expect(status({ turnover: 100_000, supplies: "both", interstateGoods: true }, "gst")).toBe("required")
    expect(status({ turnover: 100_000, supplies: "services", interstateGoods: true }, "gst")).toBe("not-now")
  })

  it("small online sellers of goods within their state: exempt up to ₹20 lakh with an enrolment number, not ₹40 lakh", () => {
    // Notification 34/2023-Central Tax, in force 1 October 2023: exempt up to the s.22(1) limit, not the ₹40 lakh goods limit
    expect(status({ state: "Karnataka", supplies: "goods", online: true, turnover: 2_000_000 }, "gst")).toBe("not-now")
    expect(status({ state: "Karnataka", supplies: "goods", online: true, turnover: 2_000_001 }, "gst")).toBe("required")
    expect(find({ supplies: "goods", online: true, turnover: 1_000_000 }, "gst")?.reason).toBe(
      "GST becomes mandatory above ₹20 lakh turnover, the GST limit for goods in Telangana, which did not adopt the ₹40 lakh limit for goods; yours is ₹10 lakh. You may still register voluntarily. Selling goods through e-commerce platforms within Telangana needs no GST registration below this limit (since 1 October 2023), but the platform asks for an enrolment number, which you get free on the GST portal.",
    )
    expect(find({ state: "Karnataka", supplies: "goods", online: true, turnover: 2_500_000 }, "gst")?.reason).toBe(
      "Turnover of ₹25 lakh is above ₹20 lakh, the GST limit for goods sold through e-commerce platforms (the ₹40 lakh limit for goods does not cover them).",
    )
    // selling online to other states is an inter-state supply
    expect(status({ supplies: "goods", online: true, interstateGoods: true, turnover: 100_000 }, "gst")).toBe("required")
  })

  it("knows every state it names", () => {
    expect(STATES).toHaveLength(36)
    expect(GOODS_LIMIT_NOT_ADOPTED.filter(s => !(STATES as ReadonlyArray<string>).includes(s))).toEqual([])
    expect(T.gst.specialStates.filter(s => !(STATES as ReadonlyArray<string>).includes(s))).toEqual([])
  })
})

describe("FSSAI tier for a food business", () => {
  // From 1 April 2026 (PIB release of 13 March 2026; FSSAI order RCD-01002/1/2021-Regulatory-FSSAI-Part(1)):
  // basic registration for turnover not exceeding ₹1.5 crore, state licence up to ₹50 crore, central above.
  it.each([
    [1_200_001, "FSSAI basic registration", "/food-license/fssai/food-license-registration"], // a state licence until 31 March 2026
    [14_999_999, "FSSAI basic registration", "/food-license/fssai/food-license-registration"],
    [15_000_000, "FSSAI basic registration", "/food-license/fssai/food-license-registration"],
    [15_000_001, "FSSAI state licence", "/food-license/fssai/food-state-license"],
    [200_000_001, "FSSAI state licence", "/food-license/fssai/food-state-license"], // a central licence until 31 March 2026
    [500_000_000, "FSSAI state licence", "/food-license/fssai/food-state-license"],
    [500_000_001, "FSSAI central licence", "/food-license/fssai/food-central-license"],
  ])("turnover ₹%d: %s", (turnover, name, guide) => {
    const f = find({ food: true, turnover }, "fssai")
    expect(f).toMatchObject({ status: "required", name, guide })
    expect(f?.reason).toMatch(/^Every food business needs FSSAI registration or a licence\. /)
  })

  it("is not listed for a business that does not handle food", () => {
    expect(find({ food: false, turnover: 3_000_000 }, "fssai")).toBeUndefined()
  })

  it("needs the central licence for a food importer or exporter at any turnover, but not for an online seller", () => {
    expect(find({ food: true, foodImportExport: true, importExport: true, turnover: 200_000 }, "fssai")?.name).toBe("FSSAI central licence")
    expect(find({ food: true, online: true, turnover: 200_000 }, "fssai")?.name).toBe("FSSAI basic registration")
  })

  // FSS (Licensing and Registration of Food Businesses) Regulations, 2011, Schedule 1: the central
  // licence is for importers and exporters of food, not for a food business that imports equipment.
  it("a café that imports kitchen equipment keeps the tier of its turnover, and needs an IEC", () => {
    const cafe = { food: true, importExport: true, foodImportExport: false, turnover: 20_000_000 }
    expect(find(cafe, "fssai")?.name).toBe("FSSAI state licence")
    expect(find(cafe, "iec")?.status).toBe("required")
    expect(find({ ...cafe, turnover: 2_000_000 }, "fssai")?.name).toBe("FSSAI basic registration")
  })

  it("a food exporter needs the central licence and an IEC even if it did not tick the other questions", () => {
    expect(find({ foodImportExport: true, turnover: 200_000 }, "fssai")?.name).toBe("FSSAI central licence")
    expect(find({ foodImportExport: true }, "iec")?.status).toBe("required")
  })
})

describe("PF from 20 employees, ESI from 10 employees with wages up to ₹21,000", () => {
  // Code on Social Security, 2020, First Schedule (https://labour.gov.in): EPF from 20 employees,
  // ESI from 10; ESI (Central) Rules, 1950, rule 50 (https://www.esic.gov.in): wages up to ₹21,000 a month.
  it.each([
    [19, "not-now"],
    [20, "required"],
  ])("PF with %d employees: %s", (employees, expected) => {
    expect(status({ employees }, "pf")).toBe(expected)
  })

  it.each([
    [9, 9, "not-now"],
    [10, 1, "required"],
    [10, 10, "required"],
    [10, 0, "not-now"], // nobody earns ₹21,000 or less
    [40, 0, "not-now"],
  ])("ESI with %d employees, %d of them earning up to ₹21,000: %s", (employees, esiEmployees, expected) => {
    expect(status({ employees, esiEmployees }, "esi")).toBe(expected)
  })

  // Code on Social Security, 2020: an employee includes one employed through a contractor, so the
  // contract workers a business uses count towards its EPF and ESI limits.
  it.each([
    [15, 5, "principal", "required"],
    [15, 5, "both", "required"],
    [15, 5, "contractor", "not-now"], // workers supplied to others count for the businesses that use them
    [15, 4, "principal", "not-now"],
  ] as const)("PF with %d employees and %d contract workers (%s): %s", (employees, contractWorkers, contractRole, expected) => {
    expect(status({ employees, contractWorkers, contractRole }, "pf")).toBe(expected)
  })

  it("counts the contract workers the business uses for ESI too, and says so", () => {
    expect(status({ employees: 6, contractWorkers: 4, esiEmployees: 4 }, "esi")).toBe("required")
    expect(status({ employees: 6, contractWorkers: 4, esiEmployees: 4, contractRole: "contractor" }, "esi")).toBe("not-now")
    expect(find({ employees: 6, contractWorkers: 4, esiEmployees: 4 }, "esi")?.reason).toBe(
      "You have 10 employees counting 4 contract workers (the Code on Social Security counts workers employed through a contractor), 4 of them earning up to ₹21,000 a month: ESI registration is mandatory for establishments with 10 or more employees, and contributions are paid for everyone earning up to ₹21,000.",
    )
  })

  it("explains both", () => {
    expect(find({ employees: 20 }, "pf")?.reason).toBe("You have 20 employees: PF registration is mandatory from 20 employees.")
    expect(find({ employees: 19 }, "pf")?.reason).toBe(
      "PF registration is mandatory from 20 employees; you have 19 employees. You can register voluntarily if you and most employees agree.",
    )
    expect(find({ employees: 10, esiEmployees: 4 }, "esi")?.reason).toBe(
      "You have 10 employees, 4 of them earning up to ₹21,000 a month: ESI registration is mandatory for establishments with 10 or more employees, and contributions are paid for everyone earning up to ₹21,000.",
    )
    expect(find({ employees: 12, esiEmployees: 0 }, "esi")?.reason).toBe(
      "You have 12 employees, but ESI covers employees earning up to ₹21,000 a month and none of yours do. Register as soon as you employ someone at that wage or less.",
    )
    expect(find({ employees: 9 }, "esi")?.reason).toBe("ESI registration is mandatory from 10 employees; you have 9 employees.")
    expect(find({ employees: 1 }, "esi")?.reason).toBe("ESI registration is mandatory from 10 employees; you have 1 employee.")
    // none: the words for none, not "you have 0"
    expect(find({ employees: 0 }, "pf")?.reason).toBe("PF registration is mandatory from 20 employees; you have no employees. You can register voluntarily if you and most employees agree.")
    expect(find({ employees: 0 }, "esi")?.reason).toBe("ESI registration is mandatory from 10 employees; you have no employees.")
  })
})

describe("contract labour licence from 50 contract workers (labour codes in force since 21 November 2025)", () => {
  // Occupational Safety, Health and Working Conditions Code, 2020, s.45 and s.47 (https://www.indiacode.nic.in)
  it.each([
    [49, "not-now"],
    [50, "required"],
    [51, "required"],
  ])("a contractor supplying %d contract workers: %s", (contractWorkers, expected) => {
    expect(status({ contractWorkers, contractRole: "contractor" }, "labour-licence")).toBe(expected)
    expect(status({ contractWorkers, contractRole: "both" }, "labour-licence")).toBe(expected)
  })

  it("never asks the principal employer for the contractor's licence: it registers its establishment (from 10 workers)", () => {
    expect(status({ contractWorkers: 60, contractRole: "principal" }, "labour-licence")).toBe("not-now")
    expect(find({ contractWorkers: 60, contractRole: "principal" }, "labour-licence")?.reason).toBe(
      "The contract labour licence is the contractor's, not yours: under the Occupational Safety, Health and Working Conditions Code (in force since 21 November 2025), a contractor needs one from 50 contract workers on any day of the last 12 months. Ask each contractor that supplies you for their licence.",
    )
    expect(find({ contractWorkers: 60, contractRole: "principal" }, "osh-registration")).toMatchObject({
      status: "required",
      name: "Establishment registration under the OSH Code",
      guide: "/registrations/company/labour-license",
    })
    expect(status({ employees: 5, contractWorkers: 5 }, "osh-registration")).toBe("required")
    expect(status({ employees: 5, contractWorkers: 4 }, "osh-registration")).toBe("not-now")
    expect(find({ contractWorkers: 60, contractRole: "contractor" }, "osh-registration")).toBeUndefined()
    expect(find({ employees: 30 }, "osh-registration")).toBeUndefined()
  })

  it("is not listed without contract workers, and never says 20", () => {
    expect(find({ employees: 60 }, "labour-licence")).toBeUndefined()
    expect(find({ contractWorkers: 20, contractRole: "contractor" }, "labour-licence")?.reason).toBe(
      "Under the Occupational Safety, Health and Working Conditions Code (in force since 21 November 2025), a contract labour licence is needed from 50 contract workers; you have 20.",
    )
    expect(find({ contractWorkers: 50, contractRole: "contractor" }, "labour-licence")?.reason).toBe(
      "You supply 50 contract workers to other businesses: under the Occupational Safety, Health and Working Conditions Code (in force since 21 November 2025), a contractor needs a licence from 50 contract workers on any day of the last 12 months.",
    )
  })
})

describe("Udyam: open up to ₹500 crore turnover (S.O. 1364(E), 21 March 2025)", () => {
  it.each([
    [5_000_000_000, "recommended"],
    [5_000_000_001, "not-now"],
  ])("turnover ₹%d: %s", (turnover, expected) => {
    expect(status({ turnover }, "udyam")).toBe(expected)
  })

  it("names both medium limits, never the old ₹250 crore", () => {
    const reason = find({ turnover: 3_000_000_000 }, "udyam")!.reason
    expect(reason).toBe(
      "Free on the government portal for enterprises with investment in plant, machinery or equipment up to ₹125 crore and turnover up to ₹500 crore. Not compulsory, but banks ask for it and it unlocks MSME benefits.",
    )
    expect(reason).not.toContain("250 crore")
  })
})

describe("professional tax, trade licence, IEC, trademark and the business form", () => {
  it("enrols every Telangana business for professional tax, and employers for PTRC too", () => {
    expect(find({}, "professional-tax")).toMatchObject({ status: "required", name: "Professional tax enrolment (PTEC)" })
    expect(find({ employees: 1 }, "professional-tax")?.name).toBe("Professional tax enrolment (PTEC) and employer registration (PTRC)")
    expect(find({ state: "Karnataka" }, "professional-tax")).toBeUndefined()
  })

  it("asks for a trade licence for premises: GHMC or municipal in Telangana, the municipality elsewhere", () => {
    // answered no: listed as not needed now, saying which premises need it (review 39: a visitor who
    // passed the question over read a list without it as complete)
    expect(find({ premises: false }, "trade-licence")).toMatchObject({ status: "not-now", name: "Trade licence (GHMC, Cyberabad, Malkajgiri or municipality)", guide: "/registrations/company/ghmc-trade-license" })
    expect(find({ premises: false }, "trade-licence")?.reason).toBe(
      "You said you do not trade from premises. Almost every business carried on from a fixed place (a shop, restaurant, workshop, godown or clinic) needs a trade licence from the local body, renewed every year: answer yes above if yours is.",
    )
    expect(find({ premises: false, state: "Karnataka" }, "trade-licence")).toMatchObject({ status: "not-now", name: "Municipal trade licence" })
    expect(find({ premises: true }, "trade-licence")).toMatchObject({ name: "Trade licence (GHMC, Cyberabad, Malkajgiri or municipality)", guide: "/registrations/company/ghmc-trade-license" })
    // G.O.Ms.No.55, MA&UD Department, Government of Telangana, 11 February 2026: three corporations and their zones
    // (a list under the reason, not one sentence: about fourteen lines at 375px, review 40)
    expect(find({ premises: true }, "trade-licence")).toMatchObject({
      reason:
        "You trade from premises: each premises needs a trade licence, renewed every year, from the body that levies its property tax. In Telangana that is the municipality; in Hyderabad, since February 2026, one of three corporations, by the zone the premises lie in:",
      points: [
        "Greater Hyderabad Municipal Corporation (GHMC): Khairatabad, Secunderabad, Charminar, Golconda, Rajendranagar and Shamshabad zones",
        "Cyberabad Municipal Corporation: Serilingampally, Kukatpally and Quthbullapur zones",
        "Malkajgiri Municipal Corporation: Malkajgiri, Uppal and LB Nagar zones",
      ],
    })
    expect(find({ premises: false }, "trade-licence")?.points).toBeUndefined()
    expect(find({ premises: true, state: "Kerala" }, "trade-licence")?.points).toBeUndefined()
    expect(find({ premises: true, state: "Kerala" }, "trade-licence")).toMatchObject({
      name: "Municipal trade licence",
      guide: "/registrations/company/municipal-trade-license",
    })
  })

  it("needs an IEC to import or export", () => {
    expect(find({ importExport: true }, "iec")).toMatchObject({ status: "required", guide: "/registrations/company/iec-code-registration" })
    // Foreign Trade (Development and Regulation) Act 1992, s.7 and its proviso for services and technology
    expect(find({ importExport: true }, "iec")?.reason).toBe(
      "You import or export: under section 7 of the Foreign Trade (Development and Regulation) Act, 1992, importers and exporters of goods need a 10-digit IEC from DGFT, valid for a lifetime (for services, only when claiming Foreign Trade Policy benefits).",
    )
    expect(find({ importExport: false }, "iec")).toBeUndefined()
  })

  it("recommends a trademark for a brand, with the online fee per class (Trade Marks Rules, 2017, First Schedule)", () => {
    expect(find({ brand: true }, "trademark")).toMatchObject({
      status: "recommended",
      reason:
        "Registering your brand name or logo stops others using it. The government fee, filed online, is ₹4,500 per class for individuals, startups and small enterprises (₹9,000 per class for others).",
    })
    expect(find({ brand: false }, "trademark")).toBeUndefined()
  })

  it("names the registration of the business form", () => {
    expect(find({ form: "proprietorship" }, "incorporation")).toBeUndefined()
    expect(find({ form: "partnership" }, "incorporation")).toMatchObject({ name: "Partnership firm registration", status: "recommended" })
    expect(find({ form: "llp" }, "incorporation")).toMatchObject({ name: "LLP incorporation", status: "required" })
    expect(find({ form: "pvt-ltd" }, "incorporation")).toMatchObject({ name: "Private limited company incorporation", status: "required" })
    expect(find({ form: "opc" }, "incorporation")).toMatchObject({ name: "One person company incorporation", status: "required" })
  })
})

describe("the whole answer and the WhatsApp message", () => {
  const restaurant: Answers = {
    form: "pvt-ltd",
    turnover: 2_500_000,
    state: "Telangana",
    supplies: "both",
    interstateGoods: false,
    online: true,
    food: true,
    employees: 12,
    esiEmployees: 9,
    contractWorkers: 0,
    contractRole: "principal",
    importExport: false,
    foodImportExport: false,
    brand: true,
    premises: true,
  }

  it("groups what applies: needed now, recommended, not needed now", () => {
    const a = whichRegistrations(restaurant, T)
    expect(a.required.map(f => f.name)).toEqual([
      "Private limited company incorporation",
      "GST registration",
      "FSSAI basic registration",
      "Professional tax enrolment (PTEC) and employer registration (PTRC)",
      "Trade licence (GHMC, Cyberabad, Malkajgiri or municipality)",
      "ESI registration (ESIC)",
    ])
    expect(a.recommended.map(f => f.name)).toEqual(["Udyam (MSME) registration", "Trademark registration"])
    expect(a.notNow.map(f => f.name)).toEqual(["PF registration (EPFO)"])
  })

  it("names the business and what applies in the message", () => {
    expect(whichRegistrationsMessage(restaurant, whichRegistrations(restaurant, T))).toBe(
      [
        'Hello, I used the "Which registrations do I need?" tool on your website.',
        "My business: Private limited company in Telangana, both goods and services, turnover ₹25 lakh a year, 12 employees, 9 earning up to the ESI wage limit, food business, sells online, trades from premises, own brand.",
        "Needed now: Private limited company incorporation; GST registration; FSSAI basic registration; Professional tax enrolment (PTEC) and employer registration (PTRC); Trade licence (GHMC, Cyberabad, Malkajgiri or municipality); ESI registration (ESIC).",
        "Recommended: Udyam (MSME) registration; Trademark registration.",
        "Please help me with these registrations.",
      ].join("\n"),
    )
  })
})

describe("guide links", () => {
  /** Every path (canonical and alias) a Markdown page under content/ declares. */
  function contentPaths(): Set<string> {
    const paths = new Set<string>()
    const walk = (dir: string) => {
      for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
        const full = path.join(dir, entry.name)
        if (entry.isDirectory()) walk(full)
        else if (entry.name.endsWith(".md")) {
          const fm = matter(fs.readFileSync(full, "utf8")).data as { path?: string; aliases?: string[] }
          if (fm.path) paths.add(fm.path)
          for (const alias of fm.aliases ?? []) paths.add(alias)
        }
      }
    }
    walk(path.join(__dirname, "../../content"))
    return paths
  }

  it("every guide the tools link to is a page of the site", () => {
    const paths = contentPaths()
    const linked = [...Object.values(GUIDES), ...Object.values(CALCULATOR_GUIDES)]
    expect(linked.filter(p => !paths.has(p))).toEqual([])
  })
})

describe("the service the answer's Get a quote names (review 18)", () => {
  const named = (changes: Partial<Answers>, max = 80) => quoteServiceOf(answer(changes), max)
  it("names the registrations needed now, as many as fit the quote link", () => {
    const service = named({ turnover: 2_500_000, supplies: "services" })
    expect(service.length).toBeGreaterThan(0)
    expect(service.length).toBeLessThanOrEqual(80)
    const needed = answer({ turnover: 2_500_000, supplies: "services" }).required.map(f => f.name)
    expect(service.split(", ")).toEqual(needed.slice(0, service.split(", ").length))
    expect(service.startsWith(needed[0])).toBe(true)
  })
  it("stops before a name that would not fit, and names none when none fits", () => {
    const needed = answer({ turnover: 2_500_000, supplies: "services" }).required.map(f => f.name)
    expect(needed.length).toBeGreaterThan(1)
    expect(named({ turnover: 2_500_000, supplies: "services" }, needed[0].length)).toBe(needed[0])
    expect(named({ turnover: 2_500_000, supplies: "services" }, needed[0].length - 1)).toBe("")
  })
  it("names the recommended ones when nothing is needed now", () => {
    expect(quoteServiceOf({ required: [], recommended: [{ name: "Udyam (MSME) registration" } as Finding] }, 80)).toBe("Udyam (MSME) registration")
    expect(quoteServiceOf({ required: [], recommended: [] }, 80)).toBe("")
  })
})

describe("headcounts read as people write them", () => {
  // Review 24 (768 px): "You have 50000 employees counting 25000 contract workers" beside ₹25,000.
  it("groups large headcounts in the Indian way, in the reasons and the business line", () => {
    const big = { employees: 50_000, contractWorkers: 25_000, contractRole: "principal" as const, esiEmployees: 12_000 }
    const reasons = answer(big).findings.map(f => f.reason).join("\n")
    expect(reasons).toContain("75,000")
    expect(reasons).not.toMatch(/\b\d{5,}\b/)
    const message = whichRegistrationsMessage({ ...base, ...big }, answer(big))
    expect(message).toContain("50,000 employees")
    expect(message).toContain("12,000")
    expect(message).not.toMatch(/(?<![₹\d,])\d{5,}\b/)
  })
})
