import { checkProject } from "../../gatsby/content-check"
import { translationProblems, untranslatedLinkProblems } from "../../gatsby/content-rules"
// The project's own content is checked as the build checks it: on the real day in India (facts are checked on the day someone verifies them).
import { todayInIndia } from "../../gatsby/facts"

const english = {
  file: "content/guides/x/a.en.md",
  frontmatter: { path: "/x/a", template: "guide", faqs: [{ question: "Q1", answer: "A1" }, { question: "Q2", answer: "A2" }] },
  body: "The fee is {{gst.fee}} and the limit {{gst.limit}}. See [registration](/x/b) and [tools](/tools).",
}
const telugu = {
  file: "content/guides/x/a.te.md",
  frontmatter: { path: "/te/x/a", lang: "te", template: "guide", faqs: [{ question: "ప్ర1", answer: "జ1" }, { question: "ప్ర2", answer: "జ2" }] },
  body: "ఫీజు {{gst.fee}}, పరిమితి {{gst.limit}}. [రిజిస్ట్రేషన్](/te/x/b), [టూల్స్](/tools).",
}

describe("a translation says what its English page says", () => {
  it("passes when the facts, the links (in either language) and the list lengths match", () => {
    expect(translationProblems([english, telugu])).toEqual([])
  })
  it("fails when a figure is lost", () => {
    const lost = { ...telugu, body: telugu.body.replace("{{gst.limit}}", "₹40 లక్షలు") }
    expect(translationProblems([english, lost])).toEqual([expect.stringContaining("content/guides/x/a.te.md: the English page's facts {{gst.limit}} are missing")])
  })
  it("fails when a link is lost", () => {
    const lost = { ...telugu, body: telugu.body.replace("[టూల్స్](/tools)", "టూల్స్") }
    expect(translationProblems([english, lost])).toEqual([expect.stringContaining("the links to /tools of the English page are missing")])
  })
  it("fails when a FAQ is lost", () => {
    const lost = { ...telugu, frontmatter: { ...telugu.frontmatter, faqs: telugu.frontmatter.faqs.slice(0, 1) } }
    expect(translationProblems([english, lost])).toEqual([expect.stringContaining('field "faqs" has 1 items; the English page has 2')])
  })
})

describe("the site's translations", () => {
  it("match their English pages", () => {
    const { errors } = checkProject(process.cwd(), todayInIndia())
    expect(errors.filter(e => /\.te\.md/.test(e))).toEqual([])
  })
})

describe("translations are paired with their English pages", () => {
  const { buildRouteTable } = jest.requireActual("../../gatsby/content-rules") as typeof import("../../gatsby/content-rules")
  const templates = ["guide", "page", "tool-pf-contribution"]
  const page = (file: string, frontmatter: Record<string, unknown>) => ({ id: file, file, frontmatter: { title: "T", description: "D", ...frontmatter } })
  const en = page("content/a.md", { path: "/a", template: "guide", category: "gst" })

  it("makes the Telugu page with the English page's template (one per kind renders both languages), and both know they exist in two languages", () => {
    const table = buildRouteTable([en, page("content/a.te.md", { path: "/te/a", lang: "te", template: "guide", category: "gst" })], templates, { validate: false })
    expect(table.errors).toEqual([])
    expect(table.routes.map(r => [r.path, r.template, r.lang, r.translations])).toEqual([
      ["/a", "guide", "en", ["en", "te"]],
      ["/te/a", "guide", "te", ["en", "te"]],
    ])
  })
  it("refuses a Telugu file at another address, without its English page, with the wrong lang or another template than its English page's", () => {
    const errors = (pages: ReturnType<typeof page>[]) => buildRouteTable(pages, templates, { validate: false })
    const wrongPath = errors([en, page("content/a.te.md", { path: "/a-te", lang: "te", template: "guide" })])
    expect(wrongPath.errors).toEqual([expect.stringContaining('content/a.te.md: field "path": "/a-te" should be "/te/a"')])
    expect(wrongPath.routes.map(r => r.path)).toEqual(["/a"])
    expect(errors([page("content/b.te.md", { path: "/te/b", lang: "te", template: "guide" })]).errors).toEqual([expect.stringContaining("it has no English page content/b.md")])
    expect(errors([en, page("content/a.te.md", { path: "/te/a", template: "guide" })]).errors).toEqual([expect.stringContaining('field "lang": "en" does not match the file name')])
    expect(errors([page("content/c.md", { path: "/c", template: "page" }), page("content/c.te.md", { path: "/te/c", lang: "te", template: "guide" })]).errors).toEqual([
      expect.stringContaining(`field "template": "guide" differs from the English page's "page"`),
    ])
  })

  it("accepts a translation of a page of any template: every template renders every language (issue 33)", () => {
    for (const template of templates) {
      const table = buildRouteTable([page("content/d.md", { path: "/d", template }), page("content/d.te.md", { path: "/te/d", lang: "te", template })], templates, { validate: false })
      expect(table.errors).toEqual([])
      expect(table.routes.map(r => [r.path, r.template, r.lang])).toEqual([
        ["/d", template, "en"],
        ["/te/d", template, "te"],
      ])
    }
  })
})

