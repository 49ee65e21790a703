/**
 * The "Sources" list of a guide: the facts the page states, grouped by the
 * official document they come from, plus the typical figures that are the
 * firm's estimates. Pure; GuideSources renders it.
 */
import { factValue, formatDate, type FactLanguage } from "./facts"
import { fill } from "../config/strings/fill"
import { guidePartsEn, type GuidePartsStrings } from "../config/strings/guide-parts"

/** The words a figure's dates need, in the page's language (src/config/strings/guide-parts.ts; English by default). */
export type AppliesWords = Pick<GuidePartsStrings, "appliesFrom" | "appliesUntil" | "appliesRange" | "months">

export interface SourceFact {
  readonly key: string
  readonly label: string
  readonly value: string
  /** The Telugu value and label (content/facts.json `te`, `teLabel`): read only by sourceFactsIn, at build time. */
  readonly te?: string | null
  readonly teLabel?: string | null
  readonly kind: string
  readonly source?: string | null
  readonly sourceTitle?: string | null
  /** The document's title in Telugu (content/facts.json `teSourceTitle`): read only by sourceFactsIn, at build time. */
  readonly teSourceTitle?: string | null
  readonly effective?: string | null
  readonly until?: string | null
  readonly basis?: string | null
  /** The basis in Telugu (content/facts.json `teBasis`): read only by sourceFactsIn, at build time. */
  readonly teBasis?: string | null
}

export interface SourceGroup {
  url: string
  title: string
  /** "₹2.5 crore (from 1 April 2025)", with the fact's label. */
  figures: Array<{ key: string; label: string; value: string; when: string | null }>
}

export interface SourceList {
  sources: SourceGroup[]
  estimates: Array<{ key: string; label: string; value: string; basis: string }>
}

/**
 * The facts as the Sources list of a page in `lang` names them: on a Telugu page each fact's
 * Telugu label (`teLabel`; the content check requires it), its document's Telugu title
 * (`teSourceTitle`, required too), an estimate's Telugu basis (`teBasis`, required too) and its
 * value as the Telugu text shows it (`te`, same figures); English pages get the facts as they
 * are. Only the build calls it (gatsby/build-html.ts), so the Telugu words reach the Telugu pages' HTML and nothing else.
 */
export function sourceFactsIn(facts: ReadonlyArray<SourceFact>, lang: FactLanguage): ReadonlyArray<SourceFact> {
  if (lang !== "te") return facts
  return facts.map(fact => ({
    ...fact,
    label: fact.teLabel || fact.label,
    basis: fact.teBasis || fact.basis,
    sourceTitle: fact.teSourceTitle || fact.sourceTitle,
    value: factValue({ value: fact.value, te: fact.te ?? undefined }, lang),
  }))
}

/** When a figure applies: "until 31 March 2025" for an earlier rule, else "from 1 April 2025". */
export function applies(fact: Pick<SourceFact, "effective" | "until">, words: AppliesWords = guidePartsEn): string | null {
  const date = (iso: string) => formatDate(iso, words.months)
  if (fact.until) {
    return fact.effective
      ? fill(words.appliesRange, { from: date(fact.effective), until: date(fact.until) })
      : fill(words.appliesUntil, { date: date(fact.until) })
  }
  if (fact.effective) return fill(words.appliesFrom, { date: date(fact.effective) })
  return null
}

/**
 * Groups the facts by source document (URL and title: several notifications can
 * share one official index page), in order of first use; each fact once.
 */
export function sourceList(facts: ReadonlyArray<SourceFact>, words: AppliesWords = guidePartsEn): SourceList {
  const seen = new Set<string>()
  const groups = new Map<string, SourceGroup>()
  const estimates: SourceList["estimates"] = []
  for (const fact of facts) {
    if (seen.has(fact.key)) continue
    seen.add(fact.key)
    if (fact.kind === "estimate") {
      if (fact.basis) estimates.push({ key: fact.key, label: fact.label, value: fact.value, basis: fact.basis })
      continue
    }
    if (!fact.source) continue
    const id = `${fact.source} ${fact.sourceTitle ?? ""}`
    const group = groups.get(id) ?? { url: fact.source, title: fact.sourceTitle || fact.source, figures: [] }
    // A figure that is itself the date a rule took effect ("1 October 2023") does not repeat it as
    // "(from 1 October 2023)" (review 30: "…, from (Finance Act 2023): 1 October 2023 (from 1 October 2023)").
    const when = applies(fact, words)
    const itsOwnStart = !fact.until && fact.effective != null && fact.value === formatDate(fact.effective, words.months)
    group.figures.push({ key: fact.key, label: fact.label, value: fact.value, when: itsOwnStart ? null : when })
    groups.set(id, group)
  }
  return { sources: [...groups.values()], estimates }
}
