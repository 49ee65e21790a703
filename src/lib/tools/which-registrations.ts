import { describeRupees, formatRupees } from "./amounts"
import { FSSAI_NAMES, fssaiTier, GUIDES as CALCULATOR_GUIDES, type FssaiTier } from "./calculators"
import type { Thresholds } from "./thresholds"

/**
 * "Which registrations do I need?": from a few answers about a business, the
 * registrations and licences that apply, each with the reason and its guide.
 * Pure: every limit comes from `thresholds` (content/facts.json).
 */

export type BusinessForm = "proprietorship" | "partnership" | "llp" | "pvt-ltd" | "opc"
export type Location = "telangana" | "other" | "special"
export type Supplies = "goods" | "services" | "both"

export interface Answers {
  form: BusinessForm
  /** Expected yearly turnover in rupees. */
  turnover: number
  location: Location
  supplies: Supplies
  /** Sells goods to buyers in other states or through e-commerce marketplaces. */
  interstateOrOnline: boolean
  /** Makes, stores, transports, sells or serves food. */
  food: boolean
  /** Everyone who works for the business, including contract workers. */
  employees: number
  /** Engages workers through a contractor, or supplies workers to others as a contractor. */
  contractLabour: boolean
  importExport: boolean
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

export const LOCATION_LABELS: Record<Location, string> = {
  telangana: "Telangana",
  other: "Another state (not a special category state)",
  special: "A special category state",
}

export const SUPPLIES_LABELS: Record<Supplies, string> = {
  goods: "Goods",
  services: "Services",
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

function gst(a: Answers, t: Thresholds): Finding {
  const special = a.location === "special"
  const limit = special ? t.gst.limitSpecial : t.gst.limit
  const where = special ? " in special category states" : ""
  const sellsGoods = a.supplies !== "services"
  let note = ""
  if (sellsGoods && a.location === "telangana") {
    note = ` Telangana applies the ${describeRupees(t.gst.limit)} limit to goods too (some states allow ${describeRupees(t.gst.limitGoodsOtherStates)} for goods only).`
  } else if (a.supplies === "goods" && a.location === "other") {
    note = ` Some states allow ${describeRupees(t.gst.limitGoodsOtherStates)} for businesses that supply only goods; check your state's limit.`
  }
  const base = { id: "gst" as const, name: "GST registration", guide: GUIDES.gst }
  if (sellsGoods && a.interstateOrOnline) {
    return {
      ...base,
      status: "required",
      reason: "You sell goods to other states or through e-commerce marketplaces, so GST registration is needed whatever the turnover.",
    }
  }
  if (a.turnover > limit) {
    return {
      ...base,
      status: "required",
      reason: `Turnover of ${describeRupees(a.turnover)} is above ${describeRupees(limit)}, the GST limit${where}.${note}`,
    }
  }
  return {
    ...base,
    status: "not-now",
    reason: `GST becomes mandatory above ${describeRupees(limit)} turnover${where}; yours is ${describeRupees(a.turnover)}. You may still register voluntarily.${note}`,
  }
}

const FSSAI_GUIDES: Record<FssaiTier, string> = {
  basic: CALCULATOR_GUIDES.fssaiBasic,
  state: CALCULATOR_GUIDES.fssaiState,
  central: CALCULATOR_GUIDES.fssaiCentral,
}

function fssai(a: Answers, t: Thresholds): Finding | undefined {
  if (!a.food) return undefined
  const tier = fssaiTier(a.turnover, a.importExport, t)
  const online =
    a.interstateOrOnline && tier.tier !== "central"
      ? " If you sell food through an e-commerce platform, the central licence applies whatever the turnover."
      : ""
  return {
    id: "fssai",
    name: FSSAI_NAMES[tier.tier],
    status: "required",
    reason: `Every food business needs FSSAI registration or a licence. ${tier.reason}${online}`,
    guide: FSSAI_GUIDES[tier.tier],
  }
}

function professionalTax(a: Answers): Finding | undefined {
  if (a.location !== "telangana") return undefined
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

function tradeLicence(a: Answers): Finding | undefined {
  if (!a.premises) return undefined
  if (a.location === "telangana") {
    return {
      id: "trade-licence",
      name: "GHMC or municipal trade licence",
      status: "required",
      reason: "You trade from premises: every shop, restaurant and workshop inside Greater Hyderabad needs a GHMC trade licence, and elsewhere in Telangana the municipality issues it. It is renewed every year.",
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

function pf(a: Answers, t: Thresholds): Finding {
  const from = t.pf.employees
  const base = { id: "pf" as const, name: "PF registration (EPFO)", guide: GUIDES.pf }
  if (a.employees >= from) {
    return { ...base, status: "required", reason: `You have ${plural(a.employees, "employee")}: PF registration is mandatory from ${plural(from, "employee")}.` }
  }
  return {
    ...base,
    status: "not-now",
    reason: `PF registration is mandatory from ${plural(from, "employee")}; you have ${a.employees}. You can register voluntarily if you and most employees agree.`,
  }
}

function esi(a: Answers, t: Thresholds): Finding {
  const from = t.esi.employees
  const base = { id: "esi" as const, name: "ESI registration (ESIC)", guide: GUIDES.esi }
  if (a.employees >= from) {
    return { ...base, status: "required", reason: `You have ${plural(a.employees, "employee")}: ESI registration is mandatory for establishments with ${from} or more employees.` }
  }
  return { ...base, status: "not-now", reason: `ESI registration is mandatory from ${plural(from, "employee")}; you have ${a.employees}.` }
}

function labourLicence(a: Answers, t: Thresholds): Finding | undefined {
  if (!a.contractLabour) return undefined
  const from = t.labour.workers
  const base = { id: "labour-licence" as const, name: "Labour licence (contract labour)", guide: GUIDES.labour }
  if (a.employees >= from) {
    return {
      ...base,
      status: "required",
      reason: `You engage or supply contract workers and have ${plural(a.employees, "worker")}: the contractor needs a labour licence and the principal employer registers the establishment from ${plural(from, "worker")}.`,
    }
  }
  return {
    ...base,
    status: "not-now",
    reason: `A labour licence is needed from ${plural(from, "worker")}; you have ${a.employees}.`,
  }
}

function iec(a: Answers): Finding | undefined {
  if (!a.importExport) return undefined
  return {
    id: "iec",
    name: "Importer Exporter Code (IEC)",
    status: "required",
    reason: "You import or export: every importer and exporter needs a 10-digit IEC from DGFT, valid for a lifetime.",
    guide: GUIDES.iec,
  }
}

function udyam(a: Answers, t: Thresholds): Finding {
  const max = t.udyam.medium.turnover
  const base = { id: "udyam" as const, name: "Udyam (MSME) registration", guide: GUIDES.udyam }
  if (a.turnover <= max) {
    return {
      ...base,
      status: "recommended",
      reason: `Free on the government portal and open to enterprises with turnover up to ${describeRupees(max)}. Not compulsory, but banks ask for it and it unlocks MSME benefits.`,
    }
  }
  return { ...base, status: "not-now", reason: `Udyam is for enterprises with turnover up to ${describeRupees(max)}; yours is ${describeRupees(a.turnover)}.` }
}

function trademark(a: Answers, t: Thresholds): Finding | undefined {
  if (!a.brand) return undefined
  return {
    id: "trademark",
    name: "Trademark registration",
    status: "recommended",
    reason: `Registering your brand name or logo stops others using it. The government fee is ${formatRupees(t.trademark.feeSmall)} per class for individuals, startups and small enterprises (${formatRupees(t.trademark.feeLarge)} for others).`,
    guide: GUIDES.trademark,
  }
}

export function whichRegistrations(a: Answers, t: Thresholds): Answer {
  const findings = [
    incorporation(a),
    gst(a, t),
    fssai(a, t),
    professionalTax(a),
    tradeLicence(a),
    pf(a, t),
    esi(a, t),
    labourLicence(a, t),
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

/** The business in a few words: "Private limited company in Telangana, services, turnover ₹25 lakh a year, 12 employees". */
export function describeBusiness(a: Answers): string {
  const parts = [
    `${FORM_LABELS[a.form]} in ${a.location === "telangana" ? "Telangana" : a.location === "special" ? "a special category state" : "another state"}`,
    SUPPLIES_LABELS[a.supplies].toLowerCase(),
    `turnover ${describeRupees(a.turnover)} a year`,
    plural(a.employees, "employee"),
  ]
  if (a.food) parts.push("food business")
  if (a.importExport) parts.push("imports or exports")
  if (a.interstateOrOnline) parts.push("sells to other states or online")
  if (a.contractLabour) parts.push("contract workers")
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
