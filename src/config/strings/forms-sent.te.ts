import type { QuoteSentWords } from "./forms-sent"

/**
 * forms-sent.ts in Telugu (content/glossary.te.yml): the quote form's confirmation after it opened
 * WhatsApp. Read at build time only: English pages never load it.
 */
export const quoteSentTe: QuoteSentWords = {
  opened: "మీ అభ్యర్థనతో వాట్సాప్ ఇప్పుడు తెరుచుకుని ఉండాలి.",
  otherWays: "ఈ పరికరంలో వాట్సాప్ లేదా? లేక అది తెరుచుకోలేదా? ఇదే మెసేజ్‌ను వేరే విధంగా పంపండి:",
  message: "మీ మెసేజ్",
  copy: "మెసేజ్ కాపీ చేయండి",
  copied: "మెసేజ్ కాపీ అయింది",
  copyByHand: "పైన మెసేజ్‌ను ఎంచుకున్నాం: దాన్ని మీరే కాపీ చేయండి",
  email: "ఈ-మెయిల్‌లో పంపండి",
  subject: "ఉచిత కొటేషన్ కోసం అభ్యర్థన",
  call: "లేదా {phone}కు కాల్ చేయండి",
}
