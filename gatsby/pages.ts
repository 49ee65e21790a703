import path from "path"
import type { GatsbyNode } from "gatsby"
import { buildRouteTable, normalizePath, type PageSource } from "./content-rules"
import { contentHasErrors, templateNames } from "./content-check"
import { reportContentErrors } from "./content-errors"
import { DEFAULT_LOCALE, LOCALES, localizedPath, type Locale } from "../src/lib/i18n"
import type { LanguageLink } from "../src/components/common/PagePath"
import { shellEn } from "../src/config/strings/shell"
import { shellTe } from "../src/config/strings/shell.te"

/** What the switch says on a page the other language does not have yet, in the page's language. */
const SWITCH_HOME: Record<Locale, { label: string; title: string }> = {
  en: { label: shellEn.switchHomeLabel, title: shellEn.switchHomeTitle },
  te: { label: shellTe.switchHomeLabel, title: shellTe.switchHomeTitle },
}

/**
 * A filter on a page's `lang` field that keeps the pages of `lang` (the page query's $sameLang:
 * the search page lists the guides of its own language). English pages have no `lang` field.
 */
export function sameLangFilter(lang: Locale): { eq: string } | { nin: string[] } {
  return lang === DEFAULT_LOCALE ? { nin: LOCALES.filter(l => l !== DEFAULT_LOCALE) } : { eq: lang }
}

interface MarkdownNode {
  id: string
  fileAbsolutePath: string
  frontmatter: PageSource["frontmatter"] & {
    includes?: string[] | null
    listing?: string[] | null
  }
}

/**
 * Creates every Markdown page's canonical page and aliases, and its legacy redirects.
 *
 * The content check (gatsby/content-check.ts) has read every file before Gatsby
 * did: `gatsby build` stops there on a mistake. While `gatsby develop` runs, a
 * file saved with a mistake is reported here (once) and the other pages stay.
 * The pages are made from the frontmatter as written (the nodes), so a missing
 * field cannot fail a query before the check has named it.
 */
/**
 * The header's language switch of a page (src/components/shell/LanguageSwitch.tsx): the same page
 * in the other language, where it exists, made here so that the pages' JavaScript carries no path
 * code (issue 31). Its words (the language's name) stay in the switch: an English page's data has no Telugu.
 */
export function languageLink(canonical: string, lang: Locale, translations: readonly Locale[]): LanguageLink | null {
  const other = translations.find(l => l !== lang)
  if (other) return { href: localizedPath(canonical, other), hrefLang: other }
  // Not in the other language yet (since 2026-11-29 every page has its Telugu version): its home page, saying so (issue 33).
  const elsewhere = LOCALES.find(l => l !== lang)
  if (!elsewhere) return null
  return { href: localizedPath("/", elsewhere), hrefLang: elsewhere, home: SWITCH_HOME[lang] }
}

export const createPages: GatsbyNode["createPages"] = async ({ actions, reporter, getNodesByType }) => {
  contentHasErrors(reporter)
  const root = process.cwd()
  const nodes = (getNodesByType("MarkdownRemark") as unknown as MarkdownNode[])
    .filter(node => node.fileAbsolutePath)
    .map(node => ({ ...node, file: path.relative(root, node.fileAbsolutePath).split(path.sep).join("/") }))
    .sort((a, b) => (a.file < b.file ? -1 : a.file > b.file ? 1 : 0))
  const table = buildRouteTable(nodes, templateNames(root), { validate: false })
  // Only a duplicate path can be found here, and the content check has printed it already.
  reportContentErrors(reporter, table.errors)

  const byId = new Map(nodes.map(node => [node.id, node]))
  for (const route of table.routes) {
    const node = byId.get(route.id)!
    const includes = Array.isArray(node.frontmatter.includes) ? node.frontmatter.includes.filter((p): p is string => typeof p === "string") : []
    const listing = Array.isArray(node.frontmatter.listing) ? node.frontmatter.listing.filter((c): c is string => typeof c === "string") : []
    actions.createPage({
      path: route.path,
      component: path.resolve(root, `src/templates/${route.template}.tsx`),
      context: {
        id: route.id,
        canonical: route.canonical,
        isAlias: route.isAlias,
        noindex: route.canonical === "/404" || route.canonical === "/te/404",
        includes: includes.map(normalizePath),
        listing,
        lang: route.lang,
        translations: route.translations,
        other: languageLink(route.canonical, route.lang, route.translations),
        sameLang: sameLangFilter(route.lang),
      },
    })
  }

  for (const redirect of table.redirects) {
    actions.createRedirect({
      fromPath: redirect.from,
      toPath: redirect.to,
      isPermanent: true,
      force: true,
      redirectInBrowser: true,
    })
  }
}
