// End-to-end tests of the guide pages' design (issue 12, "Guide pages that sell"):
// the fee line and a contact action in the first screen of every guide on a phone (a check of
// the walk every per-page check shares: guideFirstScreenCheck in e2e/design-checks.mjs, reported
// by e2e/layout.test.mjs), the two-column layout with its sticky aside from 1024px, "On this page", and the
// steps as a vertical timeline at every width.
import { describe, it } from "node:test"
import assert from "node:assert/strict"
import { BASE, openPage, openStaticPage, useBrowser, waitForHydration } from "./lib.mjs"
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
      // (the box "On this page" scrolls in: its list may have scrolled up inside it, following the reader)
      const box = await page.locator(".guide-rail .toc__list").boundingBox()
      const headerBottom = await page.evaluate(() => document.querySelector("header.site-header").getBoundingClientRect().bottom)
      // the card with the fees and the action at the rail's top, On this page under it, in the window
      assert.ok(card.y >= headerBottom && card.y < 200, `the fees card at ${card.y}px after scrolling to ${y}`)
      assert.ok(box.y >= card.y + card.height && box.y < DESKTOP.height - 100, `On this page at ${box.y}px after scrolling to ${y}`)
      // its title stays between the card and the list, whatever the list has scrolled (review 9:
      // a list scrolling in a box that began right under the card read as sliding under the card)
      const title = page.locator(".guide-rail .toc__title")
      assert.ok(await title.isVisible(), "On this page's title shown")
      const t = await title.boundingBox()
      assert.ok(t.height > 0 && t.y >= card.y + card.height && t.y + t.height <= box.y + 1, `the title at ${t.y}-${t.y + t.height}px, the card's foot at ${card.y + card.height}px, the list from ${box.y}px`)
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

  // Review 7: at 1280 x 800 the rail's "On this page" showed its first entries only, faded at the
  // window's foot, whatever was being read; a combined screen was 17,000-20,800px with every part open.
  // review 19: "at least 2 and up to 15 directors", a fact written for the middle of a sentence, began
  // the Directors line of "At a glance" in lower case
  it("each 'At a glance' value starts with a capital", async () => {
    const page = await openPage(browser, DESKTOP)
    await page.goto(`${BASE}/registrations/company/pvt-ltd-registration`)
    const values = await page.locator(".glance dd").evaluateAll(dds =>
      dds.map(dd => ({ text: dd.textContent.trim(), transform: getComputedStyle(dd, "::first-letter").textTransform })),
    )
    const directors = values.find(v => /directors/.test(v.text))
    assert.ok(directors && /^at least/.test(directors.text), `the Directors fact as written: ${directors?.text}`)
    assert.deepEqual(values.filter(v => /^\p{Ll}/u.test(v.text) && v.transform !== "uppercase"), [], "no value shown in lower case")
    await page.context().close()
  })

  it("at 1280px the rail's On this page marks the section being read and keeps it in view; a combined screen's parts fold, and a rail link opens its part", async () => {
    // a window low enough that the guide's list scrolls in its box (at 1280 x 800 it fits whole: below)
    const page = await openPage(browser, { width: 1280, height: 720 })
    const current = () =>
      page.evaluate(() => {
        const marked = [...document.querySelectorAll(".guide-rail .toc__list a[aria-current]")]
        const box = document.querySelector(".guide-rail .toc__list").getBoundingClientRect()
        return marked.map(a => {
          const r = a.getBoundingClientRect()
          return { text: a.textContent.trim(), shown: r.width > 0 && r.height > 0 && r.top >= box.top && r.bottom <= box.bottom }
        })
      })
    await page.goto(`${BASE}/registrations/company/pvt-ltd-registration`)
    await waitForHydration(page)
    assert.equal(await page.evaluate(() => document.querySelector(".guide-rail .toc__list").scrollHeight > document.querySelector(".guide-rail .toc__list").clientHeight), true, "the rail's box scrolls at 1280 x 720")
    // read down to the questions at the end: their entry is marked, and shown in the rail's box
    await page.evaluate(() => window.scrollTo(0, document.querySelector('[id$="-faqs"]').getBoundingClientRect().top + window.scrollY - 150))
    await page.waitForFunction(() => document.querySelector(".guide-rail .toc__list a[aria-current]")?.hash.endsWith("-faqs"))
    await page.waitForFunction(() => {
      const a = document.querySelector(".guide-rail .toc__list a[aria-current]").getBoundingClientRect()
      const box = document.querySelector(".guide-rail .toc__list").getBoundingClientRect()
      return a.top >= box.top && a.bottom <= box.bottom
    })
    assert.deepEqual(await current(), [{ text: "Frequently asked questions", shown: true }])
    // back to the top: the first section's entry, in view again
    const first = await page.locator(".guide-rail .toc__list a").first().getAttribute("href")
    await page.evaluate(h => window.scrollTo(0, document.getElementById(h.slice(1)).getBoundingClientRect().top + window.scrollY - 150), first)
    await page.waitForFunction(h => document.querySelector(".guide-rail .toc__list a[aria-current]")?.getAttribute("href") === h, first)
    await page.waitForFunction(() => document.querySelector(".guide-rail .toc__list").scrollTop === 0 || document.querySelector(".guide-rail .toc__list a[aria-current]").getBoundingClientRect().top >= document.querySelector(".guide-rail .toc__list").getBoundingClientRect().top)
    assert.equal((await current())[0].shown, true)

    // a rail link to a short section marks that section, not the next one whose heading it brings
    // into the window's upper third, for as long as its heading is in the window (reviews 31, 32:
    // "Costs and timelines" clicked, "Ongoing compliance" marked); scrolled on, the reading rule again
    await page.setViewportSize({ width: 1280, height: 800 })
    await page.goto(`${BASE}/food-license/fssai/food-license-registration`)
    await waitForHydration(page)
    const marked = () => page.evaluate(() => [...document.querySelectorAll(".guide-rail .toc__list a[aria-current]")].map(a => a.getAttribute("href")))
    for (const hash of ["#costs-and-timelines", "#food-license-registration-portals"]) {
      await page.locator(`.guide-rail .toc__list a[href="${hash}"]`).click()
      await page.waitForFunction(h => location.hash === h, hash)
      await page.waitForFunction(h => document.querySelector(".guide-rail .toc__list a[aria-current]")?.getAttribute("href") === h, hash)
      const heading = await page.evaluate(h => {
        const r = document.querySelector(h).getBoundingClientRect()
        return { top: r.top, bottom: r.bottom, height: r.height }
      }, hash)
      assert.ok(heading.height > 0 && heading.top >= 0 && heading.bottom <= 800, `${hash} in the window: ${JSON.stringify(heading)}`)
      assert.deepEqual(await marked(), [hash])
    }
    // the reader scrolls back up with the wheel: the last heading in the window's upper third is marked again
    await page.mouse.move(400, 500)
    await page.mouse.wheel(0, -1500)
    const reading = await page.waitForFunction(() => {
      const last = [...document.querySelectorAll(".guide-rail .toc__list a")]
        .filter(a => {
          const r = document.getElementById(decodeURIComponent(a.hash.slice(1)))?.getBoundingClientRect()
          return r && r.height > 0 && r.top < innerHeight / 3
        })
        .pop()
      const now = document.querySelector(".guide-rail .toc__list a[aria-current]")
      return last && now === last && last.hash !== "#food-license-registration-portals" ? last.getAttribute("href") : false
    })
    assert.deepEqual(await marked(), [await reading.jsonValue()])

    await page.goto(`${BASE}/gst/services`)
    await waitForHydration(page)
    const folds = page.locator("main details.part-more")
    assert.equal(await folds.count(), 4, "three parts and the Sources, folded")
    assert.deepEqual(await folds.evaluateAll(ds => ds.map(d => d.open)), [false, false, false, false])
    const summary = folds.first().locator("summary")
    assert.ok(await summary.isVisible(), "each part shows the summary that opens it")
    const height = await page.evaluate(() => document.documentElement.scrollHeight)
    assert.ok(height < 6000, `${height}px tall with its parts folded`)
    // the rail names the parts; a part's sections show while it is read (review 22: about 30
    // entries, most of them folded away). The sections come in once the page has hydrated (issue 33).
    await page.waitForFunction(() => document.querySelectorAll(".guide-rail .toc__sublist").length === 3)
    const shownSublists = () => page.locator(".guide-rail .toc__sublist").evaluateAll(ls => ls.map(l => l.getBoundingClientRect().height > 0))
    assert.deepEqual(await shownSublists(), [false, false, false])
    const part = page.locator(".guide-rail .toc__list > li").filter({ has: page.locator(".toc__sublist") }).nth(1)
    await part.locator("> a").click()
    // being read but folded shut, the part is named without its sections (review 30: they named
    // text the reader could not see, and the rail grew past the window's foot)
    await page.waitForFunction(() => document.querySelectorAll(".guide-rail .toc__list a[aria-current]").length === 1)
    await page.waitForFunction(() => document.querySelectorAll(".guide-rail .toc__list > li[data-folded]").length === 3)
    assert.equal(await part.locator("> a").getAttribute("aria-current"), "location")
    assert.deepEqual(await shownSublists(), [false, false, false])
    // the marked entry looks marked, the other parts' names (bold too) do not (review 35: all three
    // read as marked), and marking it did not move its text
    const looks = await page.locator(".guide-rail .toc__list > li > a").evaluateAll(as =>
      as.map(a => {
        const s = getComputedStyle(a)
        const range = document.createRange()
        range.selectNodeContents(a)
        return { marked: a.hasAttribute("aria-current"), bar: parseFloat(s.borderLeftWidth), tint: s.backgroundColor, textLeft: Math.round(range.getBoundingClientRect().left), width: a.getBoundingClientRect().width }
      }),
    )
    const markedLooks = looks.filter(l => l.marked)
    assert.equal(markedLooks.length, 1)
    assert.ok(markedLooks[0].bar >= 3 && markedLooks[0].tint !== "rgba(0, 0, 0, 0)" && markedLooks[0].width > 0, `the marked entry has a bar and a tint: ${JSON.stringify(markedLooks[0])}`)
    for (const other of looks.filter(l => !l.marked)) assert.ok(other.bar === 0 && other.tint === "rgba(0, 0, 0, 0)", `an entry not marked looks marked: ${JSON.stringify(other)}`)
    assert.equal(new Set(looks.map(l => l.textLeft)).size, 1, `the entries' text starts at one left edge: ${looks.map(l => l.textLeft)}`)
    // opened, its sections show, each entry visible and sized
    await folds.nth(1).locator("summary").click()
    await page.waitForFunction(() => document.querySelectorAll(".guide-rail .toc__sublist")[1].getBoundingClientRect().height > 0)
    assert.deepEqual(await shownSublists(), [false, true, false])
    for (const entry of await page.locator(".guide-rail .toc__sublist").nth(1).getByRole("link").all()) {
      const box = await entry.boundingBox()
      assert.ok((await entry.isVisible()) && box.width > 0 && box.height > 0, `${await entry.innerText()} shows`)
    }
    // folded again, the sections go with it
    await folds.nth(1).locator("summary").click()
    await page.waitForFunction(() => document.querySelectorAll(".guide-rail .toc__sublist")[1].getBoundingClientRect().height === 0)
    await folds.nth(1).locator("summary").click()
    await page.waitForFunction(() => document.querySelectorAll(".guide-rail .toc__sublist")[1].getBoundingClientRect().height > 0)
    // a rail link to a section of the second part opens that part and brings the section under the header
    const link = page.locator(".guide-rail .toc__sublist").nth(1).getByRole("link").nth(1)
    const hash = await link.getAttribute("href")
    await link.click()
    await page.waitForFunction(h => location.hash === encodeURI(h) || decodeURIComponent(location.hash) === h, hash)
    assert.deepEqual(await folds.evaluateAll(ds => ds.map(d => d.open)), [false, true, false, false])
    const gap = await page.evaluate(h => {
      const r = document.getElementById(h.slice(1)).getBoundingClientRect()
      return r.height > 0 ? Math.round(r.top - document.querySelector("header.site-header").getBoundingClientRect().bottom) : null
    }, hash)
    assert.ok(gap !== null && gap >= 0 && gap < 40, `the section ${gap}px below the header`)
    await page.waitForFunction(h => document.querySelector(".guide-rail .toc__list a[aria-current]")?.getAttribute("href") === h, hash)
    assert.deepEqual(page.errors, [])
    await page.context().close()
  })

  // Issue 33: the Telugu GST screen was 3.5 KB over its 22 KB. Its HTML leaves two repeats to the
  // page data: "On this page" lists the parts (their sections come in once the page runs) and the
  // Sources fold links each part's own Sources (the whole list comes in once the page runs).
  it("a combined screen without JavaScript lists its parts and links each part's Sources; running, it adds the parts' sections and the whole Sources list", async () => {
    const parts = ["/te/gst/services/gst-registration", "/te/gst/services/gst-return-filing", "/te/gst/services/gst-modifications"]
    const off = await openStaticPage(browser, DESKTOP)
    await off.goto(`${BASE}/te/gst/services`)
    const entries = off.locator(".guide-rail .toc__list > li > a")
    assert.deepEqual(await entries.evaluateAll(as => as.map(a => a.getAttribute("href"))), ["#gst-registration", "#gst-return-filing", "#gst-modifications", "#sources"])
    assert.equal(await off.locator(".toc__sublist").count(), 0, "no sections under the parts in the HTML")
    const fold = off.locator("main details.part-more").last()
    await fold.locator("summary").click()
    const links = fold.locator("section.guide-sources a")
    assert.deepEqual(await links.evaluateAll(as => as.map(a => a.getAttribute("href"))), parts.map(p => `${p}#sources`))
    for (const link of await links.all()) {
      const box = await link.boundingBox()
      assert.ok((await link.isVisible()) && box.width > 0 && box.height > 0, `${await link.innerText()} is visible`)
    }
    // following one leads to that guide's Sources, on screen, with its official sources
    await links.first().click()
    await off.waitForURL(`${BASE}${parts[0]}#sources`)
    const heading = off.locator("h2#sources")
    const top = (await heading.boundingBox())?.y
    assert.ok((await heading.isVisible()) && top >= 0 && top < DESKTOP.height, `the guide's Sources heading at ${top}px`)
    assert.ok((await off.locator("section.guide-sources .guide-sources__list a[target=_blank]").count()) >= 2, "the guide lists its official sources")
    await off.context().close()

    const page = await openPage(browser, DESKTOP)
    await page.goto(`${BASE}/te/gst/services`)
    await waitForHydration(page)
    await page.waitForFunction(() => document.querySelectorAll(".guide-rail .toc__sublist").length === 3)
    const sections = await page.locator(".guide-rail .toc__sublist a").count()
    assert.ok(sections >= 20, `${sections} sections under the parts`)
    const running = page.locator("main details.part-more").last()
    await running.locator("summary").click()
    const official = running.locator(".guide-sources__list > li > a[target=_blank]")
    await official.first().waitFor({ state: "visible" })
    const box = await official.first().boundingBox()
    assert.ok(box.width > 0 && box.height > 0, "the first official source shows")
    assert.ok((await official.count()) >= 8, `${await official.count()} official sources in the fold`)
    assert.equal(await running.locator('a[href$="#sources"]').count(), 0, "the whole list in place of the links")
    assert.deepEqual(page.errors, [])
    await page.context().close()
  })

  // Review 12: at 1280 x 800 the list showed five entries, the sixth cut under its edge, under the
  // fees card and above the trust strip. In a window of 900px or less the strip gives its room up
  // (the footer has the same figures); in a taller one it is there.
  it("in a laptop's window On this page shows most of a guide's sections whole; the trust strip only in a taller window", async () => {
    const wholeEntries = async page =>
      page.evaluate(() => {
        const list = document.querySelector(".guide-rail .toc__list")
        const box = list.getBoundingClientRect()
        return [...list.querySelectorAll(":scope > li")].filter(li => {
          const r = li.getBoundingClientRect()
          return r.height > 0 && r.top >= box.top - 1 && r.bottom <= box.bottom + 1
        }).length
      })
    for (const [size, least] of [
      [DESKTOP, 8],
      [{ width: 1024, height: 768 }, 7],
      [{ width: 1440, height: 900 }, 8],
    ]) {
      const page = await openPage(browser, size)
      await page.goto(`${BASE}/gst/services/gst-registration`, { waitUntil: "load" })
      await waitForHydration(page)
      const whole = await wholeEntries(page)
      assert.ok(whole >= least, `${size.width} x ${size.height}: ${whole} whole entries of On this page (at least ${least})`)
      assert.equal(await page.locator(".guide-rail .trust-strip").isVisible(), false, `${size.width} x ${size.height}: no trust strip in the rail`)
      await page.context().close()
    }
    // review 19: at 1280 x 800 a guide's whole list fits under the fees card, none of it under the
    // box's fading foot (the private limited, GST, FSSAI and passport guides, English and Telugu)
    for (const path of ["/registrations/company/pvt-ltd-registration", "/gst/services/gst-registration", "/food-license/fssai/food-license-registration", "/Services/passport", "/te/registrations/company/pvt-ltd-registration"]) {
      const page = await openPage(browser, DESKTOP)
      await page.goto(`${BASE}${path}`, { waitUntil: "load" })
      await page.mouse.wheel(0, 900)
      await page.waitForFunction(() => window.scrollY > 0)
      const { all, whole, fits } = await page.evaluate(() => {
        const list = document.querySelector(".guide-rail .toc__list")
        const box = list.getBoundingClientRect()
        const entries = [...list.querySelectorAll("a")]
        const inBox = entries.filter(a => {
          const r = a.getBoundingClientRect()
          return r.height > 0 && r.top >= box.top - 1 && r.bottom <= box.bottom + 1
        })
        return { all: entries.length, whole: inBox.length, fits: list.scrollHeight <= list.clientHeight + 1 }
      })
      assert.ok(fits && whole === all && all >= 9, `${path} at 1280 x 800: ${whole} of ${all} entries whole, the list ${fits ? "fits" : "scrolls"}`)
      await page.context().close()
    }
    const tall = await openPage(browser, { width: 1440, height: 1100 })
    await tall.goto(`${BASE}/gst/services/gst-registration`, { waitUntil: "load" })
    const strip = tall.locator(".guide-rail .trust-strip")
    assert.ok(await strip.isVisible(), "the trust strip in a 1100px window")
    const box = await strip.boundingBox()
    assert.ok(box && box.width > 100 && box.height > 20)
    await tall.context().close()
  })

  // Review 13: at 1024px the text and the rail ended 73px short of the header's right edge, a strip
  // kept empty for the floating contact button, and at 1440px the rail went 16px past it. Below
  // 1264px the rail reaches the section's edge and ends above the button; from 1264px the button is
  // beside the rail, which keeps at most 24px clear of it.
  it("the text and the rail keep to the section's width at 1024-1440px, and the floating button is never over the rail", async () => {
    for (const size of [{ width: 1024, height: 768 }, { width: 1263, height: 800 }, { width: 1264, height: 800 }, DESKTOP, { width: 1440, height: 900 }]) {
      const page = await openPage(browser, size)
      await page.goto(`${BASE}/gst/services/gst-registration`, { waitUntil: "load" })
      await waitForHydration(page)
      const label = `${size.width} x ${size.height}`
      const button = page.locator(".floating-contact__toggle")
      const buttonShown = () => getComputedStyle(document.querySelector(".floating-contact")).visibility === "visible" && getComputedStyle(document.querySelector(".floating-contact")).opacity === "1"
      // Past the header's threshold with the rail not yet under the header: below 1264px it still
      // runs past the window's foot, so the button waits; from 1264px the button is beside it.
      await page.evaluate(() => window.scrollTo(0, 120))
      await page.waitForFunction(() => window.scrollY === 120)
      const railTop = await page.locator(".guide-rail").evaluate(el => el.getBoundingClientRect().top)
      assert.ok(railTop > 200, `${label}: the rail has not stuck yet (${railTop}px)`)
      if (size.width < 1264) await page.waitForFunction(() => getComputedStyle(document.querySelector(".floating-contact")).visibility === "hidden")
      else await page.waitForFunction(buttonShown)
      // With the rail stuck under the header (the guide's layout scrolled 100px under the window's top)
      await page.evaluate(() => window.scrollTo(0, document.querySelector(".guide-layout").getBoundingClientRect().top + window.scrollY + 100))
      await page.waitForFunction(buttonShown)
      await button.waitFor({ state: "visible" })
      const m = await page.evaluate(() => {
        const box = el => el.getBoundingClientRect().toJSON()
        // the right edge of the header's content: its bar is a container like the guide's
        const bar = document.querySelector(".site-header .header-bar")
        return {
          edge: bar.getBoundingClientRect().right - parseFloat(getComputedStyle(bar).paddingRight),
          rail: box(document.querySelector(".guide-rail")),
          main: box(document.querySelector(".guide-main")),
          button: box(document.querySelector(".floating-contact__toggle")),
        }
      })
      assert.ok(m.rail.width > 200 && m.rail.height > 200, `${label}: the rail is shown (${m.rail.width} x ${m.rail.height})`)
      assert.ok(m.button.width > 0 && m.button.height > 0, `${label}: the floating button is shown`)
      assert.ok(m.main.left < m.rail.left, `${label}: the text beside the rail`)
      const short = m.edge - m.rail.right
      assert.ok(short >= -1, `${label}: the rail ends at ${Math.round(m.rail.right)}px, past the header's edge at ${Math.round(m.edge)}px`)
      assert.ok(short <= (size.width < 1264 ? 1 : 25), `${label}: the rail ends ${Math.round(short)}px short of the header's edge`)
      const besideRail = m.button.left < m.rail.right - 1 && m.button.right > m.rail.left
      assert.equal(besideRail, size.width < 1264, `${label}: the button is ${besideRail ? "" : "not "}in the rail's column`)
      if (besideRail) assert.ok(m.rail.bottom <= m.button.top, `${label}: the rail (to ${Math.round(m.rail.bottom)}px) ends above the floating button (from ${Math.round(m.button.top)}px)`)
      await page.context().close()
    }
  })

  // Review 15 (major): at 768px a guide's lines ran the window's whole width, about 100 characters.
  it("at 768px a guide's text keeps to a reading measure in the middle of the window, in both languages", async () => {
    for (const path of ["/gst/services/gst-registration", "/te/gst/services/gst-registration", "/gst/services"]) {
      const page = await openPage(browser, { width: 768, height: 1024 })
      await page.goto(`${BASE}${path}`, { waitUntil: "load" })
      const m = await page.evaluate(() => {
        const main = document.querySelector(".guide-main").getBoundingClientRect()
        const p = document.querySelector(".guide-main .prose p").getBoundingClientRect()
        const hero = document.querySelector(".page-hero .hero__text").getBoundingClientRect()
        return { left: main.left, right: innerWidth - main.right, width: main.width, p: p.width, pHeight: p.height, heroLeft: hero.left }
      })
      // the hero (no illustration at this width) starts on the same line as the text
      assert.ok(Math.abs(m.heroLeft - m.left) <= 1, `${path}: the hero's text at ${m.heroLeft}px, the guide's at ${m.left}px`)
      assert.ok(m.p > 500 && m.pHeight > 0, `${path}: the text is shown (${m.p}px)`)
      assert.ok(m.width <= 641, `${path}: the text column is ${m.width}px wide (at most 640)`)
      assert.ok(Math.abs(m.left - m.right) <= 2, `${path}: the column in the middle (${m.left}px and ${m.right}px beside it)`)
      await page.context().close()
    }
  })

  // Review 21 (minor at 768px): the government fee beside our fee and the time ran to seven narrow lines.
  it("at 768px the government fee has a row of its own under our fee and the time, in both languages", async () => {
    const problems = []
    const page = await openPage(browser, { width: 768, height: 1024 })
    for (const path of ["/registrations/company/pvt-ltd-registration", "/te/registrations/company/pvt-ltd-registration", "/gst/services/gst-registration"]) {
      await page.goto(`${BASE}${path}`, { waitUntil: "load" })
      const g = await page.evaluate(() => {
        const r = sel => document.querySelector(`.page-hero .fee-line ${sel}`).getBoundingClientRect().toJSON()
        return { line: document.querySelector(".page-hero .fee-line").getBoundingClientRect().toJSON(), ours: r(".fee-line__item--ours"), time: r(".fee-line__item--time"), government: r(".fee-line__item--government") }
      })
      if (!(g.ours.height > 0 && g.time.height > 0 && g.government.height > 0)) problems.push(`${path}: a fee item is not shown`)
      if (Math.abs(g.ours.top - g.time.top) > 1) problems.push(`${path}: our fee (${g.ours.top}px) and the time (${g.time.top}px) not side by side`)
      if (g.government.top < Math.max(g.ours.bottom, g.time.bottom)) problems.push(`${path}: the government fee (top ${g.government.top}px) is beside our fee and the time, not under them`)
      if (g.government.width < g.line.width * 0.8) problems.push(`${path}: the government fee is ${g.government.width}px wide of the line's ${g.line.width}px`)
    }
    await page.context().close()
    assert.deepEqual(problems, [])
  })

  // Review 38: "2-3 days (proprietorship) to 10-" above "15 days (LLP or company)" in the hero at 1280px.
  it("a range of figures in a fee line (\"10-15 days\") keeps to one line, in the hero and the rail, at 1280 and 375px", async () => {
    const problems = []
    for (const size of [{ width: 1280, height: 800 }, PHONE]) {
      const page = await openPage(browser, size)
      for (const path of ["/business-registration", "/te/business-registration", "/registrations/company/pvt-ltd-registration"]) {
        await page.goto(`${BASE}${path}`, { waitUntil: "load" })
        const found = await page.locator(".fee-line dd").evaluateAll(values =>
          values.flatMap(dd => {
            // every range of figures is one piece, on one line
            const loose = [...dd.childNodes].filter(n => n.nodeType === Node.TEXT_NODE && /\d-\d/.test(n.textContent)).map(n => `"${n.textContent}" not kept together`)
            // (the rail's fee line is not shown on phones: no boxes)
            const broken = [...dd.querySelectorAll(".fee-line__range")].filter(r => r.getClientRects().length > 1).map(r => `"${r.textContent}" on ${r.getClientRects().length} lines`)
            return [...loose, ...broken]
          }),
        )
        const shown = await page.locator(".fee-line .fee-line__range").evaluateAll(ranges => ranges.filter(r => r.getClientRects().length === 1 && r.getBoundingClientRect().width > 0).length)
        if (shown === 0) problems.push(`${path} at ${size.width}px: no range of figures shown`)
        problems.push(...found.map(p => `${path} at ${size.width}px: ${p}`))
      }
      await page.context().close()
    }
    assert.deepEqual(problems, [])
  })

  // Review 19 (minor): at 1024px a guide's hero left its right third empty (the illustration came
  // at 1280px only). From 1024px the text keeps to the guide's column and the picture fills the rest.
  it("from 1024px a guide's hero shows its illustration beside the text column, no taller than the text, in both languages", async () => {
    const problems = []
    for (const size of [{ width: 1024, height: 768 }, { width: 1280, height: 800 }, { width: 1440, height: 900 }]) {
      const page = await openPage(browser, size)
      for (const path of ["/registrations/company/pvt-ltd-registration", "/te/trademark/services/trademark-registration", "/food-license/fssai/food-license-registration"]) {
        await page.goto(`${BASE}${path}`, { waitUntil: "load" })
        const art = page.locator(".page-hero .hero__art")
        await page.waitForFunction(() => document.querySelector(".page-hero .hero__art")?.complete)
        const g = await page.evaluate(() => {
          const r = el => el.getBoundingClientRect().toJSON()
          const img = document.querySelector(".page-hero .hero__art")
          return { art: r(img), text: r(document.querySelector(".page-hero .hero__text")), tops: [...document.querySelectorAll(".page-hero .fee-line > *")].map(el => Math.round(el.getBoundingClientRect().top)), loaded: img.naturalWidth > 1 }
        })
        const where = `${path} at ${size.width}px`
        if (!(await art.isVisible()) || !g.loaded || g.art.width < 200 || g.art.height < 150) problems.push(`${where}: no illustration (${JSON.stringify(g.art)})`)
        if (g.art.left < g.text.right) problems.push(`${where}: the illustration (from ${g.art.left}px) overlaps the text (to ${g.text.right}px)`)
        if (g.art.top < g.text.top - 1 || g.art.bottom > g.text.bottom + 1) problems.push(`${where}: the illustration (${g.art.top}-${g.art.bottom}) is taller than the text (${g.text.top}-${g.text.bottom})`)
        // the text keeps the width its fee line needs: our fee, the time and the government fee side by side
        if (g.tops.length !== 3 || new Set(g.tops).size !== 1) problems.push(`${where}: the fee line's figures are not side by side (tops ${g.tops.join(", ")})`)
      }
      await page.context().close()
    }
    assert.deepEqual(problems, [])
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
