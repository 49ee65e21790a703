import { buildRouteTable, normalizePath, rawHtmlProblems, validatePage, type PageSource } from "../../gatsby/content-rules"

const page = (file: string, frontmatter: PageSource["frontmatter"]): PageSource => ({ id: file, file, frontmatter })
const valid = { template: "guide", category: "gst", title: "T", description: "D", reviewed: "2026-11-23" }
const templates = ["guide", "page", "combined"]

describe("route table", () => {
  it("normalizes paths as a static host serves them", () => {
    expect(normalizePath("//trade-license")).toBe("/trade-license")
    expect(normalizePath("/shop/")).toBe("/shop")
    expect(normalizePath("/")).toBe("/")
    expect(normalizePath("/Services/passport")).toBe("/Services/passport")
  })

  it("creates canonical pages, aliases and redirects", () => {
    const table = buildRouteTable(
      [page("a.md", { ...valid, path: "/services", aliases: ["/Services/services"], redirect_from: ["/products/simple-digital-product/"] })],
      templates,
    )
    expect(table.errors).toEqual([])
    expect(table.routes).toEqual([
      expect.objectContaining({ path: "/services", canonical: "/services", isAlias: false }),
      expect.objectContaining({ path: "/Services/services", canonical: "/services", isAlias: true }),
    ])
    expect(table.redirects).toEqual([{ from: "/products/simple-digital-product", to: "/services", file: "a.md" }])
  })

  it("names the file for a missing required field and an unknown template", () => {
    expect(validatePage(page("content/x.md", { path: "/x", template: "guide", category: "gst", title: "T", reviewed: "2026-11-23" }), templates)).toEqual([
      'content/x.md: field "description" is required',
    ])
    // A guide needs its category; a page built from sections does not.
    expect(validatePage(page("content/w.md", { path: "/w", template: "guide", title: "T", description: "D", reviewed: "2026-11-23" }), templates)).toEqual([
      'content/w.md: field "category" is required',
    ])
    expect(validatePage(page("content/p.md", { path: "/p", template: "page", title: "T", description: "D" }), templates)).toEqual([])
    // A guide says when it was last checked against the law; a combined page takes its guides' dates.
    expect(validatePage(page("content/r.md", { path: "/r", template: "guide", category: "gst", title: "T", description: "D" }), templates)).toEqual([
      'content/r.md: field "reviewed" is required',
    ])
    expect(validatePage(page("content/c.md", { path: "/c", template: "combined", title: "T", description: "D", includes: ["/r"] }), templates)).toEqual([])
    expect(validatePage(page("content/y.md", { ...valid, path: "/y", template: "guides" }), templates)).toEqual([
      'content/y.md: field "template": unknown template "guides" (use guide, page or combined)',
    ])
    expect(validatePage(page("content/z.md", { ...valid, path: "z" }), templates)).toEqual([
      'content/z.md: field "path" must be a path that starts with "/", e.g. /gst/services/gst-registration, not "z"',
    ])
  })

  it("fails on two pages claiming one path, naming both files", () => {
    const table = buildRouteTable([page("one.md", { ...valid, path: "/gst" }), page("two.md", { ...valid, path: "/x", aliases: ["/gst/"] })], templates)
    expect(table.errors).toEqual(['two.md: field "aliases": path "/gst" is already used by one.md'])
  })
})

describe("frontmatter against the content model", () => {
  const guide = (fm: Record<string, unknown>) => validatePage(page("g.md", { ...valid, path: "/g", ...fm }), [...templates, "tool-x", "search"])

  it("checks types, choices and nested required fields, naming the field (list items counted from 1)", () => {
    expect(guide({ order: "first", enquiry: "yes", reviewed: "23/11/2026" })).toEqual([
      'g.md: field "order" must be a whole number, not "first"',
      'g.md: field "reviewed" must be a date written YYYY-MM-DD, e.g. 2026-11-23, not "23/11/2026"',
      'g.md: field "enquiry" must be true or false, not "yes"',
    ])
    expect(guide({ faqs: [{ question: "Q1", answer: "A1" }, { question: "Q2" }], steps: "do it" })).toEqual([
      'g.md: field "steps" must be a list of items, each starting with "- "',
      'g.md: field "faqs.2.answer" is required',
    ])
    // A date as YAML reads it, and as gatsby-transformer-remark stores it.
    expect(guide({ reviewed: new Date("2026-11-23T00:00:00Z") })).toEqual([])
    expect(guide({ reviewed: "2026-11-23T00:00:00.000Z" })).toEqual([])
    expect(guide({ portals: [{ label: "GST", url: "http://gst.gov.in" }] })).toEqual(['g.md: field "portals.1.url" must be an https:// address, not "http://gst.gov.in"'])
    expect(guide({ fees: { ours: "from ₹2,999", exmple: true } })).toEqual(['g.md: field "fees.exmple" is not a known field (did you mean "example"?)'])
  })

  it("refuses fields the page's template does not show", () => {
    expect(guide({ sections: [{ type: "hero" }] })).toEqual(['g.md: field "sections" is not used on a guide (template "guide")'])
    expect(validatePage(page("t.md", { path: "/t", template: "tool-x", title: "T", description: "D", lead: "L" }), ["tool-x"])).toEqual([])
    expect(validatePage(page("s.md", { path: "/s", template: "page", title: "T", description: "D", sections: [{ type: "banner" }] }), templates)).toEqual([
      's.md: field "sections.1.type": "banner" is not one of hero, cards, steps, stats, testimonials, cta, list, text, contact, listing, team, not-found',
    ])
  })
})

describe("raw HTML in the Markdown text", () => {
  const FILE = "content/guides/gst/gst-registration.en.md"

  it("allows Markdown, block markers, code, autolinks, site links and a \"<\" in a sentence", () => {
    const body = [
      "## Who must register",
      "",
      "A supplier whose turnover is < ₹40 lakh need not; see <https://www.gst.gov.in> or write to <info@example.com>.",
      "",
      "<!-- block:steps -->",
      "",
      "See [the GST guide](/gst/services/gst-registration), [the portal](https://www.gst.gov.in), [call](tel:+919848012345) or [write](mailto:info@example.com).",
      "",
      "Type `<br>` in no field; in code it is text:",
      "",
      "```html",
      "<script>alert(1)</script>",
      "```",
    ].join("\n")
    expect(rawHtmlProblems(FILE, body, 10)).toEqual([])
  })

  it("refuses a tag in a sentence, an HTML block and a tag hidden after a comment, each with its file line", () => {
    const body = [
      "Pay the fee <b>before</b> you apply.",
      "",
      "<div class=\"note\">",
      "Keep the receipt.",
      "</div>",
      "",
      "<!-- block:faqs --><img src=x onerror=alert(1)>",
    ].join("\n")
    expect(rawHtmlProblems(FILE, body, 10)).toEqual([
      `${FILE}: line 10: HTML tags are not allowed in the text; write Markdown instead: <b>`,
      `${FILE}: line 10: HTML tags are not allowed in the text; write Markdown instead: </b>`,
      `${FILE}: line 12: HTML tags are not allowed in the text; write Markdown instead: <div class="note">`,
      `${FILE}: line 16: HTML tags are not allowed in the text; write Markdown instead: <!-- block:faqs --><img src=x onerror=alert(1)>`,
    ])
  })
})
