// End-to-end tests of the guides, info pages and combined screens in headless
// Chromium against the production build (issue 3). The list of pages comes
// from the frontmatter of content/guides/**/*.md (path and aliases).
import { after, before, describe, it } from "node:test"
import assert from "node:assert/strict"
import fs from "node:fs"
import { createRequire } from "node:module"
import { BASE, launch, openPage, startServer, stopServer, waitForHydration } from "./lib.mjs"
import { contentRoutes } from "./content.mjs"

const CONTACT = "/our_profile/contact-us"
const facts = JSON.parse(fs.readFileSync("content/facts.json", "utf8"))
const fact = text => String(text).replace(/\{\{\s*(\w+)\.(\w+)\s*\}\}/g, (_m, g, n) => facts[g][n].value)

/** Every URL a guide or combined screen answers on; the /products/* legacy URLs are covered by site.test.mjs. */
const GUIDE_ROUTES = [...contentRoutes().entries()]
  .filter(([p, r]) => r.file.startsWith("content/guides/") && !p.startsWith("/products/"))
  .map(([p, r]) => ({ url: p, ...r }))
const CANONICAL_GUIDES = GUIDE_ROUTES.filter(r => r.url === r.canonical && r.template === "guide")
const COMBINED = GUIDE_ROUTES.filter(r => r.template === "combined")

const matter = createRequire(import.meta.url)("gray-matter")
const frontmatter = file => matter(fs.readFileSync(file, "utf8")).data

let server
let browser

before(async () => {
  server = await startServer()
  browser = await launch()
})
after(async () => {
  await browser?.close()
  await stopServer(server)
})

const url = path => `${BASE}${path}`

/**
 * Runs in the page: the headings of <main> whose section has no text of its
 * own and no sub-heading (an empty section), and the main text.
 */
function readMain() {
  const main = document.querySelector("main")
  const headings = []
  const walker = document.createTreeWalker(main, NodeFilter.SHOW_ELEMENT | NodeFilter.SHOW_TEXT)
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    if (node.nodeType === Node.ELEMENT_NODE) {
      const m = /^H([1-6])$/.exec(node.tagName)
      if (m) headings.push({ level: Number(m[1]), name: node.textContent.trim(), text: "" })
      continue
    }
    if (node.parentElement.closest("h1, h2, h3, h4, h5, h6, script, style")) continue
    if (headings.length && node.textContent.trim()) headings[headings.length - 1].text += node.textContent.trim()
  }
  const empty = headings.filter((h, i) => !h.text && (i === headings.length - 1 || headings[i + 1].level <= h.level)).map(h => `h${h.level} "${h.name}"`)
  return {
    h1: [...main.querySelectorAll("h1")].map(h => h.textContent.trim()),
    h2: [...main.querySelectorAll("h2")].map(h => h.textContent.trim()),
    sections: main.querySelectorAll("section").length,
    empty,
    text: main.innerText,
    bodyText: document.body.innerText,
  }
}

