import { sitemapPages } from "../../src/lib/sitemap"

describe("the sitemap", () => {
  it("lists the canonical pages in both languages and nothing else: no alias, no noindex page, no feed or other file", () => {
    const pages = [
      { path: "/" },
      { path: "/gst/services/gst-registration", pageContext: { translations: ["en", "te"] as const } },
      { path: "/te/gst/services/gst-registration", pageContext: { translations: ["en", "te"] as const } },
      { path: "/gst-registration", pageContext: { isAlias: true } },
      { path: "/404", pageContext: { noindex: true } },
      { path: "/updates.xml" },
      { path: "/calendar/compliance.ics" },
      { path: "/updates" },
    ].map(p => ({ ...p, pageContext: p.pageContext && { ...p.pageContext, translations: p.pageContext.translations && [...p.pageContext.translations] } }))
    expect(sitemapPages(pages).map(p => p.path)).toEqual(["/", "/gst/services/gst-registration", "/te/gst/services/gst-registration", "/updates"])
  })
})
