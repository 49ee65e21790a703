import { lookupFact, type FactTable } from "../facts"
import { describeRupees, formatRupees } from "./amounts"
import { FSSAI_NAMES, fssaiTier, GUIDES as CALCULATOR_GUIDES, type FssaiTier } from "./calculators"
import type { Thresholds } from "./thresholds"

/**
 * "Which registrations do I need?": from a few answers about a business, the
 * registrations and licences that apply, each with the reason and its guide.
 * Pure: every limit comes from `thresholds` (content/facts.json).
 */

export type BusinessForm = "proprietorship" | "partnership" | "llp" | "pvt-ltd" | "opc"
export type Supplies = "goods" | "services" | "both"
/** principal: contractors supply the workers to this business; contractor: this business supplies them to others. */
export type ContractRole = "principal" | "contractor" | "both"

export const CONTRACT_ROLE_LABELS: Record<ContractRole, string> = {
  principal: "Contractors supply them to us",
  contractor: "We supply them to other businesses",
  both: "Both",
}

/** The states and union territories of India, for the question where the business is. */
export const STATES = [
  "Andaman and Nicobar Islands",
  "Andhra Pradesh",
  "Arunachal Pradesh",
  "Assam",
  "Bihar",
  "Chandigarh",
  "Chhattisgarh",
  "Dadra and Nagar Haveli and Daman and Diu",
  "Delhi",
  "Goa",
  "Gujarat",
  "Haryana",
  "Himachal Pradesh",
  "Jammu and Kashmir",
  "Jharkhand",
  "Karnataka",
  "Kerala",
  "Ladakh",
  "Lakshadweep",
  "Madhya Pradesh",
  "Maharashtra",
  "Manipur",
  "Meghalaya",
  "Mizoram",
  "Nagaland",
  "Odisha",
  "Puducherry",
  "Punjab",
  "Rajasthan",
  "Sikkim",
  "Tamil Nadu",
  "Telangana",
  "Tripura",
  "Uttar Pradesh",
  "Uttarakhand",
  "West Bengal",
] as const

export const HOME_STATE = "Telangana"

export interface Answers {
  form: BusinessForm
  /** Expected yearly turnover in rupees (all India, the aggregate turnover of GST). */
  turnover: number
  /** State or union territory of the principal place of business (one of STATES). */
  state: string
  supplies: Supplies
  /** Sells goods to buyers in other states. */
  interstateGoods: boolean
  /** Sells through e-commerce platforms (marketplaces, food-delivery apps). */
  online: boolean
  /** Makes, stores, transports, sells or serves food. */
  food: boolean
  /** Everyone on the payroll: permanent, temporary and casual staff. */
  employees: number
  /** How many of the employees and contract workers earn up to the ESI wage limit a month. */
  esiEmployees: number
  /** Contract workers (most on any day of the last 12 months): engaged through contractors, or supplied to others as a contractor (see contractRole). */
  contractWorkers: number
  /** Whose contract workers they are: supplied to this business by contractors, supplied by this business to others, or both. */
  contractRole: ContractRole
  /** Imports or exports anything (goods or services). */
  importExport: boolean
  /** Imports or exports food itself (not only kitchen equipment or packaging): the FSSAI central licence. */
  foodImportExport: boolean
  /** Sells under a brand name or logo. */
  brand: boolean
  /** Trades from a shop, restaurant, workshop, godown, clinic or other premises. */
  premises: boolean
}

export const FORM_LABELS: Record<BusinessForm, string> = {
  proprietorship: "Proprietorship",
  partnership: "Partnership firm",
  llp: "LLP",
  "pvt-ltd": "Private limited company",
  opc: "One person company",
}

export const SUPPLIES_LABELS: Record<Supplies, string> = {
  goods: "Goods only",
  services: "Services only",
  both: "Both goods and services",
}

export type RegistrationId =
  | "incorporation"
  | "gst"
  | "fssai"
  | "professional-tax"
  | "trade-licence"
  | "pf"
  | "esi"
  | "labour-licence"
  | "osh-registration"
  | "iec"
  | "udyam"
  | "trademark"

/** required: the law asks for it now; recommended: optional but worth having; not-now: not needed at these numbers. */
export type Status = "required" | "recommended" | "not-now"

export interface Finding {
  id: RegistrationId
  name: string
  status: Status
  reason: string
  /** Path of the guide that explains it. */
  guide: string
}

export interface Answer {
  findings: Finding[]
  required: Finding[]
  recommended: Finding[]
  notNow: Finding[]
}

