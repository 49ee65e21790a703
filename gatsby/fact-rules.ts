/**
 * Pure rules for content/facts.json: the fields a fact may have, which are
 * required, and the provenance every rule must carry (issue: current law,
 * cited and dated). gatsby/facts.ts applies them when the file is read into
 * the data layer; the CMS configuration is generated from FACT_FIELDS.
 */
import { FACT_KEY, flattenFacts, type Fact, type FactFile } from "../src/lib/facts"

export const FACTS_FILE = "content/facts.json"

export interface FactFieldSpec {
  name: keyof Fact & string
  /** Shown to authors (docs/content.md, CMS hints). */
  hint: string
  type: "string" | "url" | "date" | "kind"
  /** Required on every fact, only on rules, only on estimates, or never. */
  required: "always" | "rule" | "estimate" | "never"
}

export const FACT_FIELDS: readonly FactFieldSpec[] = [
  { name: "value", type: "string", required: "always", hint: 'Exactly what the page shows: "₹20 lakh", "31 July", "12%", "50 workers".' },
  {
    name: "te",
    type: "string",
    required: "never",
    hint: 'The value as a Telugu page shows it, where the value has words: "₹20 లక్షలు", "30 రోజులు", "31 ఆగస్టు". The same figures as the value. A Telugu page that uses a fact whose value has English letters needs it; for a name Telugu readers say in English, write the value unchanged.',
  },
  { name: "label", type: "string", required: "always", hint: "What the figure is, as the guide's Sources list names it." },
  {
    name: "teLabel",
    type: "string",
    required: "never",
    hint: 'The label in Telugu, as a Telugu guide\'s Sources list names the figure: "GST రిజిస్ట్రేషన్ పరిమితి, సాధారణం: అన్ని సేవలు, తెలంగాణలో వస్తువులు (CGST Act s.22(1))". Words from content/glossary.te.yml (GST, FSSAI, PAN, Udyam stay in English letters); the Act and section as in the label; the same figures as the label. A fact a Telugu guide uses needs it (the build names the missing ones).',
  },
  { name: "kind", type: "kind", required: "never", hint: '"rule" (set by law; the default) or "estimate" (a typical figure such as a processing time).' },
  { name: "source", type: "url", required: "rule", hint: "Official https URL: gazette notification, ministry or department page, or the Act." },
  { name: "sourceTitle", type: "string", required: "rule", hint: 'The document: "CBIC Notification 10/2019-Central Tax, 7 March 2019".' },
  {
    name: "teSourceTitle",
    type: "string",
    required: "never",
    hint: 'The document\'s title as a Telugu page\'s Sources list shows it: the official names of Acts, rules, notifications and portals as they are (English), the notes and connecting words in Telugu, dates as "7 మార్చి 2019": "CBIC నోటిఫికేషన్ 10/2019-Central Tax, 7 మార్చి 2019". The same figures as the title. A fact a Telugu page cites needs it (the build names the missing ones).',
  },
  { name: "effective", type: "date", required: "rule", hint: "First day the rule applies (YYYY-MM-DD)." },
  { name: "until", type: "date", required: "never", hint: "Only for an earlier rule no longer in force: its last day (YYYY-MM-DD)." },
  { name: "checked", type: "date", required: "always", hint: "The day the figure was last verified against its source (YYYY-MM-DD)." },
  { name: "reviewBy", type: "date", required: "always", hint: "The day by which a person must check the figure again (YYYY-MM-DD). A fee or threshold: 6 months after \"checked\"; a due date: before its next occurrence; a figure of the financial year: before 31 March. `npm run facts:due` lists the facts past it." },
  { name: "basis", type: "string", required: "estimate", hint: "For an estimate: what the figure rests on." },
  {
    name: "teBasis",
    type: "string",
    required: "never",
    hint: "For an estimate a Telugu guide uses: the basis in Telugu, as the Telugu Sources list shows it (words from content/glossary.te.yml; the same figures as the basis). The build names the missing ones.",
  },
  { name: "note", type: "string", required: "never", hint: "A note for authors; not shown on the site." },
]

const FIELD_NAMES = FACT_FIELDS.map(f => f.name)
const DATE = /^\d{4}-\d{2}-\d{2}$/
/** Money is written one way on this site: "₹4,500", "₹20 lakh". */
const OTHER_CURRENCY = /\bRs\.?\s*\d|\bINR\b|\brupees?\b|\d\s*\/-/i
/** The figures of a text, as written ("₹1.5", "15,001", "2"): a fact's `te` must have the same ones as its `value`. */
export function figuresOf(text: string): string[] {
  return [...text.matchAll(/₹?\d+(?:[.,]\d+)*/g)].map(m => m[0]).sort()
}
/** A fact is stale when it was checked longer ago than this. */
export const STALE_AFTER_MONTHS = 12

export interface FactCheck {
  facts: Fact[]
  /** Stop the build. */
  errors: string[]
  /** Printed, the build goes on. */
  warnings: string[]
}

function isDate(text: unknown): text is string {
  if (typeof text !== "string" || !DATE.test(text)) return false
  const d = new Date(`${text}T00:00:00Z`)
  return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === text
}

/** `today` minus `months` months, as YYYY-MM-DD. */
export function monthsBefore(today: string, months: number): string {
  const d = new Date(`${today}T00:00:00Z`)
  d.setUTCMonth(d.getUTCMonth() - months)
  return d.toISOString().slice(0, 10)
}

/**
 * Checks the parsed facts file. `today` (YYYY-MM-DD) decides which facts are
 * stale. Every message names the file and the fact.
 */
