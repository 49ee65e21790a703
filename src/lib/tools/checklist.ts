/**
 * The document checklist on a guide: the visitor ticks the documents they
 * already have, and a WhatsApp message names the service and lists what is
 * still missing (and what they have).
 */
import { whatsAppUrl } from "../whatsapp"
import { fill } from "../../config/strings/fill"
import type { GuideStrings } from "../../config/strings/guide"

/**
 * The checklist's words in the page's language (src/config/strings/guide.ts): passed in, so the
 * guides' JavaScript carries no words table (the page's data has them, issue 31).
 */
export type ChecklistWords = Pick<GuideStrings, "helloService" | "checklist">

export interface ChecklistState {
  /** The service, as the guide's heading names it. */
  service: string
  /** Every document the guide lists, in its order. */
  documents: readonly string[]
  /** Indexes (into documents) of the ones the visitor has. */
  have: ReadonlySet<number>
}

export function splitDocuments({ documents, have }: Pick<ChecklistState, "documents" | "have">) {
  return {
    have: documents.filter((_d, i) => have.has(i)),
    missing: documents.filter((_d, i) => !have.has(i)),
  }
}

/** "You have 2 of 6 documents."; in Telugu the verb agrees with how many the visitor has ("1 ఉంది", "3 ఉన్నాయి", "ఏదీ లేదు"). */
export function checklistStatus(state: Pick<ChecklistState, "documents" | "have">, words: ChecklistWords): string {
  const { have } = splitDocuments(state)
  const total = state.documents.length
  const t = words.checklist
  const count = have.length === 0 ? t.has.none : have.length === 1 ? t.has.one : t.has.many
  return fill(total === 1 ? t.statusOne : t.statusMany, { has: fill(count, { have: have.length }), total })
}

const bullets = (items: readonly string[]) => items.map(item => `- ${item}`)

/** The message the visitor sends on WhatsApp. */
export function checklistMessage(state: ChecklistState, words: ChecklistWords): string {
  const { have, missing } = splitDocuments(state)
  const total = state.documents.length
  const t = words.checklist
  const lines = [fill(words.helloService, { service: state.service }), ""]
  if (missing.length === 0) {
    lines.push(fill(t.haveAll, { total }), ...bullets(have))
  } else {
    lines.push(fill(t.stillNeed, { missing: missing.length, total }), ...bullets(missing), "")
    if (have.length === 0) lines.push(t.haveNone)
    else lines.push(fill(t.haveSome, { have: have.length, total }), ...bullets(have))
  }
  lines.push("", t.nextSteps)
  return lines.join("\n")
}

export function checklistWhatsAppUrl(state: ChecklistState, words: ChecklistWords, number?: string): string {
  return whatsAppUrl(checklistMessage(state, words), number)
}
