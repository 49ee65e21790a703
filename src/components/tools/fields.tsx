import * as React from "react"

/*
 * Form controls of the tools. They are uncontrolled: the form in the page is
 * the source of truth and the tool reads it (see useToolForm), so whatever a
 * visitor types or ticks before the JavaScript has loaded is kept.
 *
 * Each kind of box is a module of its own (amount-field.tsx, number-field.tsx, select-field.tsx),
 * so a tool page loads the boxes it asks with and no others; here are the parts they share and
 * the radio buttons (a yes/no question: YesNo.tsx, issue 31; the wizard's questions, with no answer chosen
 * for the visitor: ChoiceQuestion.tsx).
 */

export const unitName = (name: string) => `${name}-unit`

export interface FieldProps {
  /** The control's id and form name. */
  name: string
  label: string
  hint?: string
  error?: string
}

export function describedBy(...ids: Array<string | false | undefined>) {
  return ids.filter(Boolean).join(" ") || undefined
}

export function Hint({ name, hint }: { name: string; hint?: string }) {
  return hint ? (
    <p id={`${name}-hint`} className="field__hint">
      {hint}
    </p>
  ) : null
}

export function ErrorText({ name, error }: { name: string; error?: string }) {
  return error ? (
    <p id={`${name}-error`} className="field__error">
      {error}
    </p>
  ) : null
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
