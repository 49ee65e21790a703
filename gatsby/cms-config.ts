/**
 * The Decap CMS configuration (public/admin/config.yml), generated at every
 * build from the content model (gatsby/content-model.ts) and the fact fields
 * (gatsby/fact-rules.ts): the same description the build checks content
 * against and makes the GraphQL types from, so the editor offers exactly the
 * fields the site reads, with the same required fields, choices and patterns.
 *
 * Collections: the guides of each category (content/guides/<category>), the
 * pages built from sections (content/pages), the law updates (content/updates),
 * the tools, the search page and the updates page
 * (one entry per file: their templates are the site's own), and
 * content/facts.json (one object per group, one per fact).
 */
import { categories } from "../src/config/categories"
import { site } from "../src/config/site"
import { BODY_HINT, FRONTMATTER, isRequired, pageKind, type Field, type PageKind } from "./content-model"
import { FACT_FIELDS, FACTS_FILE } from "./fact-rules"
import type { FactFile } from "../src/lib/facts"
import { DEFAULT_LOCALE, LOCALES } from "../src/lib/i18n"

/** A Decap field (the subset of options this site uses). */
export interface CmsField {
  name: string
  label: string
  widget: string
  required?: boolean
  hint?: string
  default?: unknown
  options?: readonly string[]
  multiple?: boolean
  pattern?: [string, string]
  fields?: CmsField[]
  field?: CmsField
  summary?: string
  collapsed?: boolean
  minimize_collapsed?: boolean
  label_singular?: string
  value_type?: string
  format?: string
  date_format?: string
  time_format?: boolean
  picker_utc?: boolean
  modes?: string[]
  multiline?: boolean
  /** Decap's i18n of the field (see `fieldI18n`); only in collections with i18n. */
  i18n?: FieldI18n
  [option: string]: unknown
}

export interface CmsCollection {
  name: string
  label: string
  label_singular?: string
  description?: string
  folder?: string
  files?: Array<{ name: string; label: string; file: string; description?: string; fields: CmsField[] }>
  filter?: { field: string; value: string }
  create?: boolean
  delete?: boolean
  extension?: string
  format?: string
  slug?: string
  identifier_field?: string
  summary?: string
  sortable_fields?: string[]
  editor?: { preview: boolean }
  /** true: the top-level `i18n` settings (the English and Telugu versions side by side). */
  i18n?: boolean
  fields?: CmsField[]
}

/** Decap's top-level i18n settings (decap-cms-core: constants/configSchema.js `i18nRoot`). */
export interface CmsI18n {
  structure: "multiple_files"
  locales: string[]
  default_locale: string
}

export interface CmsConfig {
  backend: { name: string; branch: string; commit_messages?: Record<string, string> }
  local_backend?: { url: string }
  site_url: string
  display_url: string
  logo_url: string
  locale: string
  media_folder: string
  public_folder: string
  slug: Record<string, unknown>
  i18n?: CmsI18n
  collections: CmsCollection[]
}

/** The Markdown files whose pages are not in a folder collection: the tools and the search page. */
export interface SpecialFile {
  file: string
  title: string
  template: string
}

export interface CmsOptions {
  /** Where `npm run cms` runs decap-server (development only; production uses git-gateway). */
  localBackendUrl?: string
  /** content/facts.json as it is now: the facts collection has one object per group and fact. */
  facts: FactFile
  /** The tool pages and the search page. */
  specialFiles: SpecialFile[]
  /** Edit the guides and pages in English and Telugu side by side (default: `CMS_I18N`). */
  i18n?: boolean
}

/** Media (images put into a guide) go to static/images and are served from /images. */
export const MEDIA_FOLDER = "static/images"
export const PUBLIC_FOLDER = "/images"

/*
 * English and Telugu side by side (issue 24, docs/cms.md "English and Telugu side by side").
 *
 * Decap's `multiple_files` structure keeps one file per language, `<slug>.<locale>.md`, the default
 * language included (decap-cms 3.16.3, decap-cms-core src/lib/i18n.ts `getFilePath`: there is no
 * option to leave the default locale out of the name). So every English guide and page is
 * `<name>.en.md` and its translation `<name>.te.md` (gatsby/content-rules.ts `TRANSLATED_FOLDERS`;
 * a `<name>.md` there fails the content check). Decap opens an entry by reading both files and
 * saves both; src/cms/translation-files.ts keeps it from writing a Telugu file nobody translated
 * (decap-cms issue #6932) and fills in a new translation's `lang` and `path`.
 * Files collections (the tools) can only have Decap's `single_file` structure
 * (src/actions/config.ts `throwOnInvalidFileCollectionStructure`), so they get no i18n: a
 * Telugu tool file is an entry of its own.
 */

/** Whether the generated config.yml edits the guides and pages in English and Telugu side by side. */
export const CMS_I18N = true

