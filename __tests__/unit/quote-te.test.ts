/**
 * The quote form's rules with the Telugu table (issue 24): every rule gives its Telugu message,
 * the WhatsApp message is in Telugu, and with the English table everything is the English of the spec.
 * The messages are written out here (not imported from the tables), so a changed or missing
 * string fails.
 */
import { buildWhatsAppUrl, messageFor, quoteMessage, requirementCount, validateQuote, type QuoteRequest } from "../../src/lib/quote"
import { formsEn } from "../../src/config/strings/forms"
import { formsTe } from "../../src/config/strings/forms.te"
import { site } from "../../src/config/site"

/** The English words, which the pages give the quote form in their data (uiWords). */
const QUOTE_EN = formsEn.quote

const TE = formsTe.quote
const ok: QuoteRequest = { mobileNo: "9876543210", email: "owner@shop.in", requirement: "GST రిజిస్ట్రేషన్" }

const TE_MESSAGES = {
  mobileRequired: "మొబైల్ నంబర్ తప్పనిసరి",
  mobileInvalid: "సరైన 10 అంకెల మొబైల్ నంబర్ ఇవ్వండి",
  emailRequired: "ఈ-మెయిల్ తప్పనిసరి",
  emailInvalid: "సరైన ఈ-మెయిల్ చిరునామా ఇవ్వండి",
  requirementRequired: "మీకు ఏం కావాలో రాయండి",
  requirementTooLong: "మీ అవసరాన్ని 1,000 అక్షరాల లోపు రాయండి",
}
const EN_MESSAGES = {
  mobileRequired: "Mobile number is required",
  mobileInvalid: "Please enter a valid 10-digit mobile number",
  emailRequired: "Email is required",
  emailInvalid: "Please enter a valid email address",
  requirementRequired: "Please enter your requirement",
  requirementTooLong: "Please keep your requirement within 1,000 characters",
}

/** One input per rule, and the field it fails. */
const RULES: [keyof typeof TE_MESSAGES, Partial<QuoteRequest>, keyof QuoteRequest][] = [
  ["mobileRequired", { mobileNo: "  " }, "mobileNo"],
  ["mobileInvalid", { mobileNo: "98480123456" }, "mobileNo"], // one digit too many
  ["mobileInvalid", { mobileNo: "1234567890" }, "mobileNo"], // not an Indian mobile number
  ["mobileInvalid", { mobileNo: "౯౮౭౬౫౪౩౨౧౦" }, "mobileNo"], // Telugu digits: the same rule as in English
  ["emailRequired", { email: "" }, "email"],
  ["emailInvalid", { email: "owner@shop" }, "email"],
  ["requirementRequired", { requirement: "\n" }, "requirement"],
  ["requirementTooLong", { requirement: "క".repeat(1001) }, "requirement"],
]

describe("validateQuote with the Telugu table", () => {
  it.each(RULES)("%s gives its Telugu message", (rule, change, field) => {
    const errors = validateQuote({ ...ok, ...change }, TE)
    expect(errors).toEqual({ [field]: TE_MESSAGES[rule] })
  })
  it.each(RULES)("%s gives the spec's English message without a table", (rule, change, field) => {
    expect(validateQuote({ ...ok, ...change }, QUOTE_EN)).toEqual({ [field]: EN_MESSAGES[rule] })
    expect(validateQuote({ ...ok, ...change }, QUOTE_EN)).toEqual({ [field]: EN_MESSAGES[rule] })
  })
  it("has the same rules: what passes in English passes in Telugu", () => {
    const inputs: QuoteRequest[] = [
      ok,
      { mobileNo: " 0000000000 ", email: "రవి@ఉదాహరణ.భారత్", requirement: "క".repeat(1000) },
      { mobileNo: "123", email: "a,b@c.io", requirement: "" },
      { mobileNo: "", email: "", requirement: "🚀".repeat(1001) },
    ]
    for (const input of inputs) expect(Object.keys(validateQuote(input, TE))).toEqual(Object.keys(validateQuote(input, QUOTE_EN)))
  })
  it("gives all three Telugu messages for an empty form", () => {
    expect(validateQuote({ mobileNo: "", email: "", requirement: "" }, TE)).toEqual({
      mobileNo: TE_MESSAGES.mobileRequired,
      email: TE_MESSAGES.emailRequired,
      requirement: TE_MESSAGES.requirementRequired,
    })
  })
  it("messageFor gives each message in the table's language", () => {
    for (const key of Object.keys(TE_MESSAGES) as (keyof typeof TE_MESSAGES)[]) {
      expect(messageFor(key, TE)).toBe(TE_MESSAGES[key])
      expect(messageFor(key, QUOTE_EN)).toBe(EN_MESSAGES[key])
    }
  })
})

