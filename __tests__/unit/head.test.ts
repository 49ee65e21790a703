import { absoluteUrl, documentTitle, headTags } from "../../src/lib/head"
import { site } from "../../src/config/site"

describe("head tags", () => {
  const tags = headTags({ title: "GST Registration", description: "About GST", keywords: ["gst"], canonicalPath: "/gst/services/gst-registration" })
  const meta = (key: string) => tags.meta.find(m => m.name === key || m.property === key)?.content

  it("titles the page with the business name once", () => {
    expect(tags.title).toBe(`GST Registration | ${site.businessName}`)
    expect(documentTitle(`About ${site.businessName}`)).toBe(`About ${site.businessName}`)
    const long = "Company Registration, GST, FSSAI & Trademark Services in Hyderabad"
    expect(documentTitle(long)).toBe(long)
    expect(documentTitle("Contact Us").length).toBeLessThanOrEqual(70)
  })
  it("has an absolute canonical URL and Open Graph and Twitter tags", () => {
    expect(tags.canonical).toBe(`${site.siteUrl}/gst/services/gst-registration`)
    expect(meta("og:url")).toBe(tags.canonical)
    expect(meta("og:title")).toBe(tags.title)
    expect(meta("og:type")).toBe("website")
    expect(meta("og:image")).toBe(absoluteUrl(site.ogImage))
    expect(meta("twitter:card")).toBe("summary_large_image")
    // X falls back to the Open Graph title, description and image: no copies of them
    expect(tags.meta.filter(m => m.name?.startsWith("twitter:")).map(m => m.name)).toEqual(["twitter:card"])
    expect(meta("description")).toBe("About GST")
    expect(meta("keywords")).toBe("gst")
  })
  it("falls back to site-wide defaults", () => {
    const d = headTags({ title: "X", canonicalPath: "/" })
    expect(d.canonical).toBe(`${site.siteUrl}/`)
    expect(d.meta.find(m => m.name === "description")?.content).toBe(site.defaultDescription)
    expect(d.meta.find(m => m.name === "keywords")?.content).toBe(site.defaultKeywords.join(", "))
    expect(d.meta.find(m => m.name === "robots")).toBeUndefined()
    expect(headTags({ title: "404", canonicalPath: "/404", noindex: true }).meta).toContainEqual({ name: "robots", content: "noindex" })
  })
  it("falls back to keywords in the page's language (Telugu review 5, minor 15)", () => {
    const te = headTags({ title: "X", canonicalPath: "/te/updates/x", lang: "te" }).meta.find(m => m.name === "keywords")!.content
    expect(te).toBe("హైదరాబాద్‌లో కంపెనీ రిజిస్ట్రేషన్, GST రిజిస్ట్రేషన్ హైదరాబాద్, FSSAI ఫుడ్ లైసెన్స్, ట్రేడ్‌మార్క్ రిజిస్ట్రేషన్, తెలంగాణలో బిజినెస్ కన్సల్టెన్సీ")
    // every word in Telugu letters but the terms the glossary keeps in English
    expect(te.match(/[A-Za-z]+/g)).toEqual(["GST", "FSSAI"])
    expect(headTags({ title: "X", canonicalPath: "/updates/x", lang: "en" }).meta.find(m => m.name === "keywords")!.content).toBe(site.defaultKeywords.join(", "))
  })
})

describe("the head made at build time for the templates without build-made parts (plainHead)", () => {
  // gatsby/build-html.ts: the search, updates, law-update and tool pages get it in their page data
  const { plainHead } = jest.requireActual("../../gatsby/build-html") as typeof import("../../gatsby/build-html")
  const crumbsOf = (head: { jsonLd: Array<{ type: string; json: string }> }) =>
    JSON.parse(head.jsonLd.find(b => b.type === "BreadcrumbList")!.json).itemListElement.map((i: { name: string; item: string }) => [i.name, i.item])

  it("gives a Telugu tool its breadcrumb in Telugu, linking the Telugu home and tools pages, and its alternates", () => {
    const head = plainHead({ title: "t", heading: "నాకు ఏ రిజిస్ట్రేషన్లు కావాలి?", lang: "te" }, "/te/tools/which-registrations", "tool", ["en", "te"])
    expect(head.lang).toBe("te")
    expect(crumbsOf(head)).toEqual([
      ["హోమ్", `${site.siteUrl}/te`],
      ["టూల్స్", `${site.siteUrl}/te/tools`],
      ["నాకు ఏ రిజిస్ట్రేషన్లు కావాలి?", `${site.siteUrl}/te/tools/which-registrations`],
    ])
    expect(head.alternates.map(a => a.hreflang)).toEqual(["en", "te", "x-default"])
  })

  it("gives an English tool its English breadcrumb, an update the article type, a page without translation no alternates", () => {
    const tool = plainHead({ title: "PF contribution calculator" }, "/tools/pf-contribution", "tool")
    expect(crumbsOf(tool).map(([name]: string[]) => name)).toEqual(["Home", "Tools", "PF contribution calculator"])
    const update = plainHead({ title: "A change" }, "/updates/a-change", "article")
    expect(update.meta.find(m => m.property === "og:type")?.content).toBe("article")
    expect(update.jsonLd).toEqual([])
    expect(update.alternates).toEqual([])
  })
})
