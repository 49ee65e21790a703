import { lookupFact, type FactTable } from "../facts"
import { describeRupees, formatRupees, parseAmount, parseBasisPoints } from "./amounts"
import { parseList } from "./thresholds"

/**
 * The cost of incorporating in Telangana (private limited company, one person
 * company, LLP): the government's share (MCA fees and Telangana stamp duty),
 * itemised with the fact each line comes from, and the digital signatures at
 * a market price, kept apart. Every figure is read from content/facts.json
 * (group "incorporation"); nothing here is a copy of a figure.
 */

export type Entity = "pvt" | "opc" | "llp"

export const ENTITY_NAMES: Record<Entity, string> = {
  pvt: "Private limited company",
  opc: "One person company (OPC)",
  llp: "Limited liability partnership (LLP)",
}

/** The guides the tool links to, and whose `fees.ours` it shows beside the government's share. */
export const ENTITY_GUIDES: Record<Entity, string> = {
  pvt: "/registrations/company/pvt-ltd-registration",
  opc: "/registrations/company/opc-registration",
  llp: "/registrations/company/llp-registration",
}

/** Who signs with a digital signature, and how many there may be. */
export const PEOPLE: Record<Entity, { what: string; min: number; max: number }> = {
  // Companies Act, 2013, section 149(1): at least 2 directors for a private company, 1 for an OPC, at most 15.
  pvt: { what: "number of directors", min: 2, max: 15 },
  opc: { what: "number of directors", min: 1, max: 15 },
  // LLP Act, 2008, section 7: at least two designated partners; the tool stops at a practical 50.
  llp: { what: "number of designated partners", min: 2, max: 50 },
}

export interface IncorporationRates {
  /** Authorised capital up to which no MCA fee is payable on SPICe+. */
  waiverCapital: number
  nameFee: number
  /** The OPC and small-company scale of the Registrar's registration fee. */
  small: { from: number; base: number; per10k: number; upTo: number }
  /** The scale for every other company: a base fee, then additional fees per ₹10,000 or part in three bands, capped. */
  general: { from: number; base: number; per10k: number; mid: number; per10kMid: number; crore: number; per10kCrore: number; cap: number }
  stamp: { moa: number; aoaBp: number; aoaMin: number; aoaMax: number; form: number }
  llp: { nameFee: number; slabs: number[]; reg: number[]; form3: number[] }
  dsc: number
  /** The paid-up capital up to which a company is a small company (Companies Act, 2013, section 2(85)). */
  smallCompanyCapital: number
}

export function incorporationRates(table: FactTable): IncorporationRates {
  const fact = (name: string) => lookupFact(`incorporation.${name}`, table)
  const amount = (name: string) => parseAmount(fact(name))
  const six = (prefix: string) => [1, 2, 3, 4, 5, 6].map(i => amount(`${prefix}${i}`))
  return {
    waiverCapital: amount("feeWaiverCapital"),
    nameFee: amount("nameFee"),
    small: { from: amount("smallFeeFrom"), base: amount("smallFeeBase"), per10k: amount("smallFeePer"), upTo: amount("smallFeeUpTo") },
    general: {
      from: amount("generalFeeFrom"),
      base: amount("generalFeeBase"),
      per10k: amount("generalFeePer"),
      mid: amount("generalFeeMid"),
      per10kMid: amount("generalFeePer2"),
      crore: amount("generalFeeCrore"),
      per10kCrore: amount("generalFeePer3"),
      cap: amount("generalFeeCap"),
    },
    stamp: {
      moa: amount("moaStamp"),
      aoaBp: parseBasisPoints(fact("aoaStampRate")),
      aoaMin: amount("aoaStampMin"),
      aoaMax: amount("aoaStampMax"),
      form: amount("formStamp"),
    },
    llp: { nameFee: amount("llpNameFee"), slabs: parseList(fact("llpSlabs")).map(parseAmount), reg: six("llpReg"), form3: six("llpForm3_") },
    dsc: amount("dscPrice"),
    smallCompanyCapital: parseAmount(lookupFact("pvtLtd.smallCompanyCapital", table)),
  }
}

export type LineGroup = "mca" | "stamp" | "signatures"

export interface CostLine {
  id: string
  group: LineGroup
  label: string
  /** null: not worked out here (`detail` says why). */
  amount: number | null
  detail: string
  /** The facts (incorporation.*) the line rests on, for its sources. */
  facts: string[]
}

export interface IncorporationResult {
  entity: Entity
  /** The fee scale a private limited company was worked out on (an OPC: always "small"; an LLP: null). */
  scale: FeeScale | null
  /** Authorised capital (companies) or total contribution (LLP), in rupees. */
  capital: number
  people: number
  lines: CostLine[]
  /** MCA fees and stamp duty worked out here. */
  government: number
  /** Whether every government line has an amount (false: some are quoted separately). */
  complete: boolean
  /** Digital signatures at the market price: never added into the government's share. */
  signatures: number
}

export class IncorporationInputError extends Error {}

