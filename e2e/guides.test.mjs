// End-to-end tests of the guides, info pages and combined screens in headless
// Chromium against the production build (issue 3). The list of pages comes
// from the frontmatter of content/guides/**/*.md (path and aliases).
import { before, describe, it } from "node:test"
import assert from "node:assert/strict"
import { BASE, openPage, openStaticPage, overflowingInMain, useBrowser, waitForHydration } from "./lib.mjs"
import { contentRoutes, guideUrls } from "./content.mjs"
import { canonicalOf, headingOf } from "./routes.mjs"
import { eachInContexts } from "./walk.mjs"
import { FAQ_SAMPLES, answerPanel, expectToggles, faqRegion } from "./faq-checks.mjs"

const CONTACT = "/our_profile/contact-us"

/**
 * Every URL a guide or combined screen answers on (enumerated from the frontmatter: which pages
 * exist), each with the heading it must show, written in routes.mjs (not read from the Markdown).
 * The /products/* legacy URLs are covered by site.test.mjs.
 */
const CONTENT = contentRoutes()
const GUIDE_ROUTES = guideUrls(CONTENT).map(p => ({ url: p, heading: headingOf(p), expectedCanonical: canonicalOf(p), ...CONTENT.get(p) }))
const CANONICAL_GUIDES = GUIDE_ROUTES.filter(r => r.url === r.canonical && r.template === "guide")
const COMBINED = GUIDE_ROUTES.filter(r => r.template === "combined")

const browser = await useBrowser()

const url = path => `${BASE}${path}`

/**
 * Runs in the page: the headings of <main> whose section has no text of its
 * own and no sub-heading (an empty section), and the main text.
 */
function readMain(contact) {
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
    canonical: document.querySelector('link[rel="canonical"]')?.getAttribute("href"),
    steps: main.querySelectorAll("ol.steps > li").length,
    faqs: main.querySelectorAll(".disclosure__button").length,
    // the contact page, naming the service where the band is a guide's (issue 22: ?service=...)
    ctaContact: main.querySelectorAll(`.cta-band a[href="${contact}"], .cta-band a[href^="${contact}?"]`).length,
    ctaWhatsApp: main.querySelectorAll('.cta-band a[href^="https://wa.me/"]').length,
    sections: main.querySelectorAll("section").length,
    empty,
    text: main.innerText,
    bodyText: document.body.innerText,
  }
}

describe("prerendered guides (JavaScript off)", () => {
  const SECTIONS = {
    "what it is": /^what (is|are)\b/i,
    "eligibility / who needs it": /\bwho\b|eligib|which .*(need|appl)/i,
    benefits: /benefit|advantage|\bwhy\b|pros and cons|gives your/i,
    documents: /document/i,
    "costs and timelines": /cost|fee|timeline|deadline|due date/i,
    "penalties or ongoing compliance": /penalt|complian|renew|keeping|ongoing|late/i,
    FAQs: /^Frequently asked questions$/,
  }
  // One walk over every URL (each page loaded once); the two tests below read what it found.
  const found = { rendering: [], structure: [] }
  before(async () => {
    // Pages side by side in a few contexts (e2e/walk.mjs); each URL's findings kept in the URLs' order.
    const perRoute = await eachInContexts(
      GUIDE_ROUTES,
      () => openStaticPage(browser, { width: 1280, height: 800 }),
      async (route, page) => {
        const failures = []
        const structure = []
        page.errors.length = 0
        const res = await page.goto(url(route.url), { waitUntil: "load" })
        assert.equal(await page.evaluate(() => typeof window.___loader), "undefined", "JavaScript is off")
        const main = await page.evaluate(readMain, CONTACT)
        if (page.errors.length) failures.push(`${route.url}: ${page.errors.join(" | ")}`)
        if (res.status() !== 200) failures.push(`${route.url}: status ${res.status()}`)
        if (!route.heading) failures.push(`${route.url}: no expected heading in e2e/routes.mjs`)
        else if (main.h1.length !== 1 || main.h1[0] !== route.heading) failures.push(`${route.url}: h1 ${JSON.stringify(main.h1)} != ${route.heading}`)
        if (!main.canonical || new URL(main.canonical).pathname !== route.expectedCanonical) failures.push(`${route.url}: canonical ${main.canonical} != ${route.expectedCanonical}`)
        if (main.sections < 1 || main.h2.length < 2) failures.push(`${route.url}: ${main.sections} sections, h2 ${JSON.stringify(main.h2)}`)
        if (main.empty.length) failures.push(`${route.url}: empty sections ${main.empty.join(", ")}`)
        if (/lorem|ipsum|coming soon/i.test(main.bodyText) || /\bTODO\b/.test(main.bodyText)) failures.push(`${route.url}: placeholder text`)
        if (main.text.split(/\s+/).length < 300) failures.push(`${route.url}: only ${main.text.split(/\s+/).length} words in <main>`)
        if (CANONICAL_GUIDES.includes(route)) {
          for (const [name, re] of Object.entries(SECTIONS)) if (!main.h2.some(h => re.test(h))) structure.push(`${route.url}: no "${name}" section`)
          if (main.steps < 3) structure.push(`${route.url}: ${main.steps} steps`)
          if (main.faqs < 3) structure.push(`${route.url}: ${main.faqs} FAQ items`)
          if (main.ctaContact !== 1) structure.push(`${route.url}: call to action has no contact link`)
          if (main.ctaWhatsApp !== 1) structure.push(`${route.url}: call to action has no WhatsApp link`)
        }
        return { failures, structure }
      },
    )
    found.rendering = perRoute.flatMap(r => r.failures)
    found.structure = perRoute.flatMap(r => r.structure)
  })

  it(`all ${GUIDE_ROUTES.length} guide and combined URLs render their heading, canonical link and sections without JavaScript`, () => {
    assert.deepEqual(found.rendering, [])
  })

  it("every guide has what it is, who needs it, benefits, documents, steps, costs and timelines, penalties or compliance, FAQs and a call to action", () => {
    assert.equal(CANONICAL_GUIDES.length >= 30, true, `${CANONICAL_GUIDES.length} canonical guides`)
    assert.deepEqual(found.structure, [])
  })
})


