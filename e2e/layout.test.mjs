// Layout integrity (issue 20): every page of the sitemap, each tool with its result on screen, the
// open drawer and an open submenu, at 320, 375, 768, 1024, 1280 and 1440 px, measured as a
// visitor sees them. It fails naming the page, the width and the element when text spills out
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
import { BASE, nextFrames, openPage, openStaticPage, transitionsDone, useBrowser, waitForHydration } from "./lib.mjs"
import {
  combinedFoldProblems,
  coveredTextProblems,
  floatingCornerProblems,
  headerProblems,
  layoutProblems,
  legendProblems,
  middleCoverProblems,
  railMoreProblems,
  toolResultPhoneProblems,
} from "./geometry.mjs"
import { TOOL_RESULTS } from "./tool-states.mjs"
import { WALK_CONTEXTS, WALK_WIDTHS, walkPages } from "./walk.mjs"
import { ALIASES, QUALITY_WIDTHS, browserPages, qualityCheck, summary } from "./quality-checks.mjs"
import { GUIDES, guideFirstScreenCheck } from "./design-checks.mjs"

const PUBLIC = fileURLToPath(new URL("../public/", import.meta.url))
const browser = await useBrowser()

/** Widths a visitor brings, with a window height typical of each: the walk's (e2e/walk.mjs), narrowest first. */
export const WIDTHS = [...WALK_WIDTHS].sort((a, b) => a.width - b.width)
/** Where the menu is the drawer (issue 29: up to 1023px), and where it is the bar. */
const DRAWER_WIDTHS = WIDTHS.filter(w => w.width < 1024)
const BAR_WIDTHS = WIDTHS.filter(w => w.width >= 1024)
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
const isGuidePage = html => html.includes("page-hero--guide")

/** The problems at rest: the top of the page and its end (the footer's last line). */
async function problemsAtRest(page) {
  // (after each scroll, the next frames: the floating button's scroll-driven state follows then)
  await page.evaluate(() => window.scrollTo(0, 0))
  await nextFrames(page)
  const top = await page.evaluate(layoutProblems, { covered: true })
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight))
  await nextFrames(page)
  const end = await page.evaluate(layoutProblems, { coveredOnly: true })
  await page.evaluate(() => window.scrollTo(0, 0))
  await nextFrames(page)
  return [...new Set([...top, ...end])]
}

/**
 * The header's problems (issue 29: taller than 170px before the content from 768px, more than
 * 80px (64px on phones) kept while scrolling, its menu bar on two rows) and the controls that it
 * or the floating button would lie over in the middle of the window: at the top of the page,
 * then scrolled to the middle of the page, where the header has reached its place.
 */
async function headerAndMiddleProblems(page) {
  await page.evaluate(() => window.scrollTo(0, 0))
  await nextFrames(page)
  const problems = await page.evaluate(headerProblems, { at: "rest" })
  await page.evaluate(() => window.scrollTo(0, (document.documentElement.scrollHeight - window.innerHeight) / 2))
  await nextFrames(page)
  problems.push(...(await page.evaluate(headerProblems, { at: "scrolled" })).map(p => `scrolled: ${p}`))
  problems.push(...(await page.evaluate(middleCoverProblems)))
  await page.evaluate(() => window.scrollTo(0, 0))
  await nextFrames(page)
  return [...new Set(problems)]
}