/** The top-level i18n settings. */
export const I18N: CmsI18n = { structure: "multiple_files", locales: [...LOCALES], default_locale: DEFAULT_LOCALE }

/**
 * A field's i18n in Decap: true (each language has its own value, "translate"), "duplicate" (the
 * default language's value, copied into the others; shown but not editable there) or false (only
 * in the default language's file).
 */
export type FieldI18n = boolean | "duplicate"

/**
 * Top-level fields a translation must not copy: a translation has no addresses of its own (the
 * English page's old addresses redirect to it and its aliases serve it; gatsby/content-rules.ts
 * `pairTranslations` rejects them in a translated file).
 */
export const ENGLISH_ONLY_FIELDS = ["aliases", "redirect_from"] as const

/** Hints on the fields whose Telugu value follows a rule (Decap has no per-language default; src/cms/translation-files.ts fills them in). */
export const I18N_HINTS: Record<string, string> = {
  path: "Telugu: /te followed by the English address, e.g. /te/registrations/company/llp-registration; left empty, it is filled in when the translation is saved.",
  lang: "Leave empty in English. Telugu: te; left empty, it is filled in when the translation is saved.",
}

/**
 * A field's i18n, from its type in the content model:
 * - text (string, text, a list of texts) is translated;
 * - what is not words is duplicated: choices, numbers, dates, switches, lists of choices, and
 *   addresses (a text with a pattern: a path, a link, an https:// source); but a list of
 *   addresses (a combined page's guides) is translated, as Decap allows a list no "duplicate";
 * - an object takes its fields' rules (Decap copies duplicated fields into it);
 * - a list of objects (FAQs, steps, cards...) is translated as a whole, each item and every field
 *   in it: Decap copies nothing into a list (src/lib/i18n.ts `duplicateI18nFields` stops at a
 *   list) and shows a duplicated field in a list item as not editable, so a Telugu item could not
 *   have its link. The Telugu side starts from "Fill in from another locale" (EN).
 * Two top-level exceptions follow from the translation rules, not from the type: `path` (the
 * Telugu address is /te + the English one, so it is translated, with a hint) and `lang` (te in
 * Telugu: Decap has no per-language default, so it is translated, with a hint); and the
 * ENGLISH_ONLY_FIELDS are false.
 */
export function fieldI18n(field: Field, { top = true, inList = false }: { top?: boolean; inList?: boolean } = {}): FieldI18n {
  if (inList) return true
  if (top && (ENGLISH_ONLY_FIELDS as readonly string[]).includes(field.name)) return false
  if (top && (field.name === "path" || field.name === "lang")) return true
  // A link on the site (a button's path): the Telugu page links to the Telugu page where there is one.
  if (field.name === "path") return true
  switch (field.type) {
    case "string":
    case "text":
      return field.pattern ? "duplicate" : true
    case "strings":
      // A list of choices is a select (multiple): copied. A list of addresses is a list widget, whose
      // i18n Decap's configuration schema allows only as true or false (decap-cms 3.16.3 rejects
      // the whole configuration otherwise): translated, each language with its own list.
      return field.options ? "duplicate" : true
    case "select":
    case "boolean":
    case "int":
    case "date":
      return "duplicate"
    case "object":
    case "objects":
      return true
  }
}

/** The CMS fields of a collection with their i18n (the model's fields by `fieldI18n`; the Markdown body is translated). */
export function withI18n(fields: readonly CmsField[]): CmsField[] {
  const byName = new Map(FRONTMATTER.map(f => [f.name, f]))
  const nested = (cms: CmsField, model: Field, inList: boolean): CmsField => {
    const i18n = fieldI18n(model, { top: false, inList })
    if ((model.type === "object" || model.type === "objects") && cms.fields) {
      const models = new Map(model.fields.map(f => [f.name, f]))
      return { ...cms, i18n, fields: cms.fields.map(f => nested(f, models.get(f.name)!, inList || model.type === "objects")) }
    }
    return { ...cms, i18n }
  }
  return fields.map(cms => {
    const model = byName.get(cms.name)
    if (!model) return { ...cms, i18n: true } // the body: the page's text
    const i18n = fieldI18n(model)
    const hint = I18N_HINTS[cms.name] ? { hint: [cms.hint, I18N_HINTS[cms.name]].filter(Boolean).join(" ") } : {}
    if ((model.type === "object" || model.type === "objects") && cms.fields) {
      const models = new Map(model.fields.map(f => [f.name, f]))
      return { ...cms, ...hint, i18n, fields: cms.fields.map(f => nested(f, models.get(f.name)!, model.type === "objects")) }
    }
    return { ...cms, ...hint, i18n }
  })
}