export const GUIDES = {
  proprietorship: "/registrations/company/proprietorship-firm",
  partnership: "/registrations/company/partnership-firm",
  llp: "/registrations/company/llp-registration",
  "pvt-ltd": "/registrations/company/pvt-ltd-registration",
  opc: "/registrations/company/opc-registration",
  gst: "/gst/services/gst-registration",
  professionalTax: "/tax-compliances/services/professional-tax-registration",
  ghmcTradeLicence: "/registrations/company/ghmc-trade-license",
  municipalTradeLicence: "/registrations/company/municipal-trade-license",
  pf: CALCULATOR_GUIDES.pf,
  esi: "/registrations/company/esi-registration",
  labour: "/registrations/company/labour-license",
  iec: "/registrations/company/iec-code-registration",
  udyam: CALCULATOR_GUIDES.udyam,
  trademark: CALCULATOR_GUIDES.trademark,
} as const

const plural = (n: number, one: string, many = `${one}s`) => `${n} ${n === 1 ? one : many}`

function incorporation(a: Answers): Finding | undefined {
  switch (a.form) {
    case "pvt-ltd":
    case "opc":
      return {
        id: "incorporation",
        name: a.form === "opc" ? "One person company incorporation" : "Private limited company incorporation",
        status: "required",
        reason: "A company exists only once it is incorporated with the Ministry of Corporate Affairs, which also issues its PAN and TAN.",
        guide: GUIDES[a.form],
      }
    case "llp":
      return {
        id: "incorporation",
        name: "LLP incorporation",
        status: "required",
        reason: "An LLP exists only once it is incorporated with the Ministry of Corporate Affairs, and its LLP agreement is filed.",
        guide: GUIDES.llp,
      }
    case "partnership":
      return {
        id: "incorporation",
        name: "Partnership firm registration",
        status: "recommended",
        reason: "Registration with the Registrar of Firms is optional, but an unregistered firm cannot sue to enforce its contracts and banks prefer a registered firm.",
        guide: GUIDES.partnership,
      }
    case "proprietorship":
      return undefined
  }
}

/**
 * States and union territories whose intra-state suppliers of goods do NOT
 * get the higher goods-only limit: clause (c) of the proviso to Notification
 * 10/2019-Central Tax, 7 March 2019 (in force 1 April 2019), as recorded in
 * the GST registration guide's table. (Not a figure: which limit applies is
 * read from the facts.)
 */
export const GOODS_LIMIT_NOT_ADOPTED: ReadonlyArray<string> = [
  "Arunachal Pradesh",
  "Manipur",
  "Meghalaya",
  "Mizoram",
  "Nagaland",
  "Puducherry",
  "Sikkim",
  "Telangana",
  "Tripura",
  "Uttarakhand",
]

/**
 * The GST registration limit for a business (CGST Act s.22(1); Notification
 * 10/2019-Central Tax for suppliers of goods only): the lowest limit in the
 * special category states; for suppliers of goods only, the higher goods
 * limit except in the states that did not adopt it (Telangana among them)
 * and except for goods sold through e-commerce platforms (whose small sellers
 * are exempt only up to the s.22(1) limit, Notification 34/2023-Central Tax);
 * otherwise the general limit (services, and goods with services).
 */
export function gstLimit(state: string, supplies: Supplies, online: boolean, t: Thresholds): { limit: number; of: string } {
  if (t.gst.specialStates.includes(state)) return { limit: t.gst.limitSpecial, of: `the GST limit in ${state}` }
  if (supplies === "goods") {
    if (GOODS_LIMIT_NOT_ADOPTED.includes(state)) {
      return { limit: t.gst.limit, of: `the GST limit for goods in ${state}, which did not adopt the ${describeRupees(t.gst.limitGoods)} limit for goods` }
    }
    if (online) {
      return { limit: t.gst.limit, of: `the GST limit for goods sold through e-commerce platforms (the ${describeRupees(t.gst.limitGoods)} limit for goods does not cover them)` }
    }
    return {
      limit: t.gst.limitGoods,
      of: `the GST limit in ${state} for businesses that supply only goods (not for ice cream, pan masala, tobacco, or bricks and tiles, which register above ${describeRupees(t.gst.limit)})`,
    }
  }
  return { limit: t.gst.limit, of: supplies === "both" ? "the GST limit for a business that supplies services (with or without goods)" : "the GST limit for services" }
}

