import { buildWhatsAppUrl, hasErrors, mobileInput, validateQuote, type QuoteRequest } from "../../src/lib/quote"
import { site } from "../../src/config/site"

/**
 * The messages of spec section 5, written out as the spec writes them (not imported from the
 * module under test, so a changed message fails here).
 */
const MESSAGES = {
  mobileRequired: "Mobile number is required",
  mobileInvalid: "Please enter a valid 10-digit mobile number",
  emailRequired: "Email is required",
  emailInvalid: "Please enter a valid email address",
  requirementRequired: "Please enter your requirement",
}

const ok: QuoteRequest = { mobileNo: "9876543210", email: "owner@shop.in", requirement: "GST registration" }

describe("validateQuote: mobile number", () => {
  const cases: [string, string | undefined][] = [
    ["", MESSAGES.mobileRequired],
    ["   ", MESSAGES.mobileRequired],
    ["\t\n", MESSAGES.mobileRequired],
    ["987654321", MESSAGES.mobileInvalid], // 9 digits
    ["9876543210", undefined], // 10 digits
    ["98765432101", MESSAGES.mobileInvalid], // 11 digits
    [" 9876543210 ", undefined], // trimmed first
    ["98765 43210", MESSAGES.mobileInvalid], // inner space
    ["+919876543210", MESSAGES.mobileInvalid], // leading +91
    ["+91987654321", MESSAGES.mobileInvalid],
    ["919876543210", MESSAGES.mobileInvalid],
    ["98765-4321", MESSAGES.mobileInvalid],
    ["abcdefghij", MESSAGES.mobileInvalid], // letters
    ["98765abcde", MESSAGES.mobileInvalid],
    ["٩٨٧٦٥٤٣٢١٠", MESSAGES.mobileInvalid], // Arabic-Indic digits
    ["౯౮౭౬౫౪౩౨౧౦", MESSAGES.mobileInvalid], // Telugu digits
    ["0000000000", undefined],
  ]
  it.each(cases)("%j gives %j", (mobileNo, expected) => {
    expect(validateQuote({ ...ok, mobileNo }).mobileNo).toBe(expected)
  })
})

describe("validateQuote: email", () => {
  const cases: [string, string | undefined][] = [
    ["", MESSAGES.emailRequired],
    ["    ", MESSAGES.emailRequired],
    ["owner@shop.in", undefined],
    ["  owner@shop.in  ", undefined],
    ["first.last+tag@sub.example.co.in", undefined],
    ["ownershop.in", MESSAGES.emailInvalid], // no @
    ["owner@shop", MESSAGES.emailInvalid], // no dot after @
    ["owner@.in", MESSAGES.emailInvalid],
    ["@shop.in", MESSAGES.emailInvalid],
    ["owner@", MESSAGES.emailInvalid],
    ["own er@shop.in", MESSAGES.emailInvalid], // space inside
    ["owner@sh op.in", MESSAGES.emailInvalid],
    ["owner@@shop.in", MESSAGES.emailInvalid],
    ["రవి@ఉదాహరణ.భారత్", undefined], // unicode address that looks like an address
    ["ravi@shop.in\nx", MESSAGES.emailInvalid],
    ["a,b@c.io", MESSAGES.emailInvalid], // a comma has no place in an address
    ["a;b@c.io", MESSAGES.emailInvalid],
    ["owner@shop,in", MESSAGES.emailInvalid],
    ["<owner@shop.in>", MESSAGES.emailInvalid],
    ["owner@shop..in", MESSAGES.emailInvalid],
  ]
  it.each(cases)("%j gives %j", (email, expected) => {
    expect(validateQuote({ ...ok, email }).email).toBe(expected)
  })
})

describe("validateQuote: requirement", () => {
  const cases: [string, string | undefined][] = [
    ["", MESSAGES.requirementRequired],
    ["   ", MESSAGES.requirementRequired],
    ["\n\n", MESSAGES.requirementRequired],
    ["GST", undefined],
    ["  FSSAI state licence  ", undefined],
    ["ట్రేడ్‌మార్క్ నమోదు", undefined], // Telugu
    ["x".repeat(1000), undefined], // the cap: a WhatsApp message of a comfortable length
    ["x".repeat(1001), "Please keep your requirement within 1,000 characters"],
    ["🚀".repeat(1000), undefined], // characters as a person counts them, not UTF-16 units
    [`  ${"x".repeat(1000)}  `, undefined], // trimmed first
  ]
  it.each(cases)("%j gives %j", (requirement, expected) => {
    expect(validateQuote({ ...ok, requirement }).requirement).toBe(expected)
  })
})

