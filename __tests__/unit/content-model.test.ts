/**
 * One content model, three consumers: the GraphQL types (gatsby/schema.ts),
 * the CMS configuration (gatsby/cms-config.ts) and the content check. These
 * tests fail when a field exists in one and not in another.
 */
import fs from "fs"
import path from "path"
import matter from "gray-matter"
import { parse, type DocumentNode, type ObjectTypeDefinitionNode, type TypeNode } from "graphql"
import { typeDefs, frontmatterTypeDefs } from "../../gatsby/schema"
import { cmsConfig, type CmsCollection, type CmsField } from "../../gatsby/cms-config"
import { AUTHOR_TEMPLATES, FRONTMATTER, SECTION_TYPES, type Field } from "../../gatsby/content-model"
import { FACT_FIELDS } from "../../gatsby/fact-rules"
import { SECTION_TYPES as RENDERED_SECTION_TYPES } from "../../src/components/sections/SectionStatic"
import type { FactFile } from "../../src/lib/facts"

const ROOT = path.join(__dirname, "../..")
const facts = JSON.parse(fs.readFileSync(path.join(ROOT, "content/facts.json"), "utf8")) as FactFile
const config = cmsConfig({
  facts,
  specialFiles: [
    { file: "content/tools/trademark-fee.md", title: "Trademark fee", template: "tool-trademark-fee" },
    { file: "content/tools/index.md", title: "Tools", template: "page" },
    { file: "content/pages/search.en.md", title: "Search", template: "search" },
  ],
})

// --- the GraphQL side, read from the SDL the build gives Gatsby ---
const sdl: DocumentNode = parse(typeDefs.replace(/@facts|@dontInfer|@dateformat\([^)]*\)/g, ""))
const types = new Map(
  sdl.definitions.filter((d): d is ObjectTypeDefinitionNode => d.kind === "ObjectTypeDefinition").map(d => [d.name.value, d]),
)
function named(type: TypeNode): { name: string; required: boolean } {
  if (type.kind === "NonNullType") return { ...named(type.type), required: true }
  if (type.kind === "ListType") return { ...named(type.type), required: false }
  return { name: type.name.value, required: false }
}
function graphqlFields(typeName: string) {
  return new Map((types.get(typeName)?.fields ?? []).map(f => [f.name.value, { ...named(f.type), required: f.type.kind === "NonNullType" }]))
}
const SCALARS = new Set(["String", "Int", "Boolean", "Date", "Float"])

/** Every "Type.field" reachable from Frontmatter in the GraphQL types. */
function graphqlPairs(typeName = "Frontmatter", seen = new Set<string>()): Set<string> {
  if (seen.has(typeName)) return new Set()
  seen.add(typeName)
  const pairs = new Set<string>()
  for (const [name, f] of graphqlFields(typeName)) {
    pairs.add(`${typeName}.${name}`)
    if (!SCALARS.has(f.name)) for (const p of graphqlPairs(f.name, seen)) pairs.add(p)
  }
  return pairs
}

/** Every "Type.field" a CMS collection offers, with the GraphQL type of each object (checked on the way). */
function cmsPairs(typeName: string, fields: readonly CmsField[], into: Set<string>, problems: string[]): void {
  const graphql = graphqlFields(typeName)
  for (const field of fields) {
    if (typeName === "Frontmatter" && field.name === "body") continue // the Markdown text, not frontmatter
    const g = graphql.get(field.name)
    if (!g) {
      problems.push(`CMS field ${typeName}.${field.name} has no GraphQL field`)
      continue
    }
    into.add(`${typeName}.${field.name}`)
    if (g.required && field.required === false) problems.push(`${typeName}.${field.name} is required in GraphQL but optional in the CMS`)
    if (!SCALARS.has(g.name)) {
      if (!field.fields) problems.push(`CMS field ${typeName}.${field.name} is not an object or list of objects, GraphQL says ${g.name}`)
      else cmsPairs(g.name, field.fields, into, problems)
    }
  }
}

function collectionFields(collection: CmsCollection): CmsField[][] {
  return collection.files ? collection.files.map(f => f.fields) : [collection.fields ?? []]
}

describe("GraphQL types and the CMS come from one content model", () => {
  const pages = config.collections.filter(c => c.name !== "facts")
  const offered = new Set<string>()
  const problems: string[] = []
  for (const collection of pages) for (const fields of collectionFields(collection)) cmsPairs("Frontmatter", fields, offered, problems)

  it("every CMS field is a GraphQL field of the same shape, required where GraphQL requires it", () => {
    expect(problems).toEqual([])
  })

  it("every GraphQL frontmatter field (nested ones too) has a widget in some collection", () => {
    const missing = [...graphqlPairs()].filter(p => !offered.has(p))
    expect(missing).toEqual([])
    expect(offered.size).toBeGreaterThan(60)
  })

  it("the facts collection has every field of a Fact, and the Fact type every fact field", () => {
    const factType = [...graphqlFields("Fact").keys()].filter(k => !["key", "group", "name"].includes(k))
    expect(factType).toEqual(FACT_FIELDS.map(f => f.name))
    const file = config.collections.find(c => c.name === "facts")!.files![0]
    expect(file.file).toBe("content/facts.json")
    const groups = file.fields
    expect(groups.map(g => g.name)).toEqual(Object.keys(facts))
    for (const group of groups) {
      expect(group.fields!.map(f => f.name)).toEqual(Object.keys(facts[group.name]))
      for (const fact of group.fields!) expect(fact.fields!.map(f => f.name)).toEqual(FACT_FIELDS.map(f => f.name))
    }
  })

  it("a model that defines one type two ways is refused", () => {
    const conflicting: Field[] = [
      { name: "a", label: "A", type: "object", typeName: "Cta", fields: [{ name: "x", label: "X", type: "string" }] },
      { name: "b", label: "B", type: "object", typeName: "Cta", fields: [{ name: "y", label: "Y", type: "string" }] },
    ]
    expect(() => frontmatterTypeDefs(conflicting)).toThrow("type Cta is defined twice with different fields")
  })
})

