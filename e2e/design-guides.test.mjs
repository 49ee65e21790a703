// End-to-end tests of the guide pages' design (issue 12, "Guide pages that sell"):
// the fee line and a contact action in the first screen of every guide on a phone (a check of
// the walk every per-page check shares: guideFirstScreenCheck in e2e/design-checks.mjs, reported
// by e2e/layout.test.mjs), the two-column layout with its sticky aside from 1024px, "On this page", and the
// steps as a vertical timeline at every width.
import { describe, it } from "node:test"
import assert from "node:assert/strict"
import { BASE, openPage, useBrowser, waitForHydration } from "./lib.mjs"
import { PHONE } from "./design-checks.mjs"

const browser = await useBrowser()

const DESKTOP = { width: 1280, height: 800 }

describe("guide pages", () => {
  it("at 1280px the text is at most 72ch beside a sticky aside with On this page, the fees and a quote card", async () => {
    const page = await openPage(browser, DESKTOP)
    await page.goto(`${BASE}/registrations/company/pvt-ltd-registration`)
    await waitForHydration(page)
    const layout = await page.evaluate(() => {
      const main = document.querySelector(".guide-main")
      const prose = main.querySelector(".prose")
      const ch = (() => {
        const probe = document.createElement("span")
        probe.textContent = "0".repeat(100)
        prose.append(probe)
        const w = probe.getBoundingClientRect().width / 100
        probe.remove()
        return w
      })()
      return { main: main.getBoundingClientRect().toJSON(), proseWidth: prose.getBoundingClientRect().width, ch }
    })
    assert.ok(layout.proseWidth <= layout.ch * 72 + 1, `text column ${layout.proseWidth}px > 72ch (${layout.ch * 72}px)`)
    const nav = page.getByRole("navigation", { name: "On this page" })
    assert.equal(await nav.getByRole("button").isVisible(), false, "no disclosure toggle on desktop")
    const links = await nav.getByRole("link").evaluateAll(as => as.map(a => a.getAttribute("href")))
    assert.ok(links.length >= 5, `${links.length} sections`)
    for (const href of links) assert.equal(await page.locator(`[id="${href.slice(1)}"]`).evaluate(el => el.tagName), "H2", href)
    const aside = page.getByRole("complementary", { name: /fees and a quote/ })
    // one card: the fees and the quote action
    await aside.getByRole("heading", { name: "Fees and time" }).waitFor()
    await aside.getByText("Our fee", { exact: true }).waitFor()
    await aside.getByRole("link", { name: /WhatsApp/ }).waitFor()
    // the rail is beside the text and stays on screen while the page scrolls
    const before = await nav.boundingBox()
    assert.ok(before.x > layout.main.x + layout.main.width, "the aside is to the right of the text")
    for (const y of [2000, 4000]) {
      await page.evaluate(y => window.scrollTo(0, y), y)
      await page.waitForFunction(y => Math.abs(window.scrollY - y) < 2, y)
      const card = await aside.boundingBox()
      const box = await nav.boundingBox()
      const headerBottom = await page.evaluate(() => document.querySelector("header.site-header").getBoundingClientRect().bottom)
      // the card with the fees and the action at the rail's top, On this page under it, in the window
      assert.ok(card.y >= headerBottom && card.y < 200, `the fees card at ${card.y}px after scrolling to ${y}`)
      assert.ok(box.y >= card.y + card.height && box.y < DESKTOP.height - 100, `On this page at ${box.y}px after scrolling to ${y}`)
    }
    // a link scrolls its section to just below the sticky header
    await page.evaluate(() => window.scrollTo(0, 0))
    await nav.getByRole("link", { name: "Frequently asked questions" }).click()
    await page.waitForFunction(() => location.hash.endsWith("-faqs"))
    const gap = await page.evaluate(() => {
      const h = document.getElementById(location.hash.slice(1)).getBoundingClientRect().top
      return h - document.querySelector("header.site-header").getBoundingClientRect().bottom
    })
    assert.ok(gap >= 0 && gap < 40, `section heading ${gap}px below the header`)
    assert.deepEqual(page.errors, [])
    await page.context().close()
  })

  it("at 375px On this page is a disclosure under the hero", async () => {
    const page = await openPage(browser, PHONE)
    await page.goto(`${BASE}/gst/services/gst-registration`)
    await waitForHydration(page)
    const nav = page.getByRole("navigation", { name: "On this page" })
    const toggle = nav.getByRole("button", { name: "On this page" })
    const heroBottom = await page.locator(".page-hero").evaluate(el => el.getBoundingClientRect().bottom)
    const box = await nav.boundingBox()
    assert.ok(box.y >= heroBottom && box.y < heroBottom + 40, "right under the hero")
    assert.equal(await toggle.getAttribute("aria-expanded"), "false")
    assert.equal(await nav.getByRole("link").first().isVisible(), false)
    await toggle.click()
    assert.equal(await toggle.getAttribute("aria-expanded"), "true")
    const first = nav.getByRole("link").first()
    await first.click()
    await page.waitForFunction(() => location.hash.length > 1)
    assert.equal(await toggle.getAttribute("aria-expanded"), "false")
    // without JavaScript the list simply shows
    const noJs = await openPage(browser, { ...PHONE, javaScriptEnabled: false })
    await noJs.goto(`${BASE}/gst/services/gst-registration`)
    assert.equal(await noJs.getByRole("navigation", { name: "On this page" }).getByRole("link").first().isVisible(), true)
    await noJs.context().close()
    await page.context().close()
  })

  for (const viewport of [PHONE, DESKTOP]) {
    it(`at ${viewport.width}px the steps are a vertical timeline inside the text column`, async () => {
      const page = await openPage(browser, viewport)
      await page.goto(`${BASE}/registrations/company/pvt-ltd-registration`)
      const steps = await page.locator(".guide-main .steps > li").evaluateAll(lis => lis.map(li => li.getBoundingClientRect().toJSON()))
      assert.ok(steps.length >= 5, `${steps.length} steps`)
      const column = await page.locator(".guide-main").boundingBox()
      for (let i = 1; i < steps.length; i++) {
        assert.ok(steps[i].top >= steps[i - 1].bottom - 1, `step ${i + 1} is below step ${i}`)
        assert.equal(Math.round(steps[i].left), Math.round(steps[0].left))
      }
      for (const s of steps) assert.ok(s.left >= column.x - 1 && s.right <= column.x + column.width + 1, "inside the text column")
      await page.context().close()
    })
  }
})
