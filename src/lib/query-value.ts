/**
 * A value for a URL's query, as `encodeURIComponent` writes it, except that the letters of other
 * scripts (Telugu) stay as they are: a URL may hold them (the WHATWG URL standard's URL code
 * points) and the browser encodes them as UTF-8 when it follows the link, so the link leads to the
 * same address. In the page's HTML each Telugu letter is then 3 bytes instead of 9
 * ("%E0%B0%97"), which gzip cannot squeeze either: the WhatsApp and quote links of a Telugu page
 * were about 0.3 KB of its gzipped HTML (issue 33, the Telugu combined GST screen's budget).
 * ASCII, and anything that is not a letter, mark or digit (spaces, ₹, dashes), is encoded as before.
 */
export const queryValue = (text: string): string => text.replace(/[\0-\x7f]+|[^\p{L}\p{M}\p{N}\u200c\u200d]+/gu, encodeURIComponent)
