/**
 * The incorporation cost calculator's words in English (src/components/tools/IncorporationCalculator.tsx,
 * src/lib/tools/incorporation.ts: its lines and message), part of calculator-words.ts: a file of
 * its own, so that the tool's code, which writes its lines in English unless the page's words are
 * passed, carries no other tool's words. Telugu: calculator-words.te.ts `incorporation`.
 */
export const incorporationWordsEn = {
  whatsapp: "Hello, I would like to register a company or LLP in Telangana.",
  /** The guide of each structure, in the page's language (its fee line gives our fee). */
  guides: {
    pvt: "/registrations/company/pvt-ltd-registration",
    opc: "/registrations/company/opc-registration",
    llp: "/registrations/company/llp-registration",
  },
  formHeading: "Your business",
  entityLegend: "What are you registering?",
  entities: { pvt: "Private limited company", opc: "One person company (OPC)", llp: "Limited liability partnership (LLP)" },
  /** The structure inside a sentence ("for a {entity} with..."). */
  entitiesInText: { pvt: "private limited company", opc: "one person company (OPC)", llp: "limited liability partnership (LLP)" },
  readGuide: {
    pvt: "Read the guide to private limited company registration",
    opc: "Read the guide to one person company registration",
    llp: "Read the guide to limited liability partnership registration",
  },
  /** The service the quote form's requirement names. */
  service: "{entity} registration",
  scaleLegend: "Will it be a small company?",
  scaleHint:
    "Most new private companies are: paid-up capital up to {capital}, not a holding or subsidiary company, and staying a small company for at least a year from incorporation. The Registrar's fee has its own scale for any other company.",
  scales: { small: "A small company", general: "Not a small company" },
  capitalLabel: { company: "Authorised capital", llp: "Total contribution of the partners" },
  /** Under the capital's field, by structure (review 21: the company's waiver was shown under an LLP's contribution). */
  capitalHint: {
    company: "Type the amount in rupees (1,00,000), or choose lakh and type 1. Up to {waiver} of authorised capital, a company pays no MCA registration fee.",
    llp: "Type the amount in rupees (1,00,000), or choose lakh and type 1. An LLP's registration fee (Form FiLLiP) rises with the partners' total contribution.",
  },
  capitalWhat: { company: "authorised capital", llp: "total contribution" },
  capitalMin: "Enter the {what}: ₹1 or more",
  capitalWhole: "Enter the {what} in whole rupees, without paise",
  peopleLabel: { company: "Number of directors", llp: "Number of designated partners" },
  peopleWhat: { company: "number of directors", llp: "number of designated partners" },
  peopleHint: "From {min} to {max}. Each one signs with a digital signature.",
  submit: "Work out the cost",
  resultHeading: "Cost of incorporating in Telangana",
  summary: "Government fees and stamp duty for a {entity} with {what} of {capital}.",
  summaryQuoted: "Government fees and stamp duty for a {entity} with {what} of {capital}, plus the items marked \u201cQuoted\u201d below.",
  governmentCaption: "Government fees and stamp duty",
  otherCaption: "Not a government fee",
  item: "Item",
  amount: "Amount",
  governmentTotal: "Government total worked out here",
  quoted: "Quoted",
  marketPrice: "Market price",
  practitioners: "Practitioners' figure",
  source: "Source:",
  /** The folded part under a line: its source, or how its amount is worked out and its source. */
  sourceToggle: "Source",
  workingToggle: "How it is worked out",
  /** Our fee's row in the list of what the whole outlay is made of, at the top of the answer. */
  ourFeeLabel: "Our professional fee (separate)",
  /** {fee}: our fee, in bold. */
  ourFee: "Our professional fee: {fee}, quoted separately and never added to the government's share.",
  lines: {
    llpName: "Name reservation (RUN-LLP)",
    paidWithName: "Paid when the name is applied for.",
    llpRegistration: "Registration fee (Form FiLLiP)",
    llpRegistrationDetail: "For a total contribution of {capital}.",
    llpAgreement: "Filing the LLP agreement (Form 3)",
    llpAgreementDetail: "Filed within 30 days of incorporation.",
    llpStamp: "Stamp duty on the LLP agreement (Telangana)",
    llpStampDetail: "Not worked out here: we state the Telangana rate in your quote.",
    llpPanTan: "Government charge for the LLP's PAN and TAN",
    panTanDetail: "Applied for in the same form and allotted with the certificate of incorporation; preparing the two applications is part of our fee. Any charge the government takes for them is not worked out here: we give it in our quote.",
    name: "Name reservation (SPICe+ Part A)",
    registration: "Registration fee (SPICe+ with the memorandum and articles)",
    waived: "Nil: no fee is payable when the authorised capital is up to {waiver}.",
    /** The registration fee's scale, under the line; the scale itself (aboveSmall, general, small) is folded with the source. */
    smallScale: "On the Registrar's scale for one person and small companies.",
    generalScale: "On the Registrar's scale for companies other than one person and small companies.",
    aboveSmallScale: "Above {upTo} of capital, on the Registrar's general scale.",
    aboveSmall: "Above {upTo} the Table of Fees gives no rate for one person and small companies, so the general scale applies: ",
    general:
      "{base} plus, for every ₹10,000 (or part) of authorised capital after the first {from}, {per10k} up to {mid}, {per10kMid} up to {crore} and {per10kCrore} above it (the additional fees at most {cap}), on the scale for companies other than one person and small companies. The SPICe+ form's own filing fee is stated in your quote.",
    small:
      "{base} plus {per10k} for every ₹10,000 (or part) of authorised capital after the first {from}, on the scale for one person and small companies. The SPICe+ form's own filing fee is stated in your quote.",
    formStamp: "Stamp duty on the incorporation form",
    paidWithSpice: "Paid with SPICe+.",
    moaStamp: "Stamp duty on the memorandum of association",
    aoaStamp: "Stamp duty on the articles of association",
    aoaDetail: "0.15% of the authorised capital of {capital}, at least {min} and at most {max}.",
    companyPanTan: "Government charge for the company's PAN and TAN",
    dsc: "Digital signatures ({people} × {price})",
    dscDetail: "One for each {signer}, at a typical market price: not a government fee, and not needed for anyone who already has a valid one.",
    signer: { company: "director", llp: "designated partner" },
  },
  messageIntro: "Hello, I used the incorporation cost calculator on your website.",
  messageBusiness: "{entity} in Telangana{scale}. {what}: {capital}. {people}: {n}.",
  messageNotSmall: " (not a small company)",
  messageWhat: { company: "Authorised capital", llp: "Total contribution" },
  messagePeople: { company: "Directors", llp: "Designated partners" },
  messageGovernment: "Government fees and stamp duty:",
  messageLine: "- {label}: {amount}",
  messageToBeQuoted: "to be quoted",
  messageTotal: "Government total worked out: {total}.",
  messageTotalQuoted: "Government total worked out: {total} (plus the items to be quoted).",
  messageOurFee: "Your professional fee: {fee} (separate).",
  messageClose: "Please send me a quote.",
}
