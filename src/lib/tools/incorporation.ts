import { fill } from "../../config/strings/fill"
import type { IncorporationWords } from "../../config/strings/calculator-words"
import type { ToolPageWords } from "../../config/strings/tools-words"
import { describeRupees, formatRupees } from "./typed-amounts"

/**
 * The cost of incorporating in Telangana (private limited company, one person
 * company, LLP): the government's share (MCA fees and Telangana stamp duty),
 * itemised with the fact each line comes from, and the digital signatures at
 * a market price, kept apart. Every figure is read from content/facts.json
 * (group "incorporation", by incorporation-rates.ts at build time); nothing here is a copy of a figure.
 */

export type Entity = "pvt" | "opc" | "llp"

export const ENTITIES: ReadonlyArray<Entity> = ["pvt", "opc", "llp"]

/**
 * The words of the tool's lines and message, in the page's language (its page data:
 * src/config/strings/calculator-words.ts), and how the amounts in them are written.
 */
export interface IncorporationText {
  words: IncorporationWords
  amounts: ToolPageWords["amounts"]
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

export function incorporationCost(
  entity: Entity,
  capital: number,
  people: number,
  r: IncorporationRates,
  scale: FeeScale,
  text: IncorporationText,
): IncorporationResult {
  const w = text.words.lines
  const rupees = (value: number) => describeRupees(value, text.amounts)
  if (!Number.isInteger(capital) || capital < 1) throw new IncorporationInputError("The capital must be a whole number of rupees, 1 or more")
  const range = PEOPLE[entity]
  if (!Number.isInteger(people) || people < range.min || people > range.max) {
    throw new IncorporationInputError(`The ${range.what} must be a whole number from ${range.min} to ${range.max}`)
  }
  const lines: CostLine[] = []
  if (entity === "llp") {
    const slab = slabIndex(capital, r.llp.slabs)
    lines.push(
      { id: "name", group: "mca", label: w.llpName, amount: r.llp.nameFee, detail: w.paidWithName, facts: ["incorporation.llpNameFee"] },
      {
        id: "registration",
        group: "mca",
        label: w.llpRegistration,
        amount: r.llp.reg[slab],
        detail: fill(w.llpRegistrationDetail, { capital: rupees(capital) }),
        facts: [`incorporation.llpReg${slab + 1}`, "incorporation.llpSlabs"],
      },
      {
        id: "agreement",
        group: "mca",
        label: w.llpAgreement,
        amount: r.llp.form3[slab],
        detail: w.llpAgreementDetail,
        facts: [`incorporation.llpForm3_${slab + 1}`, "incorporation.llpSlabs"],
      },
      {
        id: "agreement-stamp",
        group: "stamp",
        label: w.llpStamp,
        amount: null,
        detail: w.llpStampDetail,
        facts: [],
      },
      { id: "pan-tan", group: "mca", label: w.llpPanTan, amount: null, detail: w.panTanDetail, facts: [] },
    )
  } else {
    // An OPC always pays on the OPC and small-company scale.
    const feeScale: FeeScale = entity === "opc" ? "small" : scale
    const registration = companyRegistrationFee(capital, r, feeScale)
    const waived = capital <= r.waiverCapital
    const general = !waived && (feeScale === "general" || capital > r.small.upTo)
    const generalDetail = fill(w.general, {
      base: formatRupees(r.general.base),
      from: rupees(r.general.from),
      per10k: formatRupees(r.general.per10k),
      mid: rupees(r.general.mid),
      per10kMid: formatRupees(r.general.per10kMid),
      crore: rupees(r.general.crore),
      per10kCrore: formatRupees(r.general.per10kCrore),
      cap: rupees(r.general.cap),
    })
    lines.push(
      {
        id: "name",
        group: "mca",
        label: w.name,
        amount: r.nameFee,
        detail: w.paidWithName,
        facts: ["incorporation.nameFee"],
      },
      {
        id: "registration",
        group: "mca",
        label: w.registration,
        amount: registration,
        detail: waived
          ? fill(w.waived, { waiver: rupees(r.waiverCapital) })
          : general
            ? `${feeScale === "small" ? fill(w.aboveSmall, { upTo: rupees(r.small.upTo) }) : ""}${generalDetail}`
            : fill(w.small, { base: formatRupees(r.small.base), per10k: formatRupees(r.small.per10k), from: rupees(r.small.from) }),
        facts: waived
          ? ["incorporation.feeWaiverCapital"]
          : general
            ? ["incorporation.generalFeeBase", "incorporation.feeWaiverCapital", "incorporation.generalFeeFrom", "incorporation.generalFeePer", "incorporation.generalFeeMid", "incorporation.generalFeePer2", "incorporation.generalFeeCrore", "incorporation.generalFeePer3", "incorporation.generalFeeCap"]
            : ["incorporation.smallFeeBase", "incorporation.feeWaiverCapital", "incorporation.smallFeeFrom", "incorporation.smallFeePer", "incorporation.smallFeeUpTo"],
      },
      { id: "form-stamp", group: "stamp", label: w.formStamp, amount: r.stamp.form, detail: w.paidWithSpice, facts: ["incorporation.formStamp"] },
      { id: "moa-stamp", group: "stamp", label: w.moaStamp, amount: r.stamp.moa, detail: w.paidWithSpice, facts: ["incorporation.moaStamp"] },
      {
        id: "aoa-stamp",
        group: "stamp",
        label: w.aoaStamp,
        amount: articlesStampDuty(capital, r),
        detail: fill(w.aoaDetail, { capital: rupees(capital), min: rupees(r.stamp.aoaMin), max: rupees(r.stamp.aoaMax) }),
        facts: ["incorporation.aoaStampRate", "incorporation.aoaStampMin", "incorporation.aoaStampMax"],
      },
      { id: "pan-tan", group: "mca", label: w.companyPanTan, amount: null, detail: w.panTanDetail, facts: [] },
    )
  }
  lines.push({
    id: "dsc",
    group: "signatures",
    label: fill(w.dsc, { people, price: formatRupees(r.dsc) }),
    amount: people * r.dsc,
    detail: fill(w.dscDetail, { signer: w.signer[entity === "llp" ? "llp" : "company"] }),
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
export function incorporationMessage(result: IncorporationResult, ourFee: string | null | undefined, text: IncorporationText): string {
  const w = text.words
  const kind = result.entity === "llp" ? "llp" : "company"
  const line = (l: CostLine) => fill(w.messageLine, { label: l.label, amount: l.amount === null ? w.messageToBeQuoted : formatRupees(l.amount) })
  return [
    w.messageIntro,
    fill(w.messageBusiness, {
      entity: w.entities[result.entity],
      scale: result.entity === "pvt" && result.scale === "general" ? w.messageNotSmall : "",
      what: w.messageWhat[kind],
      capital: describeRupees(result.capital, text.amounts),
      people: w.messagePeople[kind],
      n: result.people,
    }),
    w.messageGovernment,
    ...result.lines.filter(l => l.group !== "signatures").map(line),
    fill(result.complete ? w.messageTotal : w.messageTotalQuoted, { total: formatRupees(result.government) }),
    ...result.lines.filter(l => l.group === "signatures").map(line),
    ...(ourFee ? [fill(w.messageOurFee, { fee: ourFee })] : []),
    w.messageClose,
  ].join("\n")
}