describe("the CMS offers what an author may choose", () => {
  const guides = config.collections.find(c => c.name === "guides-company")!
  const field = (name: string) => guides.fields!.find(f => f.name === name)!

  it("templates: guide and combined in the guide folders, page for pages; never a tool or the search template", () => {
    expect(field("template").options).toEqual(["guide", "combined"])
    expect(config.collections.find(c => c.name === "pages")!.fields!.find(f => f.name === "template")!.options).toEqual(["page"])
    const tools = config.collections.find(c => c.name === "tools")!
    for (const file of tools.files!) expect(file.fields.find(f => f.name === "template")!.widget).toMatch(/^(hidden|select)$/)
    expect(JSON.stringify(config)).not.toMatch(/"options":\[[^\]]*"tool-/)
    for (const t of AUTHOR_TEMPLATES) expect(fs.existsSync(path.join(ROOT, "src/templates", `${t}.tsx`))).toBe(true)
  })

  it("category is a choice, defaulting to the folder's category; guides list steps, FAQs, documents, glance, portals, the fee line and the review date", () => {
    expect(field("category")).toMatchObject({ widget: "select", default: "company", options: ["company", "government", "gst", "food", "trademark", "tax", "citizen"] })
    expect(field("faqs")).toMatchObject({ widget: "list", label_singular: "question", summary: "{{fields.question}}" })
    expect(field("faqs").fields!.map(f => [f.name, f.widget, f.required])).toEqual([
      ["question", "fact-text", true],
      ["answer", "fact-text", true],
    ])
    expect(field("steps")).toMatchObject({ widget: "list" })
    expect(field("documents")).toMatchObject({ widget: "list", field: { widget: "fact-text" } })
    expect(field("glance").fields!.map(f => f.name)).toEqual(["label", "value"])
    expect(field("portals").fields!.find(f => f.name === "url")!.pattern).toEqual(["^https://", "Must be an https:// address"])
    expect(field("fees")).toMatchObject({ widget: "object" })
    expect(field("fees").fields!.map(f => [f.name, f.widget])).toEqual([
      ["ours", "fact-text"],
      ["government", "fact-text"],
      ["time", "fact-text"],
      ["calculator", "string"],
      ["example", "boolean"],
    ])
    expect(field("inclusions").fields!.map(f => [f.name, f.widget])).toEqual([
      ["covered", "list"],
      ["excluded", "list"],
      ["example", "boolean"],
    ])
    expect(field("reviewed")).toMatchObject({ widget: "datetime", format: "YYYY-MM-DD", time_format: false })
    // The build requires it on every guide; the folder also holds combined pages, which take their guides' dates.
    expect(field("reviewed").hint).toMatch(/Required on guides/)
    expect(field("title").required).toBe(true)
    expect(guides.fields!.at(-1)).toMatchObject({ name: "body", widget: "markdown", modes: ["raw", "rich_text"] })
    expect(guides.folder).toBe("content/guides/company")
  })

  it("media go to static/images, served from /images; the production backend is git-gateway", () => {
    expect(config.media_folder).toBe("static/images")
    expect(config.public_folder).toBe("/images")
    expect(config.backend.name).toBe("git-gateway")
    expect(config.local_backend).toBeUndefined()
    expect(cmsConfig({ facts, specialFiles: [], localBackendUrl: "http://127.0.0.1:8081/api/v1" }).local_backend).toEqual({ url: "http://127.0.0.1:8081/api/v1" })
  })
})

describe("the model and the site agree", () => {
  it("section types are the ones the Sections component renders", () => {
    expect([...SECTION_TYPES]).toEqual([...RENDERED_SECTION_TYPES])
  })

  it("every frontmatter field the content uses is in the model", () => {
    const known = new Set<string>()
    const walk = (fields: readonly Field[], prefix: string) => {
      for (const f of fields) {
        known.add(prefix + f.name)
        if (f.type === "object" || f.type === "objects") walk(f.fields, `${prefix}${f.name}.`)
      }
    }
    walk(FRONTMATTER, "")
    const used = new Set<string>()
    const visit = (value: unknown, prefix: string) => {
      if (Array.isArray(value)) value.forEach(v => visit(v, prefix))
      else if (value && typeof value === "object" && !(value instanceof Date)) {
        for (const [k, v] of Object.entries(value)) {
          used.add(prefix + k)
          visit(v, `${prefix}${k}.`)
        }
      }
    }
    const files = (dir: string): string[] =>
      fs.readdirSync(dir, { withFileTypes: true }).flatMap(e => (e.isDirectory() ? files(path.join(dir, e.name)) : e.name.endsWith(".md") ? [path.join(dir, e.name)] : []))
    for (const file of files(path.join(ROOT, "content"))) visit(matter(fs.readFileSync(file, "utf8"), {}).data, "")
    expect([...used].filter(k => !known.has(k))).toEqual([])
  })
})