describe("the requirement's counter", () => {
  it("in Telugu, with Western digits and Indian grouping", () => {
    expect(requirementCount(800, TE)).toBe("1,000 అక్షరాలలో 800 వాడారు")
    expect(requirementCount(1200, TE)).toBe("1,000 అక్షరాలలో 1,200 వాడారు")
  })
  it("in English by default", () => {
    expect(requirementCount(800, QUOTE_EN)).toBe("800 of 1,000 characters")
    expect(requirementCount(1200, QUOTE_EN)).toBe("1,200 of 1,000 characters")
  })
})

describe("the WhatsApp message with the Telugu table", () => {
  const decodeText = (url: string) => new URL(url).searchParams.get("text")

  it("greets in Telugu and names each field in Telugu; the visitor's words go in as typed", () => {
    expect(quoteMessage(ok, TE)).toBe(
      `నమస్తే ${site.businessName},\nనాకు ఉచిత కొటేషన్ కావాలి.\nఈ-మెయిల్: owner@shop.in\nమొబైల్: 9876543210\nఅవసరం: GST రిజిస్ట్రేషన్`,
    )
    const url = buildWhatsAppUrl({ ...ok, requirement: "  R&D {email} $& #1\nరెండో లైన్  " }, TE)
    expect(new URL(url).pathname).toBe(`/${site.whatsapp}`)
    expect(url).not.toMatch(/[\s"<>]/)
    expect(decodeText(url)!.split("\n")).toEqual([
      `నమస్తే ${site.businessName},`,
      "నాకు ఉచిత కొటేషన్ కావాలి.",
      "ఈ-మెయిల్: owner@shop.in",
      "మొబైల్: 9876543210",
      "అవసరం: R&D {email} $& #1",
      "రెండో లైన్",
    ])
  })
  it("names a guide's service in Telugu under the quote line", () => {
    expect(quoteMessage({ ...ok, about: "జీఎస్టీ రిజిస్ట్రేషన్" }, TE).split("\n").slice(1, 3)).toEqual(["నాకు ఉచిత కొటేషన్ కావాలి.", "సేవ: జీఎస్టీ రిజిస్ట్రేషన్"])
  })
  it("is the spec's English without a table", () => {
    expect(decodeText(buildWhatsAppUrl(ok, QUOTE_EN))).toBe(
      `Hello ${site.businessName},\nI would like to request a free quote.\nEmail: owner@shop.in\nMobile: 9876543210\nRequirement: GST రిజిస్ట్రేషన్`,
    )
    expect(quoteMessage(ok, QUOTE_EN)).toBe(quoteMessage(ok, formsEn.quote))
  })
  it("takes another number as before", () => {
    expect(new URL(buildWhatsAppUrl(ok, TE, "+91 90000 00000")).pathname).toBe("/919000000000")
  })
})

describe("the Telugu table", () => {
  /** Every string of a table with its path ("errors.mobileRequired"). */
  const strings = (table: object, prefix = ""): [string, string][] =>
    Object.entries(table).flatMap(([key, value]) => (typeof value === "string" ? [[prefix + key, value] as [string, string]] : strings(value, `${prefix}${key}.`)))
  const slots = (text: string) => (text.match(/\{\w+\}/g) ?? []).sort()
  const en = new Map(strings(formsEn))

  it("has every English key, each with the same slots", () => {
    const te = strings(formsTe)
    expect(te.map(([key]) => key).sort()).toEqual([...en.keys()].sort())
    for (const [key, text] of te) expect([key, slots(text)]).toEqual([key, slots(en.get(key)!)])
  })
  it("is Telugu throughout (slots aside), never a copy of the English", () => {
    for (const [key, text] of strings(formsTe)) {
      expect([key, text === en.get(key)]).toEqual([key, false])
      expect([key, /[\u0C00-\u0C7F]/.test(text)]).toEqual([key, true])
      expect([key, /[A-Za-z]/.test(text.replace(/\{\w+\}/g, ""))]).toEqual([key, false])
    }
  })
})
