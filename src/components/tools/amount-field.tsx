import * as React from "react"
import { fill } from "../../config/strings/fill"
import type { ToolPageWords } from "../../config/strings/tools-words"
import { describeAmountError, describeRupees, formatRupees, parseUserAmount, type AmountUnit } from "../../lib/tools/typed-amounts"
import { describedBy, ErrorText, Hint, unitName, type FieldProps } from "./fields"
import { useToolWords } from "./words"

/** The rupee amount typed in an AmountField, or the message to show under it. */
export function readAmount(values: Record<string, string>, name: string, what: string, words: ToolPageWords): { value?: number; error?: string } {
  const parsed = parseUserAmount(values[name] ?? "", (values[unitName(name)] ?? "rupees") as AmountUnit)
  return parsed.ok ? { value: parsed.value } : { error: describeAmountError(parsed.error, what, words.amounts) }
}

/**
 * A rupee amount: a number box and its unit (₹ rupees, lakh or crore), named
 * in a visible label, with the amount read back in rupees so a slip of unit
 * shows at once ("That is ₹12 lakh (₹12,00,000)"). The unit box starts at the
 * unit the form's first values give (each tool's DEFAULTS names it: the
 * incorporation cost's capital in rupees, the other amounts in lakh), which is
 * also the unit an amount is read in until it is changed.
 */
export function AmountField({
  name,
  label,
  hint,
  error,
  values,
  units = ["rupees", "lakh", "crore"],
}: FieldProps & { values: Record<string, string>; units?: AmountUnit[] }) {
  const words = useToolWords()
  const unit = values[unitName(name)] as AmountUnit
  const parsed = parseUserAmount(values[name] ?? "", unit)
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
            defaultValue={unit}
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