function base(field: Field, kinds: readonly PageKind[], top: boolean): Pick<CmsField, "name" | "label" | "required" | "hint" | "label_singular"> {
  // A collection may hold pages of several kinds (a guide folder also holds combined pages): the
  // editor insists only on what every one of them needs; the build checks each page by its template.
  const required = top ? kinds.length > 0 && kinds.every(kind => isRequired(field, kind)) : field.required === true
  return { name: field.name, label: field.label, required, ...(field.hint ? { hint: field.hint } : {}), ...(field.singular ? { label_singular: field.singular } : {}) }
}

/** One model field as a Decap widget. `kinds`: the page kinds of the collection (for required fields). */
export function cmsField(field: Field, kinds: readonly PageKind[], top = true, templates?: readonly string[]): CmsField {
  const b = base(field, kinds, top)
  switch (field.type) {
    case "string":
    case "text": {
      const widget = field.facts ? "fact-text" : field.type
      return {
        ...b,
        widget,
        ...(field.facts && field.type === "text" ? { multiline: true } : {}),
        ...(field.pattern ? { pattern: [field.pattern.regex, `Must be ${field.pattern.message}`] as [string, string] } : {}),
      }
    }
    case "select": {
      if (field.name === "template" && top) {
        // Tools and the search page keep the template of their code: not a choice for an author.
        if (!templates) return { ...b, widget: "hidden" }
        return { ...b, widget: "select", options: templates, default: templates[0] }
      }
      return { ...b, widget: "select", options: field.options }
    }
    case "boolean":
      return { ...b, widget: "boolean", default: false }
    case "int":
      return { ...b, widget: "number", value_type: "int" }
    case "date":
      return { ...b, widget: "datetime", format: "YYYY-MM-DD", date_format: "YYYY-MM-DD", time_format: false, picker_utc: true }
    case "strings":
      if (field.options) {
        const { label_singular: _singular, ...select } = b
        return { ...select, widget: "select", multiple: true, options: field.options }
      }
      return {
        ...b,
        widget: "list",
        field: {
          name: "item",
          label: field.label,
          widget: field.facts ? "fact-text" : "string",
          ...(field.pattern ? { pattern: [field.pattern.regex, `Must be ${field.pattern.message}`] as [string, string] } : {}),
        },
      }
    case "object": {
      const { label_singular: _singular, ...object } = b
      return { ...object, widget: "object", collapsed: !b.required, fields: field.fields.map(f => cmsField(f, kinds, false)) }
    }
    case "objects":
      return {
        ...b,
        widget: "list",
        collapsed: true,
        minimize_collapsed: false,
        ...(field.summary ? { summary: `{{fields.${field.summary}}}` } : {}),
        fields: field.fields.map(f => cmsField(f, kinds, false)),
      }
  }
}

/** The fields of a collection: those the model gives pages of these kinds, in model order, then the Markdown body. */
export function collectionFields(kinds: readonly PageKind[], { templates, body }: { templates?: readonly string[]; body: boolean }): CmsField[] {
  const fields = FRONTMATTER.filter(f => !f.kinds || f.kinds.some(k => kinds.includes(k))).map(f => cmsField(f, kinds, true, templates))
  if (body) fields.push({ name: "body", label: "Text", widget: "markdown", required: false, modes: ["raw", "rich_text"], hint: BODY_HINT })
  return fields
}

/** The facts collection: content/facts.json, one object per group with one object per fact. */
export function factsCollection(facts: FactFile): CmsCollection {
  const factFields: CmsField[] = FACT_FIELDS.map(spec => {
    const b = { name: spec.name, label: spec.name, hint: spec.hint, required: spec.required === "always" }
    switch (spec.type) {
      case "kind":
        return { ...b, widget: "select", options: ["rule", "estimate"] }
      case "date":
        return { ...b, widget: "datetime", format: "YYYY-MM-DD", date_format: "YYYY-MM-DD", time_format: false, picker_utc: true }
      case "url":
        return { ...b, widget: "string", pattern: ["^https://", "Must be an https:// address of the official source"] as [string, string] }
      default:
        return { ...b, widget: spec.name === "note" || spec.name === "basis" ? "text" : "string" }
    }
  })
  const groups: CmsField[] = Object.entries(facts).map(([group, entries]) => ({
    name: group,
    label: group,
    widget: "object",
    collapsed: true,
    required: true,
    fields: Object.keys(entries).map(name => ({
      name,
      label: `{{${group}.${name}}}`,
      widget: "object",
      collapsed: true,
      required: true,
      summary: "{{fields.value}}: {{fields.label}} (review by {{fields.reviewBy}})",
      fields: factFields,
    })),
  }))
  return {
    name: "facts",
    label: "Facts (fees, limits, dates)",
    description:
      "Every figure the site states, each once, with its official source. Pages write {{group.name}} and show the value. " +
      "Change a value here and every page and tool that uses it follows after the next build. " +
      "The preview lists every fact by its review date (reviewBy), filtered and sorted, with the pages that show it.",
    editor: { preview: true },
    files: [{ name: "facts", label: "All facts", file: FACTS_FILE, fields: groups }],
  }
}

