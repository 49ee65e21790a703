/**
 * The CMS's English and Telugu side by side (issue 24, docs/telugu.md "CMS"): Decap's i18n in the
 * generated configuration (gatsby/cms-config.ts), each field's setting following from its type in
 * the content model, checked against the Telugu guides the translators wrote; and the switch
 * (CMS_I18N) agreeing with the file names Decap's multiple_files structure needs.
 */
import fs from "fs"
import path from "path"
import matter from "gray-matter"
import { CMS_I18N, ENGLISH_ONLY_FIELDS, I18N, cmsConfig, fieldI18n, type CmsCollection, type CmsField } from "../../gatsby/cms-config"
import { FRONTMATTER, type Field } from "../../gatsby/content-model"
import { DEFAULT_LOCALE, LOCALES } from "../../src/lib/i18n"
import type { FactFile } from "../../src/lib/facts"

const ROOT = path.join(__dirname, "../..")
const facts = JSON.parse(fs.readFileSync(path.join(ROOT, "content/facts.json"), "utf8")) as FactFile
const specialFiles = [
  { file: "content/tools/trademark-fee.md", title: "Trademark fee", template: "tool-trademark-fee" },
  { file: "content/pages/search.en.md", title: "Search", template: "search" },
]
const config = cmsConfig({ facts, specialFiles, i18n: true })
const collection = (name: string): CmsCollection => config.collections.find(c => c.name === name)!
const TRANSLATED = config.collections.filter(c => c.name.startsWith("guides-") || c.name === "pages")

/** Every CMS field with its model field and where it sits: [path, cms, model, in a list item]. */
function walk(cms: readonly CmsField[], model: readonly Field[], at: string[] = [], inList = false): Array<[string, CmsField, Field, boolean]> {
  return cms.flatMap(field => {
    const m = model.find(f => f.name === field.name)
    if (!m) return []
    const here: [string, CmsField, Field, boolean] = [[...at, field.name].join("."), field, m, inList]
    if ((m.type === "object" || m.type === "objects") && field.fields) return [here, ...walk(field.fields, m.fields, [...at, field.name], inList || m.type === "objects")]
    return [here]
  })
}

const markdown = (dir: string): string[] =>
  fs.readdirSync(dir, { withFileTypes: true }).flatMap(e => (e.isDirectory() ? markdown(path.join(dir, e.name)) : e.name.endsWith(".md") ? [path.join(dir, e.name)] : []))

describe("Decap's i18n in the generated configuration", () => {
  it("is multiple_files, English and Telugu, English first", () => {
    expect(config.i18n).toEqual({ structure: "multiple_files", locales: ["en", "te"], default_locale: "en" })
    expect(I18N.locales).toEqual([...LOCALES])
    expect(I18N.default_locale).toBe(DEFAULT_LOCALE)
  })

  it("is on for the guide and page collections, off for the others (a files collection may only have single_file)", () => {
    expect(TRANSLATED.map(c => c.name)).toEqual(expect.arrayContaining(["pages", "guides-company", "guides-gst"]))
    for (const c of config.collections) expect([c.name, c.i18n]).toEqual([c.name, TRANSLATED.includes(c) ? true : undefined])
    for (const name of ["tools", "updates", "facts"]) {
      const fields = collection(name).fields ?? collection(name).files!.flatMap(f => f.fields)
      expect(JSON.stringify(fields)).not.toMatch(/"i18n"/)
    }
  })

  it("gives every field of a translated collection a setting (Decap hides a field without one from the Telugu side)", () => {
    for (const c of TRANSLATED) {
      const missing: string[] = []
      const visit = (fields: readonly CmsField[], at: string) => {
        for (const f of fields) {
          if (f.i18n === undefined) missing.push(`${c.name}: ${at}${f.name}`)
          if (f.fields) visit(f.fields, `${at}${f.name}.`)
        }
      }
      visit(c.fields!, "")
      expect(missing).toEqual([])
    }
  })

  it("is on by default, and every English guide and page is <name>.en.md, the name Decap's multiple_files reads and writes", () => {
    expect(CMS_I18N).toBe(true)
    expect(cmsConfig({ facts, specialFiles }).i18n).toEqual(I18N)
    const files = [...markdown(path.join(ROOT, "content/guides")), ...markdown(path.join(ROOT, "content/pages"))]
    const english = files.filter(f => !/\.te\.md$/.test(f))
    expect(english.length).toBeGreaterThan(40)
    expect(english.filter(f => !f.endsWith(".en.md")).map(f => path.relative(ROOT, f))).toEqual([])
    // Each Telugu file sits beside the English file Decap opens with it.
    for (const te of files.filter(f => f.endsWith(".te.md"))) expect(fs.existsSync(te.replace(/\.te\.md$/, ".en.md"))).toBe(true)
  })
})

