import { toolWordsEn, type ToolWords } from "./tools-words"

/**
 * The words of the "Which registrations do I need?" wizard, in English
 * (src/components/tools/WhichRegistrations.tsx, src/lib/tools/which-registrations.ts): the `which`
 * part of the tools' words (tools-words.ts, ToolWords). Only the wizard's code imports this file, so
 * the other tool pages do not download the wizard's words; a language's table (tools.te.ts)
 * carries them with the rest of the tools' words.
 */
export const whichWordsEn = {
  /** The page's WhatsApp greeting (src/templates/tool-which-registrations.tsx). */
  whatsappText: "Hello, I need help working out which registrations my business needs.",
  /** The guides the answers link to, in this language where a translation exists (English path -> path). */
  guidePaths: {} as Record<string, string>,
  /**
   * Our fee for the service of each guide the answers link to, by the path they link to, as the
   * guide's fee line gives it: filled in at build time (gatsby/build-html.ts toolPage), so the
   * answer and the guide name one fee.
   */
  fees: {} as Record<string, string>,

  // ------------------------------------------------ the questions
  formHeading: "Tell us about your business",
  formLegend: "Business form",
  forms: {
    proprietorship: "Proprietorship",
    partnership: "Partnership firm",
    llp: "LLP",
    "pvt-ltd": "Private limited company",
    opc: "One person company",
  },
  stateLabel: "State of your main place of business",
  stateHint: "The GST limit depends on the state, and on whether you supply goods or services.",
  /** The states' names shown (the values sent stay the English names). */
  states: {
    "Andaman and Nicobar Islands": "Andaman and Nicobar Islands",
    "Andhra Pradesh": "Andhra Pradesh",
    "Arunachal Pradesh": "Arunachal Pradesh",
    Assam: "Assam",
    Bihar: "Bihar",
    Chandigarh: "Chandigarh",
    Chhattisgarh: "Chhattisgarh",
    "Dadra and Nagar Haveli and Daman and Diu": "Dadra and Nagar Haveli and Daman and Diu",
    Delhi: "Delhi",
    Goa: "Goa",
    Gujarat: "Gujarat",
    Haryana: "Haryana",
    "Himachal Pradesh": "Himachal Pradesh",
    "Jammu and Kashmir": "Jammu and Kashmir",
    Jharkhand: "Jharkhand",
    Karnataka: "Karnataka",
    Kerala: "Kerala",
    Ladakh: "Ladakh",
    Lakshadweep: "Lakshadweep",
    "Madhya Pradesh": "Madhya Pradesh",
    Maharashtra: "Maharashtra",
    Manipur: "Manipur",
    Meghalaya: "Meghalaya",
    Mizoram: "Mizoram",
    Nagaland: "Nagaland",
    Odisha: "Odisha",
    Puducherry: "Puducherry",
    Punjab: "Punjab",
    Rajasthan: "Rajasthan",
    Sikkim: "Sikkim",
    "Tamil Nadu": "Tamil Nadu",
    Telangana: "Telangana",
    Tripura: "Tripura",
    "Uttar Pradesh": "Uttar Pradesh",
    Uttarakhand: "Uttarakhand",
    "West Bengal": "West Bengal",
  },
  suppliesLegend: "Do you supply goods or services?",
  supplies: { goods: "Goods only", services: "Services only", both: "Both goods and services" },
  turnoverLabel: "Expected yearly turnover",
  turnoverHint:
    "All sales in a financial year, across India. Type the number and choose its unit: 25 with lakh, or 25,00,000 with rupees. Enter 0 if you have not started.",
  interstate: "Do you sell goods to buyers in other states?",
  online: "Do you sell through e-commerce platforms, such as Amazon, Flipkart, Swiggy or Zomato?",
  food: "Do you make, store, transport, sell or serve food?",
  /** Under the food question: the food questions that follow it are asked only of a food business. */
  foodHint: "Count food you import or export, and an app or website of your own through which food is sold or delivered.",
  employeesLabel: "Number of employees",
  employeesHint: "Everyone on your payroll: permanent, temporary and casual staff. Enter 0 if none.",
  contractLabel:
    "Contract workers: the most you used through contractors, or supplied to others as a contractor, on any day of the last 12 months",
  contractHint: "Enter 0 if none.",
  /** Asked once the number of contract workers is more than 0. */
  contractRoleLegend: "Whose are these contract workers?",
  contractRoles: {
    principal: "Contractors supply them to us",
    contractor: "We supply them to other businesses",
    both: "Both",
  },
  esiLabel: "How many of your employees and the contract workers you use earn {wage} a month or less?",
  esiHint: "Gross monthly wages. ESI covers employees earning up to {wage}. With fewer than {from} employees and contract workers you use, you may leave this empty.",
  importExport: "Do you import or export anything, such as equipment, goods or services?",
  foodImportExport: "Do you import or export food or food ingredients?",
  foodPlatform: "Do you run an online platform or app through which food is sold or delivered? (Selling on Swiggy, Zomato or a marketplace does not count.)",
  foodMultiState: "Does your food business have units (kitchens, outlets or godowns) in more than one state?",
  brand: "Do you sell under your own brand name or logo?",
  premises: "Do you trade from a shop, restaurant, workshop, godown, clinic or other premises?",
  /**
   * Under a question sent unanswered, by its name: no question has an answer chosen for the visitor
   * (reviews 43 and 44, major: a "no" or a business form chosen for them gave an answer they had not).
   */
  missing: {
    form: "Please choose one: how the business itself is registered depends on it",
    supplies: "Please choose one: the GST limit depends on it",
    interstate: "Please answer yes or no: GST registration depends on it",
    online: "Please answer yes or no: GST registration depends on it",
    food: "Please answer yes or no: the FSSAI licence depends on it",
    "contract-role": "Please choose one: the contract labour licence depends on it",
    "import-export": "Please answer yes or no: the IEC depends on it",
    "food-import-export": "Please answer yes or no: which FSSAI licence you need depends on it",
    "food-platform": "Please answer yes or no: which FSSAI licence you need depends on it",
    "food-multi-state": "Please answer yes or no: which FSSAI licence you need depends on it",
    brand: "Please answer yes or no: the trademark advice depends on it",
    premises: "Please answer yes or no: the trade licence depends on it",
  },
  submit: "Show what I need",
  /** The fields' names inside their messages ("Enter the {what}"). */
  whatTurnover: "yearly turnover",
  whatEmployees: "number of employees",
  whatContract: "number of contract workers",
  whatEsi: "number of people at that wage",
  esiTooMany: "This cannot be more than your employees and the contract workers you use ({people})",

  // ------------------------------------------------ the answer
  resultHeading: "What your business needs",
  required: "Needed now",
  recommended: "Recommended",
  notNow: "Not needed at these numbers",
  /** Before a finding's fee ("Our fee: from ₹999"). */
  ourFee: "Our fee",
  readGuide: "Read the guide",
  /** Read out after "Read the guide" (visually hidden). */
  readGuideHidden: " to {name}",

  counts: {
    employee: { one: "{n} employee", many: "{n} employees" },
    worker: { one: "{n} worker", many: "{n} workers" },
    contractWorker: { one: "{n} contract worker", many: "{n} contract workers" },
    /** "counting 5 contract workers" (headcountWithContract). */
    contractWorkerWith: { one: "{n} contract worker", many: "{n} contract workers" },
    /** "You supply 5 contract workers" (labourRequired). */
    contractWorkerSupplied: { one: "{n} contract worker", many: "{n} contract workers" },
  },
  /** A list of names: "A, B and C". */
  listSeparator: ", ",
  listLast: " and ",

  incorporationOpc: "One person company incorporation",
  incorporationPvtLtd: "Private limited company incorporation",
  incorporationCompany: "A company exists only once it is incorporated with the Ministry of Corporate Affairs, which also issues its PAN and TAN.",
  incorporationLlp: "LLP incorporation",
  incorporationLlpReason: "An LLP exists only once it is incorporated with the Ministry of Corporate Affairs, and its LLP agreement is filed.",
  partnershipName: "Partnership firm registration",
  partnershipReason:
    "Registration with the Registrar of Firms is optional, but an unregistered firm cannot sue to enforce its contracts and banks prefer a registered firm.",

  gstLimitSpecial: "the GST limit in {state}",
  gstLimitGoodsNotAdopted: "the GST limit for goods in {state}, which did not adopt the {goodsLimit} limit for goods",
  gstLimitGoodsOnline: "the GST limit for goods sold through e-commerce platforms (the {goodsLimit} limit for goods does not cover them)",
  gstLimitGoods:
    "the GST limit in {state} for businesses that supply only goods (not for ice cream, pan masala, tobacco, or bricks and tiles, which register above {limit})",
  gstLimitBoth: "the GST limit for a business that supplies services (with or without goods)",
  gstLimitServices: "the GST limit for services",
  gstName: "GST registration",
  gstInterstate: "You sell goods to buyers in other states: GST registration is compulsory for inter-state supplies of goods, whatever the turnover.",
  gstAbove: "Turnover of {turnover} is above {limit}, {of}.",
  gstOnlineGoods:
    " Selling goods through e-commerce platforms within {state} needs no GST registration below this limit (since {date}), but the platform asks for an enrolment number, which you get free on the GST portal.",
  gstOnlineServices: " Services sold through e-commerce platforms follow the same limit.",
  gstNotNow: "GST becomes mandatory above {limit} turnover, {of}; yours is {turnover}. You may still register voluntarily.{online}",

  fssaiReason: "Every food business needs FSSAI registration or a licence. {tierReason}",

  ptNameEmployer: "Professional tax enrolment (PTEC) and employer registration (PTRC)",
  ptName: "Professional tax enrolment (PTEC)",
  ptReasonEmployer: "Every business in Telangana enrols for professional tax, and an employer paying salaries also registers to deduct it from them.",
  ptReason: "Every business and self-employed professional in Telangana enrols for professional tax and pays its own tax every year.",

  /** Hyderabad's corporations and their zones, in the order of HYDERABAD_CORPORATIONS (src/lib/tools/which-registrations.ts). */
  corporations: [
    { name: "Greater Hyderabad Municipal Corporation (GHMC)", zones: ["Khairatabad", "Secunderabad", "Charminar", "Golconda", "Rajendranagar", "Shamshabad"] },
    { name: "Cyberabad Municipal Corporation", zones: ["Serilingampally", "Kukatpally", "Quthbullapur"] },
    { name: "Malkajgiri Municipal Corporation", zones: ["Malkajgiri", "Uppal", "LB Nagar"] },
  ],
  /** One corporation of tradeTelanganaReason's list: {zones} its zones, as a list ("A, B and C"). */
  corporation: "{name}: {zones} zones",
  tradeTelanganaName: "Trade licence (GHMC, Cyberabad, Malkajgiri or municipality)",
  tradeTelanganaReason:
    "You trade from premises: each premises needs a trade licence, renewed every year, from the body that levies its property tax. In Telangana that is the municipality; in Hyderabad, since February 2026, one of three corporations, by the zone the premises lie in:",
  tradeName: "Municipal trade licence",
  tradeNotNow:
    "You said you do not trade from premises. Almost every business carried on from a fixed place (a shop, restaurant, workshop, godown or clinic) needs a trade licence from the local body, renewed every year: answer yes above if yours is.",
  tradeReason:
    "You trade from premises: almost every commercial activity carried on from a fixed place needs a trade licence from the local municipal body, renewed every year.",

  /** {contract}: counts.contractWorkerWith. */
  headcountWithContract: "{count} employees counting {contract} (the Code on Social Security counts workers employed through a contractor)",
  pfName: "PF registration (EPFO)",
  /** {fromEmployees}: counts.employee of {from}. */
  pfRequired: "You have {who}: PF registration is mandatory from {fromEmployees}.",
  /** "{have}" in the PF and ESI reasons: the headcount with its verb ("you have no employees" for none; in Telugu "ఎవరూ లేరు", not "0 మంది ... ఉన్నారు"). */
  have: "you have {who}",
  haveNone: "you have no employees",
  pfNotNow: "PF registration is mandatory from {fromEmployees}; {have}. You can register voluntarily if you and most employees agree.",
  esiName: "ESI registration (ESIC)",
  esiNotNow: "ESI registration is mandatory from {fromEmployees}; {have}.",
  esiNoneAtWage:
    "You have {who}, but ESI covers employees earning up to {wage} a month and none of yours do. Register as soon as you employ someone at that wage or less.",
  esiRequired:
    "You have {who}, {atWage} of them earning up to {wage} a month: ESI registration is mandatory for establishments with {from} or more employees, and contributions are paid for everyone earning up to {wage}.",
  oshCode: "the Occupational Safety, Health and Working Conditions Code (in force since {date})",
  labourName: "Labour licence (contract labour)",
  /** {fromContractWorkers}: counts.contractWorker of {from}; {supplied}: counts.contractWorkerSupplied. */
  labourPrincipal:
    "The contract labour licence is the contractor's, not yours: under {code}, a contractor needs one from {fromContractWorkers} on any day of the last 12 months. Ask each contractor that supplies you for their licence.",
  labourRequired: "You supply {supplied} to other businesses: under {code}, a contractor needs a licence from {fromContractWorkers} on any day of the last 12 months.",
  labourNotNow: "Under {code}, a contract labour licence is needed from {fromContractWorkers}; you have {count}.",
  oshName: "Establishment registration under the OSH Code",
  /** {fromWorkers}: counts.worker of {from}. */
  oshRequired: "You use contract workers: under {code}, the principal employer registers its establishment from {fromWorkers}, counting contract workers; you have {workers}.",
  oshNotNow: "Under {code}, an establishment registers from {fromWorkers}, counting contract workers; you have {workers}.",
  iecName: "Importer Exporter Code (IEC)",
  iecReason:
    "You import or export: under section 7 of the Foreign Trade (Development and Regulation) Act, 1992, importers and exporters of goods need a 10-digit IEC from DGFT, valid for a lifetime (for services, only when claiming Foreign Trade Policy benefits).",
  udyamName: "Udyam (MSME) registration",
  udyamLimits: "investment in plant, machinery or equipment up to {investment} and turnover up to {turnover}",
  udyamRecommended: "Free on the government portal for enterprises with {limits}. Not compulsory, but banks ask for it and it unlocks MSME benefits.",
  udyamNotNow: "Udyam is for enterprises with {limits}; your turnover is {turnover}.",
  trademarkName: "Trademark registration",
  trademarkReason:
    "Registering your brand name or logo stops others using it. The government fee, filed online, is {small} per class for individuals, startups and small enterprises ({other} per class for others).",

  // ------------------------------------------------ the business in a few words, and the WhatsApp message
  businessFormIn: "{form} in {state}",
  businessSupplies: "{suppliesLower}",
  businessTurnover: "turnover {turnover} a year",
  businessEsi: "{n} earning up to the ESI wage limit",
  /** {contract}: counts.contractWorker. */
  businessContract: "{contract} ({roleLower})",
  businessFood: "food business",
  businessFoodImportExport: "imports or exports food",
  businessFoodPlatform: "runs an online food platform",
  businessFoodMultiState: "food units in more than one state",
  businessImportExport: "imports or exports",
  businessInterstate: "sells goods to other states",
  businessOnline: "sells online",
  businessPremises: "trades from premises",
  businessBrand: "own brand",
  businessSeparator: ", ",
  messageIntro: 'Hello, I used the "Which registrations do I need?" tool on your website.',
  messageBusiness: "My business: {business}.",
  messageRequired: "Needed now: {names}.",
  messageRecommended: "Recommended: {names}.",
  messageNamesSeparator: "; ",
  messageClose: "Please help me with these registrations.",
}
export type WhichWords = typeof whichWordsEn

/** All the tools' words in English, the wizard's included: what the wizard reads on an English page. */
export const wizardWordsEn: ToolWords = { ...toolWordsEn, which: whichWordsEn }