describe("file names: guides and pages are named with their language, so the CMS pairs them (Decap's multiple_files)", () => {
  const { buildRouteTable, englishFileOf, translationFileOf } = jest.requireActual("../../gatsby/content-rules") as typeof import("../../gatsby/content-rules")
  const templates = ["guide"]
  const page = (file: string, frontmatter: Record<string, unknown>) => ({ id: file, file, frontmatter: { title: "T", description: "D", template: "guide", category: "gst", ...frontmatter } })

  it("pairs <name>.te.md with <name>.en.md in content/guides and content/pages, and with <name>.md elsewhere", () => {
    expect(englishFileOf("content/guides/gst/a.te.md")).toBe("content/guides/gst/a.en.md")
    expect(englishFileOf("content/pages/home.te.md")).toBe("content/pages/home.en.md")
    expect(englishFileOf("content/tools/index.te.md")).toBe("content/tools/index.md")
    expect(translationFileOf("content/guides/gst/a.en.md", "te")).toBe("content/guides/gst/a.te.md")
    const table = buildRouteTable([page("content/guides/gst/a.en.md", { path: "/a" }), page("content/guides/gst/a.te.md", { path: "/te/a", lang: "te" })], templates, { validate: false })
    expect(table.errors).toEqual([])
    expect(table.routes.map(r => [r.path, r.translations])).toEqual([["/a", ["en", "te"]], ["/te/a", ["en", "te"]]])
  })

  it("fails a guide or page named <name>.md, saying what to rename it to", () => {
    const table = buildRouteTable([page("content/guides/gst/a.md", { path: "/a" }), page("content/tools/t.md", { path: "/t" })], templates, { validate: false })
    expect(table.errors).toEqual([
      "content/guides/gst/a.md: a page here is named with its language: rename it content/guides/gst/a.en.md, so the content editor pairs it with its Telugu translation (<name>.te.md)",
    ])
  })
})

describe("a link in a translation goes to the page in its language wherever one exists (issue 33)", () => {
  const other = { file: "content/guides/x/b.en.md", frontmatter: { path: "/x/b", template: "guide" }, body: "" }
  const otherTe = { file: "content/guides/x/b.te.md", frontmatter: { path: "/te/x/b", lang: "te", template: "guide" }, body: "" }
  it("passes when it links the Telugu page, or an English page that has none", () => {
    expect(untranslatedLinkProblems([english, telugu, other, otherTe])).toEqual([])
  })
  it("fails on a body link or a frontmatter path to an English page that has a Telugu version, naming the address to use", () => {
    const body = { ...telugu, body: telugu.body.replace("(/te/x/b)", "(/x/b#fees)") }
    expect(untranslatedLinkProblems([english, body, other, otherTe])).toEqual([
      "content/guides/x/a.te.md: links to English pages that have a తెలుగు version: /x/b#fees (use /te/x/b#fees)",
    ])
    const button = { ...telugu, frontmatter: { ...telugu.frontmatter, cta: { label: "సంప్రదించండి", path: "/x/b" } } }
    expect(untranslatedLinkProblems([english, button, other, otherTe])).toEqual([expect.stringContaining("/x/b (use /te/x/b)")])
  })
  it("fails on any frontmatter field holding such a path, whatever its name", () => {
    const button = { ...telugu, frontmatter: { ...telugu.frontmatter, actions: [{ label: "చూడండి", link: "/x/b" }] } }
    expect(untranslatedLinkProblems([english, button, other, otherTe])).toEqual([
      "content/guides/x/a.te.md: links to English pages that have a తెలుగు version: /x/b (use /te/x/b)",
    ])
  })
  it("keeps the fee line's calculator English (the build localizes it: review 4 found seven Telugu guides opening the English tools), and fails when it has no page in the language", () => {
    const calculator = (path: string) => ({ ...telugu, frontmatter: { ...telugu.frontmatter, fees: { government: "₹100", calculator: path } } })
    expect(untranslatedLinkProblems([english, calculator("/x/b"), other, otherTe])).toEqual([])
    expect(untranslatedLinkProblems([english, calculator("/x/c"), other, otherTe])).toEqual([
      "content/guides/x/a.te.md: calculator: /x/c (the build links /te/x/c, which no page has)",
    ])
  })
})

