/**
 * The document checklist on a guide: the visitor ticks the documents they
 * already have, and a WhatsApp message names the service and lists what is
 * still missing (and what they have).
 */
import { whatsAppUrl } from "../whatsapp"

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

/** "You have 2 of 6 documents." */
export function checklistStatus(state: Pick<ChecklistState, "documents" | "have">): string {
  const { have } = splitDocuments(state)
  const total = state.documents.length
  return `You have ${have.length} of ${total} document${total === 1 ? "" : "s"}.`
}

const bullets = (items: readonly string[]) => items.map(item => `- ${item}`)

/** The message the visitor sends on WhatsApp. */
export function checklistMessage(state: ChecklistState): string {
  const { have, missing } = splitDocuments(state)
  const total = state.documents.length
  const lines = [`Hello, I need help with ${state.service}.`, ""]
  if (missing.length === 0) {
    lines.push(`I have all ${total} documents on your checklist:`, ...bullets(have))
  } else {
    lines.push(`Documents I still need (${missing.length} of ${total}):`, ...bullets(missing), "")
    if (have.length === 0) lines.push("Documents I have: none yet.")
    else lines.push(`Documents I have (${have.length} of ${total}):`, ...bullets(have))
  }
  lines.push("", "Please tell me the next steps.")
  return lines.join("\n")
}

export function checklistWhatsAppUrl(state: ChecklistState, number?: string): string {
  return whatsAppUrl(checklistMessage(state), number)
}
