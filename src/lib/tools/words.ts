import { fill } from "../../config/strings/fill"

/** A counted noun of a words table: its form for one and for many, each with an {n} slot. */
export interface Counted {
  one: string
  many: string
}

/** "1 employee", "12 employees": the number with its noun, as the language puts them together. */
export const counted = (forms: Counted, n: number): string => fill(n === 1 ? forms.one : forms.many, { n })

/** "A, B and C" in English; the language says how the last item joins. */
export function listing(items: ReadonlyArray<string>, words: { listSeparator: string; listLast: string }): string {
  return items.length < 2 ? items.join("") : `${items.slice(0, -1).join(words.listSeparator)}${words.listLast}${items[items.length - 1]}`
}

/** A date as the facts write it ("1 October 2023") with the month named in the language. */
export function localDate(date: string, months: Record<string, string>): string {
  return date.replace(/[A-Z][a-z]+/g, word => months[word] ?? word)
}
