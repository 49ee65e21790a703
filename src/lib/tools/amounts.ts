/**
 * Reads the amounts, counts and rates that content/facts.json states in
 * words ("20 lakh", "12 lakh to 20 crore", "15,000", "12%", "20 employees")
 * as numbers, so the tools compute with the same values the guides print.
 * What a visitor types, and amounts written back the Indian way: typed-amounts.ts (re-exported
 * here), which the tools' JavaScript imports without this file.
 */

import { UNIT_VALUE, type AmountUnit } from "./typed-amounts"

export * from "./typed-amounts"

const UNIT_WORDS: Array<[RegExp, AmountUnit]> = [
  [/^(?:crores?|cr)\b/i, "crore"],
  [/^(?:lakhs?|lacs?|lakh)\b/i, "lakh"],
  [/^(?:thousand|k)\b/i, "thousand"],
]

/** A number as written in text: digits with Indian or international commas and an optional decimal part. */
const NUMBER = /(\d{1,3}(?:,\d{2,3})+|\d+)(?:\.(\d+))?/g

export class AmountParseError extends Error {}

interface NumberToken {
  /** Digits without separators, decimal point removed. */
  digits: string
  /** How many of the digits are decimals. */
  decimals: number
  /** Text after the number (for the unit). */
  rest: string
}

function numberTokens(text: string): NumberToken[] {
  const tokens: NumberToken[] = []
  for (const match of text.matchAll(NUMBER)) {
    const whole = match[1].replace(/,/g, "")
    const fraction = match[2] ?? ""
    tokens.push({ digits: whole + fraction, decimals: fraction.length, rest: text.slice((match.index ?? 0) + match[0].length) })
  }
  return tokens
}

function unitOf(rest: string): AmountUnit | undefined {
  const trimmed = rest.trimStart()
  for (const [pattern, unit] of UNIT_WORDS) if (pattern.test(trimmed)) return unit
  return undefined
}

/** digits x 10^-decimals x multiplier, exact for whole-rupee results. */
function scale(token: NumberToken, multiplier: number): number {
  const value = (Number(token.digits) * multiplier) / 10 ** token.decimals
  // Products such as 0.12 x 1 crore are whole numbers: remove floating-point dust.
  const rounded = Math.round(value)
  return Math.abs(value - rounded) < 1e-6 ? rounded : value
}

function single(text: string, what: string): NumberToken {
  const tokens = numberTokens(text)
  if (tokens.length !== 1) {
    throw new AmountParseError(`Expected one ${what} in "${text}", found ${tokens.length}`)
  }
  return tokens[0]
}

/** "20 lakh" -> 2000000, "1 crore" -> 10000000, "15,000" -> 15000, "INR 4,500 per class" -> 4500. */
export function parseAmount(text: string): number {
  const token = single(text, "amount")
  return scale(token, UNIT_VALUE[unitOf(token.rest) ?? "rupees"])
}

export interface AmountRange {
  min: number
  max: number
}

/**
 * "12 lakh to 20 crore" -> { min: 1200000, max: 200000000 }; "500 to 5,000" -> { min: 500, max: 5000 }.
 * When only the upper end names a unit ("5 to 10 lakh") the lower end takes it too.
 */
export function parseRange(text: string): AmountRange {
  const parts = text.split(/\s*(?:\bto\b|–|-)\s*/)
  if (parts.length !== 2) throw new AmountParseError(`Expected "<amount> to <amount>" in "${text}"`)
  const [low, high] = parts.map(part => single(part, "amount"))
  const highUnit = unitOf(high.rest) ?? "rupees"
  const lowUnit = unitOf(low.rest) ?? highUnit
  const range = { min: scale(low, UNIT_VALUE[lowUnit]), max: scale(high, UNIT_VALUE[highUnit]) }
  if (range.min > range.max) throw new AmountParseError(`Range "${text}" runs backwards`)
  return range
}

/** "20 employees" -> 20, "10 or more employees" -> 10, "20 workers" -> 20, "45" -> 45. */
export function parseCount(text: string): number {
  const token = single(text, "count")
  if (token.decimals > 0) throw new AmountParseError(`A count must be a whole number: "${text}"`)
  return Number(token.digits)
}

/** "12%" -> 1200, "3.67%" -> 367, "0.5%" -> 50: a rate in hundredths of a per cent (exact integer). */
export function parseBasisPoints(text: string): number {
  const match = /(\d+)(?:\.(\d{1,2}))?\s*%/.exec(text)
  if (!match) throw new AmountParseError(`Expected a percentage in "${text}"`)
  return Number(match[1]) * 100 + Number((match[2] ?? "").padEnd(2, "0"))
}

/** "12%" -> 0.12, "8.33%" -> 0.0833. */
export function parsePercent(text: string): number {
  return parseBasisPoints(text) / 10_000
}

