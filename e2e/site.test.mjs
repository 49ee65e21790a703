// End-to-end tests of the foundation in headless Chromium against the production build.
import { after, before, describe, it } from "node:test"
import assert from "node:assert/strict"
import { BASE, launch, openPage, startServer, stopServer, waitForHydration } from "./lib.mjs"
import { LEGACY, SPEC_ROUTES } from "./routes.mjs"
import { contentRoutes, normalize } from "./content.mjs"

let server
let browser
const content = contentRoutes()

before(async () => {
  server = await startServer()
  browser = await launch()
})
after(async () => {
  await browser?.close()
  await stopServer(server)
})

const url = path => `${BASE}${path.startsWith("//") ? path.replace(/^\/+/, "/") : path}`

describe("routes", () => {
  it("every spec route answers 200 with its own heading and logs no error", async () => {
    const page = await openPage(browser)
    const failures = []
    for (const route of SPEC_ROUTES) {
      const expected = content.get(normalize(route))
      if (!expected) {
        failures.push(`${route}: no Markdown page declares this path`)
        continue
      }
      page.errors.length = 0
      const res = await page.goto(url(route), { waitUntil: "load" })
      await waitForHydration(page)
      const h1s = await page.locator("h1").allInnerTexts()
      if (res.status() !== 200) failures.push(`${route}: status ${res.status()}`)
      if (h1s.length !== 1 || h1s[0].trim() !== expected.heading.trim()) failures.push(`${route}: h1 ${JSON.stringify(h1s)} != ${JSON.stringify(expected.heading)}`)
      if (page.errors.length) failures.push(`${route}: ${page.errors.join(" | ")}`)
      const canonical = await page.locator('link[rel="canonical"]').getAttribute("href")
      if (!canonical?.endsWith(expected.canonical === "/" ? "/" : expected.canonical)) failures.push(`${route}: canonical ${canonical} != ${expected.canonical}`)
    }
    await page.context().close()
    assert.deepEqual(failures, [])
  })

  it("legacy /products/* URLs land on their pages", async () => {
    const page = await openPage(browser)
    for (const [from, to] of Object.entries(LEGACY)) {
      const res = await page.goto(url(from))
      await page.waitForURL(u => new URL(u).pathname === to, { timeout: 5000 })
      assert.equal(new URL(page.url()).pathname, to, from)
      assert.equal(res.request().redirectedFrom()?.url(), url(from), `${from} is an HTTP redirect`)
      assert.equal(await page.locator("h1").innerText(), content.get(to).heading)
    }
    await page.context().close()
  })

  it("an unknown path gets the 404 page with status 404", async () => {
    const page = await openPage(browser)
    const res = await page.goto(url("/no/such/page"))
    assert.equal(res.status(), 404)
    await waitForHydration(page)
    assert.equal(await page.locator("h1").innerText(), "Oops! Page Not Found")
    await page.getByText("Lost In Digital Space").waitFor()
    assert.equal(await page.getByRole("link", { name: "Return Home" }).getAttribute("href"), "/")
    assert.equal(await page.getByRole("link", { name: "Contact support" }).getAttribute("href"), "/contact")
    // Go Back returns to the previous page
    await page.goto(url("/features"))
    await waitForHydration(page)
    await page.goto(url("/missing-page"))
    await waitForHydration(page)
    await page.getByRole("button", { name: "Go Back" }).click()
    await page.waitForURL(`${BASE}/features`)
    assert.deepEqual(page.errors.filter(e => !e.includes("404")), [])
    await page.context().close()
  })
})

