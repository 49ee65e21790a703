/**
 * How the tools write amounts (the Indian way, in lakh and crore) and read what a visitor types
 * into an amount or number box, with the message for what cannot be read: what a tool page's
 * JavaScript needs of amounts. The facts' amounts, which the build reads: amounts.ts.
 */

import { fill } from "../../config/strings/fill"
import type { ToolPageWords } from "../../config/strings/tools-words"

/**
 * The words of amounts (units, months, messages), from the tools' words table of the page's
 * language: always given, so a tool's JavaScript carries no words table (the page data has them).
 */
type AmountWords = ToolPageWords["amounts"]

export const LAKH = 100_000
export const CRORE = 10_000_000

export type AmountUnit = "rupees" | "thousand" | "lakh" | "crore"

export const UNIT_VALUE: Record<AmountUnit, number> = {
  rupees: 1,
  thousand: 1_000,
  lakh: LAKH,
  crore: CRORE,
}

/** amount x rate, rounded to the nearest rupee (half up), with integer arithmetic. */
export function applyRate(amount: number, basisPoints: number): number {
  return Math.floor((amount * basisPoints + 5_000) / 10_000)
}

/**
 * 1200000 -> "12,00,000" (Indian digit grouping; paise kept as given, up to 2 decimals).
 * Works digit by digit on the whole part, so a large amount never turns into
 * "1e+21"; an amount that is not a finite number is a bug and throws.
 */
export function formatIndian(value: number): string {
  if (!Number.isFinite(value)) throw new RangeError(`Not an amount: ${value}`)
  const negative = value < 0
  const abs = Math.abs(value)
  const whole = Math.trunc(abs)
  let paise = Math.round((abs - whole) * 100)
  let wholeDigits = BigInt(whole)
  if (paise === 100) {
    wholeDigits += 1n
    paise = 0
  }
  const digits = wholeDigits.toString()
  const last3 = digits.slice(-3)
  const head = digits.slice(0, -3).replace(/\B(?=(\d{2})+(?!\d))/g, ",")
  const grouped = head ? `${head},${last3}` : last3
  const fraction = paise ? `.${String(paise).padStart(2, "0").replace(/0$/, "")}` : ""
  return `${negative ? "-" : ""}${grouped}${fraction}`
}

/** 1200000 -> "₹12,00,000". */
export function formatRupees(value: number): string {
  return `₹${formatIndian(value)}`
}

/**
 * The amount in lakh or crore when that is exact to two decimals:
 * 2000000 -> "20 lakh", 12500000 -> "1.25 crore", 15000 -> "15,000", 1234567 -> "12,34,567".
 */
export function formatAmountWords(value: number, words: AmountWords): string {
  for (const [unit, size] of [["crore", CRORE], ["lakh", LAKH]] as const) {
    if (value >= size && Number.isInteger((value * 100) / size)) {
      const n = value / size
      return fill(n === 1 ? words[unit].one : words[unit].many, { n: formatIndian(n) })
    }
  }
  return formatIndian(value)
}

/** "₹20 lakh" or "₹12,34,567": how the tools name an amount in answers and messages. */
export function describeRupees(value: number, words: AmountWords): string {
  return `₹${formatAmountWords(value, words)}`
}

// ---------------------------------------------------------------- what a visitor types

/** At most this many digits in what a visitor types, and in the amount in rupees. */
export const MAX_DIGITS = 15

/** Decimal places each unit allows: down to the paisa. */
export const UNIT_DECIMALS: Record<AmountUnit, number> = { rupees: 2, thousand: 5, lakh: 7, crore: 9 }

/** Why a typed amount cannot be read, for the field's message (see describeAmountError). */
export type AmountError =
  | { kind: "empty" }
  | { kind: "negative" }
  | { kind: "exponent" }
  | { kind: "letters" }
  /** "12 lakh" typed in the box: the unit belongs in the unit list. */
  | { kind: "unit-word" }
  | { kind: "too-many-digits" }
  | { kind: "too-large" }
  | { kind: "decimals"; unit: AmountUnit; places: number }
  | { kind: "grouping" }
  /**
   * Digits grouped with commas ("12,00,000"), or a whole part of six digits or more ("1800000",
   * ₹18,000 crore in lakh), while the unit is lakh or crore: the visitor most likely means rupees
   * (review 48: 1800000 typed with the unit left at lakh answered with the central licence).
   */
  | { kind: "rupees-with-unit"; unit: AmountUnit; asRupees: number }

export type UserAmount = { ok: true; value: number } | { ok: false; error: AmountError }

