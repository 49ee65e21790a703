import { basePath, localeOfPath, localizedPath } from "../../src/lib/i18n"
import { alternatesOf } from "../../src/lib/alternates"
import { languageLink } from "../../gatsby/pages"

describe("languages by path", () => {
  it("reads the language from the path's first segment", () => {
    expect(localeOfPath("/te/gst/services/gst-registration")).toBe("te")
    expect(localeOfPath("/te")).toBe("te")
    expect(localeOfPath("/gst/services/gst-registration")).toBe("en")
    expect(localeOfPath("/")).toBe("en")
    // a word that only starts with the prefix is not the prefix
    expect(localeOfPath("/tech-support")).toBe("en")
  })
  it("puts /te before the English path, and takes it off again", () => {
    expect(localizedPath("/registrations/company/pvt-ltd-registration", "te")).toBe("/te/registrations/company/pvt-ltd-registration")
    expect(localizedPath("/", "te")).toBe("/te")
    expect(localizedPath("/te/tools", "en")).toBe("/tools")
    expect(localizedPath("/te/tools", "te")).toBe("/te/tools")
    expect(basePath("/te")).toBe("/")
    expect(basePath("/te/tools")).toBe("/tools")
    expect(basePath("/tools")).toBe("/tools")
  })
})

describe("alternates", () => {
  it("name both versions and x-default (English) from either version, the same set both ways", () => {
    const fromEnglish = alternatesOf("/gst/services/gst-registration", ["te"])
    expect(fromEnglish).toEqual([
      { hreflang: "en", path: "/gst/services/gst-registration" },
      { hreflang: "te", path: "/te/gst/services/gst-registration" },
      { hreflang: "x-default", path: "/gst/services/gst-registration" },
    ])
    expect(alternatesOf("/te/gst/services/gst-registration", ["te"])).toEqual(fromEnglish)
  })
  it("are none for a page without a translation", () => {
    expect(alternatesOf("/Services/passport", [])).toEqual([])
  })
})

describe("the language switch's link (page context)", () => {
  it("is the same page in the other language, from its canonical path, and the other language's home page without one", () => {
    expect(languageLink("/gst/services/gst-registration", "en", ["en", "te"])).toEqual({ href: "/te/gst/services/gst-registration", hrefLang: "te" })
    expect(languageLink("/te/gst/services/gst-registration", "te", ["en", "te"])).toEqual({ href: "/gst/services/gst-registration", hrefLang: "en" })
    expect(languageLink("/", "en", ["en", "te"])).toEqual({ href: "/te", hrefLang: "te" })
    expect(languageLink("/te", "te", ["en", "te"])).toEqual({ href: "/", hrefLang: "en" })
    // not in Telugu yet: the Telugu home page, saying so in the page's language (issue 33)
    expect(languageLink("/tools/compliance-calendar", "en", ["en"])).toEqual({ href: "/te", hrefLang: "te", home: { label: "home page", title: "This page is not in Telugu yet: this link opens the Telugu home page" } })
  })
})
