/**
 * The components the pages ship, rendered in the unit tests with the parts the build makes for
 * them (gatsby/build-html.ts): the header and footer with their links-only parts as HTML (the
 * page data's `shell`), a guide's body with its static blocks as HTML (the `guideBody` field).
 */
import fs from "fs"
import path from "path"
import matter from "gray-matter"
import * as React from "react"
import { render as renderInDom, type RenderOptions } from "@testing-library/react"
import { guideBody, siteShell, toolPage, uiWords, type GuideSource, type SiteShellData } from "../../gatsby/build-html"
import type { UiStrings } from "../../src/config/strings"
import { ShellContext } from "../../src/components/shell/site-shell"
import { StringsProvider } from "../../src/components/common/Strings"
import { GuideBodyWithStaticParts } from "../../src/components/guide/GuideBodyWithStaticParts"
import type { InteractiveBlockFields } from "../../src/components/guide/GuideBlockInteractive"
import type { Locale } from "../../src/lib/i18n"
import type { CardFee } from "../../src/lib/fee-words"
import { cardFees, type FeeFields } from "../../gatsby/card-fees"

let shell: SiteShellData = siteShell()

/** The site's shell in a language, as a page's query returns it (`shell: siteShell(lang: $lang)`) to HeaderWithStaticParts and FooterWithStaticParts. */
export function useBuiltShell(lang: Locale = "en", translated: readonly string[] = []): SiteShellData {
  shell = siteShell(lang, translated)
  return shell
}

/** Testing Library's render, inside the shell useBuiltShell made (English by default) and its words, as wrapPageElement and Layout provide a page's. */
export function render(ui: React.ReactElement, options?: Omit<RenderOptions, "queries">) {
  const value = shell
  // The shell and its words (as Layout provides them on a page).
  const Wrapper = ({ children }: { children: React.ReactNode }) => (
    <ShellContext.Provider value={value}>
      <StringsProvider value={value.strings}>{children}</StringsProvider>
    </ShellContext.Provider>
  )
  const Outer = options?.wrapper
  return renderInDom(ui, { ...options, wrapper: Outer ? ({ children }) => <Wrapper><Outer>{children}</Outer></Wrapper> : Wrapper })
}

/**
 * The words a guide or combined screen gives its parts in a language, as Layout provides them on
 * the page: the shell's and those of the page data's `uiWords(areas: ["guide", "forms"])`.
 */
export function GuideWords({ lang = "en", children }: { lang?: Locale; children: React.ReactNode }) {
  const words: Partial<UiStrings> = { ...siteShell(lang).strings, ...uiWords(["guide", "forms"], lang) }
  return <StringsProvider value={words}>{children}</StringsProvider>
}

/** A guide as the build reads it: its Markdown as HTML and its frontmatter. */
export interface SourceGuide {
  html?: string | null
  frontmatter: InteractiveBlockFields & Record<string, unknown>
}

/** A guide's body as the guide template renders it: the parts the build makes from its Markdown and frontmatter, with the words its page gives them. */
export function ShippedGuideBody({ guide, level = 2 }: { guide: SourceGuide; level?: 2 | 3 }) {
  const parts = guideBody({ html: guide.html ?? "", fm: guide.frontmatter } as unknown as GuideSource, level)
  const lang: Locale = guide.frontmatter.lang === "te" ? "te" : "en"
  return (
    <GuideWords lang={lang}>
      <GuideBodyWithStaticParts parts={parts} fm={guide.frontmatter} level={level} />
    </GuideWords>
  )
}

let fees: Map<string, CardFee> | undefined

/**
 * Our fee of every guide, by its path and aliases, as the build reads it from the guides' fee
 * lines (gatsby/card-fees.ts, which gatsby/schema.ts feesByPath calls; no guide's fee line names
 * a fact, so the texts are taken as they are): what the wizard's answers show.
 */
export function guideFees(): Map<string, CardFee> {
  if (fees) return fees
  const files = (dir: string): string[] =>
    fs.readdirSync(dir, { withFileTypes: true }).flatMap(e => (e.isDirectory() ? files(path.join(dir, e.name)) : e.name.endsWith(".md") ? [path.join(dir, e.name)] : []))
  fees = cardFees(
    files(path.join(__dirname, "../../content/guides")).map(file => matter(fs.readFileSync(file, "utf8")).data as FeeFields),
    text => text,
  )
  return fees
}

/**
 * The words a tool page gives its tool in a language, as its Layout provides them: the shell's and
 * those of the page data's `toolPage` field (the wizard's own on its page only, with our fee for
 * each guide its answers link to).
 */
export function ToolWords({ lang = "en", template = "tool-fssai-licence", children }: { lang?: Locale; template?: string; children: React.ReactNode }) {
  const { words } = toolPage({ title: "Tool", lang }, lang === "en" ? "/tools/tool" : "/te/tools/tool", template, guideFees())
  return <StringsProvider value={{ ...siteShell(lang).strings, ...words }}>{children}</StringsProvider>
}
