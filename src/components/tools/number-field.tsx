import * as React from "react"
import { fill } from "../../config/strings/fill"
import type { ToolPageWords } from "../../config/strings/tools-words"
import { describeAmountError, parseUserWhole } from "../../lib/tools/typed-amounts"
import { describedBy, ErrorText, Hint, type FieldProps } from "./fields"

/** What a whole-number box takes: its range, whether it is an amount in rupees, and an example it accepts. */
export interface WholeRule {
  min: number
  max?: number
  /** A wage in rupees: a leading ₹ or Rs. is allowed (a count of people or classes takes digits only). */
  rupees?: boolean
  /** A value the box accepts, for the messages ("25", "15000"). */
  example: string
  /** A value written with commas, where one that large makes sense ("15,000"): the grouping message shows it with and without them. */
  grouped?: string
}

/**
 * A whole number typed (employees, classes, a wage), or the message to show: one message per
 * rule, each naming an example that the box accepts. A number outside the range, a negative one
 * included, gets the range's message.
 */
export function readWhole(text: string | undefined, what: string, rule: WholeRule, words: ToolPageWords): { value?: number; error?: string } {
  const { min, max, example, grouped } = rule
  const w = words.fields
  const range = max === undefined ? fill(w.wholeAtLeast, { what, min }) : fill(w.wholeBetween, { what, min, max })
  const parsed = parseUserWhole(text ?? "", { rupees: rule.rupees ?? false })
  if (!parsed.ok) {
    switch (parsed.error.kind) {
      case "negative":
        return { error: range }
      case "letters":
        return { error: fill(w.wholeLetters, { what, example }) }
      case "exponent":
        return { error: fill(w.wholeExponent, { what, example }) }
      case "grouping":
        return { error: grouped ? fill(w.wholeGrouping, { what, grouped, plain: grouped.replace(/,/g, "") }) : fill(w.wholePlain, { what, example }) }
      default:
        return { error: describeAmountError(parsed.error, what, words.amounts) }
    }
  }
  const { value } = parsed
  if (value < min || (max !== undefined && value > max)) return { error: range }
  return { value }
}

/** A whole number box (employees, classes, wage). */
export function NumberField({ name, label, hint, error, defaultValue = "" }: FieldProps & { defaultValue?: string }) {
  return (
    <div className="field">
      <label htmlFor={name}>{label}</label>
      <Hint name={name} hint={hint} />
      <input
        id={name}
        name={name}
        type="text"
        inputMode="numeric"
        autoComplete="off"
        defaultValue={defaultValue}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(hint && `${name}-hint`, error && `${name}-error`)}
      />
      <ErrorText name={name} error={error} />
    </div>
  )
}
