import { buildWhatsAppUrl, hasErrors, isEmailAddress, normaliseMobile, quoteMessage, validateQuote, type QuoteRequest } from "../../src/lib/quote"
import { site } from "../../src/config/site"
import { formsEn } from "../../src/config/strings/forms"

/** The English words, which the pages give the quote form in their data (uiWords). */
const QUOTE_EN = formsEn.quote

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

describe("validateQuote: mobile number (issue 30: what was typed, read as an Indian mobile number on submit)", () => {
  const cases: [string, string | undefined][] = [
    ["", MESSAGES.mobileRequired],
    ["   ", MESSAGES.mobileRequired],
    ["\t\n", MESSAGES.mobileRequired],
    ["987654321", MESSAGES.mobileInvalid], // 9 digits
    ["9876543210", undefined], // 10 digits
    [" 9876543210 ", undefined], // trimmed first
    // written as people write numbers: spaces, dashes, brackets, dots
    ["98765 43210", undefined],
    ["98765-43210", undefined],
    ["(98765) 432-10", undefined],
    ["98765.43210", undefined],
    // with the country code or a trunk zero
    ["+919876543210", undefined],
    ["+91 98765 43210", undefined],
    ["+91-98765-43210", undefined],
    ["919876543210", undefined],
    ["91 98765 43210", undefined],
    ["0091 98765 43210", undefined],
    ["09876543210", undefined],
    // a number beginning with 91 or 0 that is already 10 digits is itself
    ["9123456789", undefined],
    // one digit too many or too few is never cut or padded into another number
    ["98765432101", MESSAGES.mobileInvalid], // 11 digits
    ["98480123456", MESSAGES.mobileInvalid],
    ["+91 98480 123456", MESSAGES.mobileInvalid],
    ["+91987654321", MESSAGES.mobileInvalid],
    ["9198480123", undefined], // 10 digits starting with 9: a number of its own
    ["91984801234", MESSAGES.mobileInvalid], // 91 and 9 digits
    ["12345678901234567890123", MESSAGES.mobileInvalid], // 23 digits
    ["+44 20 7946 0958", MESSAGES.mobileInvalid],
    ["98765+43210", MESSAGES.mobileInvalid], // a plus only in front
    // Indian mobile numbers start with 6, 7, 8 or 9
    ["0000000000", MESSAGES.mobileInvalid],
    ["1234567890", MESSAGES.mobileInvalid],
    ["5555555555", MESSAGES.mobileInvalid],
    ["0123456789", MESSAGES.mobileInvalid],
    ["6000000000", undefined],
    ["abcdefghij", MESSAGES.mobileInvalid], // letters
    ["98765abcde", MESSAGES.mobileInvalid],
    ["٩٨٧٦٥٤٣٢١٠", MESSAGES.mobileInvalid], // Arabic-Indic digits
    ["౯౮౭౬౫౪౩౨౧౦", MESSAGES.mobileInvalid], // Telugu digits
  ]
  it.each(cases)("%j gives %j", (mobileNo, expected) => {
    expect(validateQuote({ ...ok, mobileNo }, QUOTE_EN).mobileNo).toBe(expected)
  })
})