/** The whole configuration. */
export function cmsConfig(options: CmsOptions): CmsConfig {
  const i18n = options.i18n ?? CMS_I18N
  /** The guide and page collections: English and Telugu side by side when `i18n`. */
  const translated = (collection: CmsCollection): CmsCollection =>
    i18n ? { ...collection, i18n: true, fields: withI18n(collection.fields ?? []) } : collection
  const guideCollections: CmsCollection[] = Object.entries(categories).map(([category, { label }]) => translated({
    name: `guides-${category}`,
    label: `Guides: ${label}`,
    label_singular: "guide",
    description: `The guides listed on ${label} (${categories[category].path}), and pages that combine several guides.`,
    folder: `content/guides/${category}`,
    create: true,
    extension: "md",
    format: "frontmatter",
    slug: "{{slug}}",
    identifier_field: "title",
    summary: "{{title}}",
    sortable_fields: ["order", "title"],
    fields: collectionFields(["guide", "combined"], { templates: ["guide", "combined"], body: true }).map(f =>
      // Required on guides; a combined page may have one too, and the folder's category is the default.
      f.name === "category" ? { ...f, default: category, required: true } : f,
    ),
  }))
  const pages: CmsCollection = translated({
    name: "pages",
    label: "Pages",
    label_singular: "page",
    description: "Home, services, about, contact, the listing and overview pages and the 404 page: each built from sections.",
    folder: "content/pages",
    filter: { field: "template", value: "page" },
    create: true,
    extension: "md",
    format: "frontmatter",
    slug: "{{slug}}",
    identifier_field: "title",
    summary: "{{title}} ({{path}})",
    fields: collectionFields(["page"], { templates: ["page"], body: false }),
  })
  const updates: CmsCollection = {
    name: "updates",
    label: "Law updates",
    label_singular: "law update",
    description:
      "One entry per change in the law (/updates): the date it took effect, two or three sentences on what changed and for whom, the official source and the guides it changed. " +
      "Each of those guides shows \"Updated <date>: <title>\" near its top, and the feed at /updates.xml carries the entry.",
    folder: "content/updates",
    filter: { field: "template", value: "update" },
    create: true,
    extension: "md",
    format: "frontmatter",
    slug: "{{year}}-{{month}}-{{slug}}",
    identifier_field: "title",
    summary: "{{date}}: {{title}}",
    sortable_fields: ["date", "title"],
    fields: collectionFields(["update"], { templates: ["update"], body: true }).map(f =>
      f.name === "path" ? { ...f, hint: "The entry's address: /updates/ followed by the year, month and a few words, e.g. /updates/2026-07-passport-fees." } : f,
    ),
  }
  const special: CmsCollection = {
    name: "tools",
    label: "Tools and search",
    description: "The tools' and the search page's texts. What a tool calculates is code; its figures are Facts.",
    create: false,
    delete: false,
    files: options.specialFiles.map(f => {
      const kind = pageKind(f.template)
      const isPage = kind === "page"
      return {
        name: f.file.replace(/^content\//, "").replace(/\.md$/, "").replace(/[^a-z0-9]+/gi, "-"),
        label: f.title,
        file: f.file,
        fields: collectionFields([kind ?? "tool"], { templates: isPage ? ["page"] : undefined, body: !isPage }),
      }
    }),
  }
  return {
    backend: {
      name: "git-gateway",
      branch: "main",
      commit_messages: {
        create: "Create {{collection}} “{{slug}}” (CMS)",
        update: "Update {{collection}} “{{slug}}” (CMS)",
        delete: "Delete {{collection}} “{{slug}}” (CMS)",
        uploadMedia: "Upload “{{path}}” (CMS)",
        deleteMedia: "Delete “{{path}}” (CMS)",
      },
    },
    ...(options.localBackendUrl ? { local_backend: { url: options.localBackendUrl } } : {}),
    site_url: site.siteUrl,
    display_url: site.siteUrl,
    logo_url: "/favicon.svg",
    locale: "en",
    media_folder: MEDIA_FOLDER,
    public_folder: PUBLIC_FOLDER,
    slug: { encoding: "ascii", clean_accents: true, sanitize_replacement: "-" },
    ...(i18n ? { i18n: I18N } : {}),
    collections: [...guideCollections, pages, updates, special, factsCollection(options.facts)],
  }
}

/** The configuration as the file Decap loads: YAML is a superset of JSON. */
export function cmsConfigFile(config: CmsConfig): string {
  return `# Generated at build by gatsby/cms-config.ts from the content model (gatsby/content-model.ts): edit those, not this file.\n${JSON.stringify(config, null, 2)}\n`
}
