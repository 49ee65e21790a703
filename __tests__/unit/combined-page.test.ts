import { combinedPage, type GuideSource } from "../../gatsby/build-html"

/**
 * What a combined screen's HTML carries and what it leaves to the page data (issue 33: the Telugu
 * GST screen was 3.5 KB over its 22 KB): "On this page" names the parts, the parts' sections come
 * in `tocSections`; the Sources fold links each part's own Sources, the whole list comes in `sources`.
 */
describe("a combined screen's parts (gatsby/build-html.ts combinedPage)", () => {
  const guide = (path: string, heading: string): GuideSource & { path: string } =>
    ({
      path,
      html: `<p>x</p><h2 id="what">${heading}: what it is</h2><p>y</p><h2 id="cost">Costs</h2><p>z</p>`,
      fm: { title: heading, heading, path, lang: "te", reviewed: "2026-11-23" },
      factsUsed: [],
    }) as unknown as GuideSource & { path: string }
  const screen = { html: "", fm: { title: "GST", path: "/te/gst/services", lang: "te", heading: "హైదరాబాద్‌లో GST సేవలు" }, factsUsed: [] } as unknown as GuideSource
  const guides = [guide("/te/gst/services/gst-registration", "GST రిజిస్ట్రేషన్"), guide("/te/gst/services/gst-modifications", "GST మార్పులు, రద్దు")]
  const page = combinedPage(screen, guides, "/te/gst/services")

  it("lists the parts and Sources in the HTML's On this page, with each part's sections only in tocSections", () => {
    const hrefs = (html: string | null) => [...(html ?? "").matchAll(/href="([^"]+)"/g)].map(m => m[1])
    expect(hrefs(page.toc)).toEqual(["#gst-registration", "#gst-modifications", "#sources"])
    expect(page.toc).not.toContain("toc__sublist")
    expect(page.tocSections).toContain('<ol class="toc__sublist">')
    expect(hrefs(page.tocSections).length).toBeGreaterThan(3)
    expect(hrefs(page.tocSections).filter(h => !hrefs(page.toc).includes(h)).every(h => /^#gst-(registration|modifications)-/.test(h))).toBe(true)
  })

  it("links each part's own Sources, in the page's language, in the HTML of the Sources fold", () => {
    const links = [...page.sourceLinks!.html.matchAll(/<a href="([^"]+)">([^<]*)<\/a>/g)].map(m => [m[1], m[2]])
    expect(links).toEqual([
      ["/te/gst/services/gst-registration#sources", "GST రిజిస్ట్రేషన్: ఆధారాలు"],
      ["/te/gst/services/gst-modifications#sources", "GST మార్పులు, రద్దు: ఆధారాలు"],
    ])
    expect(page.sourceLinks!.html).toContain('<h2 id="sources">ఆధారాలు</h2>')
    expect(page.sourceLinks!.html).toContain('<time dateTime="2026-11-23">23 నవంబర్ 2026</time>')
    expect(page.sourceLinks!.html).toContain("ఆ భాగం పూర్తి పేజీలో ఉంది")
    expect(page.sourceLinks!.html).not.toContain("guide-sources__list")
  })

  it("gives each part's section id by its path", () => {
    expect(page.partIds).toEqual({ "/te/gst/services/gst-registration": "gst-registration", "/te/gst/services/gst-modifications": "gst-modifications" })
  })
})