describe("validateQuote: whole form", () => {
  it("gives all three required messages for an empty form", () => {
    expect(validateQuote({ mobileNo: "", email: "", requirement: "" })).toEqual({
      mobileNo: "Mobile number is required",
      email: "Email is required",
      requirement: "Please enter your requirement",
    })
  })
  it("accepts a valid request", () => {
    expect(hasErrors(validateQuote(ok))).toBe(false)
    expect(hasErrors(validateQuote({ ...ok, email: "x" }))).toBe(true)
  })
})

describe("buildWhatsAppUrl", () => {
  const decodeText = (url: string) => new URL(url).searchParams.get("text")

  it("opens a chat with the provider's number from the site config", () => {
    const url = new URL(buildWhatsAppUrl(ok))
    expect(url.origin).toBe("https://wa.me")
    expect(url.pathname).toBe(`/${site.whatsapp}`)
    expect([...url.searchParams.keys()]).toEqual(["text"])
  })

  it("holds a greeting, the quote line, e-mail, mobile and requirement", () => {
    const text = decodeText(buildWhatsAppUrl(ok))!
    expect(text).toBe(
      `Hello ${site.businessName},\nI would like to request a free quote.\nEmail: owner@shop.in\nMobile: 9876543210\nRequirement: GST registration`,
    )
    expect(text).toMatch(/^Hello/)
    expect(text).toContain("request a free quote")
    expect(text).toContain("Email: owner@shop.in")
    expect(text).toContain("Mobile: 9876543210")
    expect(text).toContain("Requirement: GST registration")
  })

  const tricky = [
    "R&D lab & kitchen",
    "Need #1 priority? yes",
    "a+b=c 50% off",
    `He said "licence" and 'permit'`,
    "<script>alert(1)</script>",
    "line one\nline two\r\nline three",
    "Cloud kitchen 🍲🚀",
    "ట్రేడ్‌మార్క్ నమోదు కావాలి",
    "जीएसटी पंजीकरण चाहिए",
    "%20 is not a space; %E0 alone",
    "text=injected&phone=000",
  ]
  it.each(tricky)("round-trips %j exactly", requirement => {
    const input = { mobileNo: "9876543210", email: "a+b@x.in", requirement }
    const url = buildWhatsAppUrl(input)
    expect(url).not.toMatch(/[\s"<>]/)
    const text = decodeText(url)!
    expect(text.endsWith(`Requirement: ${requirement.trim()}`)).toBe(true)
    expect(text).toContain("Email: a+b@x.in")
  })
})

describe("mobileInput: what the mobile box keeps as people type and paste", () => {
  const cases: [string, string, { value: string; tooLong: boolean }][] = [
    // typed, with the space people write in a number: the space does not count
    ["98480", "98480 ", { value: "98480", tooLong: false }],
    ["98480", "98480 12345", { value: "9848012345", tooLong: false }],
    ["", "98480 12345", { value: "9848012345", tooLong: false }],
    ["", "(98480) 123-45", { value: "9848012345", tooLong: false }],
    ["", "98480.12345", { value: "9848012345", tooLong: false }],
    // pasted from contacts, with the country code or a trunk zero
    ["", "+91 98480 12345", { value: "9848012345", tooLong: false }],
    ["", "+91-98480-12345", { value: "9848012345", tooLong: false }],
    ["", "919848012345", { value: "9848012345", tooLong: false }],
    ["", "0091 98480 12345", { value: "9848012345", tooLong: false }],
    ["", "09848012345", { value: "9848012345", tooLong: false }],
    // a number that starts with 91 or 0 is left alone when it is already 10 long
    ["", "9123456789", { value: "9123456789", tooLong: false }],
    ["", "0123456789", { value: "0123456789", tooLong: false }],
    // the cap: an eleventh digit typed is refused, and says why
    ["9848012345", "98480123456", { value: "9848012345", tooLong: true }],
    // too many digits pasted: refused whole, never cut to the first ten
    ["", "12345678901234567890123", { value: "", tooLong: true }],
    ["98480", "+44 20 7946 0958 123", { value: "98480", tooLong: true }],
    // letters are kept (and refused on submit by validateQuote)
    ["", "98480abcde", { value: "98480abcde", tooLong: false }],
    ["", "", { value: "", tooLong: false }],
  ]
  it.each(cases)("after %j, %j keeps %j", (previous, raw, expected) => {
    expect(mobileInput(previous, raw)).toEqual(expected)
  })

  it("what it keeps of a real number passes validation", () => {
    for (const raw of ["98480 12345", "+91 98480 12345", "919848012345", "09848012345"]) {
      expect(validateQuote({ ...ok, mobileNo: mobileInput("", raw).value }).mobileNo).toBeUndefined()
    }
  })
})