describe("head tags, sitemap and robots.txt", () => {
  it("lists canonical pages only in the sitemap, and robots.txt names it", async () => {
    const robots = await (await fetch(url("/robots.txt"))).text()
    assert.match(robots, /^Sitemap: https:\/\/[^\s]+\/sitemap-index\.xml$/m)
    const index = await (await fetch(url("/sitemap-index.xml"))).text()
    const sitemapUrl = new URL(/<loc>([^<]+)<\/loc>/.exec(index)[1])
    const xml = await (await fetch(url(sitemapUrl.pathname))).text()
    const listed = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map(m => new URL(m[1]).pathname)
    const canonicals = [...new Set([...content.values()].map(r => r.canonical))].filter(p => p !== "/404")
    assert.deepEqual([...listed].sort(), [...canonicals].sort())
    for (const [path, route] of content) {
      if (path !== route.canonical) assert.ok(!listed.includes(path), `alias ${path} listed`)
    }
    assert.deepEqual(listed.filter(p => p.startsWith("/products") || p.startsWith("/404")), [])
  })

  it("gives every canonical page a unique title and full head tags in the prerendered HTML", async () => {
    const titles = new Map()
    const canonicals = [...new Set([...content.values()].map(r => r.canonical))]
    for (const path of canonicals) {
      const html = await (await fetch(url(path))).text()
      const title = /<title[^>]*>([^<]+)<\/title>/.exec(html)?.[1]
      assert.ok(title, `${path} has a title`)
      assert.ok(!titles.has(title), `${path} repeats the title of ${titles.get(title)}`)
      titles.set(title, path)
      assert.match(html, /<html[^>]*lang="en-IN"/, path)
      for (const tag of ['name="description"', 'name="keywords"', 'property="og:title"', 'property="og:description"', 'property="og:type"', 'property="og:url"', 'property="og:image"', 'name="twitter:card"', 'rel="canonical"']) {
        assert.ok(html.includes(tag), `${path} lacks ${tag}`)
      }
    }
    const image = await fetch(url("/og-image.png"))
    assert.equal(image.status, 200)
  })
})

describe("header and drawer", () => {
  it("at 375px the menu is a drawer 85% wide with an overlay, scroll lock and one submenu at a time", async () => {
    const page = await openPage(browser, { width: 375, height: 740 })
    await page.goto(url("/features"))
    await waitForHydration(page)
    assert.equal(await page.getByRole("navigation", { name: "Main" }).isVisible(), false)
    const toggle = page.getByRole("button", { name: /open menu/i })
    assert.equal(await toggle.getAttribute("aria-expanded"), "false")
    await toggle.click()
    assert.equal(await toggle.getAttribute("aria-expanded"), "true")
    const drawer = page.locator("#mobile-menu")
    await page.waitForTimeout(400) // 300ms transition
    const box = await drawer.boundingBox()
    assert.ok(Math.abs(box.width - 375 * 0.85) < 1.5, `drawer width ${box.width}`)
    assert.equal(box.x, 0)
    assert.equal(await drawer.evaluate(el => getComputedStyle(el).transitionDuration.split(",")[0]), "0.3s")
    assert.equal(await page.locator(".drawer-overlay").isVisible(), true)
    assert.equal(await page.evaluate(() => getComputedStyle(document.body).overflow), "hidden")

    const gst = drawer.getByRole("button", { name: "GST" })
    const food = drawer.getByRole("button", { name: "FOOD LICENSE" })
    await gst.click()
    assert.equal(await drawer.getByRole("link", { name: "GST Return Filing" }).isVisible(), true)
    await food.click()
    assert.equal(await gst.getAttribute("aria-expanded"), "false")
    assert.equal(await drawer.getByRole("link", { name: "GST Return Filing" }).isVisible(), false)
    await food.click()
    assert.equal(await food.getAttribute("aria-expanded"), "false")

    await gst.click()
    await drawer.getByRole("link", { name: "GST Modifications" }).click()
    await page.waitForURL(`${BASE}/gst/services/gst-modifications`)
    await page.waitForTimeout(400)
    assert.equal(await drawer.evaluate(el => el.classList.contains("is-open")), false)
    assert.equal(await page.evaluate(() => getComputedStyle(document.body).overflow), "visible")

    await toggle.click()
    await page.setViewportSize({ width: 800, height: 740 })
    await page.waitForTimeout(100)
    assert.equal(await drawer.evaluate(el => el.classList.contains("is-open")), false)
    assert.equal(await page.evaluate(() => document.body.classList.contains("scroll-locked")), false)
    assert.deepEqual(page.errors, [])
    await page.context().close()
  })

  it("at 1280px submenus open on hover, one at a time, and from their toggle buttons (disclosure pattern)", async () => {
    const page = await openPage(browser, { width: 1280, height: 800 })
    await page.goto(url("/"))
    await waitForHydration(page)
    assert.equal(await page.getByRole("button", { name: /open menu/i }).isVisible(), false)
    const nav = page.getByRole("navigation", { name: "Main" })
    const regLink = nav.getByRole("link", { name: "PVT LTD Registration" })
    const gstLink = nav.getByRole("link", { name: "GST Registration" })
    assert.equal(await regLink.isVisible(), false)
    await nav.getByRole("link", { name: "REGISTRATIONS" }).hover()
    assert.equal(await regLink.isVisible(), true)
    await nav.getByRole("link", { name: "GST", exact: true }).hover()
    assert.equal(await gstLink.isVisible(), true)
    assert.equal(await regLink.isVisible(), false)
    await page.mouse.move(600, 700)
    assert.equal(await gstLink.isVisible(), false)
    // keyboard: the entry's link, then its toggle; the items join the Tab order only once it is open
    await nav.getByRole("link", { name: "TRADEMARK" }).focus()
    const tmLink = nav.getByRole("link", { name: "Trademark Objection" })
    assert.equal(await tmLink.isVisible(), false)
    await page.keyboard.press("Tab")
    const toggle = nav.getByRole("button", { name: "TRADEMARK pages" })
    assert.equal(await toggle.evaluate(el => el === document.activeElement), true)
    assert.equal(await toggle.getAttribute("aria-expanded"), "false")
    await page.keyboard.press("Enter")
    assert.equal(await toggle.getAttribute("aria-expanded"), "true")
    assert.equal(await tmLink.isVisible(), true)
    await page.keyboard.press("Tab")
    assert.equal(await page.evaluate(() => document.activeElement.textContent), "TradeMark Registration")
    await page.keyboard.press("Escape")
    assert.equal(await tmLink.isVisible(), false)
    assert.equal(await toggle.evaluate(el => el === document.activeElement), true)
    assert.equal(await nav.getByRole("link", { name: "HOME" }).getAttribute("href"), "/")
    assert.deepEqual(page.errors, [])
    await page.context().close()
  })

  it("the header gains a shadow past 10px, and a new page opens at the top", async () => {
    const page = await openPage(browser, { width: 1280, height: 800 })
    await page.goto(url("/"))
    await waitForHydration(page)
    const shadow = () => page.locator("header.site-header").evaluate(el => getComputedStyle(el).boxShadow)
    assert.equal(await shadow(), "none")
    await page.evaluate(() => window.scrollTo(0, 10))
    await page.waitForTimeout(400)
    assert.equal(await shadow(), "none")
    await page.evaluate(() => window.scrollTo(0, 600))
    await page.waitForTimeout(400)
    assert.notEqual(await shadow(), "none")
    // footer link, client-side navigation: the new page starts at the top
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight))
    await page.locator("footer").getByRole("link", { name: "LLP Registration" }).click()
    await page.waitForURL(`${BASE}/registrations/company/llp-registration`)
    await page.waitForTimeout(300)
    assert.equal(await page.evaluate(() => window.scrollY), 0)
    assert.deepEqual(page.errors, [])
    await page.context().close()
  })
})