describe("prerendered guides (JavaScript off)", () => {
  it(`all ${GUIDE_ROUTES.length} guide and combined URLs render their heading and sections without JavaScript`, async () => {
    const context = await browser.newContext({ javaScriptEnabled: false, viewport: { width: 1280, height: 800 } })
    const page = await context.newPage()
    const failures = []
    for (const route of GUIDE_ROUTES) {
      const res = await page.goto(url(route.url), { waitUntil: "load" })
      assert.equal(await page.evaluate(() => typeof window.___loader), "undefined", "JavaScript is off")
      const main = await page.evaluate(readMain)
      if (res.status() !== 200) failures.push(`${route.url}: status ${res.status()}`)
      if (main.h1.length !== 1 || main.h1[0] !== route.heading) failures.push(`${route.url}: h1 ${JSON.stringify(main.h1)} != ${route.heading}`)
      if (main.sections < 1 || main.h2.length < 2) failures.push(`${route.url}: ${main.sections} sections, h2 ${JSON.stringify(main.h2)}`)
      if (main.empty.length) failures.push(`${route.url}: empty sections ${main.empty.join(", ")}`)
      if (/lorem|ipsum|coming soon/i.test(main.bodyText) || /\bTODO\b/.test(main.bodyText)) failures.push(`${route.url}: placeholder text`)
      if (main.text.split(/\s+/).length < 300) failures.push(`${route.url}: only ${main.text.split(/\s+/).length} words in <main>`)
    }
    await context.close()
    assert.deepEqual(failures, [])
  })

  it("every guide has what it is, who needs it, benefits, documents, steps, costs and timelines, penalties or compliance, FAQs and a call to action", async () => {
    const context = await browser.newContext({ javaScriptEnabled: false })
    const page = await context.newPage()
    const SECTIONS = {
      "what it is": /^what (is|are)\b/i,
      "eligibility / who needs it": /\bwho\b|eligib|which .*(need|appl)/i,
      benefits: /benefit|advantage|\bwhy\b|pros and cons|gives your/i,
      documents: /document/i,
      "costs and timelines": /cost|fee|timeline|deadline|due date/i,
      "penalties or ongoing compliance": /penalt|complian|renew|keeping|ongoing|late/i,
      FAQs: /^Frequently asked questions$/,
    }
    const failures = []
    for (const route of CANONICAL_GUIDES) {
      await page.goto(url(route.url))
      const h2 = await page.locator("main h2").allInnerTexts()
      for (const [name, re] of Object.entries(SECTIONS)) if (!h2.some(h => re.test(h.trim()))) failures.push(`${route.url}: no "${name}" section`)
      const steps = await page.locator("main ol.steps > li").count()
      if (steps < 3) failures.push(`${route.url}: ${steps} steps`)
      const faqs = await page.locator("main .disclosure__button").count()
      if (faqs < 3) failures.push(`${route.url}: ${faqs} FAQ items`)
      const cta = page.locator("main .cta-band")
      if ((await cta.locator(`a[href="${CONTACT}"]`).count()) !== 1) failures.push(`${route.url}: call to action has no contact link`)
      if ((await cta.locator('a[href^="https://wa.me/"]').count()) !== 1) failures.push(`${route.url}: call to action has no WhatsApp link`)
    }
    await context.close()
    assert.deepEqual(failures, [])
  })
})

/** Runs in the page: elements of <main> that stick out of the window and are not inside a scrolling or clipping box. */
function overflowingInMain() {
  return [...document.querySelectorAll("main *")]
    .filter(el => {
      const box = el.getBoundingClientRect()
      if (box.width === 0 || box.right <= window.innerWidth + 0.5) return false
      for (let p = el.parentElement; p && p.tagName !== "MAIN"; p = p.parentElement) if (getComputedStyle(p).overflowX !== "visible") return false
      return true
    })
    .slice(0, 3)
    .map(el => `${el.tagName.toLowerCase()}.${el.getAttribute("class") ?? ""} (right edge ${Math.round(el.getBoundingClientRect().right)}px)`)
}

describe("hydration", () => {
  for (const width of [375, 1280]) {
    it(`no console error or page error after hydration at ${width}px on any guide URL`, async () => {
      const page = await openPage(browser, { width, height: 800 })
      const failures = []
      for (const route of GUIDE_ROUTES) {
        page.errors.length = 0
        await page.goto(url(route.url), { waitUntil: "load" })
        await waitForHydration(page)
        assert.equal(await page.locator("h1").innerText(), route.heading)
        // nothing in the guide runs off the side of the screen (wide tables scroll in their own box)
        const overflow = await page.evaluate(overflowingInMain)
        if (overflow.length) failures.push(`${route.url}: wider than the ${width}px window: ${overflow.join(", ")}`)
        if (page.errors.length) failures.push(`${route.url}: ${page.errors.join(" | ")}`)
      }
      await page.context().close()
      assert.deepEqual(failures, [])
    })
  }
})

/** The FAQ region of a guide page and its question buttons. */
function faqRegion(page) {
  return page.getByRole("region", { name: "Frequently asked questions", exact: true })
}

async function expectToggles(page, button, answer, label) {
  const panel = page.locator(`#${await button.getAttribute("aria-controls")}`)
  assert.equal(await button.getAttribute("aria-expanded"), "false", `${label}: starts closed`)
  // answers show until React has hydrated (so they read without JavaScript), then collapse
  await panel.waitFor({ state: "hidden", timeout: 5000 })
  assert.equal(await panel.isVisible(), false, `${label}: answer hidden`)
  await button.click()
  assert.equal(await button.getAttribute("aria-expanded"), "true", `${label}: opens`)
  assert.equal(await panel.isVisible(), true, `${label}: answer shown`)
  assert.equal((await panel.innerText()).trim(), answer, `${label}: answer text`)
  await button.click()
  assert.equal(await button.getAttribute("aria-expanded"), "false", `${label}: closes`)
  assert.equal(await panel.isVisible(), false, `${label}: answer hidden again`)
}

