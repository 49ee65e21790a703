/**
 * Content can never carry a script (issue 30): each payload a browser would run, put into a copy
 * of a real guide (English and Telugu) by hand and by a content-editor save, is refused by the
 * build's content check (gatsby/content-check.ts, run on the whole project's content with that one
 * file changed), naming the file and the line or field. The check parses: the Markdown reader the
 * site renders with finds the HTML, and an HTML parser reads it as a browser does.
 */
import fs from "fs"
import os from "os"
import path from "path"
import matter from "gray-matter"
import { checkContent, checkProject, readContent, templateNames } from "../../gatsby/content-check"
import { todayInIndia } from "../../gatsby/facts"
import { frontmatterHtmlProblems, isBlockMarker, rawHtmlProblems } from "../../gatsby/content-rules"
import { completeTranslations, type DataFile } from "../../src/cms/translation-files"

const ROOT = path.join(__dirname, "../..")
const TODAY = todayInIndia()
const EN = "content/guides/gst/gst-registration.en.md"
const TE = "content/guides/gst/gst-registration.te.md"

/** What a browser runs, as the sweep of issue 30 found it, and the classic carriers. */
const PAYLOADS = [
  "<!--><script>alert(1)</script>-->",
  "<!---><script>alert(1)</script>-->",
  "<!-- x --!><script>alert(1)</script> -->",
  "<img src=x onerror=alert(1)>",
  '<a href="javascript:alert(1)">GST portal</a>',
  "<svg><script>alert(1)</script></svg>",
  '<iframe srcdoc="<script>alert(1)</script>"></iframe>',
]

const project = readContent(ROOT)
const templates = templateNames(ROOT)
const check = (changed: Record<string, string>) =>
  checkContent({ ...project, pages: project.pages.map(p => (p.file in changed ? { ...p, text: changed[p.file] } : p)), templates, today: TODAY }).errors
const original = (file: string) => project.pages.find(p => p.file === file)!.text

/** The file line of the first line holding `text`. */
const lineOf = (text: string, needle: string) => text.split("\n").findIndex(l => l.includes(needle)) + 1

describe("a script in a guide's text", () => {
  it("the project's content passes as it is", () => {
    expect(check({})).toEqual([])
  })

  for (const file of [EN, TE]) {
    for (const payload of PAYLOADS) {
      it(`is refused in ${file.endsWith(".te.md") ? "the Telugu" : "the English"} guide, on a line of its own and inside a sentence: ${payload}`, () => {
        const text = original(file)
        const [fm, body] = [text.slice(0, text.indexOf("\n---\n") + 5), text.slice(text.indexOf("\n---\n") + 5)]
        const paragraphs = body.split("\n\n")
        // A block of its own after the first paragraph, and the same inside the last sentence.
        paragraphs.splice(1, 0, payload)
        paragraphs[paragraphs.length - 1] = paragraphs[paragraphs.length - 1].replace(/\.?\s*$/, ` ${payload} now.\n`)
        const changed = fm + paragraphs.join("\n\n")
        const errors = check({ [file]: changed })
        const first = lineOf(changed, payload)
        const last = changed.split("\n").length - 1
        expect(errors.length).toBeGreaterThanOrEqual(2)
        expect(errors.some(e => e.startsWith(`${file}: line ${first}: HTML tags are not allowed in the text`))).toBe(true)
        expect(errors.some(e => e.startsWith(`${file}: line ${last}: HTML tags are not allowed in the text`))).toBe(true)
        for (const e of errors) expect(e.startsWith(`${file}: line `)).toBe(true)
      })
    }
  }

  it("refuses a Markdown link or image whose address runs code, and an author's comment", () => {
    const body = ["[GST portal](javascript:alert(1))", "", "![logo](data:text/html;base64,PHNjcmlwdD4=)", "", "<JavaScript:alert(1)>", "", "<!-- a note for authors -->", ""].join("\n")
    expect(rawHtmlProblems(EN, body, 92)).toEqual([
      `${EN}: line 92: a link goes to a page of this site, an https:// address, mailto: or tel:, not "javascript:alert(1)"`,
      `${EN}: line 94: a link goes to a page of this site, an https:// address, mailto: or tel:, not "data:text/html;base64,PHNjcmlwdD4="`,
      `${EN}: line 96: a link goes to a page of this site, an https:// address, mailto: or tel:, not "JavaScript:alert(1)"`,
      `${EN}: line 98: HTML comments are not allowed in the text (a block marker is written exactly <!-- block:name -->): <!-- a note for authors -->`,
    ])
  })

  it("takes a block marker only when a browser reads it as that one comment", () => {
    expect(isBlockMarker("<!-- block:steps -->")).toBe(true)
    expect(isBlockMarker("<!--block:faqs-->\n")).toBe(true)
    for (const bad of ["<!-- block:steps --!>", "<!-- block:steps --><script>alert(1)</script>", "<!--><!-- block:steps -->", "<!-- block: steps -->", "<!-- note -->"]) {
      expect(isBlockMarker(bad)).toBe(false)
    }
  })
})

