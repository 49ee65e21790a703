// Layout integrity (issue 20): every page of the sitemap at 320, 375, 768, 1024, 1280 and 1440 px
// in the shared walk (e2e/walk.mjs), measured as a visitor sees them (each tool with its result
// on screen, the open drawer and an open submenu: e2e/layout-states.test.mjs, which the runner
// runs beside this file). It fails naming the page, the width and the element when text spills out
// of a box too narrow for it, a page scrolls sideways, a table is cut off without a scrolling
// region and a cue, a sticky element is taller than the window, fixed chrome (the floating
// contact button, the sticky header) lies over a control or a table's last column at rest (the
// top of the page, its end, a tool's result), a guide's actions are not in a phone's first
// window, or the desktop aside's quote action cannot be seen while reading. Geometry only
// (e2e/geometry.mjs), so the answer does not depend on how busy the machine is.
import { before, describe, it } from "node:test"
import assert from "node:assert/strict"
import fs from "node:fs"
import { fileURLToPath } from "node:url"
import { useBrowser } from "./lib.mjs"
import { combinedFoldProblems, coveredTextProblems, floatingCornerProblems, headerProblems, inViewUncovered, layoutProblems, middleCoverProblems, railMoreProblems } from "./geometry.mjs"
import { WALK_CONTEXTS, WALK_WIDTHS, inPage, walkPages } from "./walk.mjs"
import { ALIASES, QUALITY_WIDTHS, browserPages, qualityCheck, summary } from "./quality-checks.mjs"
import { GUIDES, guideFirstScreenCheck } from "./design-checks.mjs"
import { CANONICAL_GUIDES, FAQ_SAMPLES, faqCheck } from "./faq-checks.mjs"
import { GUIDES as TE_GUIDES, TRANSLATED, teluguPageCheck, teluguSourcesCheck } from "./telugu-checks.mjs"

const PUBLIC = fileURLToPath(new URL("../public/", import.meta.url))
const browser = await useBrowser()

/** Widths a visitor brings, with a window height typical of each: the walk's (e2e/walk.mjs), narrowest first. */
export const WIDTHS = [...WALK_WIDTHS].sort((a, b) => a.width - b.width)
const DESKTOPS = WIDTHS.filter(w => w.width >= 1024)
const PHONES = WIDTHS.filter(w => w.width < 768)

/** Every page the sitemap lists, as a path. */
const sitemapPaths = () =>
  fs
    .readdirSync(PUBLIC)
    .filter(f => /^sitemap-\d+\.xml$/.test(f))
    .flatMap(f => [...fs.readFileSync(PUBLIC + f, "utf8").matchAll(/<loc>([^<]+)<\/loc>/g)].map(m => new URL(m[1]).pathname))
    .filter(path => !/\.\w+$/.test(path)) // pages, not the feed

/** Guides (a hero with the fee line and two actions): the pages whose HTML has the guide hero. */
// (the class in the markup: since issue 31 a page's inlined critical CSS may name it too)
const isGuidePage = html => /class="[^"]*\bpage-hero--guide\b/.test(html)

/** The scroll positions at which no text may lie under another part of the page. */
const READ_POSITIONS = [
  ["top", 0],
  ["1/3", 1 / 3],
  ["2/3", 2 / 3],
  ["end", 1],
]

/**
 * One pass down the page for four checks that each went down it and back up (issue 31: a scroll
 * painted and a round trip into the page cost about as much as the checks' own reading): in one
 * call into the page, from the top, painted there:
 *  - the text lying under another part of the page (coveredTextProblems) at each of
 *    READ_POSITIONS: geometry of the page alone (the sticky header and the floating button, whose
 *    state follows the frames, are left out of it), so each position is laid out and read at once,
 *    without waiting for frames, and the page is scrolled back to the top before anything is painted;
 *  - at rest, the top of the page (layoutProblems, with the fixed chrome over a control);
 *  - the header at the top (headerProblems: taller than 170px before the content from 768px, its
 *    menu bar on two rows);
 *  - then down the page, each position scrolled to with the frames after it (the floating
 *    button's scroll-driven state and the header's place follow them), in order: each level at
 *    which a control meets the floating button (floatingCornerProblems), the middle of the page,
 *    where the header has reached its place (what it keeps on screen, and the controls it or the
 *    floating button would lie over in the middle of the window: middleCoverProblems), and the end
 *    (at rest, the footer's last line: the fixed chrome over a control);
 *  - and back to the top, painted there.
 * Resolves to each check's problems.
 */
