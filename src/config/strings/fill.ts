/**
 * A string with its {name} slots filled: fill("Hello, I need help with {service}.", { service: "GST" }).
 *
 * A Telugu ending written straight after a slot ("{state}లో") joins the value as Telugu writes it
 * (issue 33): after a value that ends in a bare consonant (with a virama, as మణిపూర్) a zero-width
 * non-joiner keeps the ending from fusing into a conjunct (మణిపూర్‌లో); after a vowel (త్రిపురలో),
 * a digit or Latin letters nothing is added.
 */
const VIRAMA_END = /\u0C4D$/u
const TELUGU_LETTER = /^[\u0C00-\u0C7F]/u
const ZWNJ = "\u200C"

export function fill(template: string, values: Record<string, string | number>): string {
  return template.replace(/\{(\w+)\}/g, (slot, name: string, offset: number) => {
    if (!(name in values)) return slot
    const value = String(values[name])
    const next = template.slice(offset + slot.length)
    return VIRAMA_END.test(value) && TELUGU_LETTER.test(next) ? value + ZWNJ : value
  })
}
