/**
 * The parts of the pages a visitor only reads, rendered to HTML by the same React components
 * (renderToString, as Gatsby renders the pages): the static blocks of a guide, "At a glance",
 * its hero, aside, Sources and call to action; the sections of the `page` pages; the links-only
 * parts of the header and footer; and the head tags. The build serves them in the page data
 * (gatsby/schema.ts resolvers, gatsby/static-html.ts), so a page's JavaScript carries the markup
 * instead of the components and the helpers behind them (issue 9, first-visit JavaScript); the
 * CMS preview makes them in the browser from the entry (src/cms/preview-data.ts). The parts a
 * visitor uses stay React (GuideBlockInteractive, SectionInteractive, the header's navigation).
 */
import * as React from "react"
import { renderToString } from "react-dom/server"
import { GuideBlockStatic, type StaticBlockFields } from "../src/components/guide/GuideBlockStatic"
import { Glance } from "../src/components/guide/Glance"
import { GuideAside, GuideRailExtras } from "../src/components/guide/GuideAside"
import { DrawerActions } from "../src/components/shell/DrawerActions"
import { ContactDetails } from "../src/components/forms/ContactDetails"
import { GuideSources } from "../src/components/guide/GuideSources"
import { PartSourceLinks } from "../src/components/guide/PartSourceLinks"
import type { Fees } from "../src/components/guide/FeeLine"
import { guidePieces, INTERACTIVE_BLOCKS, type GuidePlanFields } from "../src/lib/guide-html"
import type { SourceFact } from "../src/lib/sources"
import { sourceFactsIn, sourceList } from "../src/lib/sources"
import { guideToc, headingWords, type TocEntry } from "../src/lib/toc"
import { escapeHtml } from "../src/lib/facts"
import { PageHero } from "../src/components/guide/PageHero"
import { CtaBand } from "../src/components/sections/CtaBand"
import { breadcrumbFor } from "../src/config/categories"
import { sectionIllustration } from "../src/config/illustrations"
import { combinedToc, type CombinedBodyPart } from "../src/lib/combined-toc"
import { Link } from "gatsby"
import { fillNodes } from "../src/components/common/fill-nodes"
import { Inclusions } from "../src/components/guide/Inclusions"
import { TocList } from "../src/components/guide/TocList"
import { quoteHref } from "../src/lib/quote-link"
import type { InclusionsData } from "../src/components/guide/Inclusions"
import { headData, type HeadData } from "../src/lib/head-data"
import { breadcrumbJsonLd, faqJsonLd } from "../src/lib/structured-data"
import { ContactBar } from "../src/components/shell/ContactBar"
import { Logo } from "../src/components/shell/Logo"
import { FooterColumns, FooterContact, FooterCopyright, FooterLinks, FooterPositioning, FooterRating, ReviewQuote } from "../src/components/shell/FooterStaticParts"
import { FloatingContactLinks } from "../src/components/shell/FloatingContactLinks"
import { nav } from "../src/config/navigation"
import { reviews, type Review } from "../src/config/reviews"
import { relativeTime } from "../src/lib/relative-time"
import { relativeTimeTe } from "../src/config/strings/relative-time.te"
import type { NavLink } from "../src/lib/nav"
import { INTERACTIVE_SECTIONS, SectionStatic, type SectionData } from "../src/components/sections/SectionStatic"
import type { SiteShell } from "../src/components/shell/site-shell"
import { FALLBACK_AREAS, SHELL_AREAS, StringsProvider } from "../src/components/common/Strings"
import { LocalizerProvider, type Localizer } from "../src/components/common/Localizer"
import { navLabelsTe } from "../src/config/strings/nav.te"
import { templateWordsEn, type TemplateWords } from "../src/config/strings/template-words"
import { templateWordsTe } from "../src/config/strings/template-words.te"
import { calculatorWordsEn, type CalculatorWords } from "../src/config/strings/calculator-words"
import { calculatorWordsTe } from "../src/config/strings/calculator-words.te"
import { calendarWordsEn, type CalendarWords } from "../src/config/strings/calendar-words"
import { calendarWordsTe } from "../src/config/strings/calendar-words.te"
import { EN, fill, type UiStrings } from "../src/config/strings"
import { TE } from "../src/config/strings/te"
import { toolWordsEn, type ToolWords } from "../src/config/strings/tools-words"
import type { IncorporationRates, IncorporationSheet } from "../src/lib/tools/incorporation"
import { incorporationSheet, type FactSource } from "../src/components/tools/incorporation-result"
import { wizardWordsEn, type WhichWords } from "../src/config/strings/which-words"
import { ANSWER_GUIDES, guidePath } from "../src/lib/tools/which-registrations"
import { feeIn, type CardFee } from "../src/lib/fee-words"
import { localizedPath, type Locale } from "../src/lib/i18n"
import { alternatesOf } from "../src/lib/alternates"
import { whatsAppUrl } from "../src/lib/whatsapp"
import { TOOLS_CSS } from "../src/components/tools/tools-css"
import { CALENDAR_CSS } from "../src/components/tools/compliance-calendar-css"

