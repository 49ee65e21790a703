import type { FormsStrings } from "./forms"

/**
 * forms.ts in Telugu (content/glossary.te.yml): the quote form's labels, counter, messages and
 * the WhatsApp message it composes. The rules are the same as in English (src/lib/quote.ts); the
 * business name and the visitor's own words go into the message as they are.
 * Read at build time only: English pages never load it.
 */
export const formsTe: FormsStrings = {
  quote: {
    heading: "ఉచిత కొటేషన్ పొందండి",
    mobileLabel: "మొబైల్ నంబర్",
    emailLabel: "ఈ-మెయిల్",
    requirementLabel: "మీ అవసరం",
    required: "మూడు వివరాలూ తప్పనిసరి.",
    count: "{max} అక్షరాలలో {used} వాడారు",
    submit: "వాట్సాప్‌లో పంపండి",
    submitting: "వాట్సాప్ తెరుస్తున్నాం...",
    serviceOpening: "{service} గురించి: ",
    errors: {
      mobileRequired: "మొబైల్ నంబర్ తప్పనిసరి",
      mobileInvalid: "సరైన 10 అంకెల మొబైల్ నంబర్ ఇవ్వండి",
      emailRequired: "ఈ-మెయిల్ తప్పనిసరి",
      emailInvalid: "సరైన ఈ-మెయిల్ చిరునామా ఇవ్వండి",
      requirementRequired: "మీకు ఏం కావాలో రాయండి",
      requirementTooLong: "మీ అవసరాన్ని {max} అక్షరాల లోపు రాయండి",
    },
    whatsApp: {
      greeting: "నమస్తే {business},",
      request: "నాకు ఉచిత కొటేషన్ కావాలి.",
      about: "సేవ: {service}",
      email: "ఈ-మెయిల్: {email}",
      mobile: "మొబైల్: {mobile}",
      requirement: "అవసరం: {requirement}",
    },
  },
}
