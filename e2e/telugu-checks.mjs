// The Telugu edition's checks that run in the walk every page shares (e2e/walk.mjs, run and
// reported by e2e/layout.test.mjs; issue 31: each Telugu page was loaded again for them, by
// e2e/telugu.test.mjs, which keeps the rest of issue 24's tests and imports the lists below):
// every translated page, at 1280px, is in Telugu, links to Telugu pages and hydrates without
// errors (the walk's quality check reports console and page errors at 375 and 1280px); every
// Telugu guide, at 375px, lists its sources with the facts' Telugu labels, visible, and no fact's
// English label or an estimate's English basis, and names each source document by its Telugu
// title (`teSourceTitle`), never by an English title that has a Telugu one (fifth review M2).
import fs from "node:fs"
import path from "node:path"
import { contentRoutes } from "./content.mjs"

const ROOT = path.resolve(path.dirname(new URL(import.meta.url).pathname), "..")
export const TELUGU = /[\u0C00-\u0C7F]/

/** The English pages that have a Telugu version (issue 24's list), written here, not read from content/. */
export const TRANSLATED = [
  "/",
  "/our_profile/aboutuspage",
  "/our_profile/contact-us",
  "/tools",
  "/tools/which-registrations",
  "/tools/fssai-licence",
  "/tools/udyam-classification",
  "/tools/pf-contribution",
  "/tools/trademark-fee",
  "/tools/incorporation-cost",
  "/tools/compliance-calendar",
  "/registrations/company/proprietorship-firm",
  "/registrations/company/partnership-firm",
  "/registrations/company/pvt-ltd-registration",
  "/registrations/company/udyam-(msme)-registration",
  "/registrations/company/pf-registration",
  "/registrations/company/esi-registration",
  "/registrations/company/iec-code-registration",
  "/registrations/company/iso-registration",
  "/registrations/company/ghmc-trade-license",
  "/registrations/company/municipal-trade-license",
  "/gst/services/gst-registration",
  "/gst/services/gst-return-filing",
  "/food-license/fssai/food-license-registration",
  "/food-license/fssai/food-state-license",
  "/food-license/fssai/food-central-license",
  "/trademark/services/trademark-registration",
  "/tax-compliances/services/income-tax-filing",
  "/tax-compliances/services/professional-tax-registration",
  "/Services/-pan-card-",
  "/Services/-adhar-card-update-",
  "/Services/passport",
  "/tax-compliances/services/income-tax-audit",
  "/gst/services/gst-modifications",
  "/business-registration",
  "/registrations/company/startup-india-registration",
  "/registrations/company/llp-registration",
  "/registrations/company/opc-registration",
  "/trademark/services/trademark-renewal",
  "/trademark/services/trademark-objection",
  "/trademark/services/trademark-opposition",
  "/registrations/company/society-registration",
  "/registrations/company/labour-license",
  "/gst/services",
  "/food-license/fssai",
  "/gov/iec-code-registration",
  "/updates",
  "/services",
  "/registrations/company",
  "/registrations/government",
  "/registrations",
  "/Services",
  "/tax-compliances/services",
  "/trademark/services",
  "/our_profile",
  "/services/business-documentation",
  "/expert-services",
  "/features",
  "/contact-us",
  "/WEBORIUM",
  "/WEBORIUM/weborium",
]
/**
 * The translated pages that are guides, by the template their Markdown names (content/: the
 * combined screens, tools, section pages and /updates are not), whatever the depth of their
 * address (/Services/passport is one). The combined screens stack guides; their parts fold on
 * phones and their Sources are the guides' (e2e/guides.test.mjs).
 */
const ROUTES = contentRoutes()
export const GUIDES = TRANSLATED.filter(p => ROUTES.get(p)?.template === "guide")
export const te = p => (p === "/" ? "/te" : `/te${p}`)

const TE_PAGES = new Set(TRANSLATED.map(te))
const TE_GUIDES = new Set(GUIDES.map(te))

