import { fill } from "../../config/strings/fill"
import type { ToolWords } from "../../config/strings/tools-words"
import type { WhichWords } from "../../config/strings/which-words"
import { describeRupees, formatRupees } from "./typed-amounts"
import { fssaiTier, type FssaiTier } from "./fssai"
import { GUIDES as CALCULATOR_GUIDES } from "./guides"
import type { Thresholds } from "./thresholds"
import { listing, localDate, type Counted } from "./words"

/** A headcount as people read it, grouped ("50,000 employees", review 24: "50000" beside "₹25,000" looked unfinished). */
const grouped = (n: number): string => n.toLocaleString("en-IN")
/** A counted noun with its number grouped. */
const counted = (forms: Counted, n: number): string => fill(n === 1 ? forms.one : forms.many, { n: grouped(n) })
import { HOME_STATE, stateName } from "./which-states"

/**
 * "Which registrations do I need?": from a few answers about a business, the
 * registrations and licences that apply, each with the reason and its guide.
 * Pure: every limit comes from `thresholds` (content/facts.json), every word from
 * the tools' words table of the page's language (`words`; with English unless given: which-registrations-en.ts).
 */

type Words = ToolWords

export type BusinessForm = "proprietorship" | "partnership" | "llp" | "pvt-ltd" | "opc"
export type Supplies = "goods" | "services" | "both"
/** principal: contractors supply the workers to this business; contractor: this business supplies them to others. */
export type ContractRole = "principal" | "contractor" | "both"

// The states (the form's question, which loads without the rules): which-states.ts.
export { HOME_STATE, stateName, STATES } from "./which-states"

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
  /** How many of the employees and contract workers earn up to the ESI wage limit a month; null when not asked (the form allows it below ESI's headcount only). */
  esiEmployees: number | null
  /** Contract workers (most on any day of the last 12 months): engaged through contractors, or supplied to others as a contractor (see contractRole). */
  contractWorkers: number
  /** Whose contract workers they are: supplied to this business by contractors, supplied by this business to others, or both. */
  contractRole: ContractRole
  /** Imports or exports anything (goods or services). */
  importExport: boolean
  /** Imports or exports food itself (not only kitchen equipment or packaging): the FSSAI central licence. */
  foodImportExport: boolean
  /** Runs an online platform or app through which food is sold or delivered (selling on one does not count): the FSSAI central licence. */
  foodPlatform?: boolean
  /** Has food units (kitchens, outlets, godowns) in more than one state: the head office takes the FSSAI central licence. */
  foodMultiState?: boolean
  /** Sells under a brand name or logo. */
  brand: boolean
  /** Trades from a shop, restaurant, workshop, godown, clinic or other premises. */
  premises: boolean
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
  /** Points the reason lists, shown as a list under it (the trade licence: Hyderabad's corporations and their zones). */
  points?: string[]
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

/** The guide's path in the words' language: its translation where one exists, else the English guide. */
export const guidePath = (path: string, w: WhichWords): string => w.guidePaths[path] ?? path

