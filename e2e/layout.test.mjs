// Layout integrity (issue 20): every page of the sitemap, each tool with its result on screen, the
// open drawer and an open submenu, at 320, 375, 768, 1024, 1280 and 1440 px, measured as a
// visitor sees them. It fails naming the page, the width and the element when text spills out
// of a box too narrow for it, a page scrolls sideways, a table is cut off without a scrolling
// region and a cue, a sticky element is taller than the window, fixed chrome (the floating
// contact button, the sticky header) lies over a control or a table's last column at rest (the
// top of the page, its end, a tool's result), a guide's actions are not in a phone's first
// window, or the desktop aside's quote action cannot be seen while reading. Geometry only
// (e2e/geometry.mjs), so the answer does not depend on how busy the machine is.
import { describe, it } from "node:test"
import assert from "node:assert/strict"
import fs from "node:fs"
import { fileURLToPath } from "node:url"
import { BASE, nextFrames, openPage, transitionsDone, useBrowser, waitForHydration } from "./lib.mjs"
import { layoutProblems } from "./geometry.mjs"
import { TOOL_RESULTS } from "./tool-states.mjs"

const PUBLIC = fileURLToPath(new URL("../public/", import.meta.url))
const browser = await useBrowser()

/** Widths a visitor brings, with a window height typical of each. */
export const WIDTHS = [
  { width: 320, height: 640 },
  { width: 375, height: 740 },
  { width: 768, height: 1024 },
  { width: 1024, height: 768 },
  { width: 1280, height: 800 },
  { width: 1440, height: 900 },
]
const PHONES = WIDTHS.filter(w => w.width < 768)
const DESKTOPS = WIDTHS.filter(w => w.width >= 1024)

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

describe("layout at every width (geometry)", () => {
  const paths = sitemapPaths()

  it("walks the whole sitemap", () => {
    assert.ok(paths.length >= 50, `the sitemap lists ${paths.length} pages`)
  })

  it("no page breaks at 320, 375, 768, 1024, 1280 or 1440 px", async t => {
    const failures = []
    const took = [] // diagnostics only (where a slow run spent its time), never a gate
    const page = await openPage(browser, WIDTHS[0])
    for (const path of paths) {
      const started = Date.now()
      const response = await page.goto(`${BASE}${path}`)
      assert.equal(response.status(), 200, path)
      await waitForHydration(page)
      const guide = isGuidePage(await page.content())
      for (const size of WIDTHS) {
        await page.setViewportSize(size)
        // the drawer slides back off screen when the window narrows below 768px
        await transitionsDone(page.locator("body"))
        for (const problem of await problemsAtRest(page)) failures.push(`${path} at ${size.width}px: ${problem}`)
        if (guide && size.width < 768) {
          // a phone's first window holds the guide's two actions, nothing lying over them
          for (const selector of [".page-hero .btn--primary", ".page-hero .btn--whatsapp"]) {
            const problem = await page.evaluate(inViewUncovered, selector)
            if (problem) failures.push(`${path} at ${size.width}x${size.height}: first window: ${problem}`)
          }
        }
      }
      took.push([path, Date.now() - started])
    }
    took.sort((a, b) => b[1] - a[1])
    t.diagnostic(`${paths.length} pages; slowest: ${took.slice(0, 3).map(([path, ms]) => `${path} ${(ms / 1000).toFixed(1)} s`).join(", ")}`)
    assert.deepEqual(page.errors, [])
    await page.context().close()
    assert.deepEqual(failures, [])
  })

  it("the desktop aside keeps its quote action in view while the text is read, at 1280 x 800 and 1440 x 900", async () => {
    const failures = []
    const page = await openPage(browser, { width: 1280, height: 800 })
    let guides = 0
    for (const path of paths) {
      await page.goto(`${BASE}${path}`)
      if (!(await page.locator(".guide-rail").count())) continue
      guides += 1
      await waitForHydration(page)
      for (const size of DESKTOPS.filter(s => s.width >= 1280)) {
        await page.setViewportSize(size)
        // a third of the way into the article, then at its last section
        for (const at of [0.33, 0.9]) {
          await page.evaluate(share => {
            const article = document.querySelector(".guide-main").getBoundingClientRect()
            window.scrollTo(0, window.scrollY + article.top + article.height * share)
          }, at)
          await nextFrames(page)
          const problem = await page.evaluate(inViewUncovered, ".guide-aside .btn--whatsapp")
          if (problem) failures.push(`${path} at ${size.width}x${size.height}, ${Math.round(at * 100)}% read: ${problem}`)
        }
      }
    }
    await page.context().close()
    assert.ok(guides >= 30, `${guides} guides have the aside`)
    assert.deepEqual(failures, [])
  })

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

  it("the open drawer (phones) and an open submenu (768 px and up) fit the window", async () => {
    const failures = []
    for (const size of PHONES) {
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
    for (const size of WIDTHS.filter(w => w.width >= 768)) {
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
      // (with a query in the address, the results arrive after the page and push "All guides" down)
      // (below 0.001: sub-pixel settling of the header's measured height, not a visible move; it was 0.039)
      if (!path.includes("?q=")) assert.ok((await page.evaluate(() => window.__shift)) < 0.001, `${path}: cumulative layout shift`)
      assert.deepEqual(page.errors, [])
      await page.context().close()
    }
  })
})
