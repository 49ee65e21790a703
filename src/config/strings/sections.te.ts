import type { SectionsStrings } from "./sections"

/** sections.ts in Telugu (content/glossary.te.yml). */
export const sectionsTe: SectionsStrings = {
  officeDetails: "రిజిస్టర్డ్ ఆఫీస్ వివరాలు",
  requestQuote: "ఉచిత కొటేషన్ కోసం అడగండి",
  contactQuoteIntro: "మీకు ఏమి కావాలో చెప్పండి. ఫారం మీ అభ్యర్థన సిద్ధంగా ఉన్న వాట్సాప్ సందేశాన్ని తెరుస్తుంది, మాకు పంపితే చాలు.",
}
