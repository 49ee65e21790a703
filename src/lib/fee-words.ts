/**
 * A guide's "our fee" on a card of a page in another language (issue 29, item 10): a Telugu page's
 * card that leads to an English-only guide shows the figure in Telugu word order, as the Telugu
 * guides write it ("from ₹2,999" -> "₹2,999 నుంచి"). Anything else is shown as the guide has it.
 */
export function feeIn(fee: string, feeLang: string, pageLang: string): string {
  if (feeLang === pageLang || pageLang !== "te") return fee
  const m = /^from (₹[\d,]+)$/.exec(fee.trim())
  return m ? `${m[1]} నుంచి` : fee
}

/** A card's price (gatsby/schema.ts, feesByPath): the fee, the language it is written in, the guide it is the fee of, and whether the card's page covers several guides (the lowest fee of them is shown). */
export interface CardFee {
  fee: string
  lang: string
  service: string
  many: boolean
}

/** The words of a name, for comparing a card's title with its guide's ("Licence" and "License" alike; "and", "of", "the" left out). */
function nameWords(name: string): string[] {
  return (name.toLocaleLowerCase().match(/[\p{L}\p{M}\p{N}\u200c\u200d]+/gu) ?? [])
    .map(word => word.replace(/^licens/, "licenc"))
    .filter(word => !["and", "of", "the", "for"].includes(word))
}

/**
 * The name of the service a card's "from ₹X" is for, when the card does not say it (the fresh-eyes
 * review of issue 29): a card leading to several services ("Trademark" on /services leads to the
 * trademark overview: the lowest fee of them, the renewal's ₹2,499) or to a guide its title does not
 * name ("ESI and PF" leading to the PF guide). None where every word of the card's title is in the
 * guide's name ("Food Registration" for "FSSAI Food Licence Registration"), or the guide is in
 * another language than the page (its name would be too).
 */
export function cardFeeFor(found: CardFee, cardTitle: string, pageLang: string): string | null {
  if (found.lang !== pageLang || !found.service.trim()) return null
  if (found.many) return unbracketed(found.service)
  const named = new Set(nameWords(found.service))
  return nameWords(cardTitle).every(word => named.has(word)) ? null : unbracketed(found.service)
}

/**
 * The name without its own brackets, since the card shows it in brackets: "(Udyam Registration)",
 * "(ఉద్యమ్ రిజిస్ట్రేషన్)", not a bracket inside a bracket (Telugu review 5, minor 12).
 */
function unbracketed(name: string): string {
  return name.replace(/\s*\([^()]*\)/g, "").replace(/\s{2,}/g, " ").trim()
}