/** Whether an element is wholly in the window, below the sticky header, and nothing fixed lies over it. */
function inViewUncovered(selector) {
  const el = document.querySelector(selector)
  if (!el) return `${selector}: not on the page`
  const r = el.getBoundingClientRect()
  if (r.width === 0 || r.height === 0) return `${selector}: not shown`
  const header = document.querySelector(".site-header").getBoundingClientRect()
  const top = Math.max(0, header.bottom)
  if (r.top < top - 1 || r.bottom > window.innerHeight + 1) return `${selector}: ${Math.round(r.top)}-${Math.round(r.bottom)}px, outside the window (${Math.round(top)}-${window.innerHeight}px)`
  const hit = document.elementFromPoint(Math.round((r.left + r.right) / 2), Math.round((r.top + r.bottom) / 2))
  if (!hit || !(el === hit || el.contains(hit))) return `${selector}: covered by ${hit?.className || hit?.tagName}`
  const toggle = document.querySelector(".floating-contact__toggle")
  const floating = toggle && getComputedStyle(toggle).visibility === "visible" ? toggle.getBoundingClientRect() : null
  if (floating && floating.width && r.right > floating.left && r.left < floating.right && r.bottom > floating.top && r.top < floating.bottom) {
    return `${selector}: the floating contact button lies over it`
  }
  return null
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
    return (await problemsAtRest(page)).map(problem => `${visit.path} at ${size.width}px: ${problem}`)
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

/** The scroll positions at which no text may lie under another part of the page. */
const READ_POSITIONS = [
  ["top", 0],
  ["1/3", 1 / 3],
  ["2/3", 2 / 3],
  ["end", 1],
]

/** The text lying under another part of the page (e2e/geometry.mjs, coveredTextProblems) at each of READ_POSITIONS. */
async function coveredTextWhileReading(page) {
  const problems = []
  for (const [name, share] of READ_POSITIONS) {
    const y = await page.evaluate(share => {
      window.scrollTo(0, Math.round((document.documentElement.scrollHeight - window.innerHeight) * share))
      return Math.round(window.scrollY)
    }, share)
    await nextFrames(page)
    for (const problem of await page.evaluate(coveredTextProblems)) problems.push(`${name} (scroll ${y}px): ${problem}`)
  }
  await page.evaluate(() => window.scrollTo(0, 0))
  return problems
}

/** Nothing lies over the text (issue 29): the rail's cards over each other, a card over a table; not the sticky header or the floating button. */
const coveredTextCheck = {
  name: "nothing lies over the text",
  pages: visit => visit.inSitemap,
  async check(page, visit, size) {
    return (await coveredTextWhileReading(page)).map(problem => `${visit.path} at ${size.width}px, ${problem}`)
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
    const failures = []
    for (const at of [0, 0.33, 0.66, 1]) {
      await page.evaluate(share => {
        const text = document.querySelector(".guide-main").getBoundingClientRect()
        window.scrollTo(0, window.scrollY + text.top + Math.max(0, text.height - window.innerHeight) * share)
      }, at)
      await nextFrames(page)
      for (const problem of await page.evaluate(railCardProblems)) failures.push(`${visit.path} at ${size.width}x${size.height}, ${Math.round(at * 100)}% read: ${problem}`)
    }
    return failures
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
    return (await headerAndMiddleProblems(page)).map(problem => `${visit.path} at ${size.width}px: ${problem}`)
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
    return (await page.evaluate(floatingCornerProblems)).map(problem => `${visit.path} at ${size.width}px: ${problem}`)
  },
}

/** A combined screen folds its parts on a phone to half its height or less, and shows them all from 768px (issue 29). */
const combinedFoldCheck = {
  name: "combined screens folded on phones",
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
      const box = document.querySelector(".guide-rail__more")
      return Boolean(box && box.scrollHeight > box.clientHeight + 1)
    })
    if (scrolls) visit.railScrolls = true
    return (await page.evaluate(railMoreProblems)).map(problem => `${visit.path} at ${size.width}x${size.height}: ${problem}`)
  },
}

/** Every check that needs every page (or every page of a kind): one walk runs them all. */
const CHECKS = [
  qualityCheck,
  guideFirstScreenCheck,
  atRestCheck,
  guideActionsCheck,
  railCheck,
  headerCheck,
  coveredTextCheck,
  floatingCornerCheck,
  combinedFoldCheck,
  railMoreCheck,
]

