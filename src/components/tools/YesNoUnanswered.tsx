import * as React from "react"
import { ErrorText } from "./fields"
import { useToolWords } from "./words"

/**
 * A yes/no question with neither answer chosen until the visitor chooses (review 43: a "no" chosen
 * for the visitor put the trade licence under "not needed", saying they had said so). Sent
 * unanswered, `error` shows under the question, which the group's description carries, and the
 * form focuses its first radio button (id `{name}-yes`). Not YesNo, whose "no" stands until
 * changed, nor its ChoiceGroup: the PF calculator's page carries those and is at its budget.
 */
export function YesNoUnanswered({ name, legend, error }: { name: string; legend: string; error?: string }) {
  const { yes, no } = useToolWords().fields
  return (
    <fieldset className="choice-group" aria-describedby={error ? `${name}-error` : undefined}>
      <legend>{legend}</legend>
      <ErrorText name={name} error={error} />
      <label className="choice">
        <input type="radio" name={name} value="yes" id={`${name}-yes`} />
        {yes}
      </label>
      <label className="choice">
        <input type="radio" name={name} value="no" />
        {no}
      </label>
    </fieldset>
  )
}
