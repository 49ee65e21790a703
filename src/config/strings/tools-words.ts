import type { WhichWords } from "./which-words"

/**
 * The words of the tools, in English: what every tool page shares (ToolPage,
 * ToolResult, the form fields and their messages, amounts in words, the FSSAI tiers). The "Which
 * registrations do I need?" wizard's own words are in which-words.ts, which only the wizard's code
 * imports (src/components/tools/WhichRegistrations.tsx, src/lib/tools/which-registrations.ts).
 * The other calculators are English only and keep their own words.
 *
 * They load with the tools' code (src/lib/tools, src/components/tools), not with every page:
 * the English table of every page (index.ts EN) has none of them (see tools.ts).
 *
 * Slots are `{name}` (fill() in index.ts). A counted noun is `{ one, many }`, each with `{n}`:
 * the language decides how a number and its noun go together ("1 employee", "12 employees").
 * Where English writes a label in lower case inside a sentence, the template names the slot
 * `{...Lower}`; a language without capitals uses the plain slot.
 */
export const toolWordsEn = {
  /** ToolPage: the breadcrumb and the message without JavaScript. */
  page: {
    home: "Home",
    tools: "Tools",
    noscript:
      "This tool needs JavaScript, which is turned off in your browser. The rules and limits it uses are set out below, so you can work out the answer yourself, or call or message us.",
  },
  /** ToolResult: under every answer. */
  result: {
    send: "Send this answer to us and we will take it from there.",
    whatsapp: "Send on WhatsApp",
    quote: "Get a quote",
  },
  /** Amounts in words: "₹20 lakh", "₹1.25 crore" (digits stay Western, grouped the Indian way). */
  amounts: {
    lakh: { one: "{n} lakh", many: "{n} lakh" },
    crore: { one: "{n} crore", many: "{n} crore" },
    /** The units in the messages ("the unit is lakh"). */
    unitWords: { rupees: "rupees", thousand: "thousand", lakh: "lakh", crore: "crore" },
    /** Month names in the dates the facts write ("1 October 2023"), as the language writes them. */
    months: {
      January: "January",
      February: "February",
      March: "March",
      April: "April",
      May: "May",
      June: "June",
      July: "July",
      August: "August",
      September: "September",
      October: "October",
      November: "November",
      December: "December",
    },
    /** Why a typed number cannot be read ({what}: the field's name in the sentence, "yearly turnover"). */
    errors: {
      empty: "Enter the {what}",
      negative: "The {what} cannot be negative: enter 0 or more",
      exponent: 'Write the {what} in plain digits, without "e" (for example 1200000 or 12,00,000)',
      letters: "Use digits only for the {what}, with no letters or symbols (for example 12 or 12.5)",
      unitWord: "Type only the number in the {what} box, and choose the unit (rupees, lakh or crore) beside it",
      tooManyDigits: "The {what} has more than {digits} digits: check the amount",
      tooLarge: "The {what} is too large: at most {digits} digits in rupees ({max})",
      decimals: "Use at most {places} decimal places with {unit}",
      grouping: "Check the commas in the {what}: write it as 12,00,000 or 1200000",
      rupeesWithUnit: '"{typed}" looks like an amount in rupees ({rupees}), but the unit is {unit}. Choose rupees as the unit, or type the amount in {unit}',
      notWhole: "Enter the {what} as a whole number, without decimals",
    },
  },
  /** The form fields of every tool (src/components/tools/fields.tsx). */
  fields: {
    units: { rupees: "₹ rupees", thousand: "₹ thousand", lakh: "₹ lakh", crore: "₹ crore" },
    unit: "Unit",
    unitOf: "Unit of the {labelLower}",
    readBack: "That is {amount}.",
    readBackExact: "That is {amount} ({exact}).",
    yes: "Yes",
    no: "No",
    wholeAtLeast: "Enter the {what} as a whole number of {min} or more",
    wholeBetween: "Enter the {what} as a whole number from {min} to {max}",
    wholeLetters: "Use digits only for the {what}, with no letters or symbols (for example {example})",
    wholeExponent: 'Write the {what} in plain digits, without "e" (for example {example})',
    wholeGrouping: "Check the commas in the {what}: write it as {grouped} or {plain}",
    wholePlain: "Write the {what} in plain digits (for example {example})",
  },
  /** The FSSAI tier (src/lib/tools/calculators.ts fssaiTier), as the wizard's FSSAI finding shows it. */
  fssai: {
    names: { basic: "FSSAI basic registration", state: "FSSAI state licence", central: "FSSAI central licence" },
    /** How each is applied for ({state}: where a state licence is filed). */
    forms: { basic: "Form A", state: "Form B, filed with the {state} food safety department", central: "Form B, filed with FSSAI" },
    centralActivity:
      "Importers, exporters, e-commerce food businesses and head offices of units in more than one state need the central licence whatever their turnover.",
    basic: "Turnover of {amount} does not exceed {limit}, the limit for basic registration.",
    state: "Turnover of {amount} is above {min} and up to {max}, the range for a state licence.",
    central: "Turnover of {amount} is above {limit}, the limit for a central licence.",
  },
}
/** The words every tool page shares (all of the above). */
export type ToolPageWords = typeof toolWordsEn
/** All the tools' words: those every tool page shares and the wizard's (which-words.ts), as a language's table (tools.te.ts) carries them. */
export type ToolWords = ToolPageWords & { which: WhichWords }
