import type { SectionsStrings } from "./sections"

/** sections.ts in Telugu (content/glossary.te.yml). */
export const sectionsTe: SectionsStrings = {
  officeDetails: "రిజిస్టర్డ్ ఆఫీస్ వివరాలు",
  requestQuote: "ఉచిత కొటేషన్ కోసం అడగండి",
  contactQuoteIntro: "మీకు ఏమి కావాలో చెప్పండి. పంపండి నొక్కగానే మీ అభ్యర్థనతో వాట్సాప్ సందేశం సిద్ధంగా తెరుచుకుంటుంది; మాకు పంపితే చాలు.",
}