describe("each field's setting follows from its type in the content model", () => {
  const guides = collection("guides-company")
  const fields = [...walk(guides.fields!, FRONTMATTER), ...walk(collection("pages").fields!, FRONTMATTER)]

  it("text is translated; choices, numbers, dates, switches and addresses are copied from English", () => {
    const problems: string[] = []
    for (const [at, cms, model, inList] of fields) {
      const top = !at.includes(".")
      let expected: unknown
      if (inList) expected = true // a list item is translated whole
      else if (top && (ENGLISH_ONLY_FIELDS as readonly string[]).includes(model.name)) expected = false
      else if (top && (model.name === "path" || model.name === "lang")) expected = true
      else if (model.name === "path") expected = true
      else if (model.type === "object" || model.type === "objects") expected = true
      else if (model.type === "string" || model.type === "text") expected = model.pattern ? "duplicate" : true
      else if (model.type === "strings") expected = model.options ? "duplicate" : true // Decap: a list widget's i18n is true or false
      else expected = "duplicate"
      if (cms.i18n !== expected) problems.push(`${at} (${model.type}): ${String(cms.i18n)}, expected ${String(expected)}`)
      expect(fieldI18n(model, { top, inList })).toBe(cms.i18n)
    }
    expect(problems).toEqual([])
    expect(fields.length).toBeGreaterThan(60)
  })

  it("gives the settings an editor expects", () => {
    const setting = Object.fromEntries(fields.map(([at, cms]) => [at, cms.i18n]))
    expect(setting).toMatchObject({
      title: true,
      description: true,
      keywords: true,
      lead: true,
      "fees.ours": true,
      "faqs.question": true,
      "faqs.answer": true,
      "portals.url": true, // in a list item: the Telugu item has its own ("Fill in from another locale" copies it)
      template: "duplicate",
      category: "duplicate",
      order: "duplicate",
      reviewed: "duplicate",
      enquiry: "duplicate",
      "fees.calculator": "duplicate",
      "fees.example": "duplicate",
      "inclusions.example": "duplicate",
      "cta.path": true,
      includes: true,
      listing: "duplicate",
      aliases: false,
      redirect_from: false,
      path: true,
      lang: true,
    })
    expect(guides.fields!.find(f => f.name === "body")).toMatchObject({ widget: "markdown", i18n: true })
    expect(guides.fields!.find(f => f.name === "path")!.hint).toMatch(/Telugu: \/te followed by the English address/)
    expect(guides.fields!.find(f => f.name === "lang")!.hint).toMatch(/Telugu: te; left empty, it is filled in/)
  })

  it("agrees with the Telugu guides: each copied value equals the English one; no English-only field", () => {
    const telugu = markdown(path.join(ROOT, "content")).filter(f => f.endsWith(".te.md"))
    expect(telugu.length).toBeGreaterThanOrEqual(10)
    const problems: string[] = []
    for (const file of telugu) {
      const te = matter(fs.readFileSync(file, "utf8")).data
      const en = matter(fs.readFileSync(file.replace(/\.te\.md$/, fs.existsSync(file.replace(/\.te\.md$/, ".en.md")) ? ".en.md" : ".md"), "utf8")).data
      const name = path.relative(ROOT, file)
      for (const [at, cms, , inList] of walk(guides.fields!, FRONTMATTER)) {
        const get = (data: Record<string, unknown>) => at.split(".").reduce<unknown>((v, k) => (v && typeof v === "object" ? (v as Record<string, unknown>)[k] : undefined), data)
        if (cms.i18n === "duplicate" && !inList && JSON.stringify(get(te)) !== JSON.stringify(get(en))) problems.push(`${name}: ${at} differs from English`)
        if (cms.i18n === false && get(te) !== undefined) problems.push(`${name}: ${at} is English-only`)
      }
      if (te.lang !== "te") problems.push(`${name}: lang`)
    }
    expect(problems).toEqual([])
  })
})
