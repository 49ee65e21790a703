/**
 * What the content editor writes when it saves a guide in English and Telugu side by side
 * (src/cms/translation-files.ts): no Telugu file for an untranslated guide (decap-cms #6932), a
 * translation completed with its language and address, everything else byte for byte.
 */
import fs from "fs"
import path from "path"
import matter from "gray-matter"
import { completeTranslations, guardTranslations, localeOfDataFile, topLevelValue, type BackendEntry, type DataFile } from "../../src/cms/translation-files"

const ROOT = path.join(__dirname, "../..")
const EN = "content/guides/company/llp-registration.en.md"
const TE = "content/guides/company/llp-registration.te.md"
const english: DataFile = {
  path: EN,
  slug: "llp-registration",
  raw: "---\npath: /registrations/company/llp-registration\ntitle: LLP Registration\ntemplate: guide\ncategory: company\norder: 3\n---\nAn LLP is...\n",
}

describe("completeTranslations", () => {
  it("leaves out a Telugu file nobody translated: only the copied fields, no title", () => {
    // What Decap 3.16 writes for a new entry or after a copied field (order) changed.
    const untranslated: DataFile = { path: TE, slug: "llp-registration", raw: "---\ntemplate: guide\ncategory: company\norder: 4\n---\n" }
    expect(completeTranslations([english, untranslated])).toEqual([english])
    for (const title of ['title: ""', "title: ''", "title:"]) {
      expect(completeTranslations([english, { ...untranslated, raw: `---\n${title}\ntemplate: guide\n---\n` }])).toEqual([english])
    }
  })

  it("writes a translation, adding lang and the /te path when it has none, and changes nothing else", () => {
    const te: DataFile = { path: TE, slug: "llp-registration", raw: "---\ntitle: LLP రిజిస్ట్రేషన్\ntemplate: guide\ncategory: company\norder: 3\n---\nLLP అంటే...\n" }
    const [en, written] = completeTranslations([english, te])
    expect(en).toBe(english)
    expect(written.path).toBe(TE)
    const parsed = matter(written.raw)
    expect(parsed.data).toEqual({ lang: "te", path: "/te/registrations/company/llp-registration", title: "LLP రిజిస్ట్రేషన్", template: "guide", category: "company", order: 3 })
    expect(parsed.content).toBe("LLP అంటే...\n")
    expect(written.raw.endsWith(te.raw.slice(4))).toBe(true)
  })

  it("fills an empty path or lang, and keeps one the translator wrote (the build checks it)", () => {
    const te: DataFile = { path: TE, slug: "s", raw: '---\npath: ""\nlang:\ntitle: >-\n  LLP\n  రిజిస్ట్రేషన్\n---\n' }
    const data = matter(completeTranslations([english, te])[1].raw).data
    expect(data).toEqual({ lang: "te", path: "/te/registrations/company/llp-registration", title: "LLP రిజిస్ట్రేషన్" })
    const own: DataFile = { path: TE, slug: "s", raw: "---\npath: /te/registrations/company/llp\nlang: te\ntitle: LLP\n---\n" }
    expect(completeTranslations([english, own])[1]).toEqual(own)
  })

  it("leaves out the nulls Decap copies for a field the English file does not have", () => {
    // Decap 3.16 writes a "duplicate" field missing from English as null in the Telugu file.
    const te: DataFile = { path: TE, slug: "s", raw: "---\nlang: te\npath: /te/x\ntitle: LLP\nenquiry: null\norder: ~\ncta:\n  label: null\n---\nText\n" }
    const written = completeTranslations([english, te])[1].raw
    expect(written).toBe("---\nlang: te\npath: /te/x\ntitle: LLP\ncta:\n  label: null\n---\nText\n")
  })

  it("passes through files without a language (tools, updates, facts) and English files", () => {
    const tool: DataFile = { path: "content/tools/trademark-fee.md", slug: "x", raw: "---\ntemplate: tool\n---\n" }
    const facts: DataFile = { path: "content/facts.json", slug: "facts", raw: "{}\n" }
    expect(completeTranslations([tool, facts, english])).toEqual([tool, facts, english])
  })

  it("reads the real Telugu guides as translations, so saving one writes it unchanged", () => {
    const dir = path.join(ROOT, "content/guides")
    const files = fs.readdirSync(dir, { recursive: true, encoding: "utf8" }).filter(f => f.endsWith(".te.md"))
    expect(files.length).toBeGreaterThanOrEqual(10)
    for (const file of files) {
      const te: DataFile = { path: `content/guides/${file}`, slug: "s", raw: fs.readFileSync(path.join(dir, file), "utf8") }
      const en: DataFile = { path: te.path.replace(/\.te\.md$/, ".en.md"), slug: "s", raw: fs.readFileSync(path.join(dir, file.replace(/\.te\.md$/, ".en.md")), "utf8") }
      expect(topLevelValue(te.raw, "title")).toBe(matter(te.raw).data.title)
      expect(completeTranslations([en, te])).toEqual([en, te])
    }
  })

  it("knows a file's language from its name", () => {
    expect(localeOfDataFile(TE)).toBe("te")
    expect(localeOfDataFile(EN)).toBe("en")
    expect(localeOfDataFile("content/tools/index.md")).toBeNull()
  })
})

describe("guardTranslations", () => {
  it("makes each save of the site's backends go through completeTranslations", async () => {
    const saved: DataFile[][] = []
    const registry: Record<string, BackendEntry> = {
      proxy: { init: () => ({ persistEntry: async entry => void saved.push(entry.dataFiles) }) },
    }
    guardTranslations(name => registry[name])
    const backend = registry.proxy.init({ backend: { name: "proxy" } })
    const untranslated: DataFile = { path: TE, slug: "llp-registration", raw: "---\norder: 4\n---\n" }
    await backend.persistEntry({ dataFiles: [english, untranslated] }, {})
    expect(saved).toEqual([[english]])
  })
})
