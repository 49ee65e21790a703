import * as React from "react"
import { Link } from "gatsby"
import { fill } from "../../config/strings/fill"
import type { IncorporationWords } from "../../config/strings/calculator-words"
import type { ToolPageWords } from "../../config/strings/tools-words"
import { formatRupees, describeRupees } from "../../lib/tools/typed-amounts"
import {
  ENTITIES,
  PEOPLE,
  incorporationCost,
  incorporationMessage,
  type CostLine,
  type Entity,
  type FeeScale,
  type IncorporationRates,
} from "../../lib/tools/incorporation"
import { fillNodes } from "../common/fill-nodes"
import { AmountField, readAmount } from "./amount-field"
import { NumberField, readWhole } from "./number-field"
import { ChoiceGroup, unitName } from "./fields"
import { ToolResult, useToolForm, type FormValues } from "./ToolResult"
import { useToolWords } from "./words"

/** Where each incorporation fact comes from (the page query's Fact nodes of the group). */
export interface FactSource {
  readonly key: string
  readonly source?: string | null
  readonly sourceTitle?: string | null
  readonly kind?: string | null
  readonly basis?: string | null
}

const SCALES: FeeScale[] = ["small", "general"]

const DEFAULTS: FormValues = { "inc-entity": "pvt", "inc-scale": "small", "inc-capital": "", [unitName("inc-capital")]: "lakh", "inc-people": "2" }

/** Which of a pair of words a structure takes: a company's or an LLP's. */
const kindOf = (entity: Entity) => (entity === "llp" ? "llp" : "company")

function readCapital(values: FormValues, w: IncorporationWords, shared: ToolPageWords): { value?: number; error?: string } {
  const what = w.capitalWhat[kindOf(values["inc-entity"] as Entity)]
  const read = readAmount(values, "inc-capital", what, shared)
  if (read.value === undefined) return read
  if (read.value < 1) return { error: fill(w.capitalMin, { what }) }
  if (!Number.isInteger(read.value)) return { error: fill(w.capitalWhole, { what }) }
  return read
}

const readPeople = (values: FormValues, w: IncorporationWords, shared: ToolPageWords) => {
  const entity = values["inc-entity"] as Entity
  const range = PEOPLE[entity]
  return readWhole(values["inc-people"], w.peopleWhat[kindOf(entity)], { min: range.min, max: range.max, example: String(range.min) }, shared)
}

function Source({ line, sources, w }: { line: CostLine; sources: ReadonlyMap<string, FactSource>; w: IncorporationWords }) {
  const fact = line.facts.map(key => sources.get(key)).find(Boolean)
  if (!fact) return null
  if (fact.kind === "estimate")
    return <span className="cost-table__source">{line.group === "signatures" ? w.marketPrice : w.practitioners}: {fact.basis}</span>
  return (
    <span className="cost-table__source">
      {w.source}{" "}
      <a href={fact.source ?? undefined} rel="noopener noreferrer">
        {fact.sourceTitle}
      </a>
    </span>
  )
}

function Row({ line, sources, w }: { line: CostLine; sources: ReadonlyMap<string, FactSource>; w: IncorporationWords }) {
  return (
    <tr>
      <th scope="row">
        <span className="cost-table__item">{line.label}</span>
        <span className="cost-table__detail">{line.detail}</span>
        <Source line={line} sources={sources} w={w} />
      </th>
      <td>{line.amount === null ? w.quoted : formatRupees(line.amount)}</td>
    </tr>
  )
}

/** One itemised table of the result: its caption, a row per line, and a total row if given. */
function CostTable({
  caption,
  lines,
  sources,
  total,
  w,
}: {
  caption: string
  lines: CostLine[]
  sources: ReadonlyMap<string, FactSource>
  total?: { label: string; amount: number }
  w: IncorporationWords
}) {
  return (
    <table className="cost-table">
      <caption>{caption}</caption>
      <thead>
        <tr>
          <th scope="col">{w.item}</th>
          <th scope="col">{w.amount}</th>
        </tr>
      </thead>
      <tbody>
        {lines.map(line => (
          <Row key={line.id} line={line} sources={sources} w={w} />
        ))}
      </tbody>
      {total && (
        <tfoot>
          <tr>
            <th scope="row">{total.label}</th>
            <td>{formatRupees(total.amount)}</td>
          </tr>
        </tfoot>
      )}
    </table>
  )
}

