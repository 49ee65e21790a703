import { facts as F, thresholds as T } from "../helpers/facts"
import fs from "fs"
import path from "path"
import matter from "gray-matter"
import { GUIDES as CALCULATOR_GUIDES } from "../../src/lib/tools/calculators"
import {
  GUIDES,
  whichRegistrations,
  whichRegistrationsMessage,
  type Answers,
  type Finding,
  type RegistrationId,
} from "../../src/lib/tools/which-registrations"

const LAKH = 100_000
const CRORE = 10_000_000

/** A services proprietorship in Telangana, no staff, nothing special. */
const base: Answers = {
  form: "proprietorship",
  turnover: 5 * LAKH,
  location: "telangana",
  supplies: "services",
  interstateOrOnline: false,
  food: false,
  employees: 0,
  contractLabour: false,
  importExport: false,
  brand: false,
  premises: false,
}

const answer = (changes: Partial<Answers>) => whichRegistrations({ ...base, ...changes }, T)
const find = (changes: Partial<Answers>, id: RegistrationId): Finding | undefined => answer(changes).findings.find(f => f.id === id)
const status = (changes: Partial<Answers>, id: RegistrationId) => find(changes, id)?.status

describe("GST: mandatory above 20 lakh, 10 lakh in special category states", () => {
  it.each([
    [20 * LAKH - 1, "not-now"],
    [20 * LAKH, "not-now"],
    [20 * LAKH + 1, "required"],
  ])("Telangana, turnover %d: %s", (turnover, expected) => {
    expect(status({ turnover }, "gst")).toBe(expected)
  })

  it.each([
    [10 * LAKH - 1, "not-now"],
    [10 * LAKH, "not-now"],
    [10 * LAKH + 1, "required"],
  ])("special category state, turnover %d: %s", (turnover, expected) => {
    expect(status({ turnover, location: "special" }, "gst")).toBe(expected)
  })

  it("gives the reason with the limit", () => {
    expect(find({ turnover: 25 * LAKH }, "gst")?.reason).toBe("Turnover of ₹25 lakh is above ₹20 lakh, the GST limit.")
    expect(find({ turnover: 15 * LAKH, location: "special" }, "gst")?.reason).toBe(
      "Turnover of ₹15 lakh is above ₹10 lakh, the GST limit in special category states.",
    )
    expect(find({ turnover: 20 * LAKH }, "gst")?.reason).toBe(
      "GST becomes mandatory above ₹20 lakh turnover; yours is ₹20 lakh. You may still register voluntarily.",
    )
  })

  it("keeps 20 lakh for goods in Telangana and mentions the 40 lakh some states allow", () => {
    expect(status({ turnover: 20 * LAKH + 1, supplies: "goods" }, "gst")).toBe("required")
    expect(find({ turnover: 25 * LAKH, supplies: "goods" }, "gst")?.reason).toContain(
      "Telangana applies the ₹20 lakh limit to goods too (some states allow ₹40 lakh for goods only).",
    )
    expect(find({ supplies: "goods", location: "other" }, "gst")?.reason).toContain("Some states allow ₹40 lakh for businesses that supply only goods")
  })

  it("is needed at any turnover for goods sold to other states or online, not for services", () => {
    expect(status({ turnover: 1 * LAKH, supplies: "goods", interstateOrOnline: true }, "gst")).toBe("required")
    expect(status({ turnover: 1 * LAKH, supplies: "both", interstateOrOnline: true }, "gst")).toBe("required")
    expect(status({ turnover: 1 * LAKH, supplies: "services", interstateOrOnline: true }, "gst")).toBe("not-now")
  })
})

describe("FSSAI tier for a food business: basic under 12 lakh, state 12 lakh to 20 crore, central above", () => {
  it.each([
    [12 * LAKH - 1, "FSSAI basic registration", "/food-license/fssai/food-license-registration"],
    [12 * LAKH, "FSSAI state licence", "/food-license/fssai/food-state-license"],
    [12 * LAKH + 1, "FSSAI state licence", "/food-license/fssai/food-state-license"],
    [20 * CRORE - 1, "FSSAI state licence", "/food-license/fssai/food-state-license"],
    [20 * CRORE, "FSSAI state licence", "/food-license/fssai/food-state-license"],
    [20 * CRORE + 1, "FSSAI central licence", "/food-license/fssai/food-central-license"],
  ])("turnover %d: %s", (turnover, name, guide) => {
    const f = find({ food: true, turnover }, "fssai")
    expect(f).toMatchObject({ status: "required", name, guide })
    expect(f?.reason).toMatch(/^Every food business needs FSSAI registration or a licence\. /)
  })

  it("is not listed for a business that does not handle food", () => {
    expect(find({ food: false, turnover: 30 * LAKH }, "fssai")).toBeUndefined()
  })

  it("needs the central licence for a food importer or exporter at any turnover", () => {
    expect(find({ food: true, importExport: true, turnover: 2 * LAKH }, "fssai")?.name).toBe("FSSAI central licence")
  })
})