function onePassDown(page) {
  return inPage(
    page,
    async (positions, { scrollTo, measureAt, layoutProblems, headerProblems, middleCoverProblems, coveredTextProblems, floatingCornerProblems }) => {
      await scrollTo(0)
      const covered = []
      for (const [name, share] of positions) {
        const y = Math.round(measureAt(Math.round((document.documentElement.scrollHeight - window.innerHeight) * share)))
        for (const problem of coveredTextProblems()) covered.push(`${name} (scroll ${y}px): ${problem}`)
      }
      measureAt(0)
      const top = layoutProblems({ covered: true })
      const header = headerProblems({ at: "rest" })
      let end = []
      const stops = [
        {
          y: (document.documentElement.scrollHeight - window.innerHeight) / 2,
          run() {
            header.push(...headerProblems({ at: "scrolled" }).map(p => `scrolled: ${p}`))
            header.push(...middleCoverProblems())
          },
        },
        {
          y: document.documentElement.scrollHeight,
          run() {
            end = layoutProblems({ coveredOnly: true })
          },
        },
      ]
      // (ends at the top, where it started, painted there)
      const floating = await floatingCornerProblems(undefined, { scrollTo, stops })
      return { atRest: [...new Set([...top, ...end])], header: [...new Set(header)], covered, floating }
    },
    READ_POSITIONS,
    { layoutProblems, headerProblems, middleCoverProblems, coveredTextProblems, floatingCornerProblems },
  )
}

/**
 * The checks of onePassDown, each reported on its own: the first of them to run at a page and
 * width makes the pass, the others read what it found there (the walk starts each check at the
 * top, painted, and one that only reads leaves the page so: the next check need not scroll).
 */
async function passDown(page, visit, size) {
  if (visit.passDown?.width === size.width) {
    page.atRest = true
    return visit.passDown.found
  }
  visit.passDown = { width: size.width, found: await onePassDown(page) }
  return visit.passDown.found
}

/**
 * The per-page checks of layout: each a check of the shared walk (e2e/walk.mjs), which loads every
 * page once and calls each check at the widths it names. A new per-page check goes in CHECKS.
 */
/** At rest (the top of the page and its end) at every width, on every page of the sitemap. */
const atRestCheck = {
  name: "at rest",
  pages: visit => visit.inSitemap,
  async check(page, visit, size) {
    return (await passDown(page, visit, size)).atRest.map(problem => `${visit.path} at ${size.width}px: ${problem}`)
  },
}

/** A phone's first window holds a guide's two actions, nothing lying over them. */
const guideActionsCheck = {
  name: "guide actions in a phone's first window",
  widths: PHONES.map(s => s.width),
  pages: visit => visit.inSitemap && isGuidePage(visit.html),
  async check(page, visit, size) {
    const failures = []
    for (const selector of [".page-hero .btn--primary", ".page-hero .btn--whatsapp"]) {
      const problem = await page.evaluate(inViewUncovered, selector)
      if (problem) failures.push(`${visit.path} at ${size.width}x${size.height}: first window: ${problem}`)
    }
    // the two actions and the fee box keep apart (issue 29: they touched at 375 px)
    const gap = await page.evaluate(() => {
      const actions = document.querySelector(".page-hero .btn-row")?.getBoundingClientRect()
      const fees = document.querySelector(".page-hero .fee-line")?.getBoundingClientRect()
      if (!actions || !fees) return null
      return Math.round(fees.top >= actions.bottom - 1 ? fees.top - actions.bottom : actions.top - fees.bottom)
    })
    if (gap !== null && gap < 8) failures.push(`${visit.path} at ${size.width}x${size.height}: the hero's actions and fee box ${gap}px apart`)
    return failures
  },
}

