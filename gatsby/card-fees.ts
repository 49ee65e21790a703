import { localizedPath, type Locale } from "../src/lib/i18n"
import type { CardFee } from "../src/lib/fee-words"

/** The frontmatter fields a card's price is read from (gatsby/schema.ts declares them). */
export interface FeeFields {
  path?: string | null
  aliases?: string[] | null
  template?: string | null
  title?: string | null
  heading?: string | null
  includes?: string[] | null
  listing?: string[] | null
  cardFee?: string | null
  category?: string | null
  order?: number | null
  fees?: { ours?: string | null } | null
  lang?: string | null
}

const langOf = (fm: FeeFields): Locale => (fm.lang === "te" ? "te" : "en")

/**
 * What a service card shows as its price (issue 29), from the pages' frontmatter: the "our fee"
 * (fees.ours) of the guide it links to, by the guide's path and each alias; a combined screen or
 * an overview page (a `listing` of categories) shows the fee of the guide its `cardFee` names,
 * else a combined screen its first guide's and an overview page the lowest of its guides', with
 * the name of that guide (`many`), so that a card covering several services does not read as
 * another price for the one a visitor has in mind (the fresh-eyes reviews: "Trademark from ₹2,499
 * per class" on /services, the renewal's, beside the registration's ₹2,999 on home; review 18:
 * "Company registrations · Udyam Registration: from ₹999"). The same frontmatter the guide's own
 * fee line reads: no second copy.
 *
 * `resolve` reads a text in a page's language (the build resolves fact tokens in it); the unit
 * tests' helper passes the text on as it is. Throws when a `cardFee` names no guide with a fee.
 */
export function cardFees(fms: readonly FeeFields[], resolve: (text: string, lang: Locale) => string): Map<string, CardFee> {
  const fees = new Map<string, CardFee>()
  const setAll = (fm: FeeFields, fee: CardFee) => {
    for (const path of [fm.path!, ...(fm.aliases ?? [])]) if (!fees.has(path)) fees.set(path, fee)
  }
  for (const fm of fms) {
    if (fm.template !== "guide" || !fm.path || !fm.fees?.ours) continue
    const lang = langOf(fm)
    setAll(fm, { fee: resolve(fm.fees.ours, lang), lang, service: resolve(fm.heading || fm.title || "", lang), many: false })
  }
  const rupees = (fee: string) => Number(/₹\s?([\d,]+)/.exec(fee)?.[1]?.replace(/,/g, "") ?? Infinity)
  const lowest = (guides: CardFee[]): CardFee | undefined => [...guides].sort((a, b) => rupees(a.fee) - rupees(b.fee))[0]
  // A page of several services shows the fee of the one it names (`cardFee`), else a combined
  // page its first guide's (review 18: "Company registrations · Udyam Registration: from ₹999" and
  // "GST and tax · GST Return Filing: from ₹999 a month", the lowest of each, read as the price of
  // the service the visitor has in mind).
  // (`cardFee` is the English guide's path, copied to the Telugu page: the guide in the page's
  // language, which content-rules.ts BUILD_LOCALIZED_FIELDS checks exists)
  const named = (fm: FeeFields): CardFee | undefined => {
    if (!fm.cardFee) return undefined
    const found = fees.get(localizedPath(fm.cardFee, langOf(fm)))
    if (!found) throw new Error(`${fm.path}: cardFee ${fm.cardFee} is not a guide with a fee`)
    return { ...found, many: true }
  }
  for (const fm of fms) {
    if (fm.template !== "combined" || !fm.path) continue
    const first = named(fm) ?? (fm.includes ?? []).map(path => fees.get(path)).find((f): f is CardFee => Boolean(f))
    if (first) setAll(fm, { ...first, many: true })
  }
  for (const fm of fms) {
    if (fm.template !== "page" || !fm.path || !fm.listing?.length) continue
    const listed = fms
      .filter(g => g.template === "guide" && g.fees?.ours && g.category && fm.listing!.includes(g.category) && langOf(g) === langOf(fm))
      .map(g => (g.path ? fees.get(g.path) : undefined))
      .filter((f): f is CardFee => Boolean(f))
    const low = named(fm) ?? lowest(listed)
    if (low) setAll(fm, { ...low, many: true })
  }
  return fees
}