describe("PF from 20 employees, ESI from 10", () => {
  it.each([
    [19, "not-now"],
    [20, "required"],
    [21, "required"],
  ])("PF with %d employees: %s", (employees, expected) => {
    expect(status({ employees }, "pf")).toBe(expected)
  })

  it.each([
    [9, "not-now"],
    [10, "required"],
    [11, "required"],
  ])("ESI with %d employees: %s", (employees, expected) => {
    expect(status({ employees }, "esi")).toBe(expected)
  })

  it("explains both", () => {
    expect(find({ employees: 20 }, "pf")?.reason).toBe("You have 20 employees: PF registration is mandatory from 20 employees.")
    expect(find({ employees: 19 }, "pf")?.reason).toBe(
      "PF registration is mandatory from 20 employees; you have 19. You can register voluntarily if you and most employees agree.",
    )
    expect(find({ employees: 10 }, "esi")?.reason).toBe("You have 10 employees: ESI registration is mandatory for establishments with 10 or more employees.")
    expect(find({ employees: 9 }, "esi")?.reason).toBe("ESI registration is mandatory from 10 employees; you have 9.")
  })
})

// OSH Code 2020 s. 45 (in force 21 November 2025): contract labour licence from 50 workers (content/facts.json labour.workers).
describe("labour licence from 50 contract workers", () => {
  it.each([
    [49, "not-now"],
    [50, "required"],
    [51, "required"],
  ])("%d workers with contract labour: %s", (employees, expected) => {
    expect(status({ employees, contractLabour: true }, "labour-licence")).toBe(expected)
  })

  it("is not listed without contract labour", () => {
    expect(find({ employees: 50 }, "labour-licence")).toBeUndefined()
    expect(find({ employees: 12, contractLabour: true }, "labour-licence")?.reason).toBe(
      "A labour licence is needed from 50 workers; you have 12.",
    )
  })
})

describe("professional tax, trade licence, IEC, Udyam, trademark and the business form", () => {
  it("enrols every Telangana business for professional tax, and employers for PTRC too", () => {
    expect(find({}, "professional-tax")).toMatchObject({ status: "required", name: "Professional tax enrolment (PTEC)" })
    expect(find({ employees: 1 }, "professional-tax")?.name).toBe("Professional tax enrolment (PTEC) and employer registration (PTRC)")
    expect(find({ location: "other" }, "professional-tax")).toBeUndefined()
    expect(find({ location: "special" }, "professional-tax")).toBeUndefined()
  })

  it("asks for a trade licence for premises: GHMC or municipal in Telangana, the municipality elsewhere", () => {
    expect(find({ premises: false }, "trade-licence")).toBeUndefined()
    expect(find({ premises: true }, "trade-licence")).toMatchObject({ name: "GHMC or municipal trade licence", guide: "/registrations/company/ghmc-trade-license" })
    expect(find({ premises: true, location: "other" }, "trade-licence")).toMatchObject({
      name: "Municipal trade licence",
      guide: "/registrations/company/municipal-trade-license",
    })
  })

  it("needs an IEC to import or export", () => {
    expect(find({ importExport: true }, "iec")).toMatchObject({ status: "required", guide: "/registrations/company/iec-code-registration" })
    expect(find({ importExport: false }, "iec")).toBeUndefined()
  })

  it.each([
    // S.O. 1364(E), 21 March 2025: medium enterprises up to ₹500 crore turnover
    [500 * CRORE - 1, "recommended"],
    [500 * CRORE, "recommended"],
    [500 * CRORE + 1, "not-now"],
  ])("recommends Udyam up to 500 crore turnover: %d is %s", (turnover, expected) => {
    expect(status({ turnover }, "udyam")).toBe(expected)
  })

  it("recommends a trademark for a brand, with the fee per class", () => {
    expect(find({ brand: true }, "trademark")).toMatchObject({
      status: "recommended",
      reason:
        "Registering your brand name or logo stops others using it. The government fee is ₹4,500 per class for individuals, startups and small enterprises (₹9,000 for others).",
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
    turnover: 25 * LAKH,
    location: "telangana",
    supplies: "both",
    interstateOrOnline: false,
    food: true,
    employees: 12,
    contractLabour: false,
    importExport: false,
    brand: true,
    premises: true,
  }

  it("groups what applies: needed now, recommended, not needed now", () => {
    const a = whichRegistrations(restaurant, T)
    expect(a.required.map(f => f.name)).toEqual([
      "Private limited company incorporation",
      "GST registration",
      "FSSAI state licence",
      "Professional tax enrolment (PTEC) and employer registration (PTRC)",
      "GHMC or municipal trade licence",
      "ESI registration (ESIC)",
    ])
    expect(a.recommended.map(f => f.name)).toEqual(["Udyam (MSME) registration", "Trademark registration"])
    expect(a.notNow.map(f => f.name)).toEqual(["PF registration (EPFO)"])
  })

  it("names the business and what applies in the message", () => {
    expect(whichRegistrationsMessage(restaurant, whichRegistrations(restaurant, T))).toBe(
      [
        'Hello, I used the "Which registrations do I need?" tool on your website.',
        "My business: Private limited company in Telangana, both goods and services, turnover ₹25 lakh a year, 12 employees, food business, trades from premises, own brand.",
        "Needed now: Private limited company incorporation; GST registration; FSSAI state licence; Professional tax enrolment (PTEC) and employer registration (PTRC); GHMC or municipal trade licence; ESI registration (ESIC).",
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
