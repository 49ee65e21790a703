import factsData from "../../content/facts.json"

/**
 * Facts written once in content/facts.json and reused by every page that
 * states them. Markdown and frontmatter refer to a fact as {{group.name}},
 * e.g. "mandatory above ₹{{gst.threshold}} turnover".
 */
export type FactTable = Record<string, Record<string, string>>

export const facts: FactTable = factsData

const TOKEN = /\{\{\s*([A-Za-z0-9_]+)\.([A-Za-z0-9_]+)\s*\}\}/g

export class UnknownFactError extends Error {}

export function lookupFact(key: string, table: FactTable = facts): string {
  const [group, name] = key.split(".")
  const value = table[group]?.[name]
  if (value === undefined) throw new UnknownFactError(`Unknown fact "{{${key}}}"`)
  return value
}

/** Replaces every {{group.name}} token; an unknown token throws, naming it. */
export function interpolateFacts(text: string, table: FactTable = facts): string {
  return text.replace(TOKEN, (_match, group: string, name: string) => lookupFact(`${group}.${name}`, table))
}

/** Same as interpolateFacts, for text that ends up inside HTML. */
export function interpolateFactsHtml(html: string, table: FactTable = facts): string {
  return html.replace(TOKEN, (_match, group: string, name: string) =>
    escapeHtml(lookupFact(`${group}.${name}`, table)),
  )
}

export function escapeHtml(text: string): string {
  return text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;")
}
