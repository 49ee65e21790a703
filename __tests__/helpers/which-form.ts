import { fireEvent } from "@testing-library/react"

/**
 * The answers a test leaves to the visitor's plainest case, for the questions of the "which
 * registrations" wizard that have no answer chosen for the visitor (reviews 43 and 44): by the
 * question's name, the value chosen; a yes/no question not named here is answered "no".
 */
const PLAINEST: Record<string, string> = { form: "proprietorship", supplies: "services", "contract-role": "principal" }

/**
 * Answers, as a visitor would, every question the wizard asks that the test has not answered: 0
 * contract workers if the box is empty, then each unanswered group of radio buttons in the form's
 * order (a question that an answer brings in, such as whose the contract workers are, included).
 */
export function answerTheRest(): void {
  const contract = document.querySelector<HTMLInputElement>("#which-contract")!
  if (contract.value === "") fireEvent.change(contract, { target: { value: "0" } })
  for (;;) {
    const group = [...document.querySelectorAll<HTMLFieldSetElement>("fieldset.choice-group")].find(g => !g.querySelector("input:checked"))
    if (!group) return
    const first = group.querySelector<HTMLInputElement>("input[type=radio]")!
    const value = PLAINEST[first.name] ?? "no"
    fireEvent.click(group.querySelector<HTMLInputElement>(`input[value="${value}"]`)!)
  }
}