describe("every page, loaded once, at every width (e2e/walk.mjs)", () => {
  const paths = sitemapPaths()
  const inSitemap = new Set(paths)
  const visits = browserPages.map(d => ({ path: d.path, inSitemap: inSitemap.has(d.path) }))
  let walked

  before(async () => {
    const started = Date.now()
    walked = await walkPages(browser, visits, CHECKS)
    console.log(`# walk: ${visits.length} pages, ${WALK_CONTEXTS} at a time, ${((Date.now() - started) / 1000).toFixed(0)} s; checks run: ${[...walked.ran].map(([n, c]) => `${n} ${c}`).join(", ")}`)
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

  it("the rail's fees, time, government fee and quote action are all readable together for the whole read, at 1024 x 768, 1280 x 800 and 1440 x 900", () => {
    const railed = { guides: visits.filter(v => v.rail).length, te: visits.filter(v => v.railTe).length, combined: visits.filter(v => v.railCombined).length }
    assert.ok(railed.guides >= 30 && railed.te >= 5 && railed.combined >= 3, `the rail on ${JSON.stringify(railed)} pages`)
    assert.deepEqual(walked.failures.get(railCheck.name), [])
  })
})

describe("layout at every width (geometry)", () => {
  it("each tool with its result on screen fits and leaves its result uncovered at every width", async () => {
    const failures = []
    for (const [path, bringResult] of Object.entries(TOOL_RESULTS)) {
      const page = await openPage(browser, WIDTHS[0])
      await page.goto(`${BASE}${path}`)
      await waitForHydration(page)
      const result = await bringResult(page)
      await result.first().waitFor()
      for (const size of WIDTHS) {
        await page.setViewportSize(size)
        await result.first().scrollIntoViewIfNeeded()
        await nextFrames(page)
        // the page's layout, and the result's own controls and figures clear of the floating button
        for (const problem of await page.evaluate(layoutProblems, {})) failures.push(`${path} (result) at ${size.width}px: ${problem}`)
        for (const problem of await page.evaluate(layoutProblems, { coveredOnly: true, within: ".tool-result, .calendar-results" })) {
          failures.push(`${path} (result) at ${size.width}px: ${problem}`)
        }
        // on a phone the result reads as cards at its full width, its notes under each item (issue 29)
        if (size.width < 768) for (const problem of await page.evaluate(toolResultPhoneProblems)) failures.push(`${path} (result) at ${size.width}px: ${problem}`)
        // the floating button over none of the form's or the result's controls where they are scrolled to (issue 29)
        for (const problem of await page.evaluate(floatingCornerProblems)) failures.push(`${path} (result) at ${size.width}px: ${problem}`)
        // the end of the page, with the result above it
        await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight))
        await nextFrames(page)
        for (const problem of await page.evaluate(layoutProblems, { coveredOnly: true })) failures.push(`${path} (result, end) at ${size.width}px: ${problem}`)
      }
      assert.deepEqual(page.errors, [], path)
      await page.context().close()
    }
    assert.deepEqual([...new Set(failures)], [])
  })

  it("the open drawer (up to 1023 px) and an open submenu (1024 px and up) fit the window", async () => {
    const failures = []
    for (const size of DRAWER_WIDTHS) {
      const page = await openPage(browser, size)
      await page.goto(`${BASE}/registrations/company/pvt-ltd-registration`)
      await waitForHydration(page)
      await page.getByRole("button", { name: /open menu/i }).click()
      const panel = page.locator("#mobile-menu")
      await transitionsDone(panel) // the 300ms slide-in
      // the longest submenu open in the drawer
      const toggle = panel.getByRole("button", { name: "REGISTRATIONS" })
      await toggle.click()
      await page.waitForFunction(() => document.querySelector("#mobile-menu [aria-expanded='true']"))
      for (const problem of await page.evaluate(layoutProblems)) failures.push(`drawer at ${size.width}px: ${problem}`)
      const box = await panel.boundingBox()
      assert.ok(box && box.width > 0 && box.height > 0, "the drawer is shown")
      if (box.x + box.width > size.width + 1) failures.push(`drawer at ${size.width}px: runs off the right edge (${Math.round(box.x + box.width)}px)`)
      await page.context().close()
    }
    for (const size of BAR_WIDTHS) {
      const page = await openPage(browser, size)
      await page.goto(`${BASE}/`)
      await waitForHydration(page)
      const entry = page.locator(".site-nav__entry:has(> a[href='/registrations/company'])")
      await entry.hover()
      const submenu = entry.locator(".submenu")
      await submenu.waitFor({ state: "visible" })
      for (const problem of await page.evaluate(layoutProblems)) failures.push(`submenu at ${size.width}px: ${problem}`)
      const box = await submenu.boundingBox()
      assert.ok(box && box.width > 0 && box.height > 0, "the submenu is shown")
      if (box.x + box.width > size.width + 1 || box.x < -1) failures.push(`submenu at ${size.width}px: runs off the window (${Math.round(box.x)}-${Math.round(box.x + box.width)}px)`)
      const lastItem = await submenu.getByRole("link").last().boundingBox()
      if (lastItem.y + lastItem.height > size.height + 1) {
        const scrolls = await submenu.evaluate(el => ["auto", "scroll"].includes(getComputedStyle(el).overflowY) && el.scrollHeight > el.clientHeight)
        if (!scrolls) failures.push(`submenu at ${size.width}x${size.height}: its last item is below the window and the submenu does not scroll`)
      }
      await page.context().close()
    }
    assert.deepEqual(failures, [])
  })

  it("About's team circles hold their initials or icon inside the circle", async () => {
    const failures = []
    const page = await openPage(browser, WIDTHS[0])
    await page.goto(`${BASE}/our_profile/aboutuspage`)
    await waitForHydration(page)
    for (const size of WIDTHS) {
      await page.setViewportSize(size)
      const outside = await page.evaluate(() =>
        [...document.querySelectorAll("[data-team-mark]")].flatMap(slot => {
          const c = slot.getBoundingClientRect()
          const radius = c.width / 2 - 2
          const cx = c.left + c.width / 2
          const cy = c.top + c.height / 2
          const range = document.createRange()
          range.selectNodeContents(slot)
          return [...range.getClientRects(), ...[...slot.querySelectorAll("svg")].map(svg => svg.getBoundingClientRect())]
            .filter(r => r.width > 0)
            .filter(r => [[r.left, r.top], [r.right, r.top], [r.left, r.bottom], [r.right, r.bottom]].some(([x, y]) => Math.hypot(x - cx, y - cy) > radius + 0.5))
            .map(r => `${slot.dataset.teamMark}: ${Math.round(r.width)}x${Math.round(r.height)} at ${Math.round(r.left - c.left)},${Math.round(r.top - c.top)} in a ${Math.round(c.width)}px circle`)
        }),
      )
      for (const o of outside) failures.push(`at ${size.width}px: ${o}`)
    }
    await page.context().close()
    assert.deepEqual(failures, [])
  })
})