export function checkFacts(data: unknown, today: string, file = FACTS_FILE): FactCheck {
  const errors: string[] = []
  const warnings: string[] = []
  if (!data || typeof data !== "object" || Array.isArray(data)) {
    return { facts: [], errors: [`${file}: expected an object of groups, e.g. { "gst": { "threshold": { "value": ... } } }`], warnings }
  }
  const groups = data as Record<string, unknown>
  for (const [group, entries] of Object.entries(groups)) {
    if (!entries || typeof entries !== "object" || Array.isArray(entries)) {
      errors.push(`${file}: group "${group}" must be an object of facts`)
      continue
    }
    for (const [name, entry] of Object.entries(entries as Record<string, unknown>)) {
      const key = `${group}.${name}`
      const at = `${file}: fact "${key}"`
      if (!FACT_KEY.test(key)) errors.push(`${at}: group and fact names may use only letters, digits and _`)
      if (!entry || typeof entry !== "object" || Array.isArray(entry)) {
        errors.push(`${at} must be an object with "value", "label", "source", "sourceTitle", "effective" and "checked"`)
        continue
      }
      const fact = entry as Record<string, unknown>
      for (const field of Object.keys(fact)) {
        if (!FIELD_NAMES.includes(field as FactFieldSpec["name"])) errors.push(`${at}: unknown field "${field}" (known: ${FIELD_NAMES.join(", ")})`)
      }
      const kind = fact.kind ?? "rule"
      if (kind !== "rule" && kind !== "estimate") errors.push(`${at}: "kind" must be "rule" or "estimate", not ${JSON.stringify(kind)}`)
      for (const spec of FACT_FIELDS) {
        const value = fact[spec.name]
        const required = spec.required === "always" || spec.required === kind
        if (value === undefined || value === null || (typeof value === "string" && value.trim() === "")) {
          if (!required) continue
          errors.push(`${at}: "${spec.name}" is required${spec.required === "rule" ? " for a rule (set by law); a typical figure is \"kind\": \"estimate\" with a \"basis\"" : ""}`)
          continue
        }
        if (spec.type === "kind") continue
        if (typeof value !== "string") {
          errors.push(`${at}: "${spec.name}" must be text`)
          continue
        }
        if (spec.type === "date" && !isDate(value)) errors.push(`${at}: "${spec.name}" must be a date as YYYY-MM-DD, not "${value}"`)
        if (spec.type === "url" && !/^https:\/\/[^\s/]+\.[^\s]+$/.test(value)) errors.push(`${at}: "source" must be an https URL, not "${value}"`)
      }
      if (typeof fact.value === "string" && OTHER_CURRENCY.test(fact.value)) {
        errors.push(`${at}: write money as "₹4,500" or "₹20 lakh", not "${fact.value}"`)
      }
      if (typeof fact.te === "string" && typeof fact.value === "string" && figuresOf(fact.te).join(" ") !== figuresOf(fact.value).join(" ")) {
        errors.push(`${at}: "te" must state the same figures as "value" (${figuresOf(fact.value).join(", ") || "none"}), written the same way; it has ${figuresOf(fact.te).join(", ") || "none"}: "${fact.te}"`)
      }
      if (typeof fact.teLabel === "string" && typeof fact.label === "string" && figuresOf(fact.teLabel).join(" ") !== figuresOf(fact.label).join(" ")) {
        errors.push(`${at}: "teLabel" must state the same figures as "label" (${figuresOf(fact.label).join(", ") || "none"}), written the same way; it has ${figuresOf(fact.teLabel).join(", ") || "none"}: "${fact.teLabel}"`)
      }
      if (typeof fact.teSourceTitle === "string" && typeof fact.sourceTitle === "string" && figuresOf(fact.teSourceTitle).join(" ") !== figuresOf(fact.sourceTitle).join(" ")) {
        errors.push(`${at}: "teSourceTitle" must state the same figures as "sourceTitle" (${figuresOf(fact.sourceTitle).join(", ") || "none"}), written the same way; it has ${figuresOf(fact.teSourceTitle).join(", ") || "none"}: "${fact.teSourceTitle}"`)
      }
      if (typeof fact.teBasis === "string" && typeof fact.basis === "string" && figuresOf(fact.teBasis).join(" ") !== figuresOf(fact.basis).join(" ")) {
        errors.push(`${at}: "teBasis" must state the same figures as "basis" (${figuresOf(fact.basis).join(", ") || "none"}), written the same way; it has ${figuresOf(fact.teBasis).join(", ") || "none"}: "${fact.teBasis}"`)
      }
      if (isDate(fact.checked) && fact.checked > today) errors.push(`${at}: "checked" ${fact.checked} is in the future`)
      if (isDate(fact.reviewBy) && isDate(fact.checked) && fact.reviewBy <= fact.checked) errors.push(`${at}: "reviewBy" ${fact.reviewBy} must be after "checked" ${fact.checked}`)
      if (isDate(fact.until) && isDate(fact.effective) && fact.until < fact.effective) errors.push(`${at}: "until" ${fact.until} is before "effective" ${fact.effective}`)
    }
  }
  if (errors.length > 0) return { facts: [], errors, warnings }

  const facts = flattenFacts(data as FactFile)
  const limit = monthsBefore(today, STALE_AFTER_MONTHS)
  const stale = facts.filter(f => f.checked !== undefined && f.checked < limit)
  if (stale.length > 0) {
    warnings.push(
      `${file}: ${stale.length} fact${stale.length === 1 ? " was" : "s were"} last checked more than ${STALE_AFTER_MONTHS} months ago; verify against the source and update "checked": ${stale
        .map(f => `${f.key} (${f.checked})`)
        .join(", ")}`,
    )
  }
  return { facts, errors, warnings }
}