/** Nothing lies over the text (issue 29): the rail's cards over each other, a card over a table; not the sticky header or the floating button. */
const coveredTextCheck = {
  name: "nothing lies over the text",
  pages: visit => visit.inSitemap,
  async check(page, visit, size) {
    return (await passDown(page, visit, size)).covered.map(problem => `${visit.path} at ${size.width}px, ${problem}`)
  },
}

/** The rail's fees and its quote action: each shown, in the window below the header, nothing over it. Runs in the page. */
function railCardProblems() {
  const header = document.querySelector(".site-header").getBoundingClientRect()
  const top = Math.max(0, header.bottom)
  const parts = [...document.querySelectorAll(".guide-aside .fee-line__item, .guide-aside .part-fees__item, .guide-aside .btn--whatsapp")]
  if (parts.length < 2) return [`the rail's card shows ${parts.length} of its fees and action`]
  return parts.flatMap(el => {
    const r = el.getBoundingClientRect()
    const name = `${el.className.split(" ")[0]} "${el.innerText.replace(/\s+/g, " ").trim().slice(0, 30)}"`
    if (r.width === 0 || r.height === 0) return [`${name}: not shown`]
    if (r.top < top - 1 || r.bottom > window.innerHeight + 1) return [`${name}: ${Math.round(r.top)}-${Math.round(r.bottom)}px, outside the window (${Math.round(top)}-${window.innerHeight}px)`]
    const hit = document.elementFromPoint((r.left + r.right) / 2, (r.top + r.bottom) / 2)
    return hit && (el === hit || el.contains(hit)) ? [] : [`${name}: covered by ${hit?.className || hit?.tagName}`]
  })
}

/**
 * The rail's fees, time, government fee and quote action all readable together for the whole read
 * (issue 29), from the text's start at the top of the window to its last line at the foot of the
 * window, at 1024 x 768, 1280 x 800 and 1440 x 900.
 */
const railCheck = {
  name: "the rail's fees and quote action in view",
  widths: DESKTOPS.map(s => s.width),
  pages: visit => visit.inSitemap && visit.html.includes('class="guide-rail"'),
  async check(page, visit, size) {
    visit.rail = true
    visit.railTe = visit.path.startsWith("/te/")
    visit.railCombined = visit.html.includes("part-fees")
    // One call into the page: each position scrolled to, the next frames (the floating button's
    // state follows them), then read.
    const problems = await inPage(
      page,
      async (shares, { scrollTo, railCardProblems }) => {
        const found = []
        for (const share of shares) {
          const text = document.querySelector(".guide-main").getBoundingClientRect()
          await scrollTo(window.scrollY + text.top + Math.max(0, text.height - window.innerHeight) * share)
          for (const problem of railCardProblems()) found.push([share, problem])
        }
        return found
      },
      [0, 0.33, 0.66, 1],
      { railCardProblems },
    )
    return problems.map(([at, problem]) => `${visit.path} at ${size.width}x${size.height}, ${Math.round(at * 100)}% read: ${problem}`)
  },
}

/**
 * The header before the content at most 170px from 768px up, at most 80px kept while scrolling
 * (64px on phones), its menu on one row; and at the middle of the window no control covered by the
 * header or the floating contact button (issue 29).
 */
const headerCheck = {
  name: "header and the middle of the window",
  pages: visit => visit.inSitemap,
  async check(page, visit, size) {
    return (await passDown(page, visit, size)).header.map(problem => `${visit.path} at ${size.width}px: ${problem}`)
  },
}

/**
 * The floating contact button over a control where a visitor scrolls it to (issue 29): each form
 * field, button and button-like link that reaches the button's column, really scrolled level with
 * it (e2e/geometry.mjs, floatingCornerProblems).
 */
const floatingCornerCheck = {
  name: "the floating button over a control where it is scrolled to",
  pages: visit => visit.inSitemap,
  async check(page, visit, size) {
    return (await passDown(page, visit, size)).floating.map(problem => `${visit.path} at ${size.width}px: ${problem}`)
  },
}