export interface StaticPart {
  tag: string
  attrs: Record<string, string>
  html: string
  /** Made by components: its site links are <Link>s (client-side navigation, aria-current; see StaticHtml). */
  links?: true
}
export type GuideBodyPart = ({ kind: "static" } & StaticPart) | { kind: "block"; name: string; id: string; heading: string | null }

const ENTITIES: Record<string, string> = { amp: "&", quot: '"', "#x27": "'", "#39": "'", lt: "<", gt: ">" }
const unescapeAttr = (value: string) => value.replace(/&(amp|quot|#x27|#39|lt|gt);/g, (_m, e: string) => ENTITIES[e])
const PROP_NAMES: Record<string, string> = { class: "className", tabindex: "tabIndex", for: "htmlFor" }

/** An element's markup as its tag, its attributes (React prop names) and its inner HTML. */
export function splitOuter(markup: string): StaticPart {
  const m = /^<([a-z][a-z0-9]*)((?:\s[^>]*)?)>([\s\S]*)<\/\1>$/.exec(markup)
  if (!m) throw new Error(`static-html: not one element: ${markup.slice(0, 80)}`)
  const attrs: Record<string, string> = {}
  for (const a of m[2].matchAll(/\s([a-zA-Z_:][-a-zA-Z0-9_:.]*)(?:="([^"]*)")?/g)) attrs[PROP_NAMES[a[1]] ?? a[1]] = unescapeAttr(a[2] ?? "")
  return { tag: m[1], attrs, html: m[3] }
}

/**
 * Outside a page, <Link> takes the location to be "/" and marks links to "/" as the current
 * page (aria-current="page", and class="" when it had none). The markup is the same for every
 * page that shows it, so the marks come off here; the page adds its own (StaticHtml).
 */
export function unmarkCurrent(markup: string): string {
  return markup.replace(/<a aria-current="page" class=""/g, "<a").replace(/<a aria-current="page" /g, "<a ")
}

/** Each language's words for the components (issue 24); the Telugu table is read only here, at build time. */
export const STRINGS: Record<Locale, UiStrings> = { en: EN, te: TE }

/** The language a page's frontmatter declares (English when it declares none). */
export const langOf = (fm: { lang?: string | null }): Locale => (fm.lang === "te" ? "te" : "en")

/** One React element rendered to a static part (null when it renders nothing), in the page's language. */
export function renderPart(element: React.ReactElement, lang: Locale = "en"): StaticPart | null {
  // renderToString, as Gatsby renders the pages: the same markup, text separators (<!-- -->) included.
  const markup = unmarkCurrent(renderToString(React.createElement(StringsProvider, { value: STRINGS[lang] }, element)))
  return markup ? { ...splitOuter(markup), links: true } : null
}

/** The guide's frontmatter as GraphQL gives it: fact tokens resolved (see schema.ts) and dates as YYYY-MM-DD. */
export interface GuideSource {
  html: string
  fm: GuidePlanFields &
    StaticBlockFields & {
      title: string
      lang?: string | null
      heading?: string | null
      /** The name in the WhatsApp and quote messages, where the heading does not read there (content-model.ts). */
      whatsappName?: string | null
      glance?: ReadonlyArray<{ label: string; value: string }> | null
      fees?: Fees | null
      inclusions?: InclusionsData | null
      reviewed?: string | null
      disclaimer?: string | null
      description?: string | null
      keywords?: ReadonlyArray<string | null> | null
      category?: string | null
      lead?: string | null
      faqs?: ReadonlyArray<{ question: string; answer: string }> | null
      cta?: { heading?: string | null; text?: string | null; label?: string | null; path?: string | null } | null
    }
  factsUsed: ReadonlyArray<SourceFact>
}

/** The body of a guide page or of a guide nested in a combined page (level 3). */
export function guideBody({ html, fm }: GuideSource, level: 2 | 3): GuideBodyPart[] {
  const lang = langOf(fm)
  const parts: GuideBodyPart[] = guidePieces(html, fm, level, { ...STRINGS[lang].guide, ...STRINGS[lang].guideStatic, ...STRINGS[lang].guideParts }).map(piece => {
    if (piece.kind === "html") return { kind: "static", tag: "div", attrs: { className: "prose" }, html: piece.html }
    if (INTERACTIVE_BLOCKS.includes(piece.name)) return piece
    const part = renderPart(React.createElement(GuideBlockStatic, { name: piece.name, id: piece.id, heading: piece.heading ?? "", fm, level }), lang)!
    return { kind: "static", ...part }
  })
  if (fm.disclaimer) parts.push({ kind: "static", tag: "p", attrs: { className: "disclaimer" }, html: escapeHtml(fm.disclaimer) })
  return parts
}

export interface GuidePageParts {
  head: HeadData
  hero: StaticPart
  /** "On this page": the inside of its list (tocList), null without sections. */
  toc: string | null
  glance: StaticPart | null
  aside: StaticPart
  /** Below the aside's card and "On this page" in the desktop rail: what our fee includes, the trust strip. */
  railExtras: StaticPart
  sources: StaticPart | null
  cta: StaticPart
}

/** The rest of a guide page: its head, the hero, "On this page", "At a glance", the aside, the Sources and the closing call to action. */
export function guidePage({ html, fm, factsUsed: used }: GuideSource, canonical: string, translations: readonly Locale[] = []): GuidePageParts {
  const lang = langOf(fm)
  const words = STRINGS[lang]
  // The Sources list in the page's language: Telugu labels and values on a Telugu page.
  const factsUsed = sourceFactsIn(used, lang)
  const { sources, estimates } = sourceList(factsUsed)
  const heading = fm.heading || fm.title
  const askName = fm.whatsappName || heading
  const crumbs = breadcrumbFor(fm.category, heading, canonical, {
    home: words.guideStatic.home,
    homePath: words.guideStatic.homePath,
    label: navLabel(lang),
    pathIn: p => localizedPath(p, lang),
  })
  const quotePath = quoteHref(heading, words.shell.contactPath)
  // The fee line's calculator in the page's language: the content editor copies the English path into
  // a translation (content-rules.ts BUILD_LOCALIZED_FIELDS, which also checks that the page exists).
  const fees = fm.fees?.calculator ? { ...fm.fees, calculator: localizedPath(fm.fees.calculator, lang) } : fm.fees
  const part = (element: React.ReactElement) => renderPart(element, lang)
  return {
    head: headData({
      title: fm.title,
      description: fm.description,
      keywords: fm.keywords,
      canonicalPath: canonical,
      type: "article",
      lang,
      alternates: alternatesOf(canonical, translations),
      structuredData: [breadcrumbJsonLd(crumbs), faqJsonLd(fm.faqs ?? [])],
    }),
    hero: part(React.createElement(PageHero, { crumbs, heading, lead: fm.lead, illustration: sectionIllustration(canonical), guide: { fees, inclusions: fm.inclusions, quotePath, askName } }))!,
    cta: part(React.createElement(CtaBand, { ...fm.cta, path: fm.cta?.path || quotePath, whatsappText: fill(words.guide.helloService, { service: askName }) }))!,
    toc: tocList(guideToc(html, fm, { sources: sources.length > 0 || estimates.length > 0 || Boolean(fm.reviewed), words: headingWords(words) })),
    glance: fm.glance && fm.glance.length > 0 ? part(React.createElement(Glance, { items: fm.glance })) : null,
    aside: part(React.createElement(GuideAside, { service: heading, askName, fees }))!,
    railExtras: part(React.createElement(GuideRailExtras))!,
    sources: part(React.createElement(GuideSources, { facts: factsUsed, reviewed: fm.reviewed })),
  }
}

/** "On this page" as the HTML inside its list (TocList), or null when there is nothing to list: GuideToc shows it. */
export function tocList(entries: ReadonlyArray<TocEntry>): string | null {
  return entries.length > 0 ? renderPart(React.createElement(TocList, { entries }))!.html : null
}

/** The id of a stacked guide's section on a combined screen: the last step of its path. */
export function partAnchor(path: string): string {
  return path.split("/").filter(Boolean).pop() ?? "guide"
}

export interface CombinedPageParts {
  head: HeadData
  hero: StaticPart
  aside: StaticPart
  /**
   * "On this page" as the page's HTML carries it: the inside of its list (tocList) with each part
   * and Sources, null without entries. GuideToc puts `tocSections` in its place once the page has
   * hydrated.
   */
  toc: string | null
  /**
   * The same list with each part's main sections under it (the rail shows the sections of the part
   * being read: review 22). Only in the page data: in the HTML, where every heading of the three
   * parts would come a second time, they cost the Telugu GST screen 440 bytes gzipped of its 22 KB
   * (issue 33); without JavaScript each part's link leads to the part, whose sections are its fold's.
   */
  tocSections: string | null
  /** What our fee includes (the screen's own `inclusions`), above the stacked guides; null without. */
  inclusions: StaticPart | null
  /** Under each stacked guide, by its path: "Open the full … page or get a quote for it". */
  partLinks: Record<string, StaticPart>
  /** The id of each stacked guide's section, by its path (partAnchor). */
  partIds: Record<string, string>
  /** The Sources of every part's figures: in the fold "Sources of the figures" once the page has hydrated (sourceLinks before); null without. */
  sources: StaticPart | null
  /**
   * What the fold holds in the page's HTML: when the screen was reviewed and a link to each part's
   * own Sources (issue 33: the whole list is not repeated in the HTML, see PartSourceLinks); null
   * when there are no Sources.
   */
  sourceLinks: StaticPart | null
  cta: StaticPart
  /** The words of the folds (each part below 1024px, the Sources), in the page's language. */
  folds: { readPart: string; sourcesFold: string }
}

/**
 * The parts of a combined screen (several guides stacked: src/templates/combined.tsx) a visitor
 * only reads, like a guide's (guidePage): its head, the hero with each part's fees, the aside,
 * "On this page", what our fee includes, the links under each part, the Sources and the call to
 * action. `guides` are the stacked guides in the screen's order (its `includes`); each one's body
 * is the page data's `guideBody(level: 3)`.
 */
export function combinedPage(page: GuideSource, guides: ReadonlyArray<GuideSource & { path: string }>, canonical: string, translations: readonly Locale[] = []): CombinedPageParts {
  const { fm } = page
  const lang = langOf(fm)
  const words = STRINGS[lang].guideParts
  const own = (TEMPLATE_WORDS[lang] ?? TEMPLATE_WORDS.en).combined
  const heading = fm.heading || fm.title
  const askName = fm.whatsappName || heading
  const nameOf = (g: GuideSource) => g.fm.heading || g.fm.title
  // The trail starts at the home page of the page's language (Home at /, హోమ్ at /te).
  const crumbs = breadcrumbFor(null, heading, canonical, { home: own.home, homePath: own.homePath })
  // The page states every included guide's figures (in the page's language in Sources, as a
  // guide's: Telugu labels and values on a Telugu screen); it was reviewed when its oldest part was.
  const factsUsed = sourceFactsIn([...page.factsUsed, ...guides.flatMap(g => g.factsUsed)], lang)
  const reviewed = fm.reviewed ?? guides.map(g => g.fm.reviewed).filter((d): d is string => Boolean(d)).sort()[0]
  const parts = guides.map(g => ({ name: nameOf(g), anchor: partAnchor(g.path), fees: g.fm.fees }))
  const { sources, estimates } = sourceList(factsUsed, words)
  // "On this page": each part and its main sections, then Sources when GuideSources shows them.
  const toc = combinedToc(
    guides.map(g => ({ id: partAnchor(g.path), name: nameOf(g), body: guideBody(g, 3) as unknown as CombinedBodyPart[] })),
    sources.length > 0 || estimates.length > 0 || reviewed ? { id: "sources", text: words.sources } : null,
  )
  const part = (element: React.ReactElement) => renderPart(element, lang)
  // the quote form of the page's language (/te/our_profile/contact-us on a Telugu screen)
  const quotePath = quoteHref(heading, STRINGS[lang].shell.contactPath)
  return {
    head: headData({
      title: fm.title,
      description: fm.description,
      keywords: fm.keywords,
      canonicalPath: canonical,
      lang,
      alternates: alternatesOf(canonical, translations),
      // No FAQPage: every question shown here is marked up on its own guide's page, and Google's
      // FAQPage guidelines ask that FAQ content repeated on a site be marked up in one place only
      // (developers.google.com/search/docs/appearance/structured-data/faqpage). It was also 2 to
      // 2.7 KB of each combined screen's gzipped HTML (issue 31's 22 KB budget).
      structuredData: [breadcrumbJsonLd(crumbs)],
    }),
    hero: part(React.createElement(PageHero, { crumbs, heading, lead: fm.lead, illustration: sectionIllustration(canonical), guide: { quotePath, parts, askName } }))!,
    aside: part(React.createElement(GuideAside, { service: heading, askName, parts }))!,
    toc: tocList(toc.map(({ children: _sections, ...entry }) => entry)),
    tocSections: tocList(toc),
    inclusions: part(React.createElement(Inclusions, { inclusions: fm.inclusions, className: "inclusions--block" })),
    partIds: Object.fromEntries(guides.map(g => [g.path, partAnchor(g.path)])),
    partLinks: Object.fromEntries(
      guides.map(g => [
        g.path,
        part(
          React.createElement(
            "p",
            null,
            ...fillNodes(own.partLinks, {
              full: React.createElement(Link, { to: g.path }, fill(own.openFull, { name: nameOf(g) })),
              quote: React.createElement(Link, { to: quoteHref(nameOf(g), STRINGS[lang].shell.contactPath) }, own.quoteFor),
            }),
          ),
        )!,
      ]),
    ),
    sources: part(React.createElement(GuideSources, { facts: factsUsed, reviewed })),
    sourceLinks:
      sources.length > 0 || estimates.length > 0 || reviewed
        ? part(React.createElement(PartSourceLinks, { parts: guides.map(g => ({ name: nameOf(g), path: g.path })), intro: own.sourcesOnParts, reviewed }))
        : null,
    cta: part(React.createElement(CtaBand, { ...fm.cta, path: fm.cta?.path || quotePath, whatsappText: fill(own.whatsapp, { name: askName }) }))!,
    folds: { readPart: own.readPart, sourcesFold: own.sourcesFold },
  }
}

/** A guide in a `listing` section. */
export interface ListingEntry {
  title: string
  description: string
  path: string
  /** The guide's "our fee", shown on its card (gatsby/schema.ts, feesByPath). */
  fee?: string | null
  /** The service that fee is for, where the card does not say it (src/lib/fee-words.ts, cardFeeFor). */
  feeFor?: string | null
}

/**
 * The sections of a `page` page, in order: each rendered to HTML, or, for one the page renders in
 * React (src/components/sections/SectionInteractive.tsx), the section's own data with the part it
 * shows as HTML (contact: the contact details beside the quote form; not-found: none). The page's
 * data carries nothing else of its sections (issue 31: the home page's whole `sections` came in it
 * beside their HTML).
 */
export function sectionParts(sections: ReadonlyArray<SectionData>, canonical: string, listing: ListingEntry[], lang: Locale = "en"): Array<SectionPart | null> {
  return sections.map((section, i) => {
    // The contact section's details (links only) beside its quote form: HTML, inside the React section.
    // The quote form's words come with it (uiWords), not in the page's JavaScript.
    if (section.type === "contact") {
      const details = renderPart(React.createElement(ContactDetails, { heading: STRINGS[lang].sections.officeDetails, headingLevel: 3 }), lang)!
      return { ...details, interactive: true, section, words: uiWords(["forms"], lang) }
    }
    if (INTERACTIVE_SECTIONS.includes(section.type)) return { interactive: true, section }
    return renderPart(React.createElement(SectionStatic, { section, isFirst: i === 0, listing, canonical }), lang)
  })
}

/**
 * A section made at build time, or an interactive section (`interactive`) with its data, the part
 * made at build time inside it (the contact details) and the words of what it runs in the browser
 * (`words`: the quote form's).
 */
export type SectionPart = (StaticPart & { interactive?: undefined }) | InteractiveSectionPart

export type InteractiveSectionPart = Partial<StaticPart> & { interactive: true; section: SectionData; words?: Partial<UiStrings> }

/** The head of a `page` page: it is about the firm, so it carries the business JSON-LD (not the 404 page, noindex). */
export function pageHead(
  fm: { title: string; lang?: string | null; description?: string | null; keywords?: ReadonlyArray<string | null> | null },
  canonical: string,
  noindex: boolean,
  translations: readonly Locale[] = [],
): HeadData {
  return headData({
    title: fm.title,
    description: fm.description,
    keywords: fm.keywords,
    canonicalPath: canonical,
    noindex,
    business: !noindex,
    lang: langOf(fm),
    alternates: noindex ? [] : alternatesOf(canonical, translations),
  })
}

/** What a page made by a template without build-made parts is, for its head: a plain page, an article (a law update) or a tool (a breadcrumb). */
export type HeadKind = "page" | "article" | "tool"

/**
 * The head of a search, updates, law-update or tool page, made at build time like a guide's (the
 * `headTags` field), so that those pages' JavaScript carries neither the head code nor the
 * alternates: a tool's breadcrumb names Home and Tools in the page's language.
 */
export function plainHead(
  fm: { title: string; heading?: string | null; lang?: string | null; description?: string | null; keywords?: ReadonlyArray<string | null> | null },
  canonical: string,
  kind: HeadKind,
  translations: readonly Locale[] = [],
): HeadData {
  const lang = langOf(fm)
  const words = STRINGS[lang]
  const tool = words.tools.words?.page ?? toolWordsEn.page
  const crumbs = [
    { label: tool.home, path: words.shell.homePath },
    { label: tool.tools, path: words.shell.toolsPath },
    { label: fm.heading || fm.title, path: canonical },
  ]
  return headData({
    title: fm.title,
    description: fm.description,
    keywords: fm.keywords,
    canonicalPath: canonical,
    type: kind === "article" ? "article" : undefined,
    lang,
    alternates: alternatesOf(canonical, translations),
    structuredData: kind === "tool" ? [breadcrumbJsonLd(crumbs)] : [],
  })
}

/** The styles a tool page adds to its head: every tool's, or the compliance calendar's own. */
export type ToolCssPart = "tools" | "calendar"

/**
 * A tool page's styles (the `toolCss` field), in its page data, so that the tools' JavaScript
 * does not carry them as strings: ToolPage and the calendar put them in the head through Helmet.
 */
export function toolCss(part: ToolCssPart = "tools"): string {
  return part === "calendar" ? CALENDAR_CSS : TOOLS_CSS
}

/** What a tool page's data carries besides its calculator's words (the `toolPage` field). */
export interface ToolPageParts {
  /** The breadcrumb, the page's h1 and its lead. */
  hero: StaticPart
  /** The closing call to action, its WhatsApp greeting naming the tool's service. */
  cta: StaticPart
  /** The words every tool shares (fields, amounts, the result's actions; the wizard's own too), in the page's language, and the WhatsApp chat link the answers go to. */
  words: Partial<UiStrings>
}

/** The compliance calendar's words in each language (src/config/strings/calendar-words.ts). */
const CALENDAR_WORDS: Record<Locale, CalendarWords> = { en: calendarWordsEn, te: calendarWordsTe }

/** The compliance calendar's words in a page's language: its page data's (the `calendarSheet` field) and its WhatsApp greeting. */
export function calendarWordsIn(lang: Locale = "en"): CalendarWords {
  return CALENDAR_WORDS[lang] ?? CALENDAR_WORDS.en
}

/**
 * Our fee for each guide the wizard's answers can link to, by the path they link to (the guide in
 * the page's language where it exists), as the guide's fee line gives it (review 30: the answer
 * listed what a business needs without a price). A guide without a fee line fails the build.
 */
function wizardFees(w: WhichWords, fees: ReadonlyMap<string, CardFee>, lang: Locale): Record<string, string> {
  return Object.fromEntries(
    ANSWER_GUIDES.map(english => {
      const path = guidePath(english, w)
      const found = fees.get(path)
      if (!found) throw new Error(`toolPage(tool-which-registrations, ${lang}): the guide ${path} an answer links to has no fee line`)
      return [path, feeIn(found.fee, found.lang, lang)]
    }),
  )
}

/**
 * The wizard's words with the guides as built: an answer links the guide in the page's language
 * where that guide is built (with its fee line), else the English guide (a guide not yet
 * translated: the editor's case in e2e/editing.test.mjs, where the language's table still named
 * the translation and the answer linked a page that did not exist); and our fee for each.
 */
function wizardWords(w: WhichWords, fees: ReadonlyMap<string, CardFee>, lang: Locale): WhichWords {
  const guidePaths = { ...w.guidePaths }
  for (const english of ANSWER_GUIDES) if (guidePaths[english] && !fees.has(guidePaths[english])) delete guidePaths[english]
  const built = { ...w, guidePaths }
  return { ...built, fees: wizardFees(built, fees, lang) }
}

/**
 * A tool page's parts a visitor only reads, made at build time (the `toolPage` field): the hero
 * and the call to action, so a tool's JavaScript carries neither them nor the guide parts behind
 * them; and the words the tools' code shows, so it carries no words table (issue 31). `fees`:
 * the guides' fees (gatsby/schema.ts feesByPath), which the wizard's answers show.
 */
export function toolPage(
  fm: { title: string; heading?: string | null; lead?: string | null; lang?: string | null },
  canonical: string,
  template: string,
  fees?: ReadonlyMap<string, CardFee>,
): ToolPageParts {
  const lang = langOf(fm)
  const strings = STRINGS[lang]
  const wizard = template === "tool-which-registrations"
  // English: the shared words, with the wizard's own on its page only; another language: its table's (every tool's).
  const shared: ToolWords = strings.tools.words ?? (wizard ? wizardWordsEn : (toolWordsEn as ToolWords))
  if (wizard && !fees) throw new Error(`toolPage(tool-which-registrations, ${lang}): the guides' fees are needed`)
  const words: ToolWords = wizard ? { ...shared, which: wizardWords(shared.which, fees!, lang) } : shared
  const heading = fm.heading || fm.title
  const crumbs = [
    { label: words.page.home, path: strings.shell.homePath },
    { label: words.page.tools, path: strings.shell.toolsPath },
    { label: heading, path: canonical },
  ]
  const calculator = templateWords(template, lang) as { whatsapp?: string } | null
  const whatsappText = wizard ? words.which.whatsappText : (calculator?.whatsapp ?? calendarWordsIn(lang).whatsapp)
  return {
    hero: renderPart(React.createElement(PageHero, { crumbs, heading, lead: fm.lead }), lang)!,
    cta: renderPart(React.createElement(CtaBand, { whatsappText }), lang)!,
    // the wizard's own words on its page only (a Telugu table holds them for every tool)
    words: { tools: { words: wizard ? words : ({ ...words, which: undefined } as unknown as ToolWords), chat: whatsAppUrl() } },
  }
}

/**
 * A law update's closing call to action (the `updateCta` field), made at build time in the page's
 * language like a tool's, so the update's JavaScript carries neither it nor the words behind it
 * (review 16: an entry ended with no way to ask what the change means for the reader's business).
 */
export function updateCta(lang: Locale = "en"): StaticPart {
  return renderPart(React.createElement(CtaBand, {}), lang)!
}

/** The site's header and footer parts with links only, and the navigation's entries (the `siteShell` query): the shape its reader declares. */
export type SiteShellData = SiteShell

/** The menus' labels in each language but English (keyed by the English label). */
const NAV_LABELS: Partial<Record<Locale, Record<string, string>>> = { te: navLabelsTe }

/** A menu, footer or category label in a language (the English label where the table has none). */
const navLabel = (lang: Locale) => (label: string) => NAV_LABELS[lang]?.[label] ?? label

/**
 * The shell in a language: its words (the Telugu table travels with the Telugu shell, so English
 * pages never load it), the menus' labels, and links to the pages that exist in the language
 * (`translated`: their paths; a link to an English page's alias, `aliases`: alias to path, leads to
 * that page's translation), the English page otherwise.
 */
export function siteShell(lang: Locale = "en", translated: readonly string[] = [], aliases: Readonly<Record<string, string>> = {}): SiteShellData {
  const have = new Set(translated)
  const labels = NAV_LABELS[lang]
  const localizer: Localizer = {
    path: path => {
      const local = localizedPath(path, lang)
      if (lang === "en" || have.has(local)) return local
      // an English page's other address (/gov/labour-license): its page's translation, where there is one
      const page = aliases[path.replace(/\/+$/, "")]
      return page && have.has(localizedPath(page, lang)) ? localizedPath(page, lang) : path
    },
    label: label => {
      if (!labels) return label
      const local = labels[label]
      if (local === undefined) throw new Error(`src/config/strings/nav.${lang}.ts: no ${lang} label for "${label}"`)
      return local
    },
  }
  const part = (component: React.ComponentType) => renderPart(React.createElement(LocalizerProvider, { value: localizer }, React.createElement(component)), lang)!
  const link = (entry: NavLink): NavLink => ({ label: localizer.label(entry.label), path: localizer.path(entry.path) })
  return {
    contactBar: part(ContactBar),
    logo: part(Logo),
    drawerActions: part(DrawerActions),
    nav: nav.map(entry => ({ ...link(entry), items: entry.items.map(link) })),
    // The reviews' words stay as their writers wrote them; their age is in the page's language (issue 33).
    reviews: (lang === "te" ? reviews.map(r => ({ ...r, time: relativeTime(r.time, relativeTimeTe) })) : reviews).map(
      review => renderPart(React.createElement(ReviewQuote, { review }), lang)!.html,
    ),
    floatingContact: part(FloatingContactLinks).html,
    footer: {
      columns: part(FooterColumns),
      contact: part(FooterContact),
      positioning: part(FooterPositioning),
      links: part(FooterLinks),
      copyright: part(FooterCopyright),
      rating: part(FooterRating),
    },
    // The words of what every page runs (the shell and the search box), so that no page's
    // JavaScript carries them; the other areas' English words are their components' own. Another
    // language: also those of the components that carry their English (FALLBACK_AREAS); each
    // page's data brings the rest it runs (uiWords, the tools' words).
    strings: Object.fromEntries((lang === "en" ? SHELL_AREAS : [...SHELL_AREAS, ...FALLBACK_AREAS]).map(area => [area, STRINGS[lang][area]])),
  }
}

/** The templates' own words in each language (src/config/strings/template-words.ts). */
const TEMPLATE_WORDS: Record<Locale, TemplateWords> = { en: templateWordsEn, te: templateWordsTe }

/** Which words each template writes itself: the update pages share theirs. */
const TEMPLATE_AREAS: Partial<Record<string, keyof TemplateWords>> = { update: "updates", updates: "updates", combined: "combined" }

/** Each calculator's own words in each language (src/config/strings/calculator-words.ts). */
const CALCULATOR_WORDS: Record<Locale, CalculatorWords> = { en: calculatorWordsEn, te: calculatorWordsTe }

/** Which calculator's words each tool template writes. */
const CALCULATOR_AREAS: Partial<Record<string, keyof CalculatorWords>> = {
  "tool-fssai-licence": "fssai",
  "tool-udyam-classification": "udyam",
  "tool-pf-contribution": "pf",
  "tool-trademark-fee": "trademark",
  "tool-incorporation-cost": "incorporation",
}

/**
 * A template's own words in a page's language (the `templateWords` field), so they travel in the
 * page's data, not in its JavaScript (issue 33); null for a template that writes none. A tool
 * template's are its calculator's words: a tool page carries its own and no other tool's.
 */
export function templateWords(template: string, lang: Locale = "en"): TemplateWords[keyof TemplateWords] | CalculatorWords[keyof CalculatorWords] | null {
  const calculator = CALCULATOR_AREAS[template]
  if (calculator) return (CALCULATOR_WORDS[lang] ?? CALCULATOR_WORDS.en)[calculator]
  const area = TEMPLATE_AREAS[template]
  return area ? (TEMPLATE_WORDS[lang] ?? TEMPLATE_WORDS.en)[area] : null
}

/**
 * The incorporation cost's lines for every structure and case of its fee, in a page's language (the
 * `incorporationSheet` field, issue 31): each case's answer (total, summary, the itemised and sourced
 * tables) as HTML and its message, so the tool's JavaScript only fills in the capital, the people
 * and the amounts that depend on them (src/lib/tools/incorporation-sheet.ts answerFromSheet).
 */
export function incorporationSheetOf(
  rates: IncorporationRates,
  sources: ReadonlyArray<FactSource>,
  ourFees: Partial<Record<"pvt" | "opc" | "llp", string | null>>,
  lang: Locale = "en",
): IncorporationSheet {
  const words = (CALCULATOR_WORDS[lang] ?? CALCULATOR_WORDS.en).incorporation
  return incorporationSheet(rates, { words, amounts: (STRINGS[lang].tools.words ?? toolWordsEn).amounts }, sources, ourFees)
}

/** The guide of each structure in a page's language, whose fee line gives our fee on the incorporation cost's answer. */
export function incorporationGuides(lang: Locale = "en"): Record<"pvt" | "opc" | "llp", string> {
  return (CALCULATOR_WORDS[lang] ?? CALCULATOR_WORDS.en).incorporation.guides
}

/** The areas of the components' words a template's page data carries (the `uiWords` field). */
export const UI_WORD_AREAS = ["guide", "forms"] as const
export type UiWordArea = (typeof UI_WORD_AREAS)[number]

/**
 * Areas of the components' words in a page's language (the `uiWords` field), for the parts a
 * template runs in the browser: a guide's and a combined screen's ("On this page", the checklist,
 * the enquiry block and its quote form: `uiWords(areas: ["guide", "forms"])`). They travel in the
 * page's data, so no page's JavaScript carries a words table (issue 31); Layout provides them.
 */
export function uiWords(areas: ReadonlyArray<string>, lang: Locale = "en"): Partial<UiStrings> {
  return Object.fromEntries(areas.filter((a): a is UiWordArea => (UI_WORD_AREAS as readonly string[]).includes(a)).map(area => [area, STRINGS[lang][area]]))
}