describe("normaliseMobile: the 10 digits the WhatsApp message carries", () => {
  const cases: [string, string | null][] = [
    ["919848012345", "9848012345"],
    ["91 98480 12345", "9848012345"],
    ["+91 98480 12345", "9848012345"],
    ["+91-98480-12345", "9848012345"],
    ["(+91) 98480 12345", "9848012345"],
    ["0091 98480 12345", "9848012345"],
    ["09848012345", "9848012345"],
    ["98480 12345", "9848012345"],
    ["9848012345", "9848012345"],
    ["9198480123", "9198480123"],
    ["98480123456", null],
    ["+91 98480 123456", null],
    ["12345678901234567890123", null],
    ["1234567890", null],
    ["", null],
  ]
  it.each(cases)("%j is %j", (raw, expected) => {
    expect(normaliseMobile(raw)).toBe(expected)
  })

  it("the WhatsApp message carries the normalised number, not what was typed around it", () => {
    for (const mobileNo of ["919848012345", "91 98480 12345", "+91 98480 12345", "0091 98480 12345", "09848012345", "(98480) 123-45"]) {
      expect(quoteMessage({ ...ok, mobileNo }, QUOTE_EN).split("\n")).toContain("Mobile: 9848012345")
    }
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
    // a domain typed in Telugu (ravi@ఉదాహరణ.భారత్): the browser gives it to the page in ASCII
    ["ravi@xn--noc6ci4b4b3a.xn--fpcrj9c3d", undefined],
    ["రవి@ఉదాహరణ.భారత్", MESSAGES.emailInvalid], // the browsers' rule: an address is ASCII
    ["ravi@shop.in\nx", MESSAGES.emailInvalid],
    ["a,b@c.io", MESSAGES.emailInvalid], // a comma has no place in an address
    ["a;b@c.io", MESSAGES.emailInvalid],
    ["owner@shop,in", MESSAGES.emailInvalid],
    ["<owner@shop.in>", MESSAGES.emailInvalid],
    ["owner@shop..in", MESSAGES.emailInvalid],
  ]
  it.each(cases)("%j gives %j", (email, expected) => {
    expect(validateQuote({ ...ok, email }, QUOTE_EN).email).toBe(expected)
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
    expect(validateQuote({ ...ok, requirement }, QUOTE_EN).requirement).toBe(expected)
  })
})

describe("validateQuote: whole form", () => {
  it("gives all three required messages for an empty form", () => {
    expect(validateQuote({ mobileNo: "", email: "", requirement: "" }, QUOTE_EN)).toEqual({
      mobileNo: "Mobile number is required",
      email: "Email is required",
      requirement: "Please enter your requirement",
    })
  })
  it("accepts a valid request", () => {
    expect(hasErrors(validateQuote(ok, QUOTE_EN))).toBe(false)
    expect(hasErrors(validateQuote({ ...ok, email: "x" }, QUOTE_EN))).toBe(true)
  })
})

describe("buildWhatsAppUrl", () => {
  const decodeText = (url: string) => new URL(url).searchParams.get("text")

  it("opens a chat with the provider's number from the site config", () => {
    const url = new URL(buildWhatsAppUrl(ok, QUOTE_EN))
    expect(url.origin).toBe("https://wa.me")
    expect(url.pathname).toBe(`/${site.whatsapp}`)
    expect([...url.searchParams.keys()]).toEqual(["text"])
  })

  it("holds a greeting, the quote line, e-mail, mobile and requirement", () => {
    const text = decodeText(buildWhatsAppUrl(ok, QUOTE_EN))!
    expect(text).toBe(
      `Hello ${site.businessName},\nI would like to request a free quote.\nEmail: owner@shop.in\nMobile: 9876543210\nRequirement: GST registration`,
    )
    expect(text).toMatch(/^Hello/)
    expect(text).toContain("request a free quote")
    expect(text).toContain("Email: owner@shop.in")
    expect(text).toContain("Mobile: 9876543210")
    expect(text).toContain("Requirement: GST registration")
  })

  it("from a guide's own form, names the service it is about under the quote line; no line for a blank one", () => {
    const text = decodeText(buildWhatsAppUrl({ ...ok, about: " Private Limited Company Registration " }, QUOTE_EN))!
    expect(text.split("\n")).toEqual([
      `Hello ${site.businessName},`,
      "I would like to request a free quote.",
      "Service: Private Limited Company Registration",
      "Email: owner@shop.in",
      "Mobile: 9876543210",
      "Requirement: GST registration",
    ])
    expect(quoteMessage({ ...ok, about: "  " }, QUOTE_EN)).toBe(quoteMessage(ok, QUOTE_EN))
    expect(quoteMessage({ ...ok, about: undefined }, QUOTE_EN)).not.toContain("Service:")
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
    const url = buildWhatsAppUrl(input, QUOTE_EN)
    expect(url).not.toMatch(/[\s"<>]/)
    const text = decodeText(url)!
    expect(text.endsWith(`Requirement: ${requirement.trim()}`)).toBe(true)
    expect(text).toContain("Email: a+b@x.in")
  })
})

describe("isEmailAddress: the WHATWG rule and what it leaves out (issue 30)", () => {
  // Every address the issue found accepted and sent, and each rule it adds.
  const refused: [string, string][] = [
    ["a..b@c.io", "two dots together in the local part"],
    [".a@b.io", "a dot at the start of the local part"],
    ["a.@b.io", "a dot at the end of the local part"],
    ["a@b.io/x", "a slash in the domain"],
    ["a@b#c.io", "a # in the domain"],
    ["a@b.io?x=1&y", "a query after the domain"],
    ["a@-b.io", "a domain label starting with a hyphen"],
    ["a@b-.io", "a domain label ending with a hyphen"],
    ["a@b_c.io", "an underscore in the domain"],
    ["a@b.c", "a one-letter top-level domain"],
    ["a@1.2", "a top-level domain of digits"],
    ["a@b.i0", "a top-level domain with a digit"],
    ["a\u200b@b.io", "a zero-width space in the local part"],
    ["ab@b\u200b.io", "a zero-width space in the domain"],
    ["a\u202eb@c.io", "a right-to-left override"],
    ["a@b\u202e.io", "a right-to-left override in the domain"],
    ["a\u200e@b.io", "a left-to-right mark"],
    ["a\u2066b@c.io", "a direction isolate"],
    ["a\u0000@b.io", "a control character"],
    ["a\u0007b@c.io", "a bell"],
    [`${"a".repeat(300)}@b.io`, "a 300-character local part"],
    [`${"a".repeat(65)}@b.io`, "a local part over 64 characters"],
    [`${"a".repeat(64)}@${"b".repeat(63)}.${"c".repeat(63)}.${"d".repeat(59)}.io`, "over 254 characters"],
    [`a@${"b".repeat(64)}.io`, "a domain label over 63 characters"],
    ["a@b.io.", "a dot at the end of the domain"],
    ["a@.b.io", "a dot at the start of the domain"],
    ["a b@c.io", "a space"],
    ["a@b@c.io", "two @"],
    ["a@b..io", "two dots together in the domain"],
    ["\"a\"@b.io", "a quoted local part (valid in RFC 5322, not in the WHATWG rule)"],
    ["a@[127.0.0.1]", "an address literal"],
    ["a@localhost", "a domain without a top-level domain"],
  ]
  it.each(refused)("refuses %j (%s)", address => {
    expect(isEmailAddress(address)).toBe(false)
    expect(validateQuote({ ...ok, email: address }, QUOTE_EN).email).toBe(MESSAGES.emailInvalid)
  })

  const accepted = [
    "a@b.io",
    "a.b@c.io",
    "first.last+tag@sub.example.co.in",
    "o'brien@example.ie",
    "x!#$%&'*+/=?^_`{|}~-y@example.com",
    "A@B.IO",
    "user@my-shop.in",
    "a@b1.io",
    `${"a".repeat(64)}@b.io`,
    `a@${"b".repeat(63)}.io`,
    `${"a".repeat(64)}@${"b".repeat(63)}.${"c".repeat(63)}.${"d".repeat(58)}.io`, // 254 characters
  ]
  it.each(accepted)("accepts %j", address => {
    expect(isEmailAddress(address)).toBe(true)
    expect(validateQuote({ ...ok, email: address }, QUOTE_EN).email).toBeUndefined()
  })

  it("the length figures of the cases above are what they say", () => {
    expect(accepted[accepted.length - 1]).toHaveLength(254)
    expect(refused.find(([, why]) => why === "over 254 characters")![0]).toHaveLength(255)
  })
})