describe("layout details a visitor meets (issue 20)", () => {
  it("each combined screen's hero shows the fees of its parts and the two actions, inside a phone's first window", async () => {
    const combined = {
      "/food-license/fssai": ["FSSAI Food Licence Registration", "FSSAI State Licence", "FSSAI Central Licence"],
      "/gst/services": ["GST Registration", "GST Return Filing", "GST Modifications and Cancellation"],
    }
    for (const [path, parts] of Object.entries(combined)) {
      const page = await openPage(browser, { width: 375, height: 740 })
      await page.goto(`${BASE}${path}`)
      await waitForHydration(page)
      const hero = page.locator(".page-hero")
      const fees = hero.locator(".part-fees")
      const names = await fees.locator(".part-fees__name").allInnerTexts()
      for (const part of parts) assert.ok(names.some(n => n.startsWith(part.split(" ")[0])), `${path}: ${part} in ${names.join(" | ")}`)
      assert.equal(names.length, parts.length, `${path}: ${names.join(" | ")}`)
      for (const item of await fees.getByRole("listitem").all()) assert.match(await item.innerText(), /Our fee\s+from ₹[\d,]+/)
      for (const selector of [".page-hero .btn--primary", ".page-hero .btn--whatsapp"]) {
        assert.equal(await page.evaluate(inViewUncovered, selector), null, `${path}: ${selector}`)
      }
      assert.equal(await hero.getByRole("link", { name: "Get a quote" }).isVisible(), true)
      // the part's name leads to its section on the page
      const first = fees.locator(".part-fees__name").first()
      const target = (await first.getAttribute("href")).slice(1)
      assert.equal(await page.locator(`[id="${target}"]`).count(), 1, `${path}: #${target}`)
      assert.deepEqual(page.errors, [])
      await page.context().close()
    }
  })

  it("a guide's sections keep their spacing on the combined FSSAI screen (no heading flush against the steps)", async () => {
    const page = await openPage(browser, { width: 375, height: 740 })
    await page.goto(`${BASE}/food-license/fssai`)
    await waitForHydration(page)
    // on a phone each part is folded behind its heading (issue 29): opened, as a visitor does
    const folds = page.locator("main details.part-more")
    for (let i = 0; i < (await folds.count()); i++) {
      await folds.nth(i).locator("summary").click()
      await page.waitForFunction(n => document.querySelectorAll("main details.part-more")[n].open, i)
    }
    // each heading of the guides' text against whatever ends just above it
    const gaps = await page.evaluate(() =>
      [...document.querySelectorAll("main .prose h2, main .prose h3, main .prose h4")]
        .map(h => {
          let node = h
          while (node && !node.previousElementSibling) node = node.parentElement
          const before = node?.previousElementSibling
          if (!before || !before.getClientRects().length) return null
          const gap = h.getBoundingClientRect().top - before.getBoundingClientRect().bottom
          return { heading: h.textContent.trim(), gap: Math.round(gap) }
        })
        .filter(g => g && g.gap < 16),
    )
    assert.deepEqual(gaps, [])
    await page.context().close()
  })

  it("with JavaScript off, a desktop menu entry opens its submenu on hover (the no-script style is not escaped)", async () => {
    const html = await (await fetch(`${BASE}/`)).text()
    const noscript = html.match(/<noscript><style>([^<]*)<\/style><\/noscript>/)
    assert.ok(noscript, "the no-script style is in the page as a <style> element")
    assert.ok(!/&gt;|&lt;|&amp;/.test(noscript[1]), `escaped characters in ${noscript[1].slice(0, 80)}`)
    assert.match(noscript[1], /\.site-nav__entry:hover>\.submenu/)
    const page = await openPage(browser, { width: 1280, height: 800, javaScriptEnabled: false })
    await page.goto(`${BASE}/`)
    const entry = page.locator(".site-nav__entry:has(> a[href='/registrations/company'])")
    const item = entry.getByRole("link", { name: "PVT LTD Registration" })
    assert.equal(await item.isVisible(), false)
    await entry.hover()
    await item.waitFor({ state: "visible" })
    const box = await item.boundingBox()
    assert.ok(box.width > 0 && box.height > 0)
    await page.context().close()
  })

  it("/search: the title has room under the header, and nothing shifts while the page comes alive", async () => {
    for (const path of ["/search", "/search?q=gst"]) {
      const page = await openPage(browser, { width: 375, height: 740 })
      await page.addInitScript(() => {
        window.__shift = 0
        new PerformanceObserver(list => {
          for (const entry of list.getEntries()) if (!entry.hadRecentInput) window.__shift += entry.value
        }).observe({ type: "layout-shift", buffered: true })
      })
      await page.goto(`${BASE}${path}`)
      await waitForHydration(page)
      if (path.includes("?q=")) await page.locator(".search-results__list:not([aria-busy]) li").first().waitFor()
      else await page.locator(".search-results__status").waitFor()
      const gap = await page.evaluate(() => {
        const hero = document.querySelector(".hero").getBoundingClientRect()
        const h1 = document.querySelector("h1").getBoundingClientRect()
        return Math.round(h1.top - hero.top)
      })
      assert.ok(gap >= 24, `${path}: the title starts ${gap}px below the top of its band`)
      // layout shifts are reported at the next frame
      await page.evaluate(() => new Promise(r => requestAnimationFrame(() => requestAnimationFrame(r))))
      // (below 0.001: sub-pixel settling of the header's measured height, not a visible move; it was 0.039;
      // with a query in the address the results take the place of "All guides", issue 29)
      assert.ok((await page.evaluate(() => window.__shift)) < 0.001, `${path}: cumulative layout shift`)
      assert.deepEqual(page.errors, [])
      await page.context().close()
    }
  })
})