// Console errors, page errors (hydration included), one <h1> and nothing wider than the window
// after hydration, at 375px and 1280px, are checked on every page by quality.test.mjs.

describe("FAQ items", () => {
  // On every guide, clicking a question toggles it (and the sampled answers read as reviewed): a
  // check of the walk every page shares (e2e/faq-checks.mjs, reported by e2e/layout.test.mjs; issue 31).

  /**
   * Spec: "Info pages: /Services/-pan-card-, /Services/-adhar-card-update-, /Services/passport.
   * Each has a heading, steps list, FAQ of four expandable items, Important Information list
   * and official portal links opening in a new tab." Expected strings are the reviewed content's.
   */
  const INFO = {
    "/Services/-pan-card-": {
      heading: "PAN Card Application and Correction",
      steps: ["How to apply for or correct a PAN card", "Choose the right application"],
      questions: [
        "How long does a new PAN card take?",
        "Can I get a PAN instantly?",
        "I have two PAN cards. What should I do?",
        "How do I correct my name or date of birth on my PAN?",
      ],
      answer: [
        1,
        "If you have an Aadhaar number with a linked mobile number and have never had a PAN, you can get an instant e-PAN free of charge on the Income Tax e-filing portal. The e-PAN is as valid as the printed card.",
      ],
      important: "One PAN per person. Holding more than one PAN is an offence.",
      portals: [/(^|\.)incometax\.gov\.in$/, /nsdl\.com$/, /utiitsl\.com$/],
    },
    "/Services/-adhar-card-update-": {
      heading: "Aadhaar Card Address Update",
      steps: ["How to update your Aadhaar address", "Check your proof of address"],
      questions: [
        "How long does an Aadhaar address update take?",
        "Can I update my address without a registered mobile number?",
        "My electricity bill is in my landlord's name. Can I still use it?",
        "Why was my address update rejected?",
      ],
      answer: [
        1,
        "Not online, because the myAadhaar login needs an OTP on your registered mobile. Visit an Aadhaar Seva Kendra or an enrolment centre instead; they verify you by fingerprint or iris and can also update your mobile number.",
      ],
      important: "Never share your Aadhaar OTP with anyone who calls or messages you asking for it.",
      portals: [/(^|\.)uidai\.gov\.in$/],
    },
    "/Services/passport": {
      heading: "Passport Application in Hyderabad",
      steps: ["How to apply for a passport in Hyderabad", "Register on Passport Seva"],
      questions: [
        "How long does it take to get a passport in Hyderabad?",
        "How long is a passport valid?",
        "Which Passport Seva Kendra should I choose?",
        "What is police verification and when does it happen?",
      ],
      answer: [
        2,
        "Hyderabad has Passport Seva Kendras at Begumpet, Ameerpet and Tolichowki, all under the Regional Passport Office Hyderabad. You can book any of them; choose the one with the earliest slot or the shortest trip for you.",
      ],
      important:
        "Carry the original of every document you upload, plus a set of self-attested copies, to the Passport Seva Kendra.",
      portals: [/(^|\.)passportindia\.gov\.in$/],
    },
  }
  for (const [path, info] of Object.entries(INFO)) {
    it(`${path} has four FAQ items, steps, an Important Information list and official portal links in a new tab`, async () => {
      const page = await openPage(browser, { width: 375, height: 800 })
      await page.goto(url(path))
      await waitForHydration(page)
      assert.equal(await page.getByRole("heading", { level: 1 }).innerText(), info.heading)

      const buttons = faqRegion(page).getByRole("button")
      assert.deepEqual((await buttons.allInnerTexts()).map(t => t.trim()), info.questions)
      const answers = []
      for (let i = 0; i < 4; i++) answers.push(await expectToggles(page, buttons.nth(i), `${path} FAQ ${i + 1}`))
      const [n, answer] = info.answer
      assert.equal(answers[n], answer)
      assert.equal(new Set(answers).size, 4, "four different answers")

      const [stepsHeading, firstStep] = info.steps
      const steps = page.getByRole("region", { name: stepsHeading }).locator("ol > li")
      assert.ok((await steps.count()) >= 3, "steps list")
      assert.equal(await steps.first().getByRole("heading").innerText(), firstStep)

      const important = (await page.getByRole("region", { name: "Important Information", exact: true }).getByRole("listitem").allInnerTexts()).map(t => t.trim())
      assert.ok(important.length >= 3, `${important.length} important items`)
      assert.ok(important.includes(info.important), `"${info.important}" in ${JSON.stringify(important)}`)

      const links = page.getByRole("region", { name: "Official portals" }).getByRole("link")
      const attrs = await links.evaluateAll(as => as.map(a => ({ href: a.href, target: a.target, rel: a.rel })))
      assert.ok(attrs.length >= info.portals.length)
      for (const a of attrs) {
        assert.equal(a.target, "_blank", a.href)
        assert.ok(a.rel.includes("noopener noreferrer"), `${a.href} rel="${a.rel}"`)
        assert.equal(new URL(a.href).protocol, "https:", a.href)
      }
      for (const host of info.portals) assert.ok(attrs.some(a => host.test(new URL(a.href).hostname)), `a link to ${host}`)
      assert.deepEqual(page.errors, [])
      await page.context().close()
    })
  }
})