/**
 * The cost of incorporating in Telangana: the government's share, itemised
 * and sourced, the digital signatures at a market price, and our fee beside
 * them (never added in).
 */
export function IncorporationCalculator({
  sources,
  ourFees,
  rates,
  words: w,
}: {
  sources: ReadonlyArray<FactSource>
  /** The fees and duties, read from the facts by the build (its page query's `rates: incorporationRates`). */
  rates: IncorporationRates
  ourFees: Partial<Record<Entity, string | null>>
  /** The tool's words in the page's language (its page data). */
  words: IncorporationWords
}) {
  const shared = useToolWords()
  const text = { words: w, amounts: shared.amounts }
  const rupees = (value: number) => describeRupees(value, shared.amounts)
  const firstInvalid = (values: FormValues) => (readCapital(values, w, shared).error ? "inc-capital" : readPeople(values, w, shared).error ? "inc-people" : undefined)
  const { formRef, resultRef, values, ready, submitted, onChange, onSubmit } = useToolForm(DEFAULTS, firstInvalid)
  const bySource = React.useMemo(() => new Map(sources.map(s => [s.key, s])), [sources])
  const entity = (values["inc-entity"] as Entity) ?? "pvt"
  const kind = kindOf(entity)
  const capital = readCapital(values, w, shared)
  const people = readPeople(values, w, shared)
  const scale = (values["inc-scale"] as FeeScale) ?? "small"
  const result =
    capital.value !== undefined && people.value !== undefined ? incorporationCost(entity, capital.value, people.value, rates, scale, text) : undefined
  const ourFee = ourFees[entity]
  const government = result?.lines.filter(l => l.group !== "signatures") ?? []
  const signatures = result?.lines.filter(l => l.group === "signatures") ?? []

  return (
    <>
      <form ref={formRef} className="form tool-form" onChange={onChange} onSubmit={onSubmit} noValidate aria-labelledby="inc-form-heading">
        <fieldset className="tool-form__fields" disabled={!ready}>
          <legend>
            <h2 id="inc-form-heading">{w.formHeading}</h2>
          </legend>
          <ChoiceGroup name="inc-entity" legend={w.entityLegend} choices={ENTITIES.map(value => ({ value, label: w.entities[value] }))} defaultValue="pvt" />
          {entity === "pvt" && (
            <ChoiceGroup
              name="inc-scale"
              legend={w.scaleLegend}
              hint={fill(w.scaleHint, { capital: rupees(rates.smallCompanyCapital) })}
              choices={SCALES.map(value => ({ value, label: w.scales[value] }))}
              defaultValue="small"
            />
          )}
          <AmountField
            name="inc-capital"
            label={w.capitalLabel[kind]}
            hint={fill(w.capitalHint, { waiver: rupees(rates.waiverCapital) })}
            values={values}
            error={submitted ? capital.error : undefined}
          />
          <NumberField
            name="inc-people"
            label={w.peopleLabel[kind]}
            hint={fill(w.peopleHint, { min: PEOPLE[entity].min, max: PEOPLE[entity].max })}
            defaultValue="2"
            error={submitted ? people.error : undefined}
          />
          <div>
            <button type="submit" className="btn btn--primary">
              {w.submit}
            </button>
          </div>
        </fieldset>
      </form>
      {submitted && result && (
        <ToolResult
          id="inc-result"
          heading={w.resultHeading}
          message={incorporationMessage(result, ourFee, text)}
          service={fill(w.service, { entity: w.entities[result.entity] })}
          ref={resultRef}
        >
          <p className="tool-result__value">{formatRupees(result.government)}</p>
          <p>
            {fill(result.complete ? w.summary : w.summaryQuoted, {
              entity: w.entitiesInText[result.entity],
              what: w.capitalWhat[kindOf(result.entity)],
              capital: rupees(result.capital),
            })}
          </p>
          <CostTable
            caption={w.governmentCaption}
            lines={government}
            sources={bySource}
            total={{ label: w.governmentTotal, amount: result.government }}
            w={w}
          />
          <CostTable caption={w.otherCaption} lines={signatures} sources={bySource} w={w} />
          {ourFee && <p className="cost-ours">{fillNodes(w.ourFee, { fee: <strong>{ourFee}</strong> })}</p>}
          <p>
            <Link to={w.guides[result.entity]}>{w.readGuide[result.entity]}</Link>
          </p>
        </ToolResult>
      )}
    </>
  )
}
