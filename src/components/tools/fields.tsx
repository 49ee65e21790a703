import * as React from "react"
import { fill } from "../../config/strings/fill"
import type { ToolPageWords } from "../../config/strings/tools-words"
import { describeAmountError, describeRupees, formatRupees, parseUserAmount, parseUserWhole, type AmountUnit } from "../../lib/tools/amounts"
import { useToolWords } from "./words"

/*
 * Form controls of the tools. They are uncontrolled: the form in the page is
 * the source of truth and the tool reads it (see useToolForm), so whatever a
 * visitor types or ticks before the JavaScript has loaded is kept.
 */

export const unitName = (name: string) => `${name}-unit`

/** The rupee amount typed in an AmountField, or the message to show under it. */
export function readAmount(values: Record<string, string>, name: string, what: string, words: ToolPageWords): { value?: number; error?: string } {
  const parsed = parseUserAmount(values[name] ?? "", (values[unitName(name)] ?? "rupees") as AmountUnit)
  return parsed.ok ? { value: parsed.value } : { error: describeAmountError(parsed.error, what, words.amounts) }
}

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

interface FieldProps {
  /** The control's id and form name. */
  name: string
  label: string
  hint?: string
  error?: string
}

function describedBy(...ids: Array<string | false | undefined>) {
  return ids.filter(Boolean).join(" ") || undefined
}

function Hint({ name, hint }: { name: string; hint?: string }) {
  return hint ? (
    <p id={`${name}-hint`} className="field__hint">
      {hint}
    </p>
  ) : null
}

function ErrorText({ name, error }: { name: string; error?: string }) {
  return error ? (
    <p id={`${name}-error`} className="field__error">
      {error}
    </p>
  ) : null
}

/**
 * A rupee amount: a number box and its unit (₹ rupees, lakh or crore), named
 * in a visible label, with the amount read back in rupees so a slip of unit
 * shows at once ("That is ₹12 lakh (₹12,00,000)").
 */
export function AmountField({
  name,
  label,
  hint,
  error,
  values,
  units = ["rupees", "lakh", "crore"],
  defaultUnit = "lakh",
}: FieldProps & { values: Record<string, string>; units?: AmountUnit[]; defaultUnit?: AmountUnit }) {
  const words = useToolWords()
  const parsed = parseUserAmount(values[name] ?? "", (values[unitName(name)] ?? defaultUnit) as AmountUnit)
  const readBack = parsed.ok && !error ? describeRupees(parsed.value, words.amounts) : ""
  const exact = parsed.ok ? formatRupees(parsed.value) : ""
  return (
    <div className="field">
      <label htmlFor={name}>{label}</label>
      <Hint name={name} hint={hint} />
      <div className="amount-field">
        <input
          id={name}
          name={name}
          type="text"
          inputMode="decimal"
          autoComplete="off"
          defaultValue=""
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy(hint && `${name}-hint`, error && `${name}-error`, readBack && `${name}-readback`)}
        />
        <span className="amount-field__unit">
          <label htmlFor={unitName(name)}>{words.fields.unit}</label>
          <select
            id={unitName(name)}
            name={unitName(name)}
            defaultValue={defaultUnit}
            aria-label={fill(words.fields.unitOf, { label, labelLower: label.toLowerCase() })}
          >
            {units.map(unit => (
              <option key={unit} value={unit}>
                {words.fields.units[unit]}
              </option>
            ))}
          </select>
        </span>
      </div>
      {readBack && (
        <p id={`${name}-readback`} className="field__readback">
          {exact !== readBack ? fill(words.fields.readBackExact, { amount: readBack, exact }) : fill(words.fields.readBack, { amount: readBack })}
        </p>
      )}
      <ErrorText name={name} error={error} />
    </div>
  )
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

/** A drop-down list (a long list of answers, such as the states). */
export function SelectField({
  name,
  label,
  hint,
  options,
  defaultValue,
  optionLabel = option => option,
}: {
  name: string
  label: string
  hint?: string
  options: ReadonlyArray<string>
  defaultValue: string
  /** The name shown for each option (its value stays the option itself). */
  optionLabel?: (option: string) => string
}) {
  return (
    <div className="field">
      <label htmlFor={name}>{label}</label>
      <Hint name={name} hint={hint} />
      <select id={name} name={name} defaultValue={defaultValue} aria-describedby={hint ? `${name}-hint` : undefined}>
        {options.map(option => (
          <option key={option} value={option}>
            {optionLabel(option)}
          </option>
        ))}
      </select>
    </div>
  )
}

export interface Choice<T extends string> {
  value: T
  label: string
}

/** Radio buttons in a fieldset whose legend asks the question. */
export function ChoiceGroup<T extends string>({
  name,
  legend,
  hint,
  choices,
  defaultValue,
}: {
  name: string
  legend: string
  hint?: string
  choices: ReadonlyArray<Choice<T>>
  defaultValue: T
}) {
  return (
    <fieldset className="choice-group" aria-describedby={hint ? `${name}-hint` : undefined}>
      <legend>{legend}</legend>
      <Hint name={name} hint={hint} />
      {choices.map(choice => (
        <label key={choice.value} className="choice">
          <input type="radio" name={name} value={choice.value} defaultChecked={choice.value === defaultValue} />
          {choice.label}
        </label>
      ))}
    </fieldset>
  )
}

/** A yes/no question as two radio buttons (answer "no" until changed). */
export function YesNo({ name, legend, hint }: { name: string; legend: string; hint?: string }) {
  const { yes, no } = useToolWords().fields
  const choices: ReadonlyArray<Choice<"yes" | "no">> = [
    { value: "yes", label: yes },
    { value: "no", label: no },
  ]
  return <ChoiceGroup name={name} legend={legend} hint={hint} choices={choices} defaultValue="no" />
}
