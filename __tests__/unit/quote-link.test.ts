import { quoteHref, requirementFor, serviceFromSearch } from "../../src/lib/quote-link"
import { formsEn } from "../../src/config/strings/forms"
import { formsTe } from "../../src/config/strings/forms.te"

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