describe("the header at every width and a search opened from a link (issue 29)", () => {
  it("a search opened with ?q= shifts less than 0.01 at every width, in English and Telugu", async () => {
    const failures = []
    for (const path of ["/search?q=gst", "/search?q=passport%20fee", "/te/search?q=gst"]) {
      for (const size of WIDTHS) {
        const page = await openPage(browser, size)
        await page.addInitScript(() => {
          window.__shifts = []
          new PerformanceObserver(list => {
            for (const entry of list.getEntries()) {
              if (entry.hadRecentInput) continue
              const moved = entry.sources?.map(s => s.node?.nodeName?.toLowerCase() + (s.node?.className ? `.${String(s.node.className).split(" ")[0]}` : "")) ?? []
              window.__shifts.push({ value: entry.value, moved })
            }
          }).observe({ type: "layout-shift", buffered: true })
          // "All guides" painted in any frame before the results (issue 29: a visible swap at 0.00x CLS)
          window.__allPainted = false
          const look = () => {
            const all = document.querySelector(".search-page__all")
            if (all && all.getBoundingClientRect().height > 0) window.__allPainted = true
            if (!document.querySelector(".search-results__list")) requestAnimationFrame(look)
          }
          requestAnimationFrame(look)
        })
        await page.goto(`${BASE}${path}`)
        await waitForHydration(page)
        // the results with every snippet in (the list is aria-busy until then), then the frames that report shifts
        const results = page.locator(".search-results__list:not([aria-busy]) li")
        await results.first().waitFor()
        const box = await results.first().boundingBox()
        assert.ok(box && box.width > 0 && box.height > 0, `${path} at ${size.width}px: the first result is shown`)
        await nextFrames(page)
        const shifts = await page.evaluate(() => window.__shifts)
        const total = shifts.reduce((sum, s) => sum + s.value, 0)
        if (total >= 0.01) failures.push(`${path} at ${size.width}px: layout shift ${total.toFixed(3)} (moved: ${[...new Set(shifts.flatMap(s => s.moved))].join(", ")})`)
        if (await page.evaluate(() => window.__allPainted)) failures.push(`${path} at ${size.width}px: "All guides" was painted before the results`)
        assert.deepEqual(page.errors, [], path)
        await page.context().close()
      }
    }
    assert.deepEqual(failures, [])
  })

  it("with JavaScript off, a search opened with ?q= lists every guide", async () => {
    for (const path of ["/search?q=gst", "/te/search?q=gst"]) {
      const page = await openStaticPage(browser, { width: 375, height: 740 })
      await page.goto(`${BASE}${path}`)
      const all = page.locator(".search-page__all")
      assert.equal(await all.isVisible(), true, path)
      const box = await all.boundingBox()
      assert.ok(box.width > 0 && box.height > 200, `${path}: ${JSON.stringify(box)}`)
      await page.context().close()
    }
  })

  it("each tool's questions lie inside their boxes at every width (none straddles a border), in English and Telugu", async () => {
    const failures = []
    for (const path of Object.keys(TOOL_RESULTS)) {
      const page = await openPage(browser, WIDTHS[0])
      await page.goto(`${BASE}${path}`)
      await waitForHydration(page)
      const question = page.locator("fieldset legend").first()
      await question.waitFor()
      const box = await question.boundingBox()
      assert.ok(box && box.width > 0 && box.height > 0, `${path}: a question is shown`)
      for (const size of WIDTHS) {
        await page.setViewportSize(size)
        await nextFrames(page)
        for (const problem of await page.evaluate(legendProblems)) failures.push(`${path} at ${size.width}px: ${problem}`)
      }
      await page.context().close()
    }
    assert.deepEqual(failures, [])
  })

  it("with the drawer open or a submenu open the header keeps its height and its menu one row, in English and Telugu", async () => {
    const failures = []
    for (const home of ["/", "/te"]) {
      for (const size of WIDTHS) {
        const page = await openPage(browser, size)
        await page.goto(`${BASE}${home}`)
        await waitForHydration(page)
        if (size.width < 1024) {
          await page.locator(".menu-toggle").click()
          const panel = page.locator("#mobile-menu")
          await transitionsDone(panel)
          const box = await panel.boundingBox()
          if (!box || box.width === 0 || box.x < -1) failures.push(`${home} at ${size.width}px: the drawer did not slide in`)
        } else {
          const entry = page.locator(".site-nav__entry").filter({ has: page.locator(".submenu") }).nth(3)
          await entry.hover()
          await entry.locator(".submenu").waitFor({ state: "visible" })
        }
        for (const problem of await page.evaluate(headerProblems, { at: "rest" })) failures.push(`${home} at ${size.width}px (menu open): ${problem}`)
        await page.context().close()
      }
    }
    assert.deepEqual(failures, [])
  })
})