describe("a script in a frontmatter text", () => {
  for (const payload of PAYLOADS) {
    it(`is refused in a FAQ's answer, naming the field: ${payload}`, () => {
      const parsed = matter(original(EN))
      const faqs = parsed.data.faqs as Array<{ question: string; answer: string }>
      faqs[1] = { ...faqs[1], answer: `${faqs[1].answer} ${payload}` }
      const errors = check({ [EN]: matter.stringify(parsed.content, parsed.data) })
      expect(errors).toEqual([expect.stringMatching(new RegExp(`^${EN.replace(/\./g, "\\.")}: field "faqs\\.2\\.answer": HTML tags are not allowed in the text`))])
    })
  }

  it("leaves plain words with a \"<\" alone", () => {
    expect(frontmatterHtmlProblems(EN, { lead: "Turnover < ₹20 lakh & more", faqs: [{ answer: "a<b" }] })).toEqual([])
    // an FAQ is plain text: a Markdown link in it would show as brackets and an address
    expect(frontmatterHtmlProblems(EN, { faqs: [{ question: "Q?", answer: "Also a [central licence](/food-license/fssai/food-central-license)." }] })).toEqual([
      expect.stringContaining('field "faqs.1.answer": an FAQ is plain text'),
    ])
    expect(frontmatterHtmlProblems(EN, { sourceTitle: "G.S.R. 1 <!-- x -->" })).toEqual([`${EN}: field "sourceTitle": HTML tags are not allowed in the text; write plain words instead: G.S.R. 1 <!-- x -->`])
  })
})

describe("a content-editor save", () => {
  /** What the editor writes on save (docs/cms.md): both languages' files, YAML frontmatter and the Markdown text, through completeTranslations. */
  function save(edit: (data: Record<string, unknown>, body: string) => { data: Record<string, unknown>; body: string }): Record<string, string> {
    const files: DataFile[] = [EN, TE].map(file => {
      const parsed = matter(original(file))
      const edited = edit(JSON.parse(JSON.stringify(parsed.data)) as Record<string, unknown>, parsed.content)
      return { path: file, slug: "gst-registration", raw: matter.stringify(edited.body, edited.data) }
    })
    return Object.fromEntries(completeTranslations(files).map(f => [f.path, f.raw]))
  }

  for (const payload of PAYLOADS) {
    it(`is refused when the text or a FAQ carries: ${payload}`, () => {
      const saved = save((data, body) => ({
        data: { ...data, faqs: [...(data.faqs as object[]), { question: "Is it safe?", answer: payload }] },
        body: `${body.trimEnd()}\n\n${payload}\n`,
      }))
      expect(Object.keys(saved).sort()).toEqual([EN, TE])
      const errors = check(saved)
      for (const file of [EN, TE]) {
        const faqCount = (matter(saved[file]).data.faqs as object[]).length
        expect(errors).toContainEqual(expect.stringMatching(new RegExp(`^${file.replace(/\./g, "\\.")}: field "faqs\\.${faqCount}\\.answer": HTML tags are not allowed`)))
        const line = saved[file].split("\n").lastIndexOf(payload) + 1
        expect(errors).toContainEqual(expect.stringMatching(new RegExp(`^${file.replace(/\./g, "\\.")}: line ${line}: HTML tags are not allowed in the text`)))
      }
    })
  }
})

describe("the build's own check on the project folder", () => {
  it("fails the build (checkProject, as onPreBootstrap runs it) for a guide copy with a script", () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "content-scripts-"))
    try {
      fs.cpSync(path.join(ROOT, "content"), path.join(dir, "content"), { recursive: true })
      fs.cpSync(path.join(ROOT, "src/templates"), path.join(dir, "src/templates"), { recursive: true })
      expect(checkProject(dir, TODAY).errors).toEqual([])
      const file = path.join(dir, EN)
      const text = fs.readFileSync(file, "utf8")
      fs.writeFileSync(file, `${text.trimEnd()}\n\n${PAYLOADS[0]}\n`)
      expect(checkProject(dir, TODAY).errors).toEqual([`${EN}: line ${text.trimEnd().split("\n").length + 2}: HTML tags are not allowed in the text; write Markdown instead: ${PAYLOADS[0]}`])
    } finally {
      fs.rmSync(dir, { recursive: true, force: true })
    }
  })
})