describe("FAQ items", () => {
  it("on every guide, clicking a question toggles aria-expanded and shows or hides its answer", async () => {
    const page = await openPage(browser, { width: 375, height: 800 })
    for (const route of CANONICAL_GUIDES) {
      const fm = frontmatter(route.file)
      await page.goto(url(route.url))
      await waitForHydration(page)
      const buttons = faqRegion(page).locator(".disclosure__button")
      assert.deepEqual(
        (await buttons.allInnerTexts()).map(t => t.trim()),
        fm.faqs.map(f => fact(f.question)),
        route.url,
      )
      const last = fm.faqs.length - 1
      await expectToggles(page, buttons.nth(last), fact(fm.faqs[last].answer), `${route.url} FAQ ${last + 1}`)
      // opening two FAQ items keeps both open
      await buttons.nth(0).click()
      await buttons.nth(1).click()
      assert.equal(await buttons.nth(0).getAttribute("aria-expanded"), "true", route.url)
      assert.equal(await buttons.nth(1).getAttribute("aria-expanded"), "true", route.url)
    }
    assert.deepEqual(page.errors, [])
    await page.context().close()
  })

  const INFO = {
    "/Services/-pan-card-": [/(^|\.)incometax\.gov\.in$/, /nsdl\.com$/, /utiitsl\.com$/],
    "/Services/-adhar-card-update-": [/(^|\.)uidai\.gov\.in$/],
    "/Services/passport": [/(^|\.)passportindia\.gov\.in$/],
  }
  for (const [path, portals] of Object.entries(INFO)) {
    it(`${path} has four FAQ items, steps, an Important Information list and official portal links in a new tab`, async () => {
      const route = GUIDE_ROUTES.find(r => r.url === path)
      const fm = frontmatter(route.file)
      const page = await openPage(browser, { width: 375, height: 800 })
      await page.goto(url(path))
      await waitForHydration(page)
      assert.equal(await page.getByRole("heading", { level: 1 }).innerText(), route.heading)

      const buttons = faqRegion(page).getByRole("button")
      assert.equal(await buttons.count(), 4)
      for (let i = 0; i < 4; i++) await expectToggles(page, buttons.nth(i), fact(fm.faqs[i].answer), `${path} FAQ ${i + 1}`)

      const steps = page.getByRole("region", { name: fact(fm.stepsHeading) }).locator("ol > li")
      assert.ok((await steps.count()) >= 3, "steps list")
      assert.equal(await steps.count(), fm.steps.length)
      assert.equal(await steps.first().getByRole("heading").innerText(), fact(fm.steps[0].title))

      const important = page.getByRole("region", { name: "Important Information", exact: true }).getByRole("listitem")
      assert.deepEqual((await important.allInnerTexts()).map(t => t.trim()), fm.important.map(fact))

      const links = page.getByRole("region", { name: "Official portals" }).getByRole("link")
      const attrs = await links.evaluateAll(as => as.map(a => ({ href: a.href, target: a.target, rel: a.rel })))
      assert.ok(attrs.length >= portals.length)
      for (const a of attrs) {
        assert.equal(a.target, "_blank", a.href)
        assert.ok(a.rel.includes("noopener noreferrer"), `${a.href} rel="${a.rel}"`)
        assert.equal(new URL(a.href).protocol, "https:", a.href)
      }
      for (const host of portals) assert.ok(attrs.some(a => host.test(new URL(a.href).hostname)), `a link to ${host}`)
      assert.deepEqual(page.errors, [])
      await page.context().close()
    })
  }
})

describe("society compliance items", () => {
  it("five collapsible items: opening one closes any other, clicking an open one closes it", async () => {
    const route = GUIDE_ROUTES.find(r => r.url === "/registrations/company/society-registration")
    const fm = frontmatter(route.file)
    for (const width of [375, 1280]) {
      const page = await openPage(browser, { width, height: 800 })
      await page.goto(url(route.url))
      await waitForHydration(page)
      const region = page.getByRole("region", { name: fm.collapsiblesHeading })
      const buttons = region.locator(".disclosure__button")
      assert.equal(await buttons.count(), 5)
      const expanded = async () => Promise.all([0, 1, 2, 3, 4].map(async i => (await buttons.nth(i).getAttribute("aria-expanded")) === "true"))
      const visible = async () => Promise.all(fm.collapsibles.map(c => region.getByText(fact(c.answer)).isVisible()))
      assert.deepEqual(await expanded(), [false, false, false, false, false])
      assert.deepEqual(await visible(), [false, false, false, false, false])
      for (let i = 0; i < 5; i++) {
        await buttons.nth(i).click()
        const want = [0, 1, 2, 3, 4].map(j => j === i)
        assert.deepEqual(await expanded(), want, `after opening item ${i + 1}`)
        assert.deepEqual(await visible(), want, `answers after opening item ${i + 1}`)
      }
      await buttons.nth(1).click()
      await buttons.nth(1).click()
      assert.deepEqual(await expanded(), [false, false, false, false, false], "clicking the open item closes it")
      assert.deepEqual(await visible(), [false, false, false, false, false])
      // keyboard: Enter on a focused item opens it
      await buttons.nth(2).focus()
      await page.keyboard.press("Enter")
      assert.deepEqual(await expanded(), [false, false, true, false, false])
      assert.deepEqual(page.errors, [])
      await page.context().close()
    }
  })
})

