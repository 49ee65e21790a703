/**
 * A string with its {name} slots filled: fill("Hello, I need help with {service}.", { service: "GST" }).
 *
 * A Telugu ending written straight after a slot ("{state}లో") joins the value as Telugu writes it
 * (issue 33): after a value that ends in a bare consonant (with a virama, as మణిపూర్) a zero-width
 * non-joiner keeps the ending from fusing into a conjunct (మణిపూర్‌లో); after a vowel (త్రిపురలో),
 * a digit or Latin letters nothing is added.
 */
// Code points, not escapes: this module ships on English pages too, which carry no Telugu (e2e/telugu.test.mjs).
const VIRAMA = 0x0c4d
const isTelugu = (code: number) => code >= 0x0c00 && code <= 0x0c7f
const ZWNJ = String.fromCharCode(0x200c)

export function fill(template: string, values: Record<string, string | number>): string {
  return template.replace(/\{(\w+)\}/g, (slot, name: string, offset: number) => {
    if (!(name in values)) return slot
    const value = String(values[name])
    const next = template.charCodeAt(offset + slot.length)
    return value.charCodeAt(value.length - 1) === VIRAMA && isTelugu(next) ? value + ZWNJ : value
  })
}
