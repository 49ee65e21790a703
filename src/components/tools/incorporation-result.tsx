import * as React from "react"
import { fill } from "../../config/strings/fill"
import type { IncorporationWords } from "../../config/strings/calculator-words"
import { describeRupees, formatRupees } from "../../lib/tools/typed-amounts"
import { renderToStaticMarkup } from "react-dom/server"
import { ENTITIES, incorporationCases, PEOPLE, type Entity, type IncorporationRates, type IncorporationSheet, type IncorporationText, type SheetLine } from "../../lib/tools/incorporation"
import { figureRoom } from "../../lib/tools/incorporation-sheet"

/**
 * The incorporation cost's answer as it reads: the government's total, the summary, the two
 * itemised, sourced tables and our fee. Made at build time for every structure and case of its fee
 * (gatsby/build-html.ts incorporationSheetOf), with `{capital}`, `{people}` and the amounts that
 * depend on them as slots the tool's JavaScript fills (issue 31); not shipped in the page's code.
 */

/** Where each incorporation fact comes from (the Fact nodes of the group, the title and basis in the page's language: src/lib/sources.ts sourceFactsIn). */
export interface FactSource {
  readonly key: string
  readonly source?: string | null
  readonly sourceTitle?: string | null
  readonly kind?: string | null
  readonly basis?: string | null
}

/** An amount as shown: a slot the browser fills (`{registration}`), "Quoted", or rupees. */
const shownAmount = (amount: SheetLine["amount"], w: IncorporationWords) =>
  amount === null ? w.quoted : typeof amount === "string" ? `{${amount}}` : formatRupees(amount)

/** The room a line's name leaves beside its figure on a phone (figureRoom); an amount the browser works out, its slot. A figure in words keeps the fixed room. */
const roomOf = (amount: SheetLine["amount"]) =>
  amount === null ? undefined : ({ "--figure": typeof amount === "string" ? `{${amount}Room}` : figureRoom(formatRupees(amount)) } as React.CSSProperties)

/** The fact a line shows (the first of its facts with a source). */
const factOf = (line: SheetLine, sources: ReadonlyMap<string, FactSource>) => line.facts.map(key => sources.get(key)).find(Boolean)

/**
 * Where a line's figure comes from, folded under the line (review 17: on a phone every line's
 * citation and fee scale, unfolded, made the answer a wall of small print): "Source" with the
 * rule or notification; "How it is worked out" with the fee scale and its source; for an estimate,
 * the kind of figure ("Practitioners' figure") with its basis.
 */
function Source({ line, sources, w }: { line: SheetLine; sources: ReadonlyMap<string, FactSource>; w: IncorporationWords }) {
  const fact = factOf(line, sources)
  if (fact?.kind === "estimate") {
    return (
      <details className="cost-table__source">
        <summary>{line.group === "signatures" ? w.marketPrice : w.practitioners}</summary>
        <p>{fact.basis}</p>
      </details>
    )
  }
  if (!fact && !line.working) return null
  return (
    <details className="cost-table__source">
      <summary>{line.working ? w.workingToggle : w.sourceToggle}</summary>
      {line.working && <p>{line.working}</p>}
      {fact && (
        <p>
          {w.source}{" "}
          <a href={fact.source ?? undefined} rel="noopener noreferrer">
            {fact.sourceTitle}
          </a>
        </p>
      )}
    </details>
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
  lines: SheetLine[]
  sources: ReadonlyMap<string, FactSource>
  total?: { label: string; amount: SheetLine["amount"] }
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
          <tr key={line.id} style={roomOf(line.amount)}>
            <th scope="row">
              <span className="cost-table__item">{line.label}</span>
              <span className="cost-table__detail">{line.detail}</span>
              <Source line={line} sources={sources} w={w} />
            </th>
            <td>{shownAmount(line.amount, w)}</td>
          </tr>
        ))}
      </tbody>
      {total && (
        <tfoot>
          <tr style={roomOf(total.amount)}>
            <th scope="row">{total.label}</th>
            <td>{shownAmount(total.amount, w)}</td>
          </tr>
        </tfoot>
      )}
    </table>
  )
}

/** Our fee in its sentence, bold: the words around the {fee} slot. */
function OurFee({ template, fee }: { template: string; fee: string }) {
  const [before, after] = template.split("{fee}")
  return (
    <p className="cost-ours">
      {before}
      <strong>{fee}</strong>
      {after}
    </p>
  )
}

/**
 * The answer's figures and tables for a structure's lines, and our fee: `government` and `capital`
 * as given (slots at build time), the rest from the lines and the words.
 */
