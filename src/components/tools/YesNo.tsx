import * as React from "react"
import { ChoiceGroup, type Choice } from "./fields"
import { useToolWords } from "./words"

/**
 * A yes/no question as two radio buttons (answer "no" until changed). A module of its own, so that
 * only the tools that ask one carry it (issue 31: the PF calculator's first-visit JavaScript).
 */
export function YesNo({ name, legend, hint }: { name: string; legend: string; hint?: string }) {
  const { yes, no } = useToolWords().fields
  const choices: ReadonlyArray<Choice<"yes" | "no">> = [
    { value: "yes", label: yes },
    { value: "no", label: no },
  ]
  return <ChoiceGroup name={name} legend={legend} hint={hint} choices={choices} defaultValue="no" />
}
