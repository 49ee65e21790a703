import * as React from "react"
import { Link } from "gatsby"
import { formatRupees, describeRupees } from "../../lib/tools/amounts"
import {
  ENTITY_GUIDES,
  ENTITY_NAMES,
  PEOPLE,
  SCALE_NAMES,
  incorporationCost,
  incorporationMessage,
  incorporationRates,
  type CostLine,
  type Entity,
  type FeeScale,
} from "../../lib/tools/incorporation"
import { AmountField, ChoiceGroup, NumberField, readAmount, readWhole, unitName } from "./fields"
import { useFactTable } from "./ToolFacts"
import { ToolResult, useToolForm, type FormValues } from "./ToolResult"

/** Where each incorporation fact comes from (the page query's Fact nodes of the group). */
export interface FactSource {
  readonly key: string
  readonly source?: string | null
  readonly sourceTitle?: string | null
  readonly kind?: string | null
  readonly basis?: string | null
}

const ENTITIES = (Object.keys(ENTITY_NAMES) as Entity[]).map(value => ({ value, label: ENTITY_NAMES[value] }))

const SCALES = (Object.keys(SCALE_NAMES) as FeeScale[]).map(value => ({ value, label: SCALE_NAMES[value] }))

const DEFAULTS: FormValues = { "inc-entity": "pvt", "inc-scale": "small", "inc-capital": "", [unitName("inc-capital")]: "lakh", "inc-people": "2" }

const capitalWhat = (entity: Entity) => (entity === "llp" ? "total contribution" : "authorised capital")

function readCapital(values: FormValues): { value?: number; error?: string } {
  const what = capitalWhat(values["inc-entity"] as Entity)
  const read = readAmount(values, "inc-capital", what)
  if (read.value === undefined) return read
  if (read.value < 1) return { error: `Enter the ${what}: ₹1 or more` }
  if (!Number.isInteger(read.value)) return { error: `Enter the ${what} in whole rupees, without paise` }
  return read
}

const readPeople = (values: FormValues) => {
  const range = PEOPLE[values["inc-entity"] as Entity]
  return readWhole(values["inc-people"], range.what, { min: range.min, max: range.max, example: String(range.min) })
}

const firstInvalid = (values: FormValues) => (readCapital(values).error ? "inc-capital" : readPeople(values).error ? "inc-people" : undefined)

function Source({ line, sources }: { line: CostLine; sources: ReadonlyMap<string, FactSource> }) {
  const fact = line.facts.map(key => sources.get(key)).find(Boolean)
  if (!fact) return null
  if (fact.kind === "estimate")
    return <span className="cost-table__source">{line.group === "signatures" ? "Market price" : "Practitioners' figure"}: {fact.basis}</span>
  return (
    <span className="cost-table__source">
      Source:{" "}
      <a href={fact.source ?? undefined} rel="noopener noreferrer">
        {fact.sourceTitle}
      </a>
    </span>
  )
}

function Row({ line, sources }: { line: CostLine; sources: ReadonlyMap<string, FactSource> }) {
  return (
    <tr>
      <th scope="row">
        <span className="cost-table__item">{line.label}</span>
        <span className="cost-table__detail">{line.detail}</span>
        <Source line={line} sources={sources} />
      </th>
      <td>{line.amount === null ? "Quoted" : formatRupees(line.amount)}</td>
    </tr>
  )
}