/** Index of the slab a contribution falls in: up to and including each limit, then above the last. */
export function slabIndex(amount: number, limits: number[]): number {
  const i = limits.findIndex(limit => amount <= limit)
  return i === -1 ? limits.length : i
}

/**
 * Which scale of the Table of Fees a company's registration fee follows: an
 * OPC or a small company ("small") or any other company ("general").
 */
export type FeeScale = "small" | "general"

export const SCALE_NAMES: Record<FeeScale, string> = {
  small: "A small company",
  general: "Not a small company",
}

/** Parts of ₹10,000 (a part counts as a whole) in the capital above `from`. */
const parts = (capital: number, from: number) => Math.max(Math.ceil((capital - from) / 10_000), 0)

/**
 * The general scale (Table of Fees, item I.A(I)2): above the first ₹10 lakh,
 * the base fee plus ₹300 for every ₹10,000 or part up to ₹50 lakh, ₹100 up to
 * ₹1 crore and ₹75 above it; the additional fees at most the cap.
 */
export function generalScaleFee(capital: number, r: IncorporationRates): number {
  const g = r.general
  const all = parts(capital, g.from)
  const first = Math.min(all, parts(g.mid, g.from))
  const second = Math.min(all - first, parts(g.crore, g.mid))
  const third = all - first - second
  const additional = first * g.per10k + second * g.per10kMid + third * g.per10kCrore
  return g.base + Math.min(additional, g.cap)
}

/**
 * The Registrar's registration fee for an authorised capital: nil up to the
 * waiver; above it, for an OPC or small company, the base fee plus the fee
 * for every ₹10,000 or part after the first ₹10 lakh, up to ₹50 lakh; for any
 * other company, and for an OPC or small company above ₹50 lakh (where the
 * Table's small-company column has no rate), the general scale.
 */
export function companyRegistrationFee(capital: number, r: IncorporationRates, scale: FeeScale = "small"): number {
  if (capital <= r.waiverCapital) return 0
  if (scale === "general" || capital > r.small.upTo) return generalScaleFee(capital, r)
  return r.small.base + r.small.per10k * parts(capital, r.small.from)
}

/** Stamp duty on the articles in Telangana: the rate on the authorised capital, between the least and the most, rounded up to the rupee. */
export function articlesStampDuty(capital: number, r: IncorporationRates): number {
  const duty = Math.ceil((capital * r.stamp.aoaBp) / 10_000)
  return Math.min(Math.max(duty, r.stamp.aoaMin), r.stamp.aoaMax)
}

const PAN_TAN =
  "Allotted with the certificate of incorporation, applied for in the same form; no separate charge is added for them here."

