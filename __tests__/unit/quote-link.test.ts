import { quoteHref, requirementFor, serviceFromSearch } from "../../src/lib/quote-link"
import { formsEn } from "../../src/config/strings/forms"
import { formsTe } from "../../src/config/strings/forms.te"
import { queryValue } from "../../src/lib/quote-href"
import { whatsAppUrl } from "../../src/lib/whatsapp"

describe("quoteHref: the contact page's quote form, naming the service", () => {
  it("puts the service's name in the query string and the form in the hash", () => {
    expect(quoteHref("Private Limited Company Registration")).toBe(
      "/our_profile/contact-us?service=Private%20Limited%20Company%20Registration#contact-quote-heading",
    )
    expect(quoteHref("GST Registration & Returns")).toBe("/our_profile/contact-us?service=GST%20Registration%20%26%20Returns#contact-quote-heading")
  })
  it("without a service, is the plain form", () => {
    expect(quoteHref()).toBe("/our_profile/contact-us#contact-quote-heading")
    expect(quoteHref("   ")).toBe("/our_profile/contact-us#contact-quote-heading")
  })
})

describe("queryValue: Telugu letters as they are in a link's query (issue 33, the Telugu pages' bytes)", () => {
  const TELUGU = "హైదరాబాద్‌లో GST సేవలు: ₹1,499 – 50% & more?"
  it("writes Telugu letters and marks (and the zero-width non-joiner) as they are, everything else as encodeURIComponent does", () => {
    expect(queryValue(TELUGU)).toBe("హైదరాబాద్‌లో%20GST%20సేవలు%3A%20%E2%82%B91%2C499%20%E2%80%93%2050%25%20%26%20more%3F")
    expect(queryValue("Private Limited (LLP) & GST's")).toBe(encodeURIComponent("Private Limited (LLP) & GST's"))
  })
  it("leads to the same address: the browser's URL parser encodes the letters as encodeURIComponent would", () => {
    for (const href of [quoteHref(TELUGU, "/te/our_profile/contact-us"), whatsAppUrl(`నమస్తే, ${TELUGU}`)]) {
      const url = new URL(href, "https://www.example.com")
      expect(url.search).toBe(`?${href.split("?")[1].split("#")[0].replace(/[^\x00-\x7f]+/g, encodeURIComponent)}`)
      expect(url.search).not.toMatch(/[^\x00-\x7f]/)
      expect([...url.searchParams.values()][0]).toBe(href.includes("wa.me") ? `నమస్తే, ${TELUGU}` : TELUGU)
    }
    expect(serviceFromSearch(new URL(quoteHref(TELUGU, "/te/x"), "https://www.example.com").search)).toBe(TELUGU)
  })
})

describe("serviceFromSearch: what the form reads back", () => {
  it("reads the name the link wrote", () => {
    const href = quoteHref("Trademark Registration")
    expect(serviceFromSearch(href.slice(href.indexOf("?"), href.indexOf("#")))).toBe("Trademark Registration")
    expect(serviceFromSearch("?service=FSSAI+Licence")).toBe("FSSAI Licence")
  })
  it("ignores a missing, empty, overlong or odd value, and strips control characters and markup", () => {
    expect(serviceFromSearch("")).toBe("")
    expect(serviceFromSearch("?other=1")).toBe("")
    expect(serviceFromSearch("?service=")).toBe("")
    expect(serviceFromSearch(`?service=${"a".repeat(81)}`)).toBe("")
    expect(serviceFromSearch("?service=GST%0ARegistration%3Cb%3E")).toBe("GST Registration b")
  })
})

describe("requirementFor", () => {
  it("starts the requirement with the service, in English as the spec writes it", () => {
    expect(requirementFor("Private Limited Company Registration", formsEn.quote.serviceOpening)).toBe("Private Limited Company Registration: ")
    expect(requirementFor("", formsEn.quote.serviceOpening)).toBe("")
  })
  it("on the Telugu contact page, in a Telugu sentence around the service's name", () => {
    expect(requirementFor("ప్రైవేట్ లిమిటెడ్ కంపెనీ రిజిస్ట్రేషన్", formsTe.quote.serviceOpening)).toBe("ప్రైవేట్ లిమిటెడ్ కంపెనీ రిజిస్ట్రేషన్ గురించి: ")
    expect(requirementFor("GST Registration", formsTe.quote.serviceOpening)).toBe("GST Registration గురించి: ")
    expect(requirementFor("", formsTe.quote.serviceOpening)).toBe("")
  })
  it("takes the name as it is (a {slot} or $& in it is not filled)", () => {
    expect(requirementFor("A {service} $& B", formsEn.quote.serviceOpening)).toBe("A {service} $& B: ")
  })
})