describe("the fee line's calculator link is in the page's language (review 4)", () => {
  const { guidePage } = jest.requireActual("../../gatsby/build-html") as typeof import("../../gatsby/build-html")
  const source = (lang: string | null) =>
    ({ html: "<p>x</p>", fm: { title: "T", path: lang ? "/te/x/a" : "/x/a", lang, reviewed: "2026-11-01", fees: { government: "₹9,000", calculator: "/tools/trademark-fee" } }, factsUsed: [] }) as unknown as import("../../gatsby/build-html").GuideSource
  it("leads a Telugu guide's hero and aside to the Telugu tool, an English guide's to the English one", () => {
    const te = guidePage(source("te"), "/te/x/a")
    for (const part of [te.hero.html, te.aside.html]) expect(part.match(/class="fee-line__calculator" href="[^"]*"|href="[^"]*"[^>]*class="fee-line__calculator"/g)).toEqual([expect.stringContaining('"/te/tools/trademark-fee"')])
    const en = guidePage(source(null), "/x/a")
    for (const part of [en.hero.html, en.aside.html]) expect(part).toMatch(/href="\/tools\/trademark-fee"/)
  })
})

describe("the WhatsApp and quote messages name the service as the page's whatsappName gives it (Telugu review 5, minor 4)", () => {
  const { guidePage, combinedPage } = jest.requireActual("../../gatsby/build-html") as typeof import("../../gatsby/build-html")
  type Source = import("../../gatsby/build-html").GuideSource
  /** The texts of every WhatsApp link in the HTML, decoded. */
  const messages = (html: string) =>
    [...html.matchAll(/href="https:\/\/wa\.me\/\d+\?text=([^"]*)"/g)].map(m => decodeURIComponent(m[1].replace(/&amp;/g, "&")))
  const combined = (whatsappName?: string) =>
    ({ html: "", fm: { title: "GST", path: "/te/gst/services", lang: "te", heading: "హైదరాబాద్‌లో GST సేవలు", whatsappName }, factsUsed: [] }) as unknown as Source

  it("puts the oblique form before విషయంలో and కోసం on the Telugu GST screen (hero, aside, closing band)", () => {
    const page = combinedPage(combined("హైదరాబాద్‌లో GST సేవల"), [], "/te/gst/services")
    const all = [page.hero, page.aside, page.cta].flatMap(part => messages(part.html))
    expect(all).toEqual([
      "నమస్తే, నాకు హైదరాబాద్‌లో GST సేవల విషయంలో సహాయం కావాలి.",
      "నమస్తే, హైదరాబాద్‌లో GST సేవల కోసం కొటేషన్ కావాలి.",
      "నమస్తే, నాకు హైదరాబాద్‌లో GST సేవల విషయంలో సహాయం కావాలి.",
    ])
    // the heading itself stays as it is
    expect(page.hero.html).toContain("<h1>హైదరాబాద్‌లో GST సేవలు</h1>")
  })

  it("uses the heading where the page has no whatsappName", () => {
    const guide = { html: "<p>x</p>", fm: { title: "T", path: "/te/x/a", lang: "te", heading: "GST రిజిస్ట్రేషన్", reviewed: "2026-11-01" }, factsUsed: [] } as unknown as Source
    const page = guidePage(guide, "/te/x/a")
    expect([page.hero, page.aside, page.cta].flatMap(part => messages(part.html))).toEqual([
      "నమస్తే, నాకు GST రిజిస్ట్రేషన్ విషయంలో సహాయం కావాలి.",
      "నమస్తే, GST రిజిస్ట్రేషన్ కోసం కొటేషన్ కావాలి.",
      "నమస్తే, నాకు GST రిజిస్ట్రేషన్ విషయంలో సహాయం కావాలి.",
    ])
  })

  it("is set on the Telugu GST screen", () => {
    const text = require("fs").readFileSync(require("path").join(__dirname, "../../content/guides/gst/gst-services.te.md"), "utf8") as string
    expect(text).toMatch(/^whatsappName: హైదరాబాద్‌లో GST సేవల$/m)
  })
})