function gst(a: Answers, t: Thresholds, facts: FactTable): Finding {
  const { limit, of } = gstLimit(a.state, a.supplies, a.online, t)
  const sellsGoods = a.supplies !== "services"
  const base = { id: "gst" as const, name: "GST registration", guide: GUIDES.gst }
  if (sellsGoods && a.interstateGoods) {
    return {
      ...base,
      status: "required",
      reason: "You sell goods to buyers in other states: GST registration is compulsory for inter-state supplies of goods, whatever the turnover.",
    }
  }
  if (a.turnover > limit) {
    return { ...base, status: "required", reason: `Turnover of ${describeRupees(a.turnover)} is above ${describeRupees(limit)}, ${of}.` }
  }
  const online = !a.online
    ? ""
    : sellsGoods
      ? ` Selling goods through e-commerce platforms within ${a.state} needs no GST registration below this limit (since ${lookupFact("gst.ecoSmallSellerFrom", facts)}), but the platform asks for an enrolment number, which you get free on the GST portal.`
      : " Services sold through e-commerce platforms follow the same limit."
  return {
    ...base,
    status: "not-now",
    reason: `GST becomes mandatory above ${describeRupees(limit)} turnover, ${of}; yours is ${describeRupees(a.turnover)}. You may still register voluntarily.${online}`,
  }
}

const FSSAI_GUIDES: Record<FssaiTier, string> = {
  basic: CALCULATOR_GUIDES.fssaiBasic,
  state: CALCULATOR_GUIDES.fssaiState,
  central: CALCULATOR_GUIDES.fssaiCentral,
}

function fssai(a: Answers, t: Thresholds): Finding | undefined {
  if (!a.food && !a.foodImportExport) return undefined
  // Importers and exporters of food itself need the central licence (a café importing an
  // oven does not); sellers on e-commerce platforms take the tier of their own turnover.
  const tier = fssaiTier(a.turnover, a.foodImportExport, t, a.state)
  return {
    id: "fssai",
    name: FSSAI_NAMES[tier.tier],
    status: "required",
    reason: `Every food business needs FSSAI registration or a licence. ${tier.reason}`,
    guide: FSSAI_GUIDES[tier.tier],
  }
}

function professionalTax(a: Answers): Finding | undefined {
  if (a.state !== HOME_STATE) return undefined
  return {
    id: "professional-tax",
    name: a.employees > 0 ? "Professional tax enrolment (PTEC) and employer registration (PTRC)" : "Professional tax enrolment (PTEC)",
    status: "required",
    reason:
      a.employees > 0
        ? "Every business in Telangana enrols for professional tax, and an employer paying salaries also registers to deduct it from them."
        : "Every business and self-employed professional in Telangana enrols for professional tax and pays its own tax every year.",
    guide: GUIDES.professionalTax,
  }
}

/**
 * Hyderabad's three municipal corporations since G.O.Ms.No.55 (MA&UD), 11 February 2026,
 * each with the zones of the old GHMC it took over. The trade licence comes from the one
 * whose zone the premises lie in (the one that levies their property tax).
 */
export const HYDERABAD_CORPORATIONS = [
  { name: "Greater Hyderabad Municipal Corporation (GHMC)", zones: ["Khairatabad", "Secunderabad", "Charminar", "Golconda", "Rajendranagar", "Shamshabad"] },
  { name: "Cyberabad Municipal Corporation", zones: ["Serilingampally", "Kukatpally", "Quthbullapur"] },
  { name: "Malkajgiri Municipal Corporation", zones: ["Malkajgiri", "Uppal", "LB Nagar"] },
] as const

const listing = (items: ReadonlyArray<string>) => `${items.slice(0, -1).join(", ")} and ${items[items.length - 1]}`

function tradeLicence(a: Answers): Finding | undefined {
  if (!a.premises) return undefined
  if (a.state === HOME_STATE) {
    const corporations = HYDERABAD_CORPORATIONS.map(c => `${c.name} (${listing(c.zones)} zones)`).join("; ")
    return {
      id: "trade-licence",
      name: "Trade licence (GHMC, Cyberabad, Malkajgiri or municipality)",
      status: "required",
      reason: `You trade from premises: each premises needs a trade licence, renewed every year, from the body that levies its property tax. Since February 2026 Hyderabad has three corporations: ${corporations}. Elsewhere in Telangana the municipality issues it.`,
      guide: GUIDES.ghmcTradeLicence,
    }
  }
  return {
    id: "trade-licence",
    name: "Municipal trade licence",
    status: "required",
    reason: "You trade from premises: almost every commercial activity carried on from a fixed place needs a trade licence from the local municipal body, renewed every year.",
    guide: GUIDES.municipalTradeLicence,
  }
}