describe("comparison tables", () => {
  const TABLES = {
    "/registrations/company/partnership-firm": ["Feature", "Proprietorship", "Partnership firm", "LLP", "Private limited company"],
    "/registrations/company/pvt-ltd-registration": ["Feature", "Private limited company", "LLP", "One person company (OPC)"],
  }
  for (const [path, headers] of Object.entries(TABLES)) {
    it(`${path} compares the structures in a real table with header cells`, async () => {
      const page = await openPage(browser, { width: 375, height: 800 })
      await page.goto(url(path))
      await waitForHydration(page)
      const table = page.locator("main table").filter({ has: page.locator("th", { hasText: "LLP" }) })
      assert.equal(await table.count(), 1)
      assert.equal(await table.evaluate(t => t.tagName), "TABLE")
      assert.deepEqual((await table.getByRole("columnheader").allInnerTexts()).map(t => t.trim()), headers)
      assert.equal(await table.locator("thead th").count(), headers.length)
      // every body row has a cell per structure
      const widths = await table.locator("tbody tr").evaluateAll(rows => rows.map(r => r.cells.length))
      assert.ok(widths.length >= 5, `${widths.length} rows`)
      assert.ok(widths.every(n => n === headers.length), JSON.stringify(widths))
      // on a phone the table scrolls sideways in its own box instead of squeezing or widening the page
      const scroller = await table.evaluate(t => {
        for (let el = t; el; el = el.parentElement) {
          const o = getComputedStyle(el).overflowX
          if (o === "auto" || o === "scroll") {
            const box = el.getBoundingClientRect()
            return { right: box.right, scrolls: el.scrollWidth > el.clientWidth }
          }
        }
        return null
      })
      assert.ok(scroller, "the table sits in a horizontally scrolling box")
      assert.ok(scroller.right <= 375, `the box ends at ${scroller.right}px`)
      assert.ok(scroller.scrolls, "the table is wider than a phone screen and scrolls")
      const lastHeader = table.locator("thead th").last()
      const rightEdge = () => lastHeader.evaluate(th => th.getBoundingClientRect().right)
      assert.ok((await rightEdge()) > 375, "the last column starts off screen")
      await table.locator("thead th").first().hover()
      await page.mouse.wheel(2000, 0)
      for (let i = 0; i < 40 && (await rightEdge()) > 375.5; i++) await page.waitForTimeout(50)
      assert.ok((await rightEdge()) <= 375.5, "scrolling sideways brings the last column into view")
      assert.deepEqual(await page.evaluate(overflowingInMain), [])
      await page.context().close()
    })
  }
})

