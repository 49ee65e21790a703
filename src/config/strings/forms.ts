/**
 * The words of the forms components, in English (see index.ts): the free-quote form
 * (src/components/forms/QuoteForm.tsx) and its logic (src/lib/quote.ts: the validation messages
 * and the WhatsApp message; src/lib/quote-link.ts: how the requirement opens naming a service).
 * These are the spec's words (§5, §7), asserted literally by the tests: change none of them.
 * Slots: `{name}`, filled with fill().
 */
export const formsEn = {
  quote: {
    /** The form's heading when its page gives none. */
    heading: "Get a free quote",
    mobileLabel: "Mobile Number",
    emailLabel: "Email",
    requirementLabel: "Requirement",
    /** Above the fields, before the visitor submits (spec §5: all fields are required). */
    required: "All three fields are required.",
    /** Under the requirement from 800 characters on: {used} and {max} as 1,000 (Indian grouping). */
    count: "{used} of {max} characters",
    submit: "Submit via WhatsApp",
    /** The button while WhatsApp opens with the request. */
    submitting: "Submitting...",
    /** How the requirement opens when the page's URL names a service (?service=..., issue 22). */
    serviceOpening: "{service}: ",
    /** The validation messages (spec §5); {max} is the requirement's cap as 1,000. */
    errors: {
      mobileRequired: "Mobile number is required",
      mobileInvalid: "Please enter a valid 10-digit mobile number",
      emailRequired: "Email is required",
      emailInvalid: "Please enter a valid email address",
      requirementRequired: "Please enter your requirement",
      requirementTooLong: "Please keep your requirement within {max} characters",
    },
    /** The WhatsApp message's lines, in order (spec §7); {business} is the business name. */
    whatsApp: {
      greeting: "Hello {business},",
      request: "I would like to request a free quote.",
      /** After the request line when the form is about one service (a guide's own form): the guide's title. */
      about: "Service: {service}",
      email: "Email: {email}",
      mobile: "Mobile: {mobile}",
      requirement: "Requirement: {requirement}",
    },
  },
}
export type FormsStrings = typeof formsEn
/** The quote form's words (src/lib/quote.ts takes them; English by default). */
export type QuoteWords = FormsStrings["quote"]