/** Every translated page at 1280px: one h1, visible and in Telugu; the shell (skip link, the menu's home entry, the footer) and the review card in Telugu. */
export const teluguPageCheck = {
  name: "Telugu pages in Telugu",
  widths: [1280],
  pages: visit => TE_PAGES.has(visit.path),
  async check(page, { path: p }) {
    // Read in one call into the page (issue 31: a round trip per element was most of this
    // test's time), with Playwright's idea of visible: a box with a size, not visibility: hidden.
    const seen = await page.evaluate(() => {
      const one = selector => {
        const all = document.querySelectorAll(selector)
        return all.length === 1 ? all[0] : null
      }
      const h1 = one("h1")
      const box = h1?.getBoundingClientRect()
      return {
        h1s: document.querySelectorAll("h1").length,
        h1Visible: Boolean(box && box.width > 0 && box.height > 0 && getComputedStyle(h1).visibility !== "hidden"),
        h1: h1?.innerText,
        skip: one(".skip-link")?.textContent,
        home: document.querySelector(".site-nav__list > li")?.querySelector("a")?.getAttribute("href"),
        footer: document.querySelector(".footer-columns h2")?.innerText,
        who: one(".review-carousel__who")?.innerText,
        reviewsHeading: one(".review-carousel h2")?.innerText,
        quoteLang: [...document.querySelectorAll(".review-carousel p[lang]")].pop()?.getAttribute("lang"),
      }
    })
    const problems = []
    if (seen.h1s !== 1) problems.push(`${seen.h1s} h1 elements`)
    if (!seen.h1Visible) problems.push("the h1 is not visible")
    if (!TELUGU.test(seen.h1 ?? "")) problems.push(`the heading is not Telugu: ${JSON.stringify(seen.h1)}`)
    // The shell is Telugu: the skip link, the menu's home entry, the footer's columns.
    if (seen.skip !== "ముఖ్య విషయానికి వెళ్లండి") problems.push(`the skip link reads ${JSON.stringify(seen.skip)}`)
    if (seen.home !== "/te") problems.push(`the menu's home entry leads to ${JSON.stringify(seen.home)}`)
    if (!TELUGU.test(seen.footer ?? "")) problems.push(`the footer's heading is not Telugu: ${JSON.stringify(seen.footer)}`)
    // the review card's age in Telugu (the review's words stay as written)
    if (!/· \d+ (వారాల|వారం|నెల|నెలల|రోజుల|రోజు|సంవత్సరం|సంవత్సరాల) క్రితం$/.test(seen.who ?? "")) problems.push(`the review's age: ${JSON.stringify(seen.who)}`)
    // the quote in its writer's English, which the card's heading says (a Telugu reader met an English review unexplained)
    if (seen.reviewsHeading !== "మా క్లయింట్లు ఏమంటున్నారు: వారి మాటల్లోనే") problems.push(`the review card's heading: ${JSON.stringify(seen.reviewsHeading)}`)
    if (seen.quoteLang !== "en") problems.push(`the quote's language: ${JSON.stringify(seen.quoteLang)} (it keeps its writer's, en)`)
    return problems.map(problem => `${p}: ${problem}`)
  },
}

const FACTS = Object.values(JSON.parse(fs.readFileSync(path.join(ROOT, "content/facts.json"), "utf8"))).flatMap(group => Object.values(group))
/** The English labels and bases of every fact (content/facts.json): none may show on a Telugu guide. */
const ENGLISH_LABELS = FACTS.flatMap(fact => [fact.label, fact.basis].filter(Boolean))
/** The source documents' English titles that have a Telugu one (`teSourceTitle`, another text): none may title a Telugu guide's source. */
export const ENGLISH_TITLES = new Set(FACTS.filter(f => f.sourceTitle && f.teSourceTitle && f.teSourceTitle !== f.sourceTitle).map(f => f.sourceTitle))

/** Every Telugu guide at 375px: its Sources list visible, each figure visible with a Telugu label, no English label or basis. */
export const teluguSourcesCheck = {
  name: "Telugu guides' sources",
  widths: [375],
  pages: visit => TE_GUIDES.has(visit.path),
  async check(page, { path: p }) {
    // Each figure (and estimate) is "label: <strong>value</strong>": its label is the text before the value.
    // The list and each figure are brought into view and read in one call into the page (issue 31:
    // a round trip per figure was most of this test's time), with Playwright's idea of visible: a
    // box with a size and not visibility: hidden.
    const seen = await page.evaluate(() => {
      const isVisible = el => {
        const box = el.getBoundingClientRect()
        return box.width > 0 && box.height > 0 && getComputedStyle(el).visibility !== "hidden"
      }
      const sections = document.querySelectorAll("section.guide-sources")
      if (sections.length !== 1) return { count: sections.length }
      const section = sections[0]
      section.scrollIntoView({ block: "nearest" })
      const items = [...section.querySelectorAll("li")]
        .filter(li => [...li.children].some(child => child.tagName === "STRONG"))
        .map(li => {
          li.scrollIntoView({ block: "nearest" })
          return { visible: isVisible(li), label: li.firstChild.textContent.replace(/:\s*$/, "") }
        })
      // each source document: its link's title (the text before "opens in a new tab", which is visually hidden)
      const titles = [...section.querySelectorAll(".guide-sources__list > li > a")].map(a => {
        a.scrollIntoView({ block: "nearest" })
        return { visible: isVisible(a), title: a.firstChild.textContent }
      })
      return { visible: isVisible(section), items, titles, text: section.innerText }
    })
    if (seen.count !== undefined) return [`${p}: ${seen.count} Sources lists, not one`]
    const problems = []
    if (!seen.visible) problems.push("the Sources list is not visible")
    if (!seen.items.length) problems.push("the Sources list names no figure")
    seen.items.forEach(({ visible, label }, i) => {
      if (!visible) problems.push(`figure ${i + 1} is not visible`)
      if (!TELUGU.test(label)) problems.push(`figure ${i + 1} has no Telugu label: "${label}"`)
    })
    if (!seen.titles.length) problems.push("the Sources list names no source document")
    seen.titles.forEach(({ visible, title }, i) => {
      if (!visible) problems.push(`source ${i + 1} is not visible`)
      if (ENGLISH_TITLES.has(title)) problems.push(`source ${i + 1} has its English title where it has a Telugu one (teSourceTitle): "${title}"`)
    })
    const shown = ENGLISH_LABELS.filter(label => seen.text.includes(label))
    if (shown.length) problems.push(`English labels or bases in the Sources list: ${shown.join(" | ")}`)
    return problems.map(problem => `${p}: ${problem}`)
  },
}