function incorporation(a: Answers, w: WhichWords): Finding | undefined {
  switch (a.form) {
    case "pvt-ltd":
    case "opc":
      return {
        id: "incorporation",
        name: a.form === "opc" ? w.incorporationOpc : w.incorporationPvtLtd,
        status: "required",
        reason: w.incorporationCompany,
        guide: guidePath(GUIDES[a.form], w),
      }
    case "llp":
      return {
        id: "incorporation",
        name: w.incorporationLlp,
        status: "required",
        reason: w.incorporationLlpReason,
        guide: guidePath(GUIDES.llp, w),
      }
    case "partnership":
      return {
        id: "incorporation",
        name: w.partnershipName,
        status: "recommended",
        reason: w.partnershipReason,
        guide: guidePath(GUIDES.partnership, w),
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
export function gstLimit(state: string, supplies: Supplies, online: boolean, t: Thresholds, words: Words): { limit: number; of: string } {
  const w = words.which
  const rupees = (value: number) => describeRupees(value, words.amounts)
  const name = stateName(state, w)
  if (t.gst.specialStates.includes(state)) return { limit: t.gst.limitSpecial, of: fill(w.gstLimitSpecial, { state: name }) }
  if (supplies === "goods") {
    if (GOODS_LIMIT_NOT_ADOPTED.includes(state)) {
      return { limit: t.gst.limit, of: fill(w.gstLimitGoodsNotAdopted, { state: name, goodsLimit: rupees(t.gst.limitGoods) }) }
    }
    if (online) {
      return { limit: t.gst.limit, of: fill(w.gstLimitGoodsOnline, { goodsLimit: rupees(t.gst.limitGoods) }) }
    }
    return { limit: t.gst.limitGoods, of: fill(w.gstLimitGoods, { state: name, limit: rupees(t.gst.limit) }) }
  }
  return { limit: t.gst.limit, of: supplies === "both" ? w.gstLimitBoth : w.gstLimitServices }
}

function gst(a: Answers, t: Thresholds, words: Words): Finding {
  const w = words.which
  const rupees = (value: number) => describeRupees(value, words.amounts)
  const { limit, of } = gstLimit(a.state, a.supplies, a.online, t, words)
  const sellsGoods = a.supplies !== "services"
  const base = { id: "gst" as const, name: w.gstName, guide: guidePath(GUIDES.gst, w) }
  if (sellsGoods && a.interstateGoods) {
    return { ...base, status: "required", reason: w.gstInterstate }
  }
  if (a.turnover > limit) {
    return { ...base, status: "required", reason: fill(w.gstAbove, { turnover: rupees(a.turnover), limit: rupees(limit), of }) }
  }
  const online = !a.online
    ? ""
    : sellsGoods
      ? fill(w.gstOnlineGoods, { state: stateName(a.state, w), date: localDate(t.gst.ecoSmallSellerFrom, words.amounts.months) })
      : w.gstOnlineServices
  return {
    ...base,
    status: "not-now",
    reason: fill(w.gstNotNow, { limit: rupees(limit), of, turnover: rupees(a.turnover), online }),
  }
}

const FSSAI_GUIDES: Record<FssaiTier, string> = {
  basic: CALCULATOR_GUIDES.fssaiBasic,
  state: CALCULATOR_GUIDES.fssaiState,
  central: CALCULATOR_GUIDES.fssaiCentral,
}

/** Every guide an answer can link to (English paths): the page's data carries our fee for each (gatsby/build-html.ts toolPage). */
export const ANSWER_GUIDES: readonly string[] = [...new Set([...Object.values(GUIDES), ...Object.values(FSSAI_GUIDES)])]

function fssai(a: Answers, t: Thresholds, words: Words): Finding | undefined {
  if (!a.food && !a.foodImportExport && !a.foodPlatform && !a.foodMultiState) return undefined
  // Importers and exporters of food itself, e-commerce food platforms and the head office of
  // units in more than one state need the central licence whatever their turnover, as the
  // guides and the FSSAI calculator say (a café importing an oven does not; a seller on
  // Swiggy or Zomato takes the tier of its own turnover).
  const central = a.foodImportExport || Boolean(a.foodPlatform) || Boolean(a.foodMultiState)
  const tier = fssaiTier(a.turnover, central, t, a.state, words)
  return {
    id: "fssai",
    name: words.fssai.names[tier.tier],
    status: "required",
    reason: fill(words.which.fssaiReason, { tierReason: tier.reason }),
    guide: guidePath(FSSAI_GUIDES[tier.tier], words.which),
  }
}

function professionalTax(a: Answers, w: WhichWords): Finding | undefined {
  if (a.state !== HOME_STATE) return undefined
  return {
    id: "professional-tax",
    name: a.employees > 0 ? w.ptNameEmployer : w.ptName,
    status: "required",
    reason: a.employees > 0 ? w.ptReasonEmployer : w.ptReason,
    guide: guidePath(GUIDES.professionalTax, w),
  }
}


function tradeLicence(a: Answers, w: WhichWords): Finding {
  // In Telangana the GHMC, Cyberabad and Malkajgiri corporations or a municipality, elsewhere the municipality
  const home = a.state === HOME_STATE
  const base = { id: "trade-licence" as const, name: home ? w.tradeTelanganaName : w.tradeName, guide: guidePath(home ? GUIDES.ghmcTradeLicence : GUIDES.municipalTradeLicence, w) }
  // Answered no (the question's first answer): listed as not needed, with the premises that would
  // need it, so that a visitor who passed the question over sees it (review 39, major: a list
  // without the trade licence read as complete).
  if (!a.premises) return { ...base, status: "not-now", reason: w.tradeNotNow }
  if (!home) return { ...base, status: "required", reason: w.tradeReason }
  // a list, not one sentence: the three corporations and their twelve zones ran to about fourteen lines at 375px (review 40)
  const points = w.corporations.map(c => fill(w.corporation, { name: c.name, zones: listing(c.zones, w) }))
  return { ...base, status: "required", reason: w.tradeTelanganaReason, points }
}

/** Contract workers the business uses count as its employees for EPF and ESI (the Code on Social Security, 2020, defines an employee to include one employed through a contractor); workers it supplies to others are counted by the businesses that use them. */
const usedContractWorkers = (a: Answers) => (a.contractRole === "contractor" ? 0 : a.contractWorkers)

/** The headcount for PF and ESI: the number, in words (`who`), and with its verb (`have`: "మీ దగ్గర ఉద్యోగులు ఎవరూ లేరు" for none, not "0 మంది ఉద్యోగులు ఉన్నారు"). */
function headcount(a: Answers, w: WhichWords): { count: number; who: string; have: string } {
  const contract = usedContractWorkers(a)
  const count = a.employees + contract
  const who = contract === 0 ? counted(w.counts.employee, count) : fill(w.headcountWithContract, { count: grouped(count), contract: counted(w.counts.contractWorkerWith, contract) })
  return { count, who, have: count === 0 ? w.haveNone : fill(w.have, { who }) }
}

function pf(a: Answers, t: Thresholds, w: WhichWords): Finding {
  const from = t.pf.employees
  const fromEmployees = counted(w.counts.employee, from)
  const { count, who, have } = headcount(a, w)
  const base = { id: "pf" as const, name: w.pfName, guide: guidePath(GUIDES.pf, w) }
  if (count >= from) {
    return { ...base, status: "required", reason: fill(w.pfRequired, { who, from, fromEmployees }) }
  }
  return { ...base, status: "not-now", reason: fill(w.pfNotNow, { from, fromEmployees, count: grouped(count), have }) }
}

function esi(a: Answers, t: Thresholds, words: Words): Finding {
  const w = words.which
  const { employees: from, wageLimit } = t.esi
  const wage = describeRupees(wageLimit, words.amounts)
  const fromEmployees = counted(w.counts.employee, from)
  const { count, who, have } = headcount(a, w)
  const base = { id: "esi" as const, name: w.esiName, guide: guidePath(GUIDES.esi, w) }
  if (count < from) {
    return { ...base, status: "not-now", reason: fill(w.esiNotNow, { from, fromEmployees, count: grouped(count), have }) }
  }
  // (null is only allowed below the headcount, handled above)
  if (!a.esiEmployees) {
    return { ...base, status: "not-now", reason: fill(w.esiNoneAtWage, { who, wage }) }
  }
  return { ...base, status: "required", reason: fill(w.esiRequired, { who, atWage: grouped(a.esiEmployees), wage, from }) }
}

const oshCode = (t: Thresholds, words: Words) => fill(words.which.oshCode, { date: localDate(t.labour.codesInForce, words.amounts.months) })

/** The contractor's licence: only a business that supplies contract workers to others holds it. */
function labourLicence(a: Answers, t: Thresholds, words: Words): Finding | undefined {
  if (a.contractWorkers === 0) return undefined
  const w = words.which
  const from = t.labour.workers
  const code = oshCode(t, words)
  const fromContractWorkers = counted(w.counts.contractWorker, from)
  const base = { id: "labour-licence" as const, name: w.labourName, guide: guidePath(GUIDES.labour, w) }
  if (a.contractRole === "principal") {
    return { ...base, status: "not-now", reason: fill(w.labourPrincipal, { code, from, fromContractWorkers }) }
  }
  if (a.contractWorkers >= from) {
    return {
      ...base,
      status: "required",
      reason: fill(w.labourRequired, { supplied: counted(w.counts.contractWorkerSupplied, a.contractWorkers), code, from, fromContractWorkers }),
    }
  }
  return { ...base, status: "not-now", reason: fill(w.labourNotNow, { code, from, fromContractWorkers, count: grouped(a.contractWorkers), contractWho: counted(w.counts.contractWorker, a.contractWorkers) }) }
}

/** The principal employer's side: registering the establishment that uses the workers (own and contract). */
function oshRegistration(a: Answers, t: Thresholds, words: Words): Finding | undefined {
  if (a.contractWorkers === 0 || a.contractRole === "contractor") return undefined
  const w = words.which
  const from = t.labour.establishment
  const workers = a.employees + a.contractWorkers
  const slots = { code: oshCode(t, words), from, fromWorkers: counted(w.counts.worker, from), workers: grouped(workers), workersWho: counted(w.counts.worker, workers) }
  const base = { id: "osh-registration" as const, name: w.oshName, guide: guidePath(GUIDES.labour, w) }
  if (workers >= from) {
    return { ...base, status: "required", reason: fill(w.oshRequired, slots) }
  }
  return { ...base, status: "not-now", reason: fill(w.oshNotNow, slots) }
}

function iec(a: Answers, w: WhichWords): Finding | undefined {
  if (!a.importExport && !a.foodImportExport) return undefined
  return {
    id: "iec",
    name: w.iecName,
    status: "required",
    reason: w.iecReason,
    guide: guidePath(GUIDES.iec, w),
  }
}

function udyam(a: Answers, t: Thresholds, words: Words): Finding {
  const w = words.which
  const rupees = (value: number) => describeRupees(value, words.amounts)
  const { investment, turnover } = t.udyam.medium
  const limits = fill(w.udyamLimits, { investment: rupees(investment), turnover: rupees(turnover) })
  const base = { id: "udyam" as const, name: w.udyamName, guide: guidePath(GUIDES.udyam, w) }
  if (a.turnover <= turnover) {
    return { ...base, status: "recommended", reason: fill(w.udyamRecommended, { limits }) }
  }
  return { ...base, status: "not-now", reason: fill(w.udyamNotNow, { limits, turnover: rupees(a.turnover) }) }
}

function trademark(a: Answers, t: Thresholds, w: WhichWords): Finding | undefined {
  if (!a.brand) return undefined
  const { small, other } = t.trademark.eFiling
  return {
    id: "trademark",
    name: w.trademarkName,
    status: "recommended",
    reason: fill(w.trademarkReason, { small: formatRupees(small), other: formatRupees(other) }),
    guide: guidePath(GUIDES.trademark, w),
  }
}

/** What the business needs; `words` gives the names, reasons and guide paths in a language (English unless given). */
/**
 * The service the answer's "Get a quote" names (review 18: the wizard's answer offered WhatsApp only,
 * every other tool a quote too): the registrations needed now, else those recommended, as many as
 * fit the quote link's limit of `max` letters; none when nothing is needed or recommended.
 */
export function quoteServiceOf(answer: Pick<Answer, "required" | "recommended">, max: number): string {
  const names = (answer.required.length ? answer.required : answer.recommended).map(f => f.name)
  let service = ""
  for (const name of names) {
    const next = service ? `${service}, ${name}` : name
    if (next.length > max) break
    service = next
  }
  return service
}

export function whichRegistrations(a: Answers, t: Thresholds, words: Words): Answer {
  const w = words.which
  const findings = [
    incorporation(a, w),
    gst(a, t, words),
    fssai(a, t, words),
    professionalTax(a, w),
    tradeLicence(a, w),
    pf(a, t, w),
    esi(a, t, words),
    labourLicence(a, t, words),
    oshRegistration(a, t, words),
    iec(a, w),
    udyam(a, t, words),
    trademark(a, t, w),
  ].filter((f): f is Finding => f !== undefined)
  return {
    findings,
    required: findings.filter(f => f.status === "required"),
    recommended: findings.filter(f => f.status === "recommended"),
    notNow: findings.filter(f => f.status === "not-now"),
  }
}

/** The business in a few words: "Private limited company in Telangana, services only, turnover ₹25 lakh a year, 12 employees". */
export function describeBusiness(a: Answers, words: Words): string {
  const w = words.which
  const supplies = w.supplies[a.supplies]
  const parts = [
    fill(w.businessFormIn, { form: w.forms[a.form], state: stateName(a.state, w) }),
    fill(w.businessSupplies, { supplies, suppliesLower: supplies.toLowerCase() }),
    fill(w.businessTurnover, { turnover: describeRupees(a.turnover, words.amounts) }),
    counted(w.counts.employee, a.employees),
  ]
  if (a.employees > 0 && a.esiEmployees !== null) parts.push(fill(w.businessEsi, { n: grouped(a.esiEmployees) }))
  if (a.contractWorkers > 0) {
    const role = w.contractRoles[a.contractRole]
    parts.push(fill(w.businessContract, { contract: counted(w.counts.contractWorker, a.contractWorkers), role, roleLower: role.toLowerCase() }))
  }
  if (a.food) parts.push(w.businessFood)
  if (a.foodPlatform) parts.push(w.businessFoodPlatform)
  if (a.foodMultiState) parts.push(w.businessFoodMultiState)
  if (a.foodImportExport) parts.push(w.businessFoodImportExport)
  else if (a.importExport) parts.push(w.businessImportExport)
  if (a.interstateGoods && a.supplies !== "services") parts.push(w.businessInterstate)
  if (a.online) parts.push(w.businessOnline)
  if (a.premises) parts.push(w.businessPremises)
  if (a.brand) parts.push(w.businessBrand)
  return parts.join(w.businessSeparator)
}
/** The prefilled WhatsApp text: the business and what applies to it. */
export function whichRegistrationsMessage(a: Answers, answer: Answer, words: Words): string {
  const w = words.which
  const names = (findings: Finding[]) => findings.map(f => f.name).join(w.messageNamesSeparator)
  const lines = [w.messageIntro, fill(w.messageBusiness, { business: describeBusiness(a, words) })]
  if (answer.required.length) lines.push(fill(w.messageRequired, { names: names(answer.required) }))
  if (answer.recommended.length) lines.push(fill(w.messageRecommended, { names: names(answer.recommended) }))
  lines.push(w.messageClose)
  return lines.join("\n")
}
