import * as React from "react"
import { Link } from "gatsby"
import type { IncorporationWords } from "../../config/strings/calculator-words"
import type { ToolPageWords } from "../../config/strings/tools-words"
import {
  answerFromSheet,
  type Entity,
  type FeeScale,
  type IncorporationSheet,
  type SheetForm,
} from "../../lib/tools/incorporation-sheet"
import { AmountField, readAmount } from "./amount-field"
import { NumberField, readWhole } from "./number-field"
import { ChoiceGroup } from "./fields"
import { ToolResult } from "./ToolResult"
import { useToolForm, type FormValues } from "./useToolForm"
import { useToolWords } from "./words"

/** The form's first values; the capital's unit box is "inc-capital-unit" (fields.tsx unitName). */
// The capital's unit starts at rupees (review 24: 1,00,000 typed with the unit at lakh read as ₹1,000 crore; a
// number meant in lakh and read in rupees, ₹1 to ₹5, costs what ₹1 lakh to ₹5 lakh do, and the answer names it).
const DEFAULTS: FormValues = { "inc-entity": "pvt", "inc-scale": "small", "inc-capital": "", "inc-capital-unit": "rupees", "inc-people": "2" }

/** The capital typed, for the structure chosen (`f`: its words, from the page's sheet). */
function readCapital(values: FormValues, f: SheetForm, shared: ToolPageWords): { value?: number; error?: string } {
  const read = readAmount(values, "inc-capital", f.capitalWhat, shared)
  if (read.value === undefined) return read
  if (read.value < 1) return { error: f.capitalMin }
  if (!Number.isInteger(read.value)) return { error: f.capitalWhole }
  return read
}

/** The number of people typed: a whole number from the structure's least to its most (`f`'s min and max: incorporation-sheet.ts PEOPLE). */
const readPeople = (values: FormValues, f: SheetForm, shared: ToolPageWords) =>
  readWhole(values["inc-people"], f.peopleWhat, f, shared)

/**
 * The cost of incorporating in Telangana: the government's share, itemised
 * and sourced, the digital signatures at a market price, and our fee beside
 * them (never added in).
 */
export function IncorporationCalculator({
  sheet,
  words: w,
}: {
  /** Each structure's answer for each case of its fee, made by the build (its page query's `incorporationSheet`): HTML and message with slots, our fee in them; the form's choices, hints and words for each structure; the fees and duties. */
  sheet: IncorporationSheet
  /** The tool's words in the page's language (its page data). */
  words: IncorporationWords
}) {
  const shared = useToolWords()
  // the form's values start from DEFAULTS, so the structure and the scale always have one
  const formOf = (values: FormValues) => sheet.forms[values["inc-entity"] as Entity]
  const firstInvalid = (values: FormValues) =>
    readCapital(values, formOf(values), shared).error ? "inc-capital" : readPeople(values, formOf(values), shared).error ? "inc-people" : undefined
  const { formRef, resultRef, values, ready, submitted, onChange, onSubmit } = useToolForm(DEFAULTS, firstInvalid)
  const entity = values["inc-entity"] as Entity
  const f = sheet.forms[entity]
  const capital = readCapital(values, f, shared)
  const people = readPeople(values, f, shared)
  const scale = values["inc-scale"] as FeeScale
  const answer =
    capital.value !== undefined && people.value !== undefined ? answerFromSheet(sheet, entity, capital.value, people.value, scale, shared.amounts) : undefined

  return (
    <>
      <form ref={formRef} className="form tool-form" onChange={onChange} onSubmit={onSubmit} noValidate aria-labelledby="inc-form-heading">
        <fieldset className="tool-form__fields" disabled={!ready}>
          <legend>
            <h2 id="inc-form-heading">{w.formHeading}</h2>
          </legend>
          <ChoiceGroup name="inc-entity" legend={w.entityLegend} choices={sheet.choices.entity} defaultValue="pvt" />
          {entity === "pvt" && (
            <ChoiceGroup
              name="inc-scale"
              legend={w.scaleLegend}
              hint={sheet.hints.scale}
              choices={sheet.choices.scale}
              defaultValue="small"
            />
          )}
          <AmountField
            name="inc-capital"
            label={f.capitalLabel}
            hint={f.capitalHint}
            values={values}
            error={submitted ? capital.error : undefined}
          />
          <NumberField
            name="inc-people"
            label={f.peopleLabel}
            hint={f.peopleHint}
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
      {submitted && answer && (
        <ToolResult
          id="inc-result"
          heading={w.resultHeading}
          message={answer.message}
          service={f.service}
          ref={resultRef}
        >
          {/* the total, the summary, the itemised, sourced tables and our fee: HTML made at build time, its amounts filled in here */}
          <div dangerouslySetInnerHTML={{ __html: answer.html }} />
          <p>
            <Link to={f.guide}>{f.readGuide}</Link>
          </p>
        </ToolResult>
      )}
    </>
  )
}
