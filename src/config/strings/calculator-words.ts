/**
 * The calculators' own words (issue 33), in English: the FSSAI licence, Udyam classification, PF
 * contribution and trademark fee tools. Each tool template asks for its own part in the page's
 * language (`words: templateWords(template: "tool-…", lang: $lang)`, gatsby/build-html.ts), so
 * the words come in the page's data: a tool's JavaScript carries none of its labels, and no other
 * page downloads them. The functions of src/lib/tools that write sentences (the WhatsApp message,
 * a reason) take the part as an argument, English by default. Telugu: calculator-words.te.ts,
 * typed by this file. Slots are `{name}` (fill()); a counted noun is `{ one, many }` with `{n}`.
 */
import { incorporationWordsEn } from "./incorporation-words"

export const calculatorWordsEn = {
  /** src/components/tools/FssaiCalculator.tsx and calculators.ts fssaiMessage. */
  fssai: {
    /** The guide of each tier, in the page's language. */
    guides: {
      basic: "/food-license/fssai/food-license-registration",
      state: "/food-license/fssai/food-state-license",
      central: "/food-license/fssai/food-central-license",
    },
    whatsapp: "Hello, I need help with an FSSAI food licence.",
    formHeading: "Your food business",
    turnoverLabel: "Yearly turnover of the food business",
    turnoverHint: "Type the number and choose its unit: 12 with lakh, or 12,00,000 with rupees.",
    /** The field's name in its messages ("Enter the {what}"). */
    turnoverWhat: "yearly turnover",
    centralLegend: "Do you import or export food, run an e-commerce food platform, or run a head office for food units in more than one state?",
    centralHint:
      "Selling on Swiggy, Zomato or a marketplace does not count: the platform holds the central licence, and your own turnover decides yours.",
    submit: "Find my licence",
    resultHeading: "Your FSSAI licence",
    /** Where a state licence is filed, as the result names it. */
    state: "Telangana",
    application: "Application: {form}.",
    fee: "Government fee: {fee} a year.",
    feeState: "Government fee: {fee} a year, depending on the kind of business.",
    feeRange: "{min} to {max}",
    readGuide: "Read the guide to the {name}",
    /** Our fee for the tier found, as its guide's fee line gives it: `ourFees` is filled at build time (gatsby/schema.ts templateWords) from `guides` (review 24: the result named only the government's side). */
    ourFeeLine: "Our fee for applying: {fee}, separate from the government's fee.",
    ourFees: {} as Partial<Record<"basic" | "state" | "central", string>>,
    messageIntro: "Hello, I used the FSSAI licence calculator on your website.",
    messageTurnover: "Yearly food turnover: {turnover}.",
    messageTurnoverCentral: "Yearly food turnover: {turnover} (import, export, an e-commerce food platform or units in more than one state).",
    messageResult: "Result: {name} ({form}).",
    messageHelp: "Please help me apply for the {name}.",
  },
  /** src/components/tools/UdyamCalculator.tsx and calculators.ts udyamClass, udyamMessage. */
  udyam: {
    /** The service the quote form's requirement names. */
    service: "Udyam (MSME) Registration",
    guide: "/registrations/company/udyam-(msme)-registration",
    whatsapp: "Hello, I need help with Udyam (MSME) registration.",
    formHeading: "Your enterprise",
    investmentLabel: "Investment in plant and machinery or equipment",
    investmentHint: "For services, the investment in equipment. Type the number and choose its unit: 50 with lakh, 2.5 with crore, or 2,50,00,000 with rupees.",
    investmentWhat: "investment",
    turnoverLabel: "Yearly turnover",
    turnoverWhat: "yearly turnover",
    submit: "Find my class",
    resultHeading: "Your Udyam classification",
    readGuide: "Read the guide to Udyam (MSME) registration",
    /** {ourFee}: the guide's fee line, filled at build time (review 24: the result named no fee). */
    ourFeeLine: "Our fee for filing your Udyam registration: {ourFee}.",
    names: { micro: "Micro enterprise", small: "Small enterprise", medium: "Medium enterprise", none: "Not an MSME" },
    /** The class in the reason ("the {cls} enterprise limits"). */
    classes: { micro: "micro", small: "small", medium: "medium" },
    within: "Investment of {investment} is within {investmentLimit} and turnover of {turnover} is within {turnoverLimit}, the {cls} enterprise limits.",
    overInvestment: "investment of {investment} is above {limit}",
    overTurnover: "turnover of {turnover} is above {limit}",
    overJoin: " and ",
    none: "The {over}, beyond the medium enterprise limits, so Udyam registration is not available.",
    messageIntro: "Hello, I used the Udyam classification calculator on your website.",
    messageAmounts: "Investment in plant, machinery or equipment: {investment}. Yearly turnover: {turnover}.",
    messageResult: "Result: {name}.",
    messageHelp: "Please help me with Udyam (MSME) registration.",
    messageHelpNone: "Please advise me on the registrations my business needs.",
  },
  /** src/components/tools/PfCalculator.tsx and calculators.ts pfCeilingNote, pfMessage. */
  pf: {
    service: "PF Registration",
    guide: "/registrations/company/pf-registration",
    whatsapp: "Hello, I need help with PF registration and monthly PF filing.",
    formHeading: "The employee's wage",
    wageLabel: "Monthly wage in rupees (basic pay + DA)",
    wageHint: "A whole number of rupees, for example 15000 or 15,000. Under the labour codes, allowances above half of the total pay count as wages too.",
    wageWhat: "monthly wage in rupees",
    basisWhole: "The whole wage",
    basisCeiling: "{ceiling}, the wage ceiling (if the wage is higher)",
    employeeLegend: "The employee's share is worked out on",
    employeeHint: "Matters only when the wage is above {ceiling}: PF may be paid on the whole wage or restricted to {ceiling}.",
    employerLegend: "The employer's share is worked out on",
    submit: "Calculate contributions",
    resultHeading: "Monthly PF contributions",
    /** The answer first, before the table (review 14: on a phone the total was two screens below "Calculate"). */
    forWage: "For a monthly wage of {wage}: {total} a month in all, {employee} from the employee's wage and {employerTotal} from the employer.",
    tableLabel: "PF contributions for a monthly wage of {wage}",
    contribution: "Contribution",
    rate: "Rate",
    amount: "Amount",
    employee: "Employee PF (deducted from the wage)",
    employerPf: "Employer PF (EPF)",
    pension: "Employer pension (EPS)",
    edli: "Employer insurance (EDLI)",
    admin: "Employer administration charge",
    employerTotal: "Employer's total",
    total: "Total each month",
    /** A rate on a wage other than the whole wage ("12% of ₹15,000"). */
    rateOf: "{rate} of {wage}",
    lessPension: "{rate} less pension",
    ceilingShares:
      "The pension and insurance shares are worked out on at most {ceiling}, the wage ceiling, so they stay at {pension} and {edli}; the rest of the employer's {rate} goes into the PF account.",
    /** {admin}: the table's charge, this employee's part of the establishment's. */
    adminNote:
      "The administration charge is worked out on the PF wages of all employees together: {admin} is this employee's part, and an establishment pays at least {minimum} a month in all, however few its employees.",
    readGuide: "Read the guide to PF registration",
    /** PfResult.employeeRaised: the employee's share chosen on the ceiling, worked out on the whole wage as the employer's is (review 36: the result contradicted the note under it). */
    employeeRaised:
      "You chose {ceiling} for the employee's share and the whole wage for the employer's: the employee's share is worked out on the whole wage too, because it is at least equal to the employer's (Code on Social Security, 2020, section 16(1)(a)). An employee may pay more than the employer, not less.",
    ceilingNote:
      "Above the {ceiling} wage ceiling, contributions on the part of the wage above it are optional: {rate} of {ceiling} is {onCeiling} a month, {rate} of the full wage of {wage} is {onWage}. The employer may contribute on {ceiling} only, unless the employee and the employer both choose the whole wage. In the form above, choose which of the two each share is worked out on.",
    messageIntro: "Hello, I used the PF contribution calculator on your website.",
    messageWage: "Monthly wage (basic + DA): {wage}.",
    messageWageRestricted: "Monthly wage (basic + DA): {wage} ({restricted}).",
    messageEmployeeOn: "employee's share on {wage}",
    messageEmployerOn: "employer's share on {wage}",
    messageRestrictedJoin: ", ",
    messageShares: "Employee PF: {employee}. Employer PF (EPF): {employerPf}. Pension (EPS): {pension}. EDLI: {edli}. Admin charge: {admin}.",
    messageTotals: "Employer's total: {employerTotal}. Total each month: {total}.",
    messageHelp: "Please help me with PF registration and monthly filing.",
  },
  /** src/components/tools/TrademarkCalculator.tsx and calculators.ts trademarkMessage. */
  trademark: {
    service: "Trademark Registration",
    guide: "/trademark/services/trademark-registration",
    whatsapp: "Hello, I need help with trademark registration.",
    formHeading: "Your application",
    applicantLegend: "Who is applying?",
    applicantHint: "A small enterprise here is any enterprise registered under Udyam, micro, small or medium (Trade Marks Rules, 2017, rule 2(1)(v)). A startup is one recognised by DPIIT.",
    applicants: {
      small: "Individual, startup, or MSME (Udyam registered)",
      other: "Any other applicant (a company, firm or LLP that is neither a startup nor Udyam registered)",
    },
    filingLegend: "How will the application be filed?",
    filings: { "e-filing": "Online (e-filing)", physical: "On paper at the Trade Marks Registry" },
    classesLabel: "Number of classes",
    classesHint: "Goods and services fall in {classes} classes; most small businesses file in one or two.",
    classesWhat: "number of classes",
    submit: "Calculate the fee",
    resultHeading: "Government filing fee",
    classCount: { one: "{n} class", many: "{n} classes" },
    perClass: "{fee} per class × {classes}, {filed}. The fee is paid for each class when the application is filed. Our own fee for filing it is {ourFee}.",
    filedOnline: "filed online",
    filedOnPaper: "filed on paper",
    readGuide: "Read the guide to trademark registration",
    messageIntro: "Hello, I used the trademark fee calculator on your website.",
    messageApplicant: "Applicant: {applicant}. Filed {filed}.",
    messageOnline: "online",
    messageOnPaper: "on paper",
    messageFee: "Government fee: {fee} x {classes} = {total}.",
    messageHelp: "Please help me file my trademark application.",
  },
  incorporation: incorporationWordsEn,
}
export type CalculatorWords = typeof calculatorWordsEn
export type FssaiWords = CalculatorWords["fssai"]
export type UdyamWords = CalculatorWords["udyam"]
export type PfWords = CalculatorWords["pf"]
export type TrademarkWords = CalculatorWords["trademark"]
export type IncorporationWords = CalculatorWords["incorporation"]