describe("footer and floating contact", () => {
  it("the review carousel wraps around", async () => {
    const page = await openPage(browser, { width: 1280, height: 800 })
    await page.goto(url("/services"))
    await waitForHydration(page)
    const footer = page.locator("footer")
    await footer.getByText("1 of 3 reviews").waitFor()
    await footer.getByRole("button", { name: "Previous review" }).click()
    await footer.getByText("3 of 3 reviews").waitFor()
    await footer.getByRole("button", { name: "Next review" }).click()
    await footer.getByText("1 of 3 reviews").waitFor()
    assert.ok(await footer.getByText("4.9 / 5 from 63 reviews").isVisible())
    await page.context().close()
  })

  it("the floating contact opens on tap at 375px and on hover at 1280px", async () => {
    const phone = await openPage(browser, { width: 375, height: 740 })
    await phone.goto(url("/"))
    await waitForHydration(phone)
    const button = phone.getByRole("button", { name: "Contact options" })
    await button.click()
    assert.ok(await phone.getByRole("link", { name: /WhatsApp chat/ }).isVisible())
    assert.ok(await phone.getByRole("link", { name: /Map location/ }).isVisible())
    await phone.getByRole("button", { name: "Close contact options" }).click()
    await phone.getByRole("link", { name: /WhatsApp chat/ }).waitFor({ state: "hidden" })
    await phone.context().close()

    const desk = await openPage(browser, { width: 1280, height: 800 })
    await desk.goto(url("/"))
    await waitForHydration(desk)
    await desk.locator(".floating-contact__toggle").hover()
    assert.ok(await desk.getByRole("link", { name: /WhatsApp chat/ }).isVisible())
    await desk.mouse.move(10, 10)
    await desk.getByRole("link", { name: /WhatsApp chat/ }).waitFor({ state: "hidden" })
    await desk.context().close()
  })
})