/** One itemised table of the result: its caption, a row per line, and a total row if given. */
function CostTable({ caption, lines, sources, total }: { caption: string; lines: CostLine[]; sources: ReadonlyMap<string, FactSource>; total?: { label: string; amount: number } }) {
  return (
    <table className="cost-table">
      <caption>{caption}</caption>
      <thead>
        <tr>
          <th scope="col">Item</th>
          <th scope="col">Amount</th>
        </tr>
      </thead>
      <tbody>
        {lines.map(line => (
          <Row key={line.id} line={line} sources={sources} />
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
export function IncorporationCalculator({ sources, ourFees }: { sources: ReadonlyArray<FactSource>; ourFees: Partial<Record<Entity, string | null>> }) {
  const { formRef, resultRef, values, ready, submitted, onChange, onSubmit } = useToolForm(DEFAULTS, firstInvalid)
  const rates = incorporationRates(useFactTable())
  const bySource = React.useMemo(() => new Map(sources.map(s => [s.key, s])), [sources])
  const entity = (values["inc-entity"] as Entity) ?? "pvt"
  const capital = readCapital(values)
  const people = readPeople(values)
  const scale = (values["inc-scale"] as FeeScale) ?? "small"
  const result =
    capital.value !== undefined && people.value !== undefined ? incorporationCost(entity, capital.value, people.value, rates, scale) : undefined
  const ourFee = ourFees[entity]
  const government = result?.lines.filter(l => l.group !== "signatures") ?? []
  const signatures = result?.lines.filter(l => l.group === "signatures") ?? []

  return (
    <>
      <form ref={formRef} className="form tool-form" onChange={onChange} onSubmit={onSubmit} noValidate aria-labelledby="inc-form-heading">
        <fieldset className="tool-form__fields" disabled={!ready}>
          <legend>
            <h2 id="inc-form-heading">Your business</h2>
          </legend>
          <ChoiceGroup name="inc-entity" legend="What are you registering?" choices={ENTITIES} defaultValue="pvt" />
          {entity === "pvt" && (
            <ChoiceGroup
              name="inc-scale"
              legend="Will it be a small company?"
              hint={`Most new private companies are: paid-up capital up to ${describeRupees(rates.smallCompanyCapital)}, not a holding or subsidiary company, and staying a small company for at least a year from incorporation. The Registrar's fee has its own scale for any other company.`}
              choices={SCALES}
              defaultValue="small"
            />
          )}
          <AmountField
            name="inc-capital"
            label={entity === "llp" ? "Total contribution of the partners" : "Authorised capital"}
            hint={`Type the number and choose its unit: 1 with lakh, or 1,00,000 with rupees. Up to ${describeRupees(rates.waiverCapital)} of authorised capital, a company pays no MCA registration fee.`}
            values={values}
            error={submitted ? capital.error : undefined}
          />
          <NumberField
            name="inc-people"
            label={entity === "llp" ? "Number of designated partners" : "Number of directors"}
            hint={`From ${PEOPLE[entity].min} to ${PEOPLE[entity].max}. Each one signs with a digital signature.`}
            defaultValue="2"
            error={submitted ? people.error : undefined}
          />
          <div>
            <button type="submit" className="btn btn--primary">
              Work out the cost
            </button>
          </div>
        </fieldset>
      </form>
      {submitted && result && (
        <ToolResult
          id="inc-result"
          heading="Cost of incorporating in Telangana"
          message={incorporationMessage(result, ourFee)}
          service={`${ENTITY_NAMES[result.entity]} registration`}
          ref={resultRef}
        >
          <p className="tool-result__value">{formatRupees(result.government)}</p>
          <p>
            Government fees and stamp duty for a {ENTITY_NAMES[result.entity].toLowerCase()} with {capitalWhat(result.entity)} of{" "}
            {describeRupees(result.capital)}
            {result.complete ? "." : ", plus the items marked \u201cQuoted\u201d below."}
          </p>
          <CostTable
            caption="Government fees and stamp duty"
            lines={government}
            sources={bySource}
            total={{ label: "Government total worked out here", amount: result.government }}
          />
          <CostTable caption="Not a government fee" lines={signatures} sources={bySource} />
          {ourFee && (
            <p className="cost-ours">
              Our professional fee: <strong>{ourFee}</strong>, quoted separately and never added to the government's share.
            </p>
          )}
          <p>
            <Link to={ENTITY_GUIDES[result.entity]}>Read the guide to {ENTITY_NAMES[result.entity].replace(/ \(.*\)$/, "").toLowerCase()} registration</Link>
          </p>
        </ToolResult>
      )}
    </>
  )
}