/** Contract workers the business uses count as its employees for EPF and ESI (the Code on Social Security, 2020, defines an employee to include one employed through a contractor); workers it supplies to others are counted by the businesses that use them. */
const usedContractWorkers = (a: Answers) => (a.contractRole === "contractor" ? 0 : a.contractWorkers)

function headcount(a: Answers): { count: number; who: string } {
  const contract = usedContractWorkers(a)
  if (contract === 0) return { count: a.employees, who: plural(a.employees, "employee") }
  const count = a.employees + contract
  return { count, who: `${count} employees counting ${plural(contract, "contract worker")} (the Code on Social Security counts workers employed through a contractor)` }
}

function pf(a: Answers, t: Thresholds): Finding {
  const from = t.pf.employees
  const { count, who } = headcount(a)
  const base = { id: "pf" as const, name: "PF registration (EPFO)", guide: GUIDES.pf }
  if (count >= from) {
    return { ...base, status: "required", reason: `You have ${who}: PF registration is mandatory from ${plural(from, "employee")}.` }
  }
  return {
    ...base,
    status: "not-now",
    reason: `PF registration is mandatory from ${plural(from, "employee")}; you have ${count}. You can register voluntarily if you and most employees agree.`,
  }
}

function esi(a: Answers, t: Thresholds): Finding {
  const { employees: from, wageLimit } = t.esi
  const wage = describeRupees(wageLimit)
  const { count, who } = headcount(a)
  const base = { id: "esi" as const, name: "ESI registration (ESIC)", guide: GUIDES.esi }
  if (count < from) {
    return { ...base, status: "not-now", reason: `ESI registration is mandatory from ${plural(from, "employee")}; you have ${count}.` }
  }
  if (a.esiEmployees === 0) {
    return {
      ...base,
      status: "not-now",
      reason: `You have ${who}, but ESI covers employees earning up to ${wage} a month and none of yours do. Register as soon as you employ someone at that wage or less.`,
    }
  }
  return {
    ...base,
    status: "required",
    reason: `You have ${who}, ${a.esiEmployees} of them earning up to ${wage} a month: ESI registration is mandatory for establishments with ${from} or more employees, and contributions are paid for everyone earning up to ${wage}.`,
  }
}

const oshCode = (facts: FactTable) => `the Occupational Safety, Health and Working Conditions Code (in force since ${lookupFact("labour.codesInForce", facts)})`

/** The contractor's licence: only a business that supplies contract workers to others holds it. */
function labourLicence(a: Answers, t: Thresholds, facts: FactTable): Finding | undefined {
  if (a.contractWorkers === 0) return undefined
  const from = t.labour.workers
  const code = oshCode(facts)
  const base = { id: "labour-licence" as const, name: "Labour licence (contract labour)", guide: GUIDES.labour }
  if (a.contractRole === "principal") {
    return {
      ...base,
      status: "not-now",
      reason: `The contract labour licence is the contractor's, not yours: under ${code}, a contractor needs one from ${plural(from, "contract worker")} on any day of the last 12 months. Ask each contractor that supplies you for their licence.`,
    }
  }
  if (a.contractWorkers >= from) {
    return {
      ...base,
      status: "required",
      reason: `You supply ${plural(a.contractWorkers, "contract worker")} to other businesses: under ${code}, a contractor needs a licence from ${plural(from, "contract worker")} on any day of the last 12 months.`,
    }
  }
  return {
    ...base,
    status: "not-now",
    reason: `Under ${code}, a contract labour licence is needed from ${plural(from, "contract worker")}; you have ${a.contractWorkers}.`,
  }
}

/** The principal employer's side: registering the establishment that uses the workers (own and contract). */
function oshRegistration(a: Answers, t: Thresholds, facts: FactTable): Finding | undefined {
  if (a.contractWorkers === 0 || a.contractRole === "contractor") return undefined
  const from = t.labour.establishment
  const workers = a.employees + a.contractWorkers
  const base = { id: "osh-registration" as const, name: "Establishment registration under the OSH Code", guide: GUIDES.labour }
  if (workers >= from) {
    return {
      ...base,
      status: "required",
      reason: `You use contract workers: under ${oshCode(facts)}, the principal employer registers its establishment from ${plural(from, "worker")}, counting contract workers; you have ${workers}.`,
    }
  }
  return {
    ...base,
    status: "not-now",
    reason: `Under ${oshCode(facts)}, an establishment registers from ${plural(from, "worker")}, counting contract workers; you have ${workers}.`,
  }
}

