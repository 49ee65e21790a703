import type { GatsbyNode } from "gatsby"
import { needsOurFee, withOurFee } from "../src/lib/tools/our-fee"
import { escapeHtml, factKeys, formatDate, resolveTokens, type Fact, type FactLanguage } from "../src/lib/facts"
import { tightenBlocks, wrapTables } from "../src/lib/guide-html"
import { FACT_TYPE, factNodeId } from "./facts"
import { FACT_FIELDS } from "./fact-rules"
import { FRONTMATTER, type Field } from "./content-model"
import type { RenderModule } from "./live-render"
import { render, RENDER_CODE_ID, RENDER_CODE_TYPE, type GuideSource, type ListingEntry } from "./static-html"
import type { SectionData } from "../src/components/sections/SectionStatic"
import { LOCALES, type Locale } from "../src/lib/i18n"
import { factTable, registerMonths } from "../src/lib/facts"
import { buildThresholds } from "../src/lib/tools/thresholds"
import { incorporationRates } from "../src/lib/tools/incorporation-rates"
import { calendarSheet } from "../src/lib/tools/calendar-sheet-build"
import { guidePartsTe } from "../src/config/strings/guide-parts.te"
import { guideStaticTe } from "../src/config/strings/guide-static.te"
import { cardFeeFor, feeIn, type CardFee } from "../src/lib/fee-words"
import { cardFees, type FeeFields } from "./card-fees"
import { datesLine, speedLine, UPDATE_LINE_WORDS_EN, type UpdateLineWords } from "../src/lib/updates"
import { sourceFactsIn, type SourceFact } from "../src/lib/sources"
import { updateLineWordsTe } from "../src/config/strings/updates.te"

/** The law updates' lines in a language (English where a language has none). */
const updateWords = (lang: FactLanguage): UpdateLineWords => (lang === "te" ? updateLineWordsTe : UPDATE_LINE_WORDS_EN)
/** The filter that picks the law updates written in a language (English files have no `lang`). */
const updatesIn = (lang: string | undefined) => (lang === "te" ? { template: { eq: "update" }, lang: { eq: "te" } } : { template: { eq: "update" }, lang: { ne: "te" } })

// Telugu dates in the Telugu pages' facts ("1 ఏప్రిల్ 2026"): the month names come from the Telugu words, read here at build time only.
registerMonths("te", guidePartsTe.months)

/** The languages a page exists in, from its page context (gatsby/pages.ts). */
const locales = (list: readonly string[] | undefined): Locale[] => (list ?? []).filter((l): l is Locale => (LOCALES as readonly string[]).includes(l))

/**
 * One shell per language and set of translated pages, made once per build (or per change of the
 * rendering code while `gatsby develop` runs) rather than once per page that asks for it.
 */
const shells = new WeakMap<object, Map<string, unknown>>()
function cachedShell(code: object, key: string, make: () => unknown): unknown {
  let byKey = shells.get(code)
  if (!byKey) shells.set(code, (byKey = new Map()))
  if (!byKey.has(key)) byKey.set(key, make())
  return byKey.get(key)
}

/**
 * The GraphQL types of the content: the frontmatter of every Markdown page,
 * generated from the content model (gatsby/content-model.ts) so that GraphQL
 * types do not depend on which fields happen to be used, and so that fact
 * tokens ({{group.name}}) are resolved wherever text is read (@facts); and the
 * Fact nodes of content/facts.json, from its field list (gatsby/fact-rules.ts).
 */
export function frontmatterTypeDefs(fields: readonly Field[] = FRONTMATTER): string {
  const types = new Map<string, string>()
  const define = (typeName: string, own: readonly Field[]): void => {
    const lines = own.map(field => `    ${field.name}: ${graphqlType(field)}${"facts" in field && field.facts ? " @facts" : ""}`)
    const body = `  type ${typeName} {\n${lines.join("\n")}\n  }`
    const previous = types.get(typeName)
    if (previous !== undefined && previous !== body) throw new Error(`content model: type ${typeName} is defined twice with different fields`)
    types.set(typeName, body)
    for (const field of own) if (field.type === "object" || field.type === "objects") define(field.typeName, field.fields)
  }
  define("Frontmatter", fields)
  return [...types.values()].join("\n\n")
}