export function incorporationCost(entity: Entity, capital: number, people: number, r: IncorporationRates, scale: FeeScale = "small"): IncorporationResult {
  if (!Number.isInteger(capital) || capital < 1) throw new IncorporationInputError("The capital must be a whole number of rupees, 1 or more")
  const range = PEOPLE[entity]
  if (!Number.isInteger(people) || people < range.min || people > range.max) {
    throw new IncorporationInputError(`The ${range.what} must be a whole number from ${range.min} to ${range.max}`)
  }
  const lines: CostLine[] = []
  if (entity === "llp") {
    const slab = slabIndex(capital, r.llp.slabs)
    lines.push(
      { id: "name", group: "mca", label: "Name reservation (RUN-LLP)", amount: r.llp.nameFee, detail: "Paid when the name is applied for.", facts: ["incorporation.llpNameFee"] },
      {
        id: "registration",
        group: "mca",
        label: "Registration fee (Form FiLLiP)",
        amount: r.llp.reg[slab],
        detail: `For a total contribution of ${describeRupees(capital)}.`,
        facts: [`incorporation.llpReg${slab + 1}`, "incorporation.llpSlabs"],
      },
      {
        id: "agreement",
        group: "mca",
        label: "Filing the LLP agreement (Form 3)",
        amount: r.llp.form3[slab],
        detail: "Filed within 30 days of incorporation.",
        facts: [`incorporation.llpForm3_${slab + 1}`, "incorporation.llpSlabs"],
      },
      {
        id: "agreement-stamp",
        group: "stamp",
        label: "Stamp duty on the LLP agreement (Telangana)",
        amount: null,
        detail: "Not worked out here: we state the Telangana rate in your quote.",
        facts: [],
      },
      { id: "pan-tan", group: "mca", label: "PAN and TAN of the LLP", amount: null, detail: PAN_TAN, facts: [] },
    )
  } else {
    // An OPC always pays on the OPC and small-company scale.
    const feeScale: FeeScale = entity === "opc" ? "small" : scale
    const registration = companyRegistrationFee(capital, r, feeScale)
    const waived = capital <= r.waiverCapital
    const general = !waived && (feeScale === "general" || capital > r.small.upTo)
    const generalDetail = `${formatRupees(r.general.base)} plus, for every ₹10,000 (or part) of authorised capital after the first ${describeRupees(r.general.from)}, ${formatRupees(r.general.per10k)} up to ${describeRupees(r.general.mid)}, ${formatRupees(r.general.per10kMid)} up to ${describeRupees(r.general.crore)} and ${formatRupees(r.general.per10kCrore)} above it (the additional fees at most ${describeRupees(r.general.cap)}), on the scale for companies other than one person and small companies. The SPICe+ form's own filing fee is stated in your quote.`
    lines.push(
      {
        id: "name",
        group: "mca",
        label: "Name reservation (SPICe+ Part A)",
        amount: r.nameFee,
        detail: "Paid when the name is applied for.",
        facts: ["incorporation.nameFee"],
      },
      {
        id: "registration",
        group: "mca",
        label: "Registration fee (SPICe+ with the memorandum and articles)",
        amount: registration,
        detail: waived
          ? `Nil: no fee is payable when the authorised capital is up to ${describeRupees(r.waiverCapital)}.`
          : general
            ? `${feeScale === "small" ? `Above ${describeRupees(r.small.upTo)} the Table of Fees gives no rate for one person and small companies, so the general scale applies: ` : ""}${generalDetail}`
            : `${formatRupees(r.small.base)} plus ${formatRupees(r.small.per10k)} for every ₹10,000 (or part) of authorised capital after the first ${describeRupees(r.small.from)}, on the scale for one person and small companies. The SPICe+ form's own filing fee is stated in your quote.`,
        facts: waived
          ? ["incorporation.feeWaiverCapital"]
          : general
            ? ["incorporation.generalFeeBase", "incorporation.feeWaiverCapital", "incorporation.generalFeeFrom", "incorporation.generalFeePer", "incorporation.generalFeeMid", "incorporation.generalFeePer2", "incorporation.generalFeeCrore", "incorporation.generalFeePer3", "incorporation.generalFeeCap"]
            : ["incorporation.smallFeeBase", "incorporation.feeWaiverCapital", "incorporation.smallFeeFrom", "incorporation.smallFeePer", "incorporation.smallFeeUpTo"],
      },
      { id: "form-stamp", group: "stamp", label: "Stamp duty on the incorporation form", amount: r.stamp.form, detail: "Paid with SPICe+.", facts: ["incorporation.formStamp"] },
      { id: "moa-stamp", group: "stamp", label: "Stamp duty on the memorandum of association", amount: r.stamp.moa, detail: "Paid with SPICe+.", facts: ["incorporation.moaStamp"] },
      {
        id: "aoa-stamp",
        group: "stamp",
        label: "Stamp duty on the articles of association",
        amount: articlesStampDuty(capital, r),
        detail: `0.15% of the authorised capital of ${describeRupees(capital)}, at least ${describeRupees(r.stamp.aoaMin)} and at most ${describeRupees(r.stamp.aoaMax)}.`,
        facts: ["incorporation.aoaStampRate", "incorporation.aoaStampMin", "incorporation.aoaStampMax"],
      },
      { id: "pan-tan", group: "mca", label: "PAN and TAN of the company", amount: null, detail: PAN_TAN, facts: [] },
    )
  }
  const signer = entity === "llp" ? "designated partner" : "director"
  lines.push({
    id: "dsc",
    group: "signatures",
    label: `Digital signatures (${people} × ${formatRupees(r.dsc)})`,
    amount: people * r.dsc,
    detail: `One for each ${signer}, at a typical market price: not a government fee, and not needed for anyone who already has a valid one.`,
    facts: ["incorporation.dscPrice"],
  })
  const government = lines.filter(l => l.group !== "signatures")
  return {
    entity,
    scale: entity === "pvt" ? scale : entity === "opc" ? "small" : null,
    capital,
    people,
    lines,
    government: government.reduce((sum, l) => sum + (l.amount ?? 0), 0),
    complete: government.every(l => l.amount !== null),
    signatures: people * r.dsc,
  }
}

/** The answer as a WhatsApp message, itemised. */
export function incorporationMessage(result: IncorporationResult, ourFee?: string | null): string {
  const what = result.entity === "llp" ? "Total contribution" : "Authorised capital"
  const people = result.entity === "llp" ? "Designated partners" : "Directors"
  const line = (l: CostLine) => `- ${l.label}: ${l.amount === null ? "to be quoted" : formatRupees(l.amount)}`
  return [
    "Hello, I used the incorporation cost calculator on your website.",
    `${ENTITY_NAMES[result.entity]} in Telangana${result.entity === "pvt" && result.scale === "general" ? " (not a small company)" : ""}. ${what}: ${describeRupees(result.capital)}. ${people}: ${result.people}.`,
    "Government fees and stamp duty:",
    ...result.lines.filter(l => l.group !== "signatures").map(line),
    `Government total worked out: ${formatRupees(result.government)}${result.complete ? "" : " (plus the items to be quoted)"}.`,
    ...result.lines.filter(l => l.group === "signatures").map(line),
    ...(ourFee ? [`Your professional fee: ${ourFee} (separate).`] : []),
    "Please send me a quote.",
  ].join("\n")
}
