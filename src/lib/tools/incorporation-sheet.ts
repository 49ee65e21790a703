import { fill } from "../../config/strings/fill"
import type { IncorporationWords } from "../../config/strings/calculator-words"
import type { ToolPageWords } from "../../config/strings/tools-words"
import { describeRupees, formatRupees } from "./typed-amounts"

/**
 * What the incorporation cost works out in the browser (issue 31): the fees that depend on the
 * capital and the people, filled into the answer the build made for each structure and case of
 * its fee (the `incorporationSheet` field of its page data: HTML and message with slots, made by
 * src/components/tools/incorporation-result.tsx from incorporation.ts incorporationCases), so its
 * JavaScript carries neither the lines, their facts and sources, nor the tables' markup.
 * incorporation.ts works out the same answer in one go, with the input checks, for the build and the tests.
 */

export type Entity = "pvt" | "opc" | "llp"

export const ENTITIES: ReadonlyArray<Entity> = ["pvt", "opc", "llp"]

/**
 * Which scale of the Table of Fees a company's registration fee follows: an
 * OPC or a small company ("small") or any other company ("general").
 */
export type FeeScale = "small" | "general"

/**
 * How many people sign with a digital signature. Companies Act, 2013, section 149(1): at least 2
 * directors for a private company, 1 for an OPC, at most 15; LLP Act, 2008, section 7: at least two
 * designated partners, and the tool stops at a practical 50.
 */
export const PEOPLE: Record<Entity, { min: number; max: number }> = {
  pvt: { min: 2, max: 15 },
  opc: { min: 1, max: 15 },
  llp: { min: 2, max: 50 },
}

/**
 * The words of the tool's lines and message, in the page's language (its page data:
 * src/config/strings/calculator-words.ts), and how the amounts in them are written.
 */
export interface IncorporationText {
  words: IncorporationWords
  amounts: ToolPageWords["amounts"]
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
  /** How the amount is worked out, where that takes more than a line (the Registrar's fee scales): shown with the line's source, folded. */
  working?: string
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

/** The amounts a sheet leaves to the browser: the registration fee, the articles' stamp duty, the signatures, the government's total. */
export type SheetAmount = "registration" | "aoa" | "dsc" | "government"

/** A line as the build writes it: `{capital}` in its detail and `{people}` in its label still to fill, and the amounts that depend on them named. */
export type SheetLine = Omit<CostLine, "amount"> & { amount: number | null | SheetAmount }

/** One case of a structure's fee, as the page's data holds it. */
export interface SheetCase {
  /** The answer's total, summary and tables (HTML made at build time) with slots: {capital}, {people}, {registration}, {aoa}, {dsc}, {government}. */
  html: string
  /** The WhatsApp message, with the same slots. */
  message: string
  /** The government's amounts that do not depend on the capital, added up. */
  base: number
}

/**
 * Each structure's (pvt, opc, llp) cases of its fee: a company's "waived" ("waived-general" for a
 * private company that is not a small company), "small", "above" (the small scale above its top)
 * or "general"; an LLP's contribution slab ("0", "1"...).
 */
export interface IncorporationSheet {
  /** The fees and duties the amounts are worked out with (incorporation-rates.ts, from the facts). */
  rates: IncorporationRates
  cases: Record<Entity, Record<string, SheetCase>>
  /** The scale's hint, its amount filled in: the small company's capital. */
  hints: { scale: string }
  /** The form's choices: the structures and the fee scales, with their labels. */
  choices: { entity: Array<{ value: Entity; label: string }>; scale: Array<{ value: FeeScale; label: string }> }
  /** Each structure's words in the form and the answer (a company's or an LLP's), and how many people sign. */
  forms: Record<Entity, SheetForm>
}

/** A structure's words in the form and the answer, and how many people sign (PEOPLE). */
export interface SheetForm {
  capitalLabel: string
  /** Under the capital's field: a company's with the waiver's amount filled in, an LLP's on its fee scale. */
  capitalHint: string
  capitalWhat: string
  /** The capital's errors: below ₹1, not whole rupees. */
  capitalMin: string
  capitalWhole: string
  peopleLabel: string
  peopleWhat: string
  peopleHint: string
  min: number
  max: number
  /** A number of people to show in an error: the least. */
  example: string
  /** The service the quote form is asked for. */
  service: string
  guide: string
  readGuide: string
}

/** Index of the slab a contribution falls in: up to and including each limit, then above the last. */
export function slabIndex(amount: number, limits: number[]): number {
  const i = limits.findIndex(limit => amount <= limit)
  return i === -1 ? limits.length : i
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

/** The scale an entity's fee follows: an OPC always the OPC and small-company scale. */
export const feeScaleOf = (entity: Entity, scale: FeeScale): FeeScale => (entity === "opc" ? "small" : scale)

/** Which of the sheet's cases a structure's capital (an LLP: its contribution) falls in. */
export function sheetCase(entity: Entity, capital: number, r: IncorporationRates, scale: FeeScale): string {
  if (entity === "llp") return String(slabIndex(capital, r.llp.slabs))
  const general = feeScaleOf(entity, scale) === "general"
  if (capital <= r.waiverCapital) return general ? "waived-general" : "waived"
  return general ? "general" : capital > r.small.upTo ? "above" : "small"
}


/**
 * The room a line's name leaves beside its figure on a phone, where the line is a card with the
 * figure at its top right (tools-css.ts `--figure`): the figure's width in digits, no more (review
 * 44: a fixed 7.5em left "Stamp duty on the incorporation form" four lines of 115px at 320px beside "₹20").
 */
export const figureRoom = (figure: string): string => `${figure.length}ch`

/**
 * The answer from the page's sheet, for a capital and a number of people the form has checked: its
 * HTML and its WhatsApp message, with the amounts worked out and the slots filled.
 */
export function answerFromSheet(
  sheet: IncorporationSheet,
  entity: Entity,
  capital: number,
  people: number,
  scale: FeeScale,
  amounts: ToolPageWords["amounts"],
): { html: string; message: string } {
  const r = sheet.rates
  const found = sheet.cases[entity][sheetCase(entity, capital, r, scale)]
  const registration = companyRegistrationFee(capital, r, feeScaleOf(entity, scale))
  const aoa = articlesStampDuty(capital, r)
  const figures: Record<SheetAmount, string> = {
    registration: formatRupees(registration),
    aoa: formatRupees(aoa),
    dsc: formatRupees(people * r.dsc),
    government: formatRupees(found.base + (entity === "llp" ? 0 : registration + aoa)),
  }
  const values: Record<string, string | number> = { capital: describeRupees(capital, amounts), people, ...figures }
  for (const [name, figure] of Object.entries(figures)) values[`${name}Room`] = figureRoom(figure)
  // the values are figures and the amounts' own words (typed-amounts.ts), never what a visitor typed: nothing to escape
  return { html: fill(found.html, values), message: fill(found.message, values) }
}
