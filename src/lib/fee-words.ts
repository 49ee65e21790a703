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