export function IncorporationTables({
  entity,
  lines,
  government,
  capital,
  complete,
  ourFee,
  sources,
  text,
}: {
  entity: "pvt" | "opc" | "llp"
  lines: SheetLine[]
  government: SheetLine["amount"]
  capital: string
  complete: boolean
  /** Our fee for the structure, from its guide's fee line in the page's language. */
  ourFee?: string | null
  sources: ReadonlyMap<string, FactSource>
  text: IncorporationText
}) {
  const w = text.words
  return (
    <>
      {/* Review 24: the government's total alone, large, read as the whole cost of starting a company;
          every part of the outlay is named at the top, the government's share first. */}
      <dl className="cost-glance">
        {/* what the answer assumed, first (review 24: 1,00,000 typed with the unit left at lakh read as ₹1,000 crore) */}
        <div>
          <dt>{w.capitalLabel[entity === "llp" ? "llp" : "company"]}</dt>
          <dd>{capital}</dd>
        </div>
        <div>
          <dt>{w.governmentCaption}</dt>
          <dd className="tool-result__value">{shownAmount(government, w)}</dd>
        </div>
        {lines
          .filter(l => l.group === "signatures" || l.amount === null)
          .map(line => (
            <div key={line.id}>
              <dt>{line.label}</dt>
              <dd>{shownAmount(line.amount, w)}</dd>
            </div>
          ))}
        {ourFee && (
          <div>
            <dt>{w.ourFeeLabel}</dt>
            <dd>{ourFee}</dd>
          </div>
        )}
      </dl>
      <p>
        {fill(complete ? w.summary : w.summaryQuoted, {
          entity: w.entitiesInText[entity],
          what: w.capitalWhat[entity === "llp" ? "llp" : "company"],
          capital,
        })}
      </p>
      <CostTable
        caption={w.governmentCaption}
        lines={lines.filter(l => l.group !== "signatures")}
        sources={sources}
        total={{ label: w.governmentTotal, amount: government }}
        w={w}
      />
      <CostTable caption={w.otherCaption} lines={lines.filter(l => l.group === "signatures")} sources={sources} w={w} />
      {ourFee && <OurFee template={w.ourFee} fee={ourFee} />}
    </>
  )
}

/**
 * The page's sheet: every structure's cases of its fee (incorporation.ts incorporationCases), each
 * with its answer as HTML and its message, slots left for the browser (incorporation-sheet.ts
 * answerFromSheet), and the form's hints. `sources`: the incorporation facts' sources, their basis
 * in the page's language; `ourFees`: our fee for each structure, from its guide in that language.
 */
export function incorporationSheet(
  r: IncorporationRates,
  text: IncorporationText,
  sources: ReadonlyArray<FactSource>,
  ourFees: Partial<Record<Entity, string | null>>,
): IncorporationSheet {
  const bySource = new Map(sources.map(s => [s.key, s]))
  const rupees = (value: number) => describeRupees(value, text.amounts)
  const w = text.words
  const form = (entity: Entity) => {
    const kind = entity === "llp" ? "llp" : "company"
    const { min, max } = PEOPLE[entity]
    return {
      capitalLabel: w.capitalLabel[kind],
      capitalHint: fill(w.capitalHint[kind], { waiver: rupees(r.waiverCapital) }),
      capitalWhat: w.capitalWhat[kind],
      capitalMin: fill(w.capitalMin, { what: w.capitalWhat[kind] }),
      capitalWhole: fill(w.capitalWhole, { what: w.capitalWhat[kind] }),
      peopleLabel: w.peopleLabel[kind],
      peopleWhat: w.peopleWhat[kind],
      peopleHint: fill(w.peopleHint, { min, max }),
      min,
      max,
      example: String(min),
      service: fill(w.service, { entity: w.entities[entity] }),
      guide: w.guides[entity],
      readGuide: w.readGuide[entity],
    }
  }
  const sheet: IncorporationSheet = {
    rates: r,
    cases: { pvt: {}, opc: {}, llp: {} },
    hints: { scale: fill(w.scaleHint, { capital: rupees(r.smallCompanyCapital) }) },
    choices: {
      entity: ENTITIES.map(value => ({ value, label: w.entities[value] })),
      scale: (["small", "general"] as const).map(value => ({ value, label: w.scales[value] })),
    },
    forms: { pvt: form("pvt"), opc: form("opc"), llp: form("llp") },
  }
  for (const c of incorporationCases(r, text, ourFees)) {
    const html = renderToStaticMarkup(
      <IncorporationTables
        entity={c.entity}
        lines={c.lines}
        government="government"
        capital="{capital}"
        complete={c.complete}
        ourFee={ourFees[c.entity]}
        sources={bySource}
        text={text}
      />,
    )
    sheet.cases[c.entity][c.key] = { html, message: c.message, base: c.base }
  }
  return sheet
}
