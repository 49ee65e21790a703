import * as React from "react"
import { Hint } from "./fields"

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
