/**
 * Every author mistake is reported with its file and its field or line, all
 * together, each once: the build's content check (gatsby/content-check.ts) run
 * on broken copies of real pages (__tests__/fixtures/broken-content), one
 * mistake per file. The expected messages are written out here; docs/content.md, "What the
 * build says when something is wrong", must show exactly them.
 */
import fs from "fs"
import path from "path"
import { checkContent, checkProject, readContent } from "../../gatsby/content-check"
import { formatContentErrors } from "../../gatsby/content-errors"
// The project's own content is checked as the build checks it: on the real day in India (facts are checked on the day someone verifies them).
import { todayInIndia } from "../../gatsby/facts"

const FIXTURE = path.join(__dirname, "../fixtures/broken-content")
const TEMPLATES = ["combined", "guide", "page", "search", "tool-trademark-fee"]

const EXPECTED = [
  // An unclosed quote on line 7: js-yaml only notices at line 14, where the next quote is.
  'content/guides/company/llp-registration.en.md: line 7: the quote that starts this value is not closed on the same line: description: "Register an LLP in Hyderabad in {{partnership.llpCompanyTime}}.',
  'content/guides/company/opc-registration.en.md: line 8: a text that contains ": " must be in quotes: lead: One owner, limited liability: the company form for a sole founder.',
  'content/guides/company/partnership-firm.en.md: field "glance.1.value" must be text; a value that starts with "{{" or contains ": " must be in quotes, e.g. value: "{{gst.threshold}}"',
  // An embedded video pasted into the text: raw HTML would reach the page as it is.
  'content/guides/food/fssai-registration.en.md: line 14: HTML tags are not allowed in the text; write Markdown instead: <iframe src="https://www.youtube.com/embed/fssai-guide"></iframe>',
  'content/guides/gst/gst-new.en.md: field "template": unknown template "guides" (use guide, page or combined)',
  'content/guides/gst/gst-registration.en.md: field "description" is required',
  'content/guides/gst/gst-registration.en.md: field "path": path "/gst/services/gst-registration" is already used by content/guides/gst/gst-copy.en.md',
  'content/guides/tax/income-tax-filing.en.md: field "faq" is not a known field (did you mean "faqs"?)',
  'content/guides/tax/income-tax-filing.en.md: field "category": "taxes" is not one of company, government, gst, food, trademark, tax, citizen',
  'content/guides/tax/income-tax-filing.en.md: field "faq.1.answer": unknown fact "{{incomeTax.dedline}}" (see content/facts.json)',
  'content/guides/tax/income-tax-filing.en.md: line 15: unknown fact "{{gst.thresold}}" (see content/facts.json)',
  'content/guides/tax/income-tax-filing.en.md: line 17: unknown block marker "block:step" (did you mean "block:steps"? known: features, pros-cons, steps, documents, collapsibles, faqs, important, portals, enquiry)',
]

function check(files = readContent(FIXTURE)) {
  return checkContent({ ...files, templates: TEMPLATES, today: "2026-11-23" })
}

describe("content errors name the file and the field or line", () => {
  const result = check()

  it("lists every mistake of the content together, each once, in file order", () => {
    expect(result.errors).toEqual(EXPECTED)
  })

  it("points at the line a YAML mistake is on, counting the file's own lines", () => {
    const text = fs.readFileSync(path.join(FIXTURE, "content/guides/company/llp-registration.en.md"), "utf8").split("\n")
    expect(text[7 - 1]).toMatch(/^description: "Register/)
    const opc = fs.readFileSync(path.join(FIXTURE, "content/guides/company/opc-registration.en.md"), "utf8").split("\n")
    expect(opc[8 - 1]).toMatch(/^lead: One owner, limited liability: /)
    const itr = fs.readFileSync(path.join(FIXTURE, "content/guides/tax/income-tax-filing.en.md"), "utf8").split("\n")
    expect(itr[15 - 1]).toContain("{{gst.thresold}}")
    expect(itr[17 - 1]).toBe("<!-- block:step -->")
  })

  it("offers only the templates an author may use", () => {
    const message = result.errors.find(e => e.includes("unknown template"))!
    expect(message).not.toMatch(/tool-|search/)
  })

  it("has no stack trace or code in any message", () => {
    for (const e of result.errors) {
      expect(e).not.toMatch(/\n|\bat \S+ \(|function|=>/)
      expect(e).toMatch(/^content\/\S+\.(md|json): /)
    }
  })

  it("is quiet about correct content: each fixed file drops out of the list", () => {
    const files = readContent(FIXTURE)
    const fixed = files.pages.map(page =>
      page.file.endsWith("gst-registration.en.md")
        ? { ...page, text: page.text.replace("reviewed: 2026-11-23\n", "reviewed: 2026-11-23\ndescription: GST registration in Hyderabad.\n") }
        : page,
    )
    const errors = check({ ...files, pages: fixed }).errors
    expect(errors).not.toContain('content/guides/gst/gst-registration.en.md: field "description" is required')
    expect(errors).toHaveLength(EXPECTED.length - 1)
  })

  it("reports a broken facts file with its line, and checks tokens only against a readable one", () => {
    const files = readContent(FIXTURE)
    const errors = check({ ...files, facts: { file: "content/facts.json", text: '{\n  "gst": {\n    "threshold": { "value": "₹40 lakh", }\n  }\n}\n' } }).errors
    expect(errors[0]).toMatch(/^content\/facts\.json: line 3, column \d+: /)
    expect(errors.filter(e => e.includes("unknown fact"))).toEqual([])
  })
})

describe("the project's own content", () => {
  it("passes the check: no raw HTML, no unknown fact or field", () => {
    expect(checkProject(path.join(__dirname, "../.."), todayInIndia()).errors).toEqual([])
  })
})

describe("the documentation", () => {
  // UPDATE_DOCS=1 npx jest __tests__/unit/content-errors.test.ts: writes the block from the check's output.
  it("docs/content.md shows exactly the messages the check prints for these files", () => {
    const file = path.join(__dirname, "../../docs/content.md")
    const BLOCK = /(<!-- content-errors:start -->\n```text\n)([\s\S]*?)(\n```\n<!-- content-errors:end -->)/
    const printed = formatContentErrors(check().errors)
    if (process.env.UPDATE_DOCS) fs.writeFileSync(file, fs.readFileSync(file, "utf8").replace(BLOCK, (_m, a: string, _b: string, c: string) => a + printed + c))
    const block = BLOCK.exec(fs.readFileSync(file, "utf8"))
    expect(block).not.toBeNull()
    expect(block![2]).toBe(printed)
  })

  it("docs/cms.md (the content editor) shows messages the check prints, word for word", () => {
    const cms = fs.readFileSync(path.join(__dirname, "../../docs/cms.md"), "utf8")
    const section = /## What an error looks like\n([\s\S]*?)\n## /.exec(cms)![1]
    const lines = [...section.matchAll(/```text\n([\s\S]*?)\n```/g)].flatMap(m => m[1].split("\n")).map(l => l.trim())
    expect(lines.length).toBeGreaterThanOrEqual(3)
    const errors = check().errors
    for (const line of lines) expect(errors).toContain(line)
  })
})