/** Indian ("12,00,000") or international ("1,200,000") grouping, or plain digits, with an optional decimal part. */
const GROUPED = /^(?:\d{1,2}(?:,\d{2})*,\d{3}|\d{1,3}(?:,\d{3})+|\d+)(?:\.\d+)?$|^\.\d+$/

/** What is wrong with a number a visitor typed, before it is read (shared by amounts and whole numbers). */
function screen(text: string, amount: boolean): AmountError | undefined {
  if (text === "") return { kind: "empty" }
  if (/^[-−–]/.test(text)) return { kind: "negative" }
  if (/^[\d.,]*\d[eE][+-]?\d/.test(text)) return { kind: "exponent" }
  if (amount && /^[\d.,\s]+(?:lakhs?|lacs?|crores?|cr|thousand|k|rupees?)\.?$/i.test(text)) return { kind: "unit-word" }
  if (/[^\d.,\s]/.test(text)) return { kind: "letters" }
  if ((text.match(/\d/g) ?? []).length > MAX_DIGITS) return { kind: "too-many-digits" }
  return undefined
}

/** Strips a leading rupee sign or "Rs." and the spaces around the number. */
const clean = (input: string) =>
  input
    .trim()
    .replace(/^(?:₹|rs\.?|inr)\s*/i, "")
    .trim()

/**
 * What a visitor types into an amount box, in the unit chosen beside it:
 * "12" lakh, "12.5" lakh, "12,00,000" rupees. Exact to the paisa (integer
 * arithmetic); refuses anything that is not plainly a number of at most 15
 * digits, and digits grouped or as many as rupees while the unit is lakh or crore.
 */
export function parseUserAmount(input: string, unit: AmountUnit): UserAmount {
  const text = clean(input)
  const problem = screen(text, true)
  if (problem) return { ok: false, error: problem }
  if (/\s/.test(text) || !GROUPED.test(text)) return { ok: false, error: { kind: "grouping" } }
  const [whole, fraction = ""] = text.replace(/,/g, "").split(".")
  if ((unit === "lakh" || unit === "crore") && (text.includes(",") || whole.length > 5)) {
    return { ok: false, error: { kind: "rupees-with-unit", unit, asRupees: Number(`${whole}.${fraction || "0"}`) } }
  }
  if (fraction.length > UNIT_DECIMALS[unit]) return { ok: false, error: { kind: "decimals", unit, places: UNIT_DECIMALS[unit] } }
  // paise = digits x unit x 100 / 10^decimals, exactly (the unit's decimals never go below a paisa)
  const paise = (BigInt(`${whole || "0"}${fraction}`) * BigInt(UNIT_VALUE[unit] * 100)) / 10n ** BigInt(fraction.length)
  if (paise / 100n >= 10n ** BigInt(MAX_DIGITS)) return { ok: false, error: { kind: "too-large" } }
  return { ok: true, value: Number(paise) / 100 }
}

/**
 * A whole number a visitor types (employees, classes, a wage in rupees), with the same checks.
 * A count (`rupees: false`) takes no rupee sign: "₹25,000" employees is refused as letters.
 */
export type UserWhole = { ok: true; value: number } | { ok: false; error: AmountError | { kind: "not-whole" } }

export function parseUserWhole(input: string, { rupees = true }: { rupees?: boolean } = {}): UserWhole {
  const text = rupees ? clean(input) : input.trim()
  const problem = screen(text, false)
  if (problem) return { ok: false, error: problem }
  if (/\s/.test(text) || !GROUPED.test(text)) return { ok: false, error: { kind: "grouping" } }
  if (text.includes(".")) return { ok: false, error: { kind: "not-whole" } }
  return { ok: true, value: Number(text.replace(/,/g, "")) }
}

/**
 * The message under a field whose number cannot be read: says what is wrong
 * and how to type it. `what` names the field ("yearly turnover"). Each kind of error has its
 * message in the words table under the kind's name in camel case ("too-many-digits":
 * tooManyDigits), whose slots are filled from what the error says.
 */
export function describeAmountError(error: AmountError | { kind: "not-whole" }, what: string, words: AmountWords): string {
  const { kind, unit, places, asRupees } = error as { kind: string; unit?: AmountUnit; places?: number; asRupees?: number }
  const key = kind.replace(/-(\w)/g, (_m, c: string) => c.toUpperCase()) as keyof AmountWords["errors"]
  const values: Record<string, string | number> = { what, digits: MAX_DIGITS, max: formatRupees(10 ** MAX_DIGITS - 1) }
  if (unit) values.unit = words.unitWords[unit]
  if (places !== undefined) values.places = places
  if (asRupees !== undefined) Object.assign(values, { typed: formatIndian(asRupees), rupees: describeRupees(asRupees, words) })
  return fill(words.errors[key], values)
}