function graphqlType(field: Field): string {
  const bang = field.required === true ? "!" : ""
  switch (field.type) {
    case "string":
    case "text":
    case "select":
      return `String${bang}`
    case "boolean":
      return `Boolean${bang}`
    case "int":
      return `Int${bang}`
    case "date":
      return `Date${bang} @dateformat(formatString: "YYYY-MM-DD")`
    case "strings":
      return `[String!]${bang}`
    case "object":
      return `${field.typeName}${bang}`
    case "objects":
      return `[${field.typeName}!]${bang}`
  }
}

/**
 * Fields every Fact node has: value and label (gatsby/fact-rules.ts requires them),
 * and kind, which defaults to "rule". The provenance fields stay nullable, as in
 * the GraphQL type before it was generated (an estimate has no source).
 */
const FACT_ALWAYS = new Set(["value", "label", "kind"])

/** The Fact node type: its own key, group and name, and every field of FACT_FIELDS. */
export function factTypeDefs(): string {
  const lines = ["key: String!", "group: String!", "name: String!"].concat(FACT_FIELDS.map(f => `${f.name}: String${FACT_ALWAYS.has(f.name) ? "!" : ""}`))
  return `  """One figure of content/facts.json (gatsby/facts.ts); pages read it through {{group.name}} tokens."""
  type ${FACT_TYPE} implements Node @dontInfer {
${lines.map(l => `    ${l}`).join("\n")}
  }`
}

export const typeDefs = `
  type MarkdownRemark implements Node {
    frontmatter: Frontmatter!
  }

${frontmatterTypeDefs()}

${factTypeDefs()}
`

interface NodeModel {
  getNodeById(args: { id: string; type?: string }): unknown
  findAll(args: { type: string; query: { filter: unknown } }): Promise<{ entries: Iterable<unknown> }>
  findRootNodeAncestor(obj: unknown, predicate?: (node: { internal?: { type?: string } }) => boolean): unknown
}
interface ResolverContext {
  nodeModel: NodeModel
}
type CreateNodeId = (input: string) => string

/**
 * Reads facts through the data layer, so that the page whose query resolves a
 * token depends on that fact's node. A token naming no fact is left as written:
 * gatsby/pages.ts reports it with its file and stops the build.
 */
function factLookup(createNodeId: CreateNodeId, context: ResolverContext) {
  return (key: string) => (context.nodeModel.getNodeById({ id: factNodeId(createNodeId, key), type: FACT_TYPE }) as Fact | null) ?? undefined
}

function resolveText(text: string, lookup: (key: string) => Fact | undefined, escape?: (s: string) => string, lang: FactLanguage = "en"): string {
  return resolveTokens(text, lookup, escape, lang)
}

/** The language a page's tokens are read in: its frontmatter's `lang` (Telugu: the fact's `te`, Telugu month names), else English. */
export function langOf(frontmatter: unknown): FactLanguage {
  return (frontmatter as { lang?: unknown } | null | undefined)?.lang === "te" ? "te" : "en"
}

/** The language of a frontmatter field's object (the frontmatter, or an object inside it such as one FAQ): its Markdown node's. */
function langOfField(source: unknown, context: ResolverContext): FactLanguage {
  const node = context.nodeModel.findRootNodeAncestor(source, n => n.internal?.type === "MarkdownRemark") as MarkdownSource | null
  return langOf(node?.frontmatter ?? source)
}

export const createSchemaCustomization: GatsbyNode["createSchemaCustomization"] = ({ actions, createNodeId }) => {
  actions.createFieldExtension({
    name: "facts",
    extend() {
      return {
        resolve(source: Record<string, unknown>, _args: unknown, context: ResolverContext, info: { fieldName: string }) {
          const value = source[info.fieldName]
          const lookup = factLookup(createNodeId, context)
          if (typeof value !== "string" && !Array.isArray(value)) return value
          const lang = langOfField(source, context)
          if (typeof value === "string") return resolveText(value, lookup, undefined, lang)
          if (Array.isArray(value)) return value.map(v => (typeof v === "string" ? resolveText(v, lookup, undefined, lang) : v))
          return value
        },
      }
    },
  })
  actions.createTypes(typeDefs)
}

interface MarkdownSource {
  rawMarkdownBody?: string
  frontmatter?: unknown
  fileAbsolutePath?: string
}

/** Every string in a value with its fact tokens resolved, as the @facts fields read. */
function resolveDeep(value: unknown, lookup: (key: string) => Fact | undefined, lang: FactLanguage = "en"): unknown {
  if (typeof value === "string") return resolveText(value, lookup, undefined, lang)
  if (Array.isArray(value)) return value.map(v => resolveDeep(v, lookup, lang))
  if (value && typeof value === "object" && !(value instanceof Date)) {
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, resolveDeep(v, lookup, lang)]))
  }
  return value
}

