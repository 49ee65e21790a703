import { buildRouteTable, normalizePath, validatePage, type PageSource } from "../../gatsby/content-rules"

const page = (file: string, frontmatter: PageSource["frontmatter"]): PageSource => ({ id: file, file, frontmatter })
const valid = { template: "guide", title: "T", description: "D" }
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
    expect(validatePage(page("content/x.md", { path: "/x", template: "guide", title: "T" }), templates)).toEqual([
      'content/x.md: frontmatter field "description" is required',
    ])
    expect(validatePage(page("content/y.md", { ...valid, path: "/y", template: "guides" }), templates)[0]).toMatch(
      /^content\/y\.md: unknown template "guides"/,
    )
    expect(validatePage(page("content/z.md", { ...valid, path: "z" }), templates)[0]).toMatch(/must start with "\/"/)
  })

  it("fails on two pages claiming one path, naming both files", () => {
    const table = buildRouteTable([page("one.md", { ...valid, path: "/gst" }), page("two.md", { ...valid, path: "/x", aliases: ["/gst/"] })], templates)
    expect(table.errors).toEqual(['two.md: path "/gst" is already used by one.md'])
  })
})
