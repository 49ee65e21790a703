/**
 * What a page template receives, built from a CMS entry instead of a page
 * query: the frontmatter with its fact tokens resolved, the Markdown body as
 * HTML (with tokens resolved), the facts the page uses, and the page context.
 * A superset of every template's query (guide, combined, page, tools, search),
 * so the preview can render the site's own template for the entry.
 */
import { escapeHtml, factKeys, resolveTokens, type Fact } from "../lib/facts"
import { combinedPage, guideBody, guidePage, pageHead, sectionParts, siteShell, templateWords, uiWords, type GuideSource, type SiteShellData } from "../../gatsby/build-html"
import { DEFAULT_LOCALE, LOCALES, type Locale } from "../lib/i18n"
import type { SectionData } from "../components/sections/SectionStatic"
import { markdownToHtml } from "./markdown"

export type EntryData = Record<string, unknown> & { body?: string; template?: string; path?: string }

export interface PreviewProps {
  data: {
    /** The shell of the entry's language, as every template's query asks for it (src/components/shell/site-shell.ts). */
    shell: SiteShellData
    /** The template's own words in the entry's language (the `templateWords` field). */
    words: ReturnType<typeof templateWords> | ReturnType<typeof uiWords>
    markdownRemark: {
      id: string
      html: string
      factsUsed: Fact[]
      frontmatter: Record<string, unknown>
      /** What the build's resolvers add (gatsby/schema.ts), made here from the entry (gatsby/build-html.ts). */
      guideBody?: unknown
      guidePage?: unknown
      combinedPage?: unknown
      sectionParts?: unknown
      pageHead?: unknown
    }
    facts: { nodes: Fact[] }
    guides: { nodes: unknown[] }
    listing: { nodes: unknown[] }
  }
  pageContext: { id: string; canonical: string; isAlias: boolean; noindex: boolean; includes: string[]; listing: string[]; lang: Locale; translations: Locale[] }
  location: { pathname: string; search: string; hash: string }
}

function resolveDeep(value: unknown, lookup: (key: string) => Fact | undefined): unknown {
  if (typeof value === "string") return resolveTokens(value, lookup)
  if (Array.isArray(value)) return value.map(v => resolveDeep(v, lookup))
  if (value instanceof Date) return value.toISOString().slice(0, 10)
  if (value && typeof value === "object") return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, resolveDeep(v, lookup)]))
  return value
}

/** The shell in each language, made once per editor session. */
const shells: Partial<Record<Locale, SiteShellData>> = {}

export function previewProps(entry: EntryData, facts: readonly Fact[]): PreviewProps {
  const byKey = new Map(facts.map(f => [f.key, f]))
  const lookup = (key: string) => byKey.get(key)
  const { body = "", ...fields } = entry
  // A new entry has no title or address yet: the templates may rely on the required fields.
  const frontmatter = { title: "", description: "", path: "/", ...(resolveDeep(fields, lookup) as Record<string, unknown>) }
  const html = resolveTokens(markdownToHtml(String(body)), lookup, escapeHtml)
  const used = [...new Set([...factKeys(fields), ...factKeys(String(body))])].map(lookup).filter((f): f is Fact => Boolean(f))
  const path = typeof entry.path === "string" && entry.path ? entry.path : "/"
  const list = (v: unknown) => (Array.isArray(v) ? v.filter((x): x is string => typeof x === "string") : [])
  // The fields the build renders, for the template the entry names; a half-filled entry may throw
  // here, inside the preview's error boundary (src/cms/site-preview.tsx).
  const source = { html, fm: frontmatter, factsUsed: used } as unknown as GuideSource
  const rendered =
    entry.template === "guide"
      ? { guideBody: guideBody(source, 2), guidePage: guidePage(source, path) }
      : // the preview has no stacked guides (guides.nodes is empty): the screen's own parts
        entry.template === "combined"
        ? { combinedPage: combinedPage(source, [], path) }
        : entry.template === "page"
          ? {
              sectionParts: sectionParts(((frontmatter as { sections?: SectionData[] }).sections ?? []), path, []),
              pageHead: pageHead(frontmatter as { title: string }, path, false),
            }
          : {}
  const lang: Locale = (LOCALES as readonly string[]).includes(String(entry.lang)) ? (entry.lang as Locale) : DEFAULT_LOCALE
  shells[lang] ??= siteShell(lang)
  return {
    data: {
      shell: shells[lang]!,
      // a guide's and a combined screen's parts read the words their queries ask for (uiWords)
      words: entry.template === "guide" || entry.template === "combined" ? uiWords(["guide", "forms"], lang) : templateWords(String(entry.template ?? ""), lang),
      markdownRemark: { id: "preview", html, factsUsed: used, frontmatter, ...rendered },
      facts: { nodes: [...facts] },
      guides: { nodes: [] },
      listing: { nodes: [] },
    },
    pageContext: { id: "preview", canonical: path, isAlias: false, noindex: false, includes: list(entry.includes), listing: list(entry.listing), lang, translations: [lang] },
    location: { pathname: path, search: "", hash: "" },
  }
}