describe("forms, disclaimer and contact buttons", () => {
  it("the private limited page shows the enquiry form and the educational, not-legal-advice disclaimer", async () => {
    const page = await openPage(browser, { width: 375, height: 800 })
    await page.goto(url("/registrations/company/pvt-ltd-registration"))
    await waitForHydration(page)
    const form = page.getByRole("form", { name: "Enquire about Private Limited Company Registration" })
    assert.ok(await form.isVisible())
    for (const label of ["Mobile Number", "Email", "Requirement"]) assert.ok(await form.getByLabel(label).isVisible(), label)
    await form.getByRole("button", { name: "Submit via WhatsApp" }).click()
    await form.getByText("Mobile number is required").waitFor()
    const disclaimer = page.locator("main .disclaimer")
    assert.ok(await disclaimer.isVisible())
    const text = await disclaimer.innerText()
    assert.match(text, /educational/)
    assert.match(text, /not legal advice/)
    assert.deepEqual(page.errors, [])
    await page.context().close()
  })

  it("the trademark objection page shows the help form", async () => {
    const page = await openPage(browser, { width: 1280, height: 800 })
    await page.goto(url("/trademark/services/trademark-objection"))
    await waitForHydration(page)
    const form = page.getByRole("form", { name: "Enquire about Trademark Objection" })
    assert.ok(await form.isVisible())
    await form.getByLabel("Mobile Number").fill("12345")
    await form.getByRole("button", { name: "Submit via WhatsApp" }).click()
    await form.getByText("Please enter a valid 10-digit mobile number").waitFor()
    assert.deepEqual(page.errors, [])
    await page.context().close()
  })

  const BUTTONS = {
    "/tax-compliances/services/income-tax-filing": "Get in Touch",
    "/tax-compliances/services/income-tax-audit": "Get in Touch",
    "/tax-compliances/services/professional-tax-registration": "Contact Us",
  }
  for (const [path, label] of Object.entries(BUTTONS)) {
    it(`${path} has a "${label}" button to ${CONTACT}`, async () => {
      const page = await openPage(browser, { width: 375, height: 800 })
      await page.goto(url(path))
      await waitForHydration(page)
      const link = page.locator("main").getByRole("link", { name: label, exact: true })
      assert.equal(await link.count(), 1)
      assert.equal(await link.getAttribute("href"), CONTACT)
      await link.click()
      await page.waitForURL(url(CONTACT))
      assert.equal(await page.locator("h1").count(), 1)
      assert.deepEqual(page.errors, [])
      await page.context().close()
    })
  }
})

describe("combined screens", () => {
  it("/gst/services, /food-license/fssai and /gov/iec-code-registration (and /gov/esi-registration) stack their guides", async () => {
    const page = await openPage(browser, { width: 1280, height: 800 })
    assert.deepEqual(COMBINED.map(r => r.url).sort(), ["/food-license/fssai", "/gov/esi-registration", "/gov/iec-code-registration", "/gst/services"])
    for (const route of COMBINED) {
      const fm = frontmatter(route.file)
      await page.goto(url(route.url))
      await waitForHydration(page)
      assert.equal(await page.locator("h1").innerText(), route.heading)
      const headings = fm.includes.map(p => {
        const guide = GUIDE_ROUTES.find(r => r.url === p)
        assert.ok(guide, `${route.url} includes ${p}`)
        return guide.heading
      })
      const h2 = (await page.locator("main .guide-block > h2").allInnerTexts()).map(t => t.trim())
      assert.deepEqual(h2, headings, route.url)
      for (const [i, p] of fm.includes.entries()) {
        const block = page.locator("main section.guide-block").filter({ has: page.getByRole("heading", { level: 2, name: headings[i], exact: true }) })
        assert.ok((await block.getByRole("heading", { level: 3 }).count()) >= 3, `${route.url}: ${headings[i]} has its sections`)
        assert.equal(await block.getByRole("link", { name: `Open the full ${headings[i]} page` }).getAttribute("href"), p)
        // an in-page link leads to each stacked guide
        await page.getByRole("navigation", { name: "On this page" }).getByRole("link", { name: headings[i], exact: true }).click()
        await page.waitForFunction(h => new URL(location.href).hash === `#${h}`, p.split("/").pop())
      }
      assert.deepEqual(page.errors, [])
    }
    await page.context().close()
  })

  it("the IEC/ESI page is about IEC and ESI, not company incorporation", async () => {
    const page = await openPage(browser, { width: 375, height: 800 })
    for (const path of ["/gov/iec-code-registration", "/gov/esi-registration"]) {
      await page.goto(url(path))
      await waitForHydration(page)
      const main = page.locator("main")
      const text = await main.innerText()
      for (const words of ["Importer Exporter Code", "DGFT", "Employees' State Insurance", "ESIC"]) assert.ok(text.includes(words), `${path}: ${words}`)
      assert.ok((text.match(/\bIEC\b/g) ?? []).length >= 10, `${path}: talks about IEC`)
      assert.ok((text.match(/\bESI\b/g) ?? []).length >= 10, `${path}: talks about ESI`)
      const headings = await main.locator("h1, h2, h3").allInnerTexts()
      assert.deepEqual(headings.filter(h => /compan|incorporat/i.test(h)), [], `${path}: no heading about company registration`)
      assert.ok(!/company registration in Hyderabad/i.test(text), path)
    }
    assert.deepEqual(page.errors, [])
    await page.context().close()
  })
})
