import * as React from "react"
import { describedBy, ErrorText, Hint, type Choice } from "./fields"

/**
 * A question answered by one of a few radio buttons, none chosen until the visitor chooses
 * (reviews 43 and 44, major: a "no" or a business form chosen for the visitor gave an answer they
 * had not given). Sent unanswered, `error` shows under the question, which the group's description
 * carries, and the form focuses its first radio button (id `{name}-first`).
 *
 * The wizard's alone: the calculators' ChoiceGroup (fields.tsx) keeps a choice made for the visitor,
 * where a calculator has a usual case (PF on the actual wage), and its pages carry nothing of this.
 */
export function ChoiceQuestion({ name, legend, hint, choices, error }: { name: string; legend: string; hint?: string; choices: ReadonlyArray<Choice<string>>; error?: string }) {
  return (
    <fieldset className="choice-group" aria-describedby={describedBy(hint && `${name}-hint`, error && `${name}-error`)}>
      <legend>{legend}</legend>
      <Hint name={name} hint={hint} />
      <ErrorText name={name} error={error} />
      {choices.map((choice, i) => (
        <label key={choice.value} className="choice">
          <input type="radio" name={name} value={choice.value} id={i ? undefined : `${name}-first`} />
          {choice.label}
        </label>
      ))}
    </fieldset>
  )
}