describe("society compliance items", () => {
  it("five collapsible items: opening one closes any other, clicking an open one closes it", async () => {
    const path = "/registrations/company/society-registration"
    for (const width of [375, 1280]) {
      const page = await openPage(browser, { width, height: 800 })
      await page.goto(url(path))
      await waitForHydration(page)
      const region = page.getByRole("region", { name: "Yearly compliance for a registered society" })
      const buttons = region.locator(".disclosure__button")
      assert.equal(await buttons.count(), 5)
      const panels = await Promise.all([0, 1, 2, 3, 4].map(i => answerPanel(page, buttons.nth(i))))
      const expanded = async () => Promise.all([0, 1, 2, 3, 4].map(async i => (await buttons.nth(i).getAttribute("aria-expanded")) === "true"))
      const visible = async () => Promise.all(panels.map(p => p.isVisible()))
      await panels[4].waitFor({ state: "hidden" })
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
    it(`${path} compares the structures in a real table with header cells, a card per row on a phone`, async () => {
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
      // on a phone (issue 29) each row reads as a card: the row's name, then each structure's cell
      // after its name, every one wholly on screen with nothing to scroll sideways
      const cards = await table.locator("tbody tr").evaluateAll(rows =>
        rows.map(row => [...row.cells].map(cell => {
          const box = cell.getBoundingClientRect()
          return { label: getComputedStyle(cell, "::before").content, text: cell.textContent.trim(), left: box.left, right: box.right, width: box.width, height: box.height }
        })),
      )
      for (const cells of cards) {
        const [name, ...values] = cells
        assert.ok(name.width > 0 && name.height > 0 && name.text, "the row's name is shown")
        assert.deepEqual(values.map(c => c.label.replace(/^"|"$/g, "")), headers.slice(1), `the cells of "${name.text}" carry the structures' names`)
        for (const c of cells) {
          assert.ok(c.width > 0 && c.height > 0, `"${c.text}" is shown`)
          assert.ok(c.left >= -0.5 && c.right <= 375.5, `"${c.text}" lies wholly on screen (${Math.round(c.left)}-${Math.round(c.right)}px)`)
        }
        // stacked: a card per row, not columns side by side
        assert.ok(values.every(c => Math.abs(c.left - name.left) < 1), `the cells of "${name.text}" stack under its name`)
      }
      const scrolls = await table.evaluate(t => {
        for (let el = t; el; el = el.parentElement) if (el.scrollWidth > el.clientWidth + 1 && getComputedStyle(el).overflowX !== "visible") return true
        return document.documentElement.scrollWidth > innerWidth
      })
      assert.equal(scrolls, false, "nothing scrolls sideways")
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

describe("the /contact-us call to action", () => {
  // Spec: "/contact-us (call to action whose button goes to /our_profile/contact-us)". Its hero asks
  // for the quote on the page itself (review 24); the call to action's button keeps the spec's target.
  for (const [path, label, target] of [
    ["/contact-us", "Contact Us", CONTACT],
    ["/te/contact-us", "మమ్మల్ని సంప్రదించండి", `/te${CONTACT}`],
  ]) {
    it(`${path}: the call to action's "${label}" button goes to ${target}; the hero's quote action to the form on the page`, async () => {
      const page = await openPage(browser, { width: 375, height: 800 })
      await page.goto(url(path))
      await waitForHydration(page)
      const band = page.locator("main .cta-band")
      const link = band.getByRole("link", { name: label, exact: true })
      assert.equal(await link.count(), 1)
      assert.equal(await link.getAttribute("href"), target)
      const hero = page.locator("main .hero .btn--primary")
      assert.equal(await hero.getAttribute("href"), `${path}#contact-quote-heading`)
      assert.equal(await page.locator("#contact-quote-heading").count(), 1, "the form's heading is on the page")
      await link.scrollIntoViewIfNeeded()
      const box = await link.boundingBox()
      assert.ok((await link.isVisible()) && box.width > 0 && box.height > 0)
      await link.click()
      await page.waitForURL(url(target))
      assert.deepEqual(page.errors, [])
      await page.context().close()
    })
  }
})

describe("combined screens", () => {
  /** Spec: the combined screens stack their guides (GST: all three; food: all three; IEC and ESI). */
  const STACKS = {
    "/gst/services": [
      ["/gst/services/gst-registration", "GST Registration"],
      ["/gst/services/gst-return-filing", "GST Return Filing"],
      ["/gst/services/gst-modifications", "GST Modifications and Cancellation"],
    ],
    "/food-license/fssai": [
      ["/food-license/fssai/food-license-registration", "FSSAI Food Licence Registration"],
      ["/food-license/fssai/food-state-license", "FSSAI State Food Licence"],
      ["/food-license/fssai/food-central-license", "FSSAI Central Food Licence"],
    ],
    "/gov/iec-code-registration": [
      ["/registrations/company/iec-code-registration", "IEC Code Registration"],
      ["/registrations/company/esi-registration", "ESI Registration"],
    ],
  }
  STACKS["/gov/esi-registration"] = STACKS["/gov/iec-code-registration"]

  it("/gst/services, /food-license/fssai and /gov/iec-code-registration (and /gov/esi-registration) stack their guides", async () => {
    const page = await openPage(browser, { width: 1280, height: 800 })
    assert.deepEqual(COMBINED.map(r => r.url).sort(), Object.keys(STACKS).sort())
    for (const [path, stack] of Object.entries(STACKS)) {
      await page.goto(url(path))
      await waitForHydration(page)
      assert.equal(await page.locator("h1").innerText(), headingOf(path))
      const headings = stack.map(([, heading]) => heading)
      const h2 = (await page.locator("main .guide-block > h2").allInnerTexts()).map(t => t.trim())
      assert.deepEqual(h2, headings, path)
      for (const [p, heading] of stack) {
        const block = page.locator("main section.guide-block").filter({ has: page.getByRole("heading", { level: 2, name: heading, exact: true }) })
        // folded behind its heading and lead at every width (review 7): opened, as a visitor does
        await block.locator("details.part-more > summary").click()
        await block.locator("details.part-more[open]").waitFor()
        assert.ok((await block.getByRole("heading", { level: 3 }).count()) >= 3, `${path}: ${heading} has its sections`)
        assert.equal(await block.getByRole("link", { name: `Open the full ${heading} page` }).getAttribute("href"), p)
        // an in-page link leads to each stacked guide
        await page.getByRole("navigation", { name: "On this page" }).getByRole("link", { name: heading, exact: true }).click()
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
      // on a phone each part is folded behind its heading (issue 29): the visitor opens them to read
      const folds = page.locator("main details.part-more")
      for (let i = 0; i < (await folds.count()); i++) {
        await folds.nth(i).locator("summary").click()
        await page.waitForFunction(n => document.querySelectorAll("main details.part-more")[n].open, i)
      }
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
