import * as React from "react"
import { Link } from "gatsby"
import { fill } from "../../config/strings/fill"
import type { ToolWords } from "../../config/strings/tools-words"
import type { WhichWords } from "../../config/strings/which-words"
import type { Thresholds } from "../../lib/tools/thresholds"
import { SERVICE_MAX_LENGTH } from "../../lib/quote-href"
import {
  quoteServiceOf,
  whichRegistrations,
  whichRegistrationsMessage,
  type Answers,
  type BusinessForm,
  type ContractRole,
  type Finding,
  type Supplies,
} from "../../lib/tools/which-registrations"
import { HOME_STATE } from "../../lib/tools/which-states"
import { ToolResult } from "./ToolResult"
import type { FormValues } from "./useToolForm"

/*
 * The wizard's answer: its rules (which-registrations.ts), the findings and the WhatsApp message.
 * A chunk of its own, loaded when the visitor starts answering or asks for the answer
 * (WhichRegistrations), so the page's first visit carries the questions only (issue 31).
 */

/** The numbers the form has read and checked (WhichRegistrations). */
export interface WhichNumbers {
  turnover: number
  employees: number
  /** null: not answered (allowed below ESI's headcount) */
  esiEmployees: number | null
  contract: number
  contractRole: ContractRole
}

/** The answers of the form, its numbers checked. */
export const answersOf = (values: FormValues, n: WhichNumbers, w: WhichWords): Answers => ({
  form: values.form as BusinessForm,
  turnover: n.turnover,
  state: values.state in w.states ? values.state : HOME_STATE,
  supplies: values.supplies as Supplies,
  interstateGoods: values.interstate === "yes",
  online: values.online === "yes",
  food: values.food === "yes",
  employees: n.employees,
  esiEmployees: n.esiEmployees,
  contractWorkers: n.contract,
  contractRole: n.contractRole,
  importExport: values["import-export"] === "yes",
  foodImportExport: values["food-import-export"] === "yes",
  foodPlatform: values["food-platform"] === "yes",
  foodMultiState: values["food-multi-state"] === "yes",
  brand: values.brand === "yes",
  premises: values.premises === "yes",
})

/**
 * One list of the answer. `priced`: each finding shows our fee for its service, as its guide's fee
 * line gives it (the page's data, which-words.ts `fees`), under its name (review 30: the answer
 * listed what a business needs with no price), in the service cards' style (global.css .card__fee);
 * not for what is not needed at these numbers.
 */
function FindingList({ id, heading, findings, w, priced }: { id: string; heading: string; findings: Finding[]; w: WhichWords; priced: boolean }) {
  if (findings.length === 0) return null
  return (
    <section aria-labelledby={id}>
      <h3 id={id}>{heading}</h3>
      <ul className="findings">
        {findings.map(f => (
          <li key={f.id}>
            <h4>{f.name}</h4>
            {priced && w.fees[f.guide] && <p className="card__fee findings__fee">{`${w.ourFee}: ${w.fees[f.guide]}`}</p>}
            <p>{f.reason}</p>
            {f.points && (
              <ul className="findings__points">
                {f.points.map(point => (
                  <li key={point}>{point}</li>
                ))}
              </ul>
            )}
            <Link to={f.guide}>
              {w.readGuide}
              <span className="visually-hidden">{fill(w.readGuideHidden, { name: f.name })}</span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  )
}

/** What the business needs, from the form's answers: needed now, recommended, not needed at these numbers; the heading takes focus (`ref`). */
export const WhichAnswer = React.forwardRef<HTMLHeadingElement, { values: FormValues; numbers: WhichNumbers; words: ToolWords; thresholds: Thresholds }>(
  function WhichAnswer({ values, numbers, words, thresholds }, ref) {
    const w = words.which
    const answers = answersOf(values, numbers, w)
    const answer = whichRegistrations(answers, thresholds, words)
    return (
      <ToolResult
        id="which-result"
        heading={w.resultHeading}
        message={whichRegistrationsMessage(answers, answer, words)}
        service={quoteServiceOf(answer, SERVICE_MAX_LENGTH)}
        ref={ref}
      >
        <FindingList id="which-required" heading={w.required} findings={answer.required} w={w} priced />
        <FindingList id="which-recommended" heading={w.recommended} findings={answer.recommended} w={w} priced />
        <FindingList id="which-not-now" heading={w.notNow} findings={answer.notNow} w={w} priced={false} />
      </ToolResult>
    )
  },
)
