import path from "path"
import { checkContent, checkProject } from "../../gatsby/content-check"
import { guideSourceProblems, MIN_GUIDE_SOURCES } from "../../gatsby/content-rules"
// The project's own content is checked as the build checks it: on the real day in India (facts are checked on the day someone verifies them).
import { todayInIndia } from "../../gatsby/facts"

/** Issue 21: every guide cites at least two official sources (the Act or rules, and the department's page). */
const FACTS = {
  law: { value: "₹1", label: "Fee under the rules", source: "https://egazette.gov.in/rules.pdf", sourceTitle: "The Rules", effective: "2026-01-01", checked: "2026-11-26", reviewBy: "2027-05-26" },
  portal: { value: "7 days", label: "Time the department states", source: "https://department.gov.in/", sourceTitle: "The department", effective: "2026-01-01", checked: "2026-11-26", reviewBy: "2027-05-26" },
  sameLaw: { value: "₹2", label: "Another fee under the rules", source: "https://egazette.gov.in/rules.pdf", sourceTitle: "The Rules", effective: "2026-01-01", checked: "2026-11-26", reviewBy: "2027-05-26" },
  typical: { value: "3 days", label: "Our typical time", kind: "estimate", checked: "2026-11-26", reviewBy: "2027-05-26", basis: "Our filings" },
}
const lookup = (key: string) => {
  const [, name] = key.split(".")
  return (FACTS as Record<string, { source?: string; kind?: "rule" | "estimate" }>)[name]
}
const guide = (body: string, frontmatter: Record<string, unknown> = {}) => ({
  file: "content/guides/x/y.en.md",
  frontmatter: { template: "guide", ...frontmatter },
  body,
})

describe("a guide cites at least two official sources", () => {
  it("asks for two", () => {
    expect(MIN_GUIDE_SOURCES).toBe(2)
  })

  it("accepts two different source addresses, from the body or the frontmatter", () => {
    expect(guideSourceProblems(guide("{{t.law}} and {{t.portal}}"), lookup)).toEqual([])
    expect(guideSourceProblems(guide("{{t.law}}", { lead: "Takes {{t.portal}}." }), lookup)).toEqual([])
  })

  it("names the file and the one source when a guide cites only one (two facts of one source, or an estimate, do not count)", () => {
    expect(guideSourceProblems(guide("{{t.law}}, {{t.sameLaw}} and {{t.typical}}"), lookup)).toEqual([
      "content/guides/x/y.en.md: the Sources list cites only one official source (https://egazette.gov.in/rules.pdf); a guide needs at least 2: the Act or rules, and the department's own page. Use a figure from each in the text (see content/facts.json)",
    ])
  })

  it("says so when a guide cites none", () => {
    expect(guideSourceProblems(guide("No figures at all. {{t.typical}}"), lookup)).toEqual([
      "content/guides/x/y.en.md: the Sources list cites no official source; a guide needs at least 2: the Act or rules, and the department's own page. Use a figure from each in the text (see content/facts.json)",
    ])
  })

  it("applies to guides only, not to pages, tools or combined pages", () => {
    for (const template of ["page", "tool-which-registrations", "combined"]) {
      expect(guideSourceProblems({ ...guide("{{t.law}}"), frontmatter: { template } }, lookup)).toEqual([])
    }
  })

  it("is part of the content check the build runs", () => {
    const facts = { file: "content/facts.json", text: JSON.stringify({ t: FACTS }) }
    const page = (body: string) => ({ file: "content/guides/x/y.en.md", text: `---\npath: /x/y\ntemplate: guide\ntitle: Y\ndescription: Y.\ncategory: company\n---\n${body}\n` })
    const one = checkContent({ pages: [page("{{t.law}}")], facts, templates: ["guide"], today: "2026-11-26" })
    expect(one.errors.filter(e => e.includes("official source"))).toHaveLength(1)
    const two = checkContent({ pages: [page("{{t.law}} {{t.portal}}")], facts, templates: ["guide"], today: "2026-11-26" })
    expect(two.errors.filter(e => e.includes("official source"))).toEqual([])
  })

  it("holds for every guide of the site", () => {
    const { errors } = checkProject(path.resolve(__dirname, "../.."), todayInIndia())
    expect(errors.filter(e => e.includes("official source"))).toEqual([])
  })
})
