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
  stamp: { moa: number; aoaBp: number; aoaMin: number; aoaMax: number; form: number }
  llp: { nameFee: number; slabs: number[]; reg: number[]; form3: number[] }
  dsc: number
}

export function incorporationRates(table: FactTable): IncorporationRates {
  const fact = (name: string) => lookupFact(`incorporation.${name}`, table)
  const amount = (name: string) => parseAmount(fact(name))
  const six = (prefix: string) => [1, 2, 3, 4, 5, 6].map(i => amount(`${prefix}${i}`))
  return {
    waiverCapital: amount("feeWaiverCapital"),
    nameFee: amount("nameFee"),
    small: { from: amount("smallFeeFrom"), base: amount("smallFeeBase"), per10k: amount("smallFeePer"), upTo: amount("smallFeeUpTo") },
    stamp: {
      moa: amount("moaStamp"),
      aoaBp: parseBasisPoints(fact("aoaStampRate")),
      aoaMin: amount("aoaStampMin"),
      aoaMax: amount("aoaStampMax"),
      form: amount("formStamp"),
    },
    llp: { nameFee: amount("llpNameFee"), slabs: parseList(fact("llpSlabs")).map(parseAmount), reg: six("llpReg"), form3: six("llpForm3_") },
    dsc: amount("dscPrice"),
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
 * The Registrar's registration fee of an OPC or small company for an
 * authorised capital: nil up to the waiver; above it, the base fee plus the
 * fee for every ₹10,000 or part after the first ₹10 lakh, up to ₹50 lakh;
 * null above that (the Table has no small-company rate there).
 */
export function companyRegistrationFee(capital: number, r: IncorporationRates): number | null {
  if (capital <= r.waiverCapital) return 0
  if (capital > r.small.upTo) return null
  const parts = Math.ceil((capital - r.small.from) / 10_000)
  return r.small.base + r.small.per10k * Math.max(parts, 0)
}

/** Stamp duty on the articles in Telangana: the rate on the authorised capital, between the least and the most, rounded up to the rupee. */
export function articlesStampDuty(capital: number, r: IncorporationRates): number {
  const duty = Math.ceil((capital * r.stamp.aoaBp) / 10_000)
  return Math.min(Math.max(duty, r.stamp.aoaMin), r.stamp.aoaMax)
}

const PAN_TAN =
  "Allotted with the certificate of incorporation, applied for in the same form. We could not verify a charge for them from an official text, so none is added here."

export function incorporationCost(entity: Entity, capital: number, people: number, r: IncorporationRates): IncorporationResult {
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
        detail: "Not worked out here: we could not verify the Telangana rate from an official text. We state it in your quote.",
        facts: [],
      },
      { id: "pan-tan", group: "mca", label: "PAN and TAN of the LLP", amount: null, detail: PAN_TAN, facts: [] },
    )
  } else {
    const registration = companyRegistrationFee(capital, r)
    const waived = capital <= r.waiverCapital
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
          : registration === null
            ? `Not worked out here: above ${describeRupees(r.small.upTo)} of authorised capital the fee follows the Registrar's general scale. We state it in your quote.`
            : `${formatRupees(r.small.base)} plus ${formatRupees(r.small.per10k)} for every ₹10,000 (or part) of authorised capital after the first ${describeRupees(r.small.from)}, on the scale for one person and small companies. The SPICe+ form's own filing fee above ${describeRupees(r.waiverCapital)} is stated in your quote.`,
        facts: waived
          ? ["incorporation.feeWaiverCapital"]
          : ["incorporation.feeWaiverCapital", "incorporation.smallFeeFrom", "incorporation.smallFeeBase", "incorporation.smallFeePer", "incorporation.smallFeeUpTo"],
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
    `${ENTITY_NAMES[result.entity]} in Telangana. ${what}: ${describeRupees(result.capital)}. ${people}: ${result.people}.`,
    "Government fees and stamp duty:",
    ...result.lines.filter(l => l.group !== "signatures").map(line),
    `Government total worked out: ${formatRupees(result.government)}${result.complete ? "" : " (plus the items to be quoted)"}.`,
    ...result.lines.filter(l => l.group === "signatures").map(line),
    ...(ourFee ? [`Your professional fee: ${ourFee} (separate).`] : []),
    "Please send me a quote.",
  ].join("\n")
}