function iec(a: Answers): Finding | undefined {
  if (!a.importExport && !a.foodImportExport) return undefined
  return {
    id: "iec",
    name: "Importer Exporter Code (IEC)",
    status: "required",
    reason:
      "You import or export: under section 7 of the Foreign Trade (Development and Regulation) Act, 1992, importers and exporters of goods need a 10-digit IEC from DGFT, valid for a lifetime (for services, only when claiming Foreign Trade Policy benefits).",
    guide: GUIDES.iec,
  }
}

function udyam(a: Answers, t: Thresholds): Finding {
  const { investment, turnover } = t.udyam.medium
  const limits = `investment in plant, machinery or equipment up to ${describeRupees(investment)} and turnover up to ${describeRupees(turnover)}`
  const base = { id: "udyam" as const, name: "Udyam (MSME) registration", guide: GUIDES.udyam }
  if (a.turnover <= turnover) {
    return {
      ...base,
      status: "recommended",
      reason: `Free on the government portal for enterprises with ${limits}. Not compulsory, but banks ask for it and it unlocks MSME benefits.`,
    }
  }
  return { ...base, status: "not-now", reason: `Udyam is for enterprises with ${limits}; your turnover is ${describeRupees(a.turnover)}.` }
}

function trademark(a: Answers, t: Thresholds): Finding | undefined {
  if (!a.brand) return undefined
  const { small, other } = t.trademark.eFiling
  return {
    id: "trademark",
    name: "Trademark registration",
    status: "recommended",
    reason: `Registering your brand name or logo stops others using it. The government fee, filed online, is ${formatRupees(small)} per class for individuals, startups and small enterprises (${formatRupees(other)} per class for others).`,
    guide: GUIDES.trademark,
  }
}

export function whichRegistrations(a: Answers, t: Thresholds, facts: FactTable): Answer {
  const findings = [
    incorporation(a),
    gst(a, t, facts),
    fssai(a, t),
    professionalTax(a),
    tradeLicence(a),
    pf(a, t),
    esi(a, t),
    labourLicence(a, t, facts),
    oshRegistration(a, t, facts),
    iec(a),
    udyam(a, t),
    trademark(a, t),
  ].filter((f): f is Finding => f !== undefined)
  return {
    findings,
    required: findings.filter(f => f.status === "required"),
    recommended: findings.filter(f => f.status === "recommended"),
    notNow: findings.filter(f => f.status === "not-now"),
  }
}

/** The business in a few words: "Private limited company in Telangana, services only, turnover ₹25 lakh a year, 12 employees". */
export function describeBusiness(a: Answers): string {
  const parts = [
    `${FORM_LABELS[a.form]} in ${a.state}`,
    SUPPLIES_LABELS[a.supplies].toLowerCase(),
    `turnover ${describeRupees(a.turnover)} a year`,
    plural(a.employees, "employee"),
  ]
  if (a.employees > 0) parts.push(`${a.esiEmployees} earning up to the ESI wage limit`)
  if (a.contractWorkers > 0) parts.push(`${plural(a.contractWorkers, "contract worker")} (${CONTRACT_ROLE_LABELS[a.contractRole].toLowerCase()})`)
  if (a.food) parts.push("food business")
  if (a.foodImportExport) parts.push("imports or exports food")
  else if (a.importExport) parts.push("imports or exports")
  if (a.interstateGoods && a.supplies !== "services") parts.push("sells goods to other states")
  if (a.online) parts.push("sells online")
  if (a.premises) parts.push("trades from premises")
  if (a.brand) parts.push("own brand")
  return parts.join(", ")
}
/** The prefilled WhatsApp text: the business and what applies to it. */
export function whichRegistrationsMessage(a: Answers, answer: Answer): string {
  const lines = ['Hello, I used the "Which registrations do I need?" tool on your website.', `My business: ${describeBusiness(a)}.`]
  if (answer.required.length) lines.push(`Needed now: ${answer.required.map(f => f.name).join("; ")}.`)
  if (answer.recommended.length) lines.push(`Recommended: ${answer.recommended.map(f => f.name).join("; ")}.`)
  lines.push("Please help me with these registrations.")
  return lines.join("\n")
}