/** A combined screen folds its parts on a phone or tablet to half its height or less, and shows them all from 1024px (issue 29). */
const combinedFoldCheck = {
  name: "combined screens folded below 1024px",
  pages: visit => visit.inSitemap && visit.html.includes('class="part-fees"'),
  async check(page, visit, size) {
    visit.folded = true
    return (await page.evaluate(combinedFoldProblems)).map(problem => `${visit.path} at ${size.width}px: ${problem}`)
  },
}

/** The rail's "On this page" box shows that it scrolls while there is more, at 1024, 1280 and 1440 px (issue 29). */
const railMoreCheck = {
  name: "the rail's On this page shows there is more",
  widths: DESKTOPS.map(s => s.width),
  pages: visit => visit.inSitemap && visit.html.includes('class="guide-rail"'),
  async check(page, visit, size) {
    const scrolls = await page.evaluate(() => {
      const box = document.querySelector(".guide-rail .toc__list")
      return Boolean(box && box.scrollHeight > box.clientHeight + 1)
    })
    if (scrolls) visit.railScrolls = true
    return (await page.evaluate(railMoreProblems)).map(problem => `${visit.path} at ${size.width}x${size.height}: ${problem}`)
  },
}

/** Every check that needs every page (or every page of a kind): one walk runs them all. */
// (at rest, the header, the covered text and the floating button: one pass down the page made by
// the first of them, onePassDown, which ends at the top, painted, so the walk goes on to the next
// check without a round trip; the rail's check ends mid-page)
const CHECKS = [
  qualityCheck,
  guideFirstScreenCheck,
  atRestCheck,
  headerCheck,
  coveredTextCheck,
  guideActionsCheck,
  floatingCornerCheck,
  combinedFoldCheck,
  railMoreCheck,
  railCheck,
  // the Telugu edition's (e2e/telugu-checks.mjs): read once the layout checks are done at that width
  teluguPageCheck,
  teluguSourcesCheck,
  // clicks the guide's FAQ items (e2e/faq-checks.mjs): last at its width, and closes them again
  faqCheck,
]