/** A date of the frontmatter as the schema formats it (YYYY-MM-DD). */
function isoDate(value: unknown): string | null {
  if (value instanceof Date) return value.toISOString().slice(0, 10)
  return typeof value === "string" && /^\d{4}-\d{2}-\d{2}/.test(value) ? value.slice(0, 10) : null
}

function factsOf(source: MarkdownSource, lookup: (key: string) => Fact | undefined): Fact[] {
  const keys = [...new Set([...factKeys(source.frontmatter), ...factKeys(source.rawMarkdownBody ?? "")])]
  return keys.map(lookup).filter((fact): fact is Fact => Boolean(fact))
}

/** The rendered Markdown body with fact tokens resolved, and the facts a page uses (its Sources). */
export const createResolvers: GatsbyNode["createResolvers"] = ({ createResolvers, createNodeId }) => {
  // createNodeId is namespaced by plugin: this file and gatsby/facts.ts both run as the site's gatsby-node.
  const ids = createNodeId
  /** Makes the query that renders depend on the rendering code (gatsby/static-html.ts, RENDER_CODE_TYPE). */
  const dependOnCode = (context: ResolverContext) => context.nodeModel.getNodeById({ id: ids(RENDER_CODE_ID), type: RENDER_CODE_TYPE })

  /** What gatsby/static-html.ts renders a guide from: the same values the page query reads. */
  async function guideSource(source: MarkdownSource, context: ResolverContext, info: any): Promise<GuideSource> {
    dependOnCode(context)
    const lookup = factLookup(ids, context)
    const htmlField = info.schema.getType("MarkdownRemark").getFields().html
    const html = await htmlField.resolve(source, {}, context, info)
    const fm = resolveDeep(source.frontmatter ?? {}, lookup, langOf(source.frontmatter)) as Record<string, unknown>
    fm.reviewed = isoDate(fm.reviewed)
    return { html: typeof html === "string" ? html : "", fm: fm as unknown as GuideSource["fm"], factsUsed: factsOf(source, lookup) }
  }
  /**
   * The guides of the given categories, as the listing section shows them: by category in the
   * page's order (All Registrations: the company forms, then the government registrations; review
   * 28 found them interleaved), then by order, then title.
   */
  async function listingOf(categories: string[], lang: Locale, context: ResolverContext): Promise<ListingEntry[]> {
    const lookup = factLookup(ids, context)
    const { entries } = await context.nodeModel.findAll({ type: "MarkdownRemark", query: { filter: { frontmatter: { category: { in: categories } } } } })
    // The guides in the listing page's language (a Telugu guide never lists on an English page).
    const fms = [...entries]
      .filter(node => langOf((node as MarkdownSource).frontmatter as { lang?: unknown } | undefined) === lang)
      .map(node => resolveDeep((node as MarkdownSource).frontmatter, lookup, langOf((node as MarkdownSource).frontmatter as { lang?: unknown } | undefined)) as { category: string; order?: number | null; title: string; heading?: string | null; description: string; path: string })
    const byTitle = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0)
    fms.sort((a, b) => categories.indexOf(a.category) - categories.indexOf(b.category) || (a.order ?? 0) - (b.order ?? 0) || byTitle(a.title, b.title))
    return fms.map(fm => ({ title: fm.heading || fm.title, description: fm.description, path: fm.path }))
  }
  /** Every fact node (content/facts.json), for the fields that work figures out of all of them at build time. */
  async function allFacts(context: ResolverContext) {
    const { entries } = await context.nodeModel.findAll({ type: FACT_TYPE, query: { filter: {} } })
    return [...entries] as Array<{ key: string; value: string; group?: string; source?: string; sourceTitle?: string; teSourceTitle?: string; kind?: string; basis?: string; teBasis?: string }>
  }
  /** What a service card shows as its price (gatsby/card-fees.ts), the guides' fees with their fact tokens resolved. */
  async function feesByPath(context: ResolverContext): Promise<Map<string, CardFee>> {
    const lookup = factLookup(ids, context)
    const { entries } = await context.nodeModel.findAll({ type: "MarkdownRemark", query: { filter: { frontmatter: { template: { in: ["guide", "combined", "page"] } } } } })
    const fms = [...entries].map(node => ((node as MarkdownSource).frontmatter ?? {}) as FeeFields)
    return cardFees(fms, (text, lang) => resolveText(text, lookup, undefined, lang))
  }
  createResolvers({
    [FACT_TYPE]: {
      basisIn: {
        type: "String",
        args: { lang: { type: "String", defaultValue: "en" } },
        description: "An estimate's basis in a page's language: its `teBasis` on a Telugu page (the Telugu tools), else its `basis`; so an English page's data carries no Telugu.",
        resolve(source: { basis?: string | null; teBasis?: string | null }, args: { lang?: string }) {
          return args.lang === "te" ? (source.teBasis ?? source.basis ?? null) : (source.basis ?? null)
        },
      },
    },
    Query: {
      toolThresholds: {
        type: "JSON",
        args: { only: { type: "[String!]", description: "The groups a tool uses (fssai, pf, udyam, trademark…); none: every group." } },
        description:
          "The limits, rates and fees the calculators use (src/lib/tools/thresholds.ts buildThresholds), read from the facts at build time, so a tool page gets the numbers in its data and its JavaScript carries no fact parsing. A tool asks for its own groups only (`only`), so that an edit of another tool's figure leaves its page as it is (the editing test saw the FSSAI, PF, trademark and Udyam pages rewritten by an edit of the GST limit).",
        async resolve(_source: unknown, args: { only?: string[] | null }, context: ResolverContext) {
          const all = buildThresholds(factTable(await allFacts(context)))
          return args.only?.length ? Object.fromEntries(Object.entries(all).filter(([group]) => args.only!.includes(group))) : all
        },
      },
      incorporationRates: {
        type: "JSON",
        description:
          "The fees, stamp duties and slabs the incorporation cost works with (src/lib/tools/incorporation.ts incorporationRates), read from the facts at build time, so its page's JavaScript carries no fact parsing.",
        async resolve(_source: unknown, _args: unknown, context: ResolverContext) {
          return incorporationRates(factTable(await allFacts(context)))
        },
      },
      calendarSheet: {
        type: "JSON",
        args: { lang: { type: "String", defaultValue: "en" } },
        description:
          "The compliance calendar's obligations as the days of the year each falls due, with their notes, titles and rules, its licence renewals and every word the tool shows, in the page's language (src/lib/tools/calendar-sheet-build.ts, src/config/strings/calendar-words.ts), worked out from calendar.ts and the facts at build time; so its page's JavaScript only dates the obligations of a visitor's answers from today, and carries neither the facts' parsing, the obligations' rules nor any words.",
        async resolve(_source: unknown, args: { lang?: string }, context: ResolverContext) {
          dependOnCode(context)
          const lang: Locale = (LOCALES as readonly string[]).includes(args.lang ?? "") ? (args.lang as Locale) : "en"
          const facts = await allFacts(context)
          return calendarSheet(factTable(facts), { words: render().calendarWordsIn(lang), shown: factTable(facts, lang), lang })
        },
      },
      incorporationSheet: {
        type: "JSON",
        args: { lang: { type: "String", defaultValue: "en" } },
        description:
          "The incorporation cost's answer for every structure and case of its fee, in the page's language (gatsby/build-html.ts incorporationSheetOf): the total, summary and sourced tables as HTML and the WhatsApp message, made at build time from the facts and the tool's words, so its page's JavaScript only fills in the capital, the people and the amounts that depend on them.",
        async resolve(_source: unknown, args: { lang?: string }, context: ResolverContext) {
          const lang: Locale = (LOCALES as readonly string[]).includes(args.lang ?? "") ? (args.lang as Locale) : "en"
          const facts = await allFacts(context)
          // each line's source in the page's language, as a guide's Sources list names it (Telugu title and basis on a Telugu page)
          const sources = sourceFactsIn(facts.filter(f => f.key.startsWith("incorporation.")) as unknown as SourceFact[], lang).map(f => ({
            key: f.key,
            source: f.source,
            sourceTitle: f.sourceTitle,
            kind: f.kind,
            basis: f.basis,
          }))
          // our fee for each structure: its guide's fee line in the page's language, as the service cards read it (feesByPath)
          const guides = render().incorporationGuides(lang)
          const fees = await feesByPath(context)
          const ourFees = { pvt: fees.get(guides.pvt)?.fee ?? null, opc: fees.get(guides.opc)?.fee ?? null, llp: fees.get(guides.llp)?.fee ?? null }
          return render().incorporationSheetOf(incorporationRates(factTable(facts)), sources, ourFees, lang)
        },
      },
      guideUpdates: {
        type: "JSON",
        args: { canonical: "String!", lang: { type: "String", defaultValue: "en" } },
        description:
          "The law updates (content/updates) in the page's language (`lang`) whose `affects` names this page (its English path), newest first, then by title, each { title, path, date } with the date as \"1 April 2026\" (Telugu month names in Telugu). " +
          "Sorted here, on the values in the files: Gatsby's own sort (a date, then a title that has a resolver of its own, @facts) gave two updates of one date in either order from build to build (issue 31).",
        async resolve(_source: unknown, args: { canonical: string; lang?: string }, context: ResolverContext) {
          const lookup = factLookup(ids, context)
          // A Telugu page's canonical is /te + the English path; the entries name the English path.
          const english = args.lang === "te" ? args.canonical.replace(/^\/te(?=\/|$)/, "") || "/" : args.canonical
          const { entries } = await context.nodeModel.findAll({
            type: "MarkdownRemark",
            query: { filter: { frontmatter: { ...updatesIn(args.lang), affects: { eq: english } } } },
          })
          const updates = [...entries].map(node => {
            const fm = ((node as MarkdownSource).frontmatter ?? {}) as { title?: unknown; path?: unknown; date?: unknown }
            return { title: resolveText(String(fm.title ?? ""), lookup), path: String(fm.path ?? ""), date: isoDate(fm.date) ?? "" }
          })
          const byText = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0)
          updates.sort((a, b) => byText(b.date, a.date) || byText(a.title, b.title) || byText(a.path, b.path))
          return updates.map(u => ({ ...u, date: formatDate(u.date, args.lang === "te" ? "te" : "en") }))
        },
      },
      guideLinks: {
        type: "JSON",
        args: { lang: { type: "String", defaultValue: "en" } },
        description:
          "Every guide by its English path, as a law update links it: { path, name } of the guide in `lang` where it exists, else the English guide (src/lib/updates.ts GuideLinks). Made at build time, so a page carries only its own language's names.",
        async resolve(_source: unknown, args: { lang?: string }, context: ResolverContext) {
          const lookup = factLookup(ids, context)
          const lang: FactLanguage = args.lang === "te" ? "te" : "en"
          const { entries } = await context.nodeModel.findAll({ type: "MarkdownRemark", query: { filter: { frontmatter: { template: { eq: "guide" } } } } })
          const links: Record<string, { path: string; name: string }> = {}
          const all = [...entries].map(node => {
            const fm = ((node as MarkdownSource).frontmatter ?? {}) as { path?: unknown; title?: unknown; heading?: unknown; lang?: unknown }
            const nodeLang: FactLanguage = fm.lang === "te" ? "te" : "en"
            const path = String(fm.path ?? "")
            return { nodeLang, path, name: resolveText(String(fm.heading || fm.title || path), lookup, undefined, nodeLang) }
          })
          for (const g of all) if (g.nodeLang === "en") links[g.path] = { path: g.path, name: g.name }
          if (lang !== "en") for (const g of all) if (g.nodeLang === lang) links[g.path.replace(/^\/te(?=\/|$)/, "") || "/"] = { path: g.path, name: g.name }
          return Object.fromEntries(Object.entries(links).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)))
        },
      },
      updatesSpeed: {
        type: "String!",
        args: { lang: { type: "String", defaultValue: "en" } },
        description: "The /updates page's line on the median days from notification to the site (src/lib/updates.ts speedLine) over the updates in a language, in that language, made at build time.",
        async resolve(_source: unknown, args: { lang?: string }, context: ResolverContext) {
          const { entries } = await context.nodeModel.findAll({ type: "MarkdownRemark", query: { filter: { frontmatter: updatesIn(args.lang) } } })
          return speedLine(
            [...entries].map(node => {
              const fm = ((node as MarkdownSource).frontmatter ?? {}) as { date?: unknown; notified?: unknown; siteUpdated?: unknown }
              return { date: isoDate(fm.date) ?? "", notified: isoDate(fm.notified), siteUpdated: isoDate(fm.siteUpdated) }
            }),
            updateWords(args.lang === "te" ? "te" : "en"),
          )
        },
      },
      templateWords: {
        type: "JSON",
        args: { template: "String!", lang: { type: "String", defaultValue: "en" } },
        description:
          "The words a template writes itself, in the page's language (src/config/strings/template-words.ts), so they come in the page data rather than its JavaScript. " +
          "A calculator's `{ourFee}` is our fee as the fee line of its guide (`guide`) gives it (feesByPath), so the tool and the guide name one fee.",
        async resolve(_source: unknown, args: { template: string; lang?: string }, context: ResolverContext) {
          dependOnCode(context)
          const lang: Locale = (LOCALES as readonly string[]).includes(args.lang ?? "") ? (args.lang as Locale) : "en"
          const words = render().templateWords(args.template, lang)
          // a calculator with a guide for each answer (FSSAI: one per tier) gets our fee for each, as each guide's fee line gives it
          const tiers = words as { guides?: Record<string, string>; ourFees?: Record<string, string> }
          if (tiers.guides && tiers.ourFees) {
            const fees = await feesByPath(context)
            const ourFees = Object.fromEntries(Object.entries(tiers.guides).map(([tier, guide]) => [tier, fees.get(guide)?.fee]))
            const missing = Object.entries(ourFees).filter(([, fee]) => !fee)
            if (missing.length) throw new Error(`templateWords(${args.template}, ${lang}): no fee line in the guide of ${missing.map(([tier]) => `${tier} (${tiers.guides![tier]})`).join(", ")}`)
            return { ...words, ourFees }
          }
          if (!needsOurFee(words)) return words
          const guide = (words as { guide?: string }).guide
          const fee = guide ? (await feesByPath(context)).get(guide)?.fee : undefined
          if (!fee) throw new Error(`templateWords(${args.template}, ${lang}): {ourFee} needs the fee line of its guide ${guide ?? "(none named)"}`)
          return withOurFee(words, fee)
        },
      },
      uiWords: {
        type: "JSON",
        args: { areas: "[String!]!", lang: { type: "String", defaultValue: "en" } },
        description: "Areas of the components' words in the page's language (gatsby/build-html.ts uiWords): the guide and combined templates' `uiWords(areas: [\"guide\", \"forms\"], lang: $lang)`.",
        resolve(_source: unknown, args: { areas: string[]; lang?: string }, context: ResolverContext) {
          dependOnCode(context)
          const lang: Locale = (LOCALES as readonly string[]).includes(args.lang ?? "") ? (args.lang as Locale) : "en"
          return render().uiWords(args.areas, lang)
        },
      },
      siteShell: {
        type: "JSON",
        args: { lang: { type: "String", defaultValue: "en" } },
        description:
          "The header's and footer's links-only parts as HTML, the navigation and the components' words, in the page's language: every template's page query asks for it as `shell: siteShell(lang: $lang)` (src/components/shell/site-shell.ts).",
        async resolve(_source: unknown, args: { lang?: string }, context: ResolverContext) {
          dependOnCode(context)
          const lang: Locale = (LOCALES as readonly string[]).includes(args.lang ?? "") ? (args.lang as Locale) : "en"
          const code = render()
          if (lang === "en") return cachedShell(code, "en", () => code.siteShell())
          // The menus link to the pages that exist in the language (and to the English ones otherwise).
          const { entries } = await context.nodeModel.findAll({ type: "MarkdownRemark", query: { filter: { frontmatter: { lang: { eq: lang } } } } })
          const paths = [...entries].map(node => String(((node as MarkdownSource).frontmatter as { path?: string } | undefined)?.path ?? "").replace(/\/+$/, "") || "/").sort()
          // the English pages' other addresses (the footer's /gov/labour-license), each to its page
          const english = await context.nodeModel.findAll({ type: "MarkdownRemark", query: { filter: {} } })
          const aliases: Record<string, string> = {}
          for (const node of english.entries) {
            const fm = ((node as MarkdownSource).frontmatter ?? {}) as { path?: string; aliases?: string[] | null; lang?: string | null }
            if ((fm.lang ?? "en") !== "en" || !fm.path) continue
            for (const alias of fm.aliases ?? []) aliases[alias.replace(/\/+$/, "")] = fm.path
          }
          const key = Object.entries(aliases).sort().map(([a, p]) => `${a}>${p}`).join("\n")
          return cachedShell(code, `${lang}\n${paths.join("\n")}\n${key}`, () => code.siteShell(lang, paths, aliases))
        },
      },
    },
    MarkdownRemark: {
      html: {
        async resolve(source: MarkdownSource, args: unknown, context: ResolverContext, info: any) {
          const html: string | null = await info.originalResolver(source, args, context, info)
          if (typeof html !== "string") return html
          const lang = langOf(source.frontmatter)
          // The tables' regions named in the page's language ("పట్టిక: …" on a Telugu page, not "Table: …").
          return tightenBlocks(wrapTables(resolveText(html, factLookup(ids, context), escapeHtml, lang), lang === "te" ? guideStaticTe : undefined))
        },
      },
      updateDay: {
        type: "String",
        description: "A law update's date in force as its page's language writes it (\"1 April 2026\", \"1 ఏప్రిల్ 2026\"), made at build time; null on other pages.",
        resolve(source: MarkdownSource) {
          const fm = (source.frontmatter ?? {}) as { template?: unknown; date?: unknown; lang?: unknown }
          const date = isoDate(fm.date)
          return fm.template === "update" && date ? formatDate(date, langOf(fm)) : null
        },
      },
      updateCta: {
        type: "JSON",
        description: "A law update's closing call to action, made at build time in its page's language (gatsby/build-html.ts updateCta); null on other pages.",
        resolve(source: MarkdownSource, _args: unknown, context: ResolverContext) {
          dependOnCode(context)
          const fm = (source.frontmatter ?? {}) as { template?: unknown; lang?: unknown }
          return fm.template === "update" ? render().updateCta(langOf(fm)) : null
        },
      },
      updateDates: {
        type: "String",
        description: "A law update's three dates as one line (src/lib/updates.ts datesLine), made at build time; null on other pages. `withInForce: false`: without the day in force (the entry's own page gives it in its hero).",
        args: { withInForce: { type: "Boolean", defaultValue: true } },
        resolve(source: MarkdownSource, args: { withInForce?: boolean | null }) {
          const fm = (source.frontmatter ?? {}) as { template?: unknown; date?: unknown; notified?: unknown; notifiedNote?: unknown; siteUpdated?: unknown }
          const date = isoDate(fm.date)
          if (fm.template !== "update" || !date) return null
          return datesLine({ date, notified: isoDate(fm.notified), siteUpdated: isoDate(fm.siteUpdated) }, updateWords(langOf(fm)), { withInForce: args.withInForce !== false })
        },
      },
      factsUsed: {
        type: `[${FACT_TYPE}!]!`,
        description: "The facts this page's frontmatter and Markdown refer to, in order of first use.",
        resolve(source: MarkdownSource, _args: unknown, context: ResolverContext) {
          return factsOf(source, factLookup(ids, context))
        },
      },
      // A guide's body and the rest of its page with the static parts rendered to HTML (gatsby/static-html.ts).
      guideBody: {
        type: "JSON",
        args: { level: { type: "Int", defaultValue: 2 } },
        async resolve(source: MarkdownSource, args: { level?: number }, context: ResolverContext, info: any) {
          return render().guideBody(await guideSource(source, context, info), args.level === 3 ? 3 : 2)
        },
      },
      sectionParts: {
        type: "JSON",
        args: { canonical: "String!", listing: "[String!]!" },
        async resolve(source: MarkdownSource, args: { canonical: string; listing: string[] }, context: ResolverContext) {
          dependOnCode(context)
          const lookup = factLookup(ids, context)
          const fm = resolveDeep(source.frontmatter ?? {}, lookup, langOf(source.frontmatter as { lang?: unknown } | undefined)) as { sections?: SectionData[] | null; lang?: string | null }
          // each service card, and each guide of a listing, with the fee of the guide it links to
          const fees = args.listing.length || fm.sections?.some(section => section.type === "cards") ? await feesByPath(context) : null
          const feeOf = (path: string | null | undefined, title: string | null | undefined) => {
            const found = path ? fees?.get(path) : undefined
            if (!found) return { fee: null, feeFor: null }
            return { fee: feeIn(found.fee, found.lang, langOf(fm)), feeFor: cardFeeFor(found, title ?? "", langOf(fm)) }
          }
          const listing = args.listing.length ? (await listingOf(args.listing, langOf(fm), context)).map(entry => ({ ...entry, ...feeOf(entry.path, entry.title) })) : []
          const sections = (fm.sections ?? []).map(section =>
            fees && section.type === "cards" && section.variant !== "links" && !(section as { noPrices?: boolean | null }).noPrices && section.items
              ? // a card marked noFee (a service quoted case by case, linking to a related guide) shows no price;
                // a section marked noPrices, whose cards each stand for an area of work, none (review 50)
                { ...section, items: section.items.map(item => ({ ...item, ...feeOf((item as { noFee?: boolean | null } | null)?.noFee ? null : item?.path, item?.title) })) }
              : section,
          )
          return render().sectionParts(sections, args.canonical, listing, langOf(fm))
        },
      },
      guidePage: {
        type: "JSON",
        args: { canonical: "String!", translations: { type: "[String!]", defaultValue: [] } },
        async resolve(source: MarkdownSource, args: { canonical: string; translations?: string[] }, context: ResolverContext, info: any) {
          return render().guidePage(await guideSource(source, context, info), args.canonical, locales(args.translations))
        },
      },
      combinedPage: {
        type: "JSON",
        description: "A combined screen's parts a visitor only reads (gatsby/build-html.ts combinedPage), with the guides it stacks (`includes`, in order).",
        args: { canonical: "String!", includes: "[String!]!", translations: { type: "[String!]", defaultValue: [] } },
        async resolve(source: MarkdownSource, args: { canonical: string; includes: string[]; translations?: string[] }, context: ResolverContext, info: any) {
          const { entries } = await context.nodeModel.findAll({ type: "MarkdownRemark", query: { filter: { frontmatter: { path: { in: args.includes } } } } })
          const byPath = new Map([...entries].map(node => [String(((node as MarkdownSource).frontmatter as { path?: unknown } | undefined)?.path), node as MarkdownSource]))
          const guides = await Promise.all(
            args.includes.filter(path => byPath.has(path)).map(async path => ({ ...(await guideSource(byPath.get(path)!, context, info)), path })),
          )
          return render().combinedPage(await guideSource(source, context, info), guides, args.canonical, locales(args.translations))
        },
      },
      headTags: {
        type: "JSON",
        description: "The head of a page whose template has no build-made parts (search, updates, a law update, a tool): gatsby/build-html.ts plainHead.",
        args: { canonical: "String!", kind: { type: "String", defaultValue: "page" }, translations: { type: "[String!]", defaultValue: [] } },
        resolve(source: MarkdownSource, args: { canonical: string; kind?: string; translations?: string[] }, context: ResolverContext) {
          dependOnCode(context)
          const fm = resolveDeep(source.frontmatter ?? {}, factLookup(ids, context), langOf(source.frontmatter as { lang?: unknown } | undefined)) as Parameters<RenderModule["plainHead"]>[0]
          const kind = args.kind === "article" || args.kind === "tool" ? args.kind : "page"
          return render().plainHead(fm, args.canonical, kind, locales(args.translations))
        },
      },
      toolPage: {
        type: "JSON",
        description: "A tool page's hero and call to action made at build time, and the words its tools show (gatsby/build-html.ts toolPage), the wizard's with our fee for each guide its answers link to.",
        args: { canonical: "String!", template: "String!" },
        async resolve(source: MarkdownSource, args: { canonical: string; template: string }, context: ResolverContext) {
          dependOnCode(context)
          const fm = resolveDeep(source.frontmatter ?? {}, factLookup(ids, context), langOf(source.frontmatter as { lang?: unknown } | undefined)) as Parameters<RenderModule["toolPage"]>[0]
          // the wizard's answers show our fee for each guide they link to (feesByPath, as the service cards)
          const fees = args.template === "tool-which-registrations" ? await feesByPath(context) : undefined
          return render().toolPage(fm, args.canonical, args.template, fees)
        },
      },
      toolCss: {
        type: "String!",
        description:
          "The styles a tool page adds to its head (gatsby/build-html.ts toolCss): \"tools\" (every tool's; on the compliance calendar's page with the calendar's after them, so that its JavaScript adds no styles) or \"calendar\".",
        args: { part: { type: "String", defaultValue: "tools" } },
        resolve(source: MarkdownSource, args: { part?: string }, context: ResolverContext) {
          dependOnCode(context)
          if (args.part === "calendar") return render().toolCss("calendar")
          const calendar = (source.frontmatter as { template?: unknown } | undefined)?.template === "tool-compliance-calendar"
          return calendar ? `${render().toolCss("tools")}\n${render().toolCss("calendar")}` : render().toolCss("tools")
        },
      },
      pageHead: {
        type: "JSON",
        args: { canonical: "String!", noindex: "Boolean!", translations: { type: "[String!]", defaultValue: [] } },
        resolve(source: MarkdownSource, args: { canonical: string; noindex: boolean; translations?: string[] }, context: ResolverContext) {
          dependOnCode(context)
          const fm = resolveDeep(source.frontmatter ?? {}, factLookup(ids, context), langOf(source.frontmatter as { lang?: unknown } | undefined)) as Parameters<RenderModule["pageHead"]>[0]
          return render().pageHead(fm, args.canonical, args.noindex, locales(args.translations))
        },
      },
    },
  })
}
