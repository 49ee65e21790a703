/**
 * The compliance calendar's words (issue 33), in English: everything the tool shows (the form's
 * labels and hints, the summary line, the buttons, each due date's title, note and rule, months
 * and dates), its WhatsApp message and the .ics file's calendar name, event texts and reminders.
 * They are read by the build only (src/lib/tools/calendar.ts takes them as an argument, English
 * by default) and reach the calendar's page in its own language through its page data, so the
 * calendar's JavaScript carries none and an English page never downloads the Telugu ones.
 * Telugu: calendar-words.te.ts, typed by this file.
 *
 * Slots are `{name}` (fill()); a counted noun is `{ one, many }` with `{n}`. Every template of the
 * Telugu table has exactly the slots of its English one (__tests__/unit/calendar-words.test.ts).
 */
export const calendarWordsEn = {
  /** The call to action's WhatsApp greeting (gatsby/build-html.ts toolPage). */
  whatsapp: "Hello, please help me keep track of my compliance due dates.",

  // ---- dates ------------------------------------------------------------------------------------
  months: ["January", "February", "March", "April", "May", "June", "July", "August", "September", "October", "November", "December"],
  /** "31 July 2026" */
  date: "{day} {month} {year}",
  /** "31 July", a day of every year. */
  dayMonth: "{day} {month}",
  /** A month's heading over its dates: "July 2026". */
  monthYear: "{month} {year}",
  /** A day of every month, by the English ending of its number ("1st", "22nd", "13th"; 11-13 take "th"). */
  ordinal: { st: "{n}st", nd: "{n}nd", rd: "{n}rd", th: "{n}th" },
  /** The quarters of a tax year, by the month they end in. */
  quarters: { "3": "January to March", "6": "April to June", "9": "July to September", "12": "October to December" },

  // ---- the choices ------------------------------------------------------------------------------
  /** label: the radio button; short: the form in a sentence and the Subscribe button; every: "the dates that {every} has"; described: the summary's and the message's name for it. */
  forms: {
    individual: {
      label: "Individual without business income (salary, rent, capital gains)",
      short: "individual",
      every: "every individual",
      described: "income tax as an individual",
    },
    proprietorship: { label: "Proprietorship or self-employed professional", short: "proprietorship", every: "every proprietorship", described: "proprietorship" },
    partnership: { label: "Partnership firm", short: "partnership firm", every: "every partnership firm", described: "partnership firm" },
    llp: { label: "Limited liability partnership (LLP)", short: "LLP", every: "every LLP", described: "LLP" },
    pvtltd: { label: "Private limited company", short: "private limited company", every: "every private limited company", described: "private limited company" },
    opc: { label: "One person company (OPC)", short: "one person company", every: "every one person company", described: "one person company" },
  },
  schemes: {
    none: "Not registered for GST",
    monthly: "Monthly returns",
    qrmp: "Quarterly returns, monthly payment (QRMP)",
    composition: "Composition scheme",
  },
  /** The licences whose renewal the calendar dates: the expiry field's label, the answer in the summary. */
  licences: {
    trade: { label: "Trade licence (GHMC or municipal)", short: "a trade licence", title: "Trade licence renewal" },
    labour: { label: "Contract labour licence", short: "a labour licence", title: "Labour licence renewal" },
  },

  // ---- the form -----------------------------------------------------------------------------------
  ui: {
    formHeading: "Your business",
    formLegend: "Business form",
    /** The link at the answer to the dates far below it. */
    jump: { one: "See your {n} due date below", many: "See your {n} due dates below" },
    incomeTaxLegend: "Income tax",
    audit: "Tax audit applies",
    auditHint: "Usually when a business's turnover is above {turnover} ({digital} when cash is within {cash}), or a professional's receipts are above {receipts}.",
    llpAudit: "The LLP's accounts are audited",
    llpAuditHint: "Required when turnover is above {turnover} or contribution above {contribution}; the return is then due on the date for audit cases.",
    transferPricing: "Files a transfer pricing report (dealings with associated enterprises)",
    advanceTax: "Pays advance tax",
    advanceTaxHint: "When the tax for the year, after TDS, is {minimum} or more.",
    tds: "Deducts TDS (salaries, rent, contractors, professionals)",
    gstLegend: "GST",
    gstHint: "Quarterly returns (QRMP) are open to businesses with turnover up to {limit}; the quarterly GSTR-3B date shown is Telangana's.",
    employeesLegend: "Employees and licences",
    /** {count}: the number of employees from which PF applies ("20"). */
    pf: "PF: employs {count} or more people",
    /** {employees}: from how many employees ESI applies, as the fact says it ("10 or more employees"). */
    esi: "ESI: {employees}, some earning up to {wage} a month",
    professionalTax: "Professional tax: pays salaries in Telangana and deducts the tax",
    hasLicence: "Holds a trade or labour licence",
    licencesHint: "Enter the expiry date of each licence you hold; leave the others blank.",
    expiry: "{licence}: expiry date",
    resultsHeading: "Your due dates",
    /** The heading over licence renewals already overdue, before the months (review 49: "1 March 2026" first under "the next 12 months"). */
    overdue: "Overdue",
    summary: {
      one: "{n} due date for your {description} in the next 12 months ({from} to {to}).",
      many: "{n} due dates for your {description} in the next 12 months ({from} to {to}).",
    },
    /** After the summary when nothing is ticked (review 20: "4 due dates for your private limited company" read as the whole year's). */
    onlyForm: "These are the dates {every} has; what you tick above adds its own.",
    choose: "Choose your business form to see your due dates for the next 12 months.",
    download: "Download calendar (.ics)",
    subscribe: "Subscribe ({form})",
    sendWhatsApp: "Send these dates on WhatsApp",
    downloadError: "The calendar file could not be made. Please try again, or send the dates to us on WhatsApp.",
    icsHint:
      "The .ics file opens in Google Calendar, Apple Calendar and Outlook: each date is its own all-day event with a reminder. Download it again next year, or after changing your answers: the same dates update instead of being added twice.",
    subscribeHint:
      "Subscribe instead, and your calendar program fetches the dates that {every} may have, whether or not you ticked them above: {contents}. It fetches them from this site and keeps them current: when a due date is extended or the law changes it, the date moves in your calendar too. GST, PF, ESI, audit and licence dates come only in the download.",
    /** A due date's line under its title. */
    entry: "{note}. Due {rule}.",
    readMore: "Read more:",
    /** Between the guides' links after "Read more:", and after the last. */
    listSep: ", ",
    listEnd: ".",
  },

  // ---- the summary's and the message's description of the answers ------------------------------------
  describe: {
    /** The answers named after the form, in this order. */
    extras: {
      audit: "a tax audit",
      llpAudit: "audited accounts",
      transferPricing: "a transfer pricing report",
      monthly: "GST monthly returns",
      qrmp: "GST quarterly returns (QRMP)",
      composition: "GST composition",
      tds: "TDS",
      advanceTax: "advance tax",
      pf: "PF",
      esi: "ESI",
      professionalTax: "professional tax",
      trade: "a trade licence",
      labour: "a labour licence",
    },
    /** The form with its answers: "LLP with audited accounts and PF". */
    withExtras: "{form} with {extras}",
    sep: ", ",
    and: " and ",
  },

  // ---- the due dates ------------------------------------------------------------------------------
  titles: {
    itr: {
      individual: "Income tax return",
      proprietorship: "Income tax return",
      partnership: "Income tax return of the firm (ITR-5)",
      llp: "Income tax return of the LLP (ITR-5)",
      pvtltd: "Income tax return of the company (ITR-6)",
      opc: "Income tax return of the company (ITR-6)",
    },
    taxAuditReport: "Tax audit report (Form 26)",
    /** For the tax years before 2026-27. */
    taxAuditReportOld: "Tax audit report (Form 3CA or 3CB with Form 3CD)",
    advanceTax: "Advance tax: {instalment} instalment",
    instalments: { first: "first", second: "second", third: "third", fourth: "last" },
    tdsDeposit: "TDS deposit",
    tdsReturn: "TDS return for {quarter}",
    gstr1: "GSTR-1 (sales return)",
    gstr3b: "GSTR-3B (summary return and tax payment)",
    gstr1Quarterly: "GSTR-1 (quarterly sales return)",
    gstr3bQuarterly: "GSTR-3B (quarterly return, Telangana)",
    pmt06: "GST payment (PMT-06)",
    cmp08: "CMP-08 (composition tax payment)",
    gstr4: "GSTR-4 (composition annual return)",
    gstr9: "GSTR-9 (GST annual return)",
    pf: "PF contributions and ECR",
    esi: "ESI contributions",
    professionalTax: "Professional tax (Telangana): pay and file Form V",
    llpForm11: "LLP annual return (Form 11)",
    llpForm8: "LLP statement of account and solvency (Form 8)",
    agm: "Annual general meeting (last day)",
    aoc4: "Financial statements (AOC-4)",
    mgt7: "Annual return (MGT-7)",
    mgt7a: "Annual return (MGT-7A)",
  },
  /** What each entry is for ({fy}: "2025-26"). */
  notes: {
    month: "For {month} {year}",
    quarter: "For {quarter} {year}",
    taxYear: "For the tax year {fy}",
    financialYear: "For the financial year {fy}",
    advanceTax: "At least {share} of the tax for the tax year {fy} paid in all",
    /** The last instalment, when the whole estimated tax is due: "all of it", not "at least 100%". */
    advanceTaxAll: "All of the tax for the tax year {fy} paid",
    gstr9: "{note}; optional for turnover up to {limit}",
    licenceExpired: "Licence expired on {date}: renew now",
    licenceLate: "Licence expires on {date}: apply now",
    licenceExpires: "Licence expires on {date}",
  },
  /** When each entry is due, after "Due" ({day}: an ordinal; {date}: a day and month). */
  rules: {
    monthly: "by the {day} of the next month",
    quarterly: "by the {day} of the month after the quarter",
    yearly: "by {date} every year",
    /** Days after an event: {after} is one of `after` below. */
    within: "within {days} days of {after} (by {date} at the latest)",
    tdsMarch: "{rule} (for March: by {date})",
    licence: "{days} days before expiry",
    licenceExpiry: "before the licence expires",
  },
  after: { agm: "the AGM", yearEnd: "the end of the financial year", date: "{date}" },

  // ---- what leaves the page -------------------------------------------------------------------------
  message: {
    opening: "Hello, please help me keep up with the compliance dates of my {description}.",
    heading: "My due dates for the next 12 months:",
    /** A monthly or quarterly date, once, with its rule. */
    repeating: "- {title}: {rule}, next on {date}",
    once: "- {date}: {title}",
  },
  ics: {
    calName: "Compliance dates: {description}",
    category: "Compliance",
    note: "{note}.",
    due: "Due {rule}.",
    renew: "Apply for renewal {rule}.",
    more: "More: {url}",
    help: "Help: call {phone} or WhatsApp {business}.",
    alarm: "{title}: due {date}",
  },
  /** What a form's subscription holds, for subscribeHint's {contents}. */
  subscription: {
    itr: "the income tax return",
    advanceTax: "advance tax",
    tds: "TDS deposits and returns",
    llp: "the LLP's annual filings (Form 8 and Form 11)",
    pvtltd: "the company's annual general meeting and filings (AOC-4 and MGT-7)",
    opc: "the company's annual filings (AOC-4 and MGT-7A)",
    sep: ", ",
    and: " and ",
  },
  /** The guides the entries link to, by calendar.ts GUIDES's keys: each in the page's language. */
  guides: {
    incomeTax: { path: "/tax-compliances/services/income-tax-filing", name: "Income tax return filing" },
    audit: { path: "/tax-compliances/services/income-tax-audit", name: "Income tax audit" },
    gstReturns: { path: "/gst/services/gst-return-filing", name: "GST return filing" },
    llp: { path: "/registrations/company/llp-registration", name: "LLP registration and compliance" },
    pvtltd: { path: "/registrations/company/pvt-ltd-registration", name: "Private limited company" },
    opc: { path: "/registrations/company/opc-registration", name: "One person company" },
    pf: { path: "/registrations/company/pf-registration", name: "PF registration" },
    esi: { path: "/registrations/company/esi-registration", name: "ESI registration" },
    professionalTax: { path: "/tax-compliances/services/professional-tax-registration", name: "Professional tax" },
    tradeLicence: { path: "/registrations/company/ghmc-trade-license", name: "GHMC trade licence" },
    labourLicence: { path: "/registrations/company/labour-license", name: "Labour licence" },
  },
}
export type CalendarWords = typeof calendarWordsEn