describe("every page, loaded once, at every width (e2e/walk.mjs)", () => {
  const paths = sitemapPaths()
  const inSitemap = new Set(paths)
  const visits = browserPages.map(d => ({ path: d.path, inSitemap: inSitemap.has(d.path), html: d.html }))
  let walked

  before(async () => {
    const started = Date.now()
    walked = await walkPages(browser, visits, CHECKS)
    console.log(`# walk: ${visits.length} pages, ${WALK_CONTEXTS} at a time, ${((Date.now() - started) / 1000).toFixed(0)} s; checks run: ${[...walked.ran].map(([n, c]) => `${n} ${c}`).join(", ")}; time in each (s, summed over contexts): ${[...walked.spent].map(([n, ms]) => `${n} ${(ms / 1000).toFixed(0)}`).join(", ")}${walked.stalled.length ? `; walked again after a stall: ${walked.stalled.join("; ")}` : ""}`)
  })

  it("walks the whole sitemap and every page of the build, each answering 200 without an error", () => {
    assert.ok(paths.length >= 50, `the sitemap lists ${paths.length} pages`)
    const built = new Set(visits.map(v => v.path))
    assert.deepEqual(paths.filter(p => !built.has(p)), [], "sitemap pages without a page of the build")
    assert.deepEqual(walked.walkFailures, [])
  })

  it(
    `quality: every page at ${QUALITY_WIDTHS[0]}px, then widened to ${QUALITY_WIDTHS[1]}px: no console error, no pageerror, no serious or critical axe ` +
      "violation, one h1 and nothing wider than the window",
    () => {
      const desktopAxe = visits.filter(v => v.desktopAxe).length
      console.log(`# axe-core at ${QUALITY_WIDTHS[0]}px on ${visits.length - ALIASES.size} pages, at ${QUALITY_WIDTHS[1]}px on ${desktopAxe}`)
      assert.ok(desktopAxe >= 10 && desktopAxe < visits.length, `axe at ${QUALITY_WIDTHS[1]}px on ${desktopAxe} pages`)
      assert.deepEqual(summary(walked.failures.get(qualityCheck.name)), [])
    },
  )

  it(`on every guide (${GUIDES.length}) at 375px the fee line and a contact action are inside the first screen`, () => {
    assert.equal(walked.ran.get(guideFirstScreenCheck.name), GUIDES.length)
    assert.deepEqual(walked.failures.get(guideFirstScreenCheck.name), [])
  })

  it("no page breaks at 320, 375, 768, 1024, 1280 or 1440 px", () => {
    assert.equal(walked.ran.get(atRestCheck.name), paths.length * WIDTHS.length)
    assert.equal(walked.ran.get(headerCheck.name), paths.length * WIDTHS.length)
    assert.deepEqual(
      [...walked.failures.get(atRestCheck.name), ...walked.failures.get(headerCheck.name), ...walked.failures.get(guideActionsCheck.name)],
      [],
    )
  })

  it("no text of a page lies under another part of it, at the top, 1/3, 2/3 and the end, at every width", () => {
    assert.equal(walked.ran.get(coveredTextCheck.name), paths.length * WIDTHS.length)
    assert.deepEqual(walked.failures.get(coveredTextCheck.name), [])
  })

  it("the floating contact button lies over no control where a visitor scrolls it to, at every width", () => {
    assert.equal(walked.ran.get(floatingCornerCheck.name), paths.length * WIDTHS.length)
    assert.deepEqual(walked.failures.get(floatingCornerCheck.name), [])
  })

  it("the combined screens fold their parts on phones to half their height or less, and show them whole from 768 px", () => {
    assert.ok(visits.filter(v => v.folded).length >= 3, "the combined screens were walked")
    assert.deepEqual(walked.failures.get(combinedFoldCheck.name), [])
  })

  it("the rail's On this page shows a cue while there is more of it below, none at its end, at 1024, 1280 and 1440 px", () => {
    assert.ok(visits.filter(v => v.railScrolls).length >= 5, `the rail's list scrolls on ${visits.filter(v => v.railScrolls).length} pages`)
    assert.deepEqual(walked.failures.get(railMoreCheck.name), [])
  })

  it(`Telugu pages (${TRANSLATED.length}) at 1280px are in Telugu and link to Telugu pages; the review card's age is in Telugu and its quote keeps its writer's English`, () => {
    assert.equal(walked.ran.get(teluguPageCheck.name), TRANSLATED.length)
    assert.deepEqual(walked.failures.get(teluguPageCheck.name), [])
  })

  it(`Telugu guides (${TE_GUIDES.length}) at 375px list their sources with Telugu labels, visible, and no fact's English label or an estimate's English basis`, () => {
    assert.equal(walked.ran.get(teluguSourcesCheck.name), TE_GUIDES.length)
    assert.deepEqual(walked.failures.get(teluguSourcesCheck.name), [])
  })

  it(`on every guide (${CANONICAL_GUIDES.length}), clicking a question toggles aria-expanded and shows or hides its answer`, () => {
    const missing = Object.keys(FAQ_SAMPLES).filter(p => !CANONICAL_GUIDES.includes(p))
    assert.deepEqual(missing, [], "sampled guides exist")
    assert.equal(walked.ran.get(faqCheck.name), CANONICAL_GUIDES.length)
    assert.deepEqual(walked.failures.get(faqCheck.name), [])
  })

  it("the rail's fees, time, government fee and quote action are all readable together for the whole read, at 1024 x 768, 1280 x 800 and 1440 x 900", () => {
    const railed = { guides: visits.filter(v => v.rail).length, te: visits.filter(v => v.railTe).length, combined: visits.filter(v => v.railCombined).length }
    assert.ok(railed.guides >= 30 && railed.te >= 5 && railed.combined >= 3, `the rail on ${JSON.stringify(railed)} pages`)
    assert.deepEqual(walked.failures.get(railCheck.name), [])
  })
})
