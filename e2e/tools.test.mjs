// End-to-end tests of the tools (issues 6 and 11): a visitor uses each tool in
// headless Chromium, reads the answer and the WhatsApp message; the answers
// are right at every limit and the next rupee (expected values are literals,
// each next to the rule it comes from); amounts are typed in any unit and
// nonsense is refused with a message; the pages explain themselves with
// JavaScript off; other pages load no tool code.
import { describe, it } from "node:test"
import assert from "node:assert/strict"
import fs from "node:fs"
import path from "node:path"
import { createRequire } from "node:module"
import { fileURLToPath } from "node:url"
import { BASE, openPage, useBrowser, waitForHydration } from "./lib.mjs"
import { answerTheRest, TOOL_RESULTS } from "./tool-states.mjs"
import { toolResultPhoneProblems } from "./geometry.mjs"

const require = createRequire(import.meta.url)
const ROOT = fileURLToPath(new URL("..", import.meta.url))
const AXE = require.resolve("axe-core/axe.min.js")
const WHATSAPP = "https://wa.me/919876543210?text="

const browser = await useBrowser()

async function open(path, size = { width: 375, height: 740 }, options = {}) {
  const page = await openPage(browser, { ...size, ...options })
  const res = await page.goto(`${BASE}${path}`)
  assert.equal(res.status(), 200, path)
  await waitForHydration(page)
  return page
}

/** The WhatsApp link of the answer: opens wa.me in a new tab; returns the prefilled text. */
async function whatsAppText(page) {
  const link = page.locator(".tool-result").getByRole("link", { name: "Send on WhatsApp" })
  const href = await link.getAttribute("href")
  assert.ok(href.startsWith(WHATSAPP), href)
  assert.equal(await link.getAttribute("target"), "_blank")
  return new URL(href).searchParams.get("text")
}

async function noSeriousAxeViolation(page) {
  await page.addScriptTag({ path: AXE })
  const violations = await page.evaluate(async () => {
    // The tool's own content; the header and footer are checked on every page by quality.test.mjs.
    const result = await window.axe.run({ include: [["main"]] }, { resultTypes: ["violations"] })
    return result.violations.filter(v => v.impact === "serious" || v.impact === "critical").map(v => `${v.id}: ${v.nodes.map(n => n.target.join(" ")).join(", ")}`)
  })
  assert.deepEqual(violations, [])
}

/** Nothing on the page reads NaN, Infinity or an exponent ("1e+21"). */
async function noBrokenNumbers(page) {
  const text = await page.locator("main").innerText()
  assert.doesNotMatch(text, /NaN|Infinity|\de[+-]?\d|e,\+/, "a number on the page is broken")
}

const unitOf = (page, label) => page.getByRole("combobox", { name: `Unit of the ${label.toLowerCase()}` })
const yes = (page, group) => page.getByRole("group", { name: group }).getByRole("radio", { name: "Yes" }).check()
/** The last question; none has an answer chosen for the visitor (reviews 43 and 44): they answer each. */
const PREMISES = "Do you trade from a shop, restaurant, workshop, godown, clinic or other premises?"

describe("Which registrations do I need?", () => {
  it("a restaurant company in Hyderabad gets its list with reasons, guide links and a WhatsApp message", async () => {
    const page = await open("/tools/which-registrations")
    assert.equal(await page.locator("h1").innerText(), "Which registrations do I need?")
    await page.getByRole("group", { name: "Business form" }).getByRole("radio", { name: "Private limited company" }).check()
    assert.equal(await page.getByLabel("State of your main place of business").inputValue(), "Telangana")
    await page.getByRole("group", { name: "Do you supply goods or services?" }).getByRole("radio", { name: "Both goods and services" }).check()
    await page.getByLabel("Expected yearly turnover", { exact: true }).fill("25")
    await page.getByText("That is ₹25 lakh (₹25,00,000).").waitFor()
    await yes(page, "Do you sell through e-commerce platforms, such as Amazon, Flipkart, Swiggy or Zomato?")
    await yes(page, "Do you make, store, transport, sell or serve food?")
    await page.getByLabel("Number of employees", { exact: true }).fill("12")
    await page.getByLabel("How many of your employees and the contract workers you use earn ₹21,000 a month or less?").fill("9")
    await yes(page, "Do you sell under your own brand name or logo?")
    await yes(page, PREMISES)
    // no contract workers, and "no" to the questions not answered above
    await answerTheRest(page)
    await page.getByRole("button", { name: "Show what I need" }).click()

    const result = page.getByRole("region", { name: "What your business needs" })
    await result.waitFor()
    assert.equal(await page.evaluate(() => document.activeElement.textContent), "What your business needs")
    const needed = result.getByRole("region", { name: "Needed now" })
    assert.deepEqual(await needed.getByRole("heading", { level: 4 }).allInnerTexts(), [
      "Private limited company incorporation",
      "GST registration",
      "FSSAI basic registration",
      "Professional tax enrolment (PTEC) and employer registration (PTRC)",
      "Trade licence (GHMC, Cyberabad, Malkajgiri or municipality)",
      "ESI registration (ESIC)",
    ])
    // our fee for each, under its name, as its guide's fee line has it (review 30); none for what is not needed now
    const fees = needed.locator(".findings__fee")
    assert.deepEqual(await fees.allInnerTexts(), [
      "Our fee: from ₹9,999",
      "Our fee: from ₹1,499",
      "Our fee: from ₹999",
      "Our fee: from ₹1,499",
      "Our fee: from ₹1,999",
      "Our fee: from ₹2,499",
    ])
    for (const fee of await fees.all()) {
      const box = await fee.boundingBox()
      assert.ok((await fee.isVisible()) && box.width > 0 && box.height > 0, "each fee is shown")
    }
    assert.deepEqual(await result.getByRole("region", { name: "Recommended" }).locator(".findings__fee").allInnerTexts(), ["Our fee: from ₹999", "Our fee: from ₹2,999 per class"])
    assert.equal(await result.getByRole("region", { name: "Not needed at these numbers" }).locator(".findings__fee").count(), 0)
    // CGST Act s.22(1): ₹20 lakh for services (with or without goods)
    await needed.getByText("Turnover of ₹25 lakh is above ₹20 lakh, the GST limit for a business that supplies services (with or without goods).").waitFor()
    // From 1 April 2026 (PIB release of 13 March 2026): basic registration up to ₹1.5 crore (a state licence under the 2011 limits)
    await needed.getByText("Turnover of ₹25 lakh does not exceed ₹1.5 crore, the limit for basic registration.", { exact: false }).waitFor()
    // Code on Social Security, 2020: ESI from 10 employees; ESI (Central) Rules rule 50: wages up to ₹21,000
    await needed.getByText("You have 12 employees, 9 of them earning up to ₹21,000 a month", { exact: false }).waitFor()
    assert.deepEqual(await result.getByRole("region", { name: "Recommended" }).getByRole("heading", { level: 4 }).allInnerTexts(), [
      "Udyam (MSME) registration",
      "Trademark registration",
    ])
    await result
      .getByRole("region", { name: "Not needed at these numbers" })
      .getByText("PF registration is mandatory from 20 employees; you have 12 employees. You can register voluntarily if you and most employees agree.")
      .waitFor()

    assert.equal(
      await whatsAppText(page),
      [
        'Hello, I used the "Which registrations do I need?" tool on your website.',
        "My business: Private limited company in Telangana, both goods and services, turnover ₹25 lakh a year, 12 employees, 9 earning up to the ESI wage limit, food business, sells online, trades from premises, own brand.",
        "Needed now: Private limited company incorporation; GST registration; FSSAI basic registration; Professional tax enrolment (PTEC) and employer registration (PTRC); Trade licence (GHMC, Cyberabad, Malkajgiri or municipality); ESI registration (ESIC).",
        "Recommended: Udyam (MSME) registration; Trademark registration.",
        "Please help me with these registrations.",
      ].join("\n"),
    )
    // a quote as well, the form's requirement naming what is needed now, as many as fit its link
    // (review 18: the wizard's answer offered WhatsApp only, every other tool a quote too)
    const quote = result.getByRole("link", { name: "Get a quote" })
    assert.ok(await quote.isVisible(), "Get a quote is shown")
    assert.equal(
      new URL(await quote.getAttribute("href"), BASE).searchParams.get("service"),
      "Private limited company incorporation, GST registration",
    )
    await noSeriousAxeViolation(page)

    // the guide link leads to the guide
    await needed.getByRole("link", { name: "Read the guide to FSSAI basic registration" }).click()
    await page.waitForURL(`${BASE}/food-license/fssai/food-license-registration`)
    await page.locator("h1", { hasText: /Registration/i }).waitFor()
    // the guide names the fee the answer gave
    assert.match(await page.locator(".page-hero .fee-line").innerText(), /from ₹999\b/)
    assert.deepEqual(page.errors, [])
    await page.context().close()
  })

  it("asks what the FSSAI central licence needs, as the guides name it: e-commerce food platforms and units in more than one state (issue 32)", async () => {
    const page = await open("/tools/which-registrations")
    await page.getByLabel("Expected yearly turnover", { exact: true }).fill("5")
    await page.getByLabel("Number of employees", { exact: true }).fill("0")
    await yes(page, "Do you make, store, transport, sell or serve food?")
    await answerTheRest(page)
    const fssai = async () => {
      await page.getByRole("button", { name: "Show what I need" }).click()
      const needed = page.getByRole("region", { name: "What your business needs" }).getByRole("region", { name: "Needed now" })
      await needed.waitFor()
      return needed.getByRole("heading", { level: 4, name: /^FSSAI/ }).innerText()
    }
    assert.equal(await fssai(), "FSSAI basic registration")
    // an online food platform of its own: the central licence at ₹5 lakh
    await yes(page, "Do you run an online platform or app through which food is sold or delivered? (Selling on Swiggy, Zomato or a marketplace does not count.)")
    assert.equal(await fssai(), "FSSAI central licence")
    await page
      .getByRole("region", { name: "Needed now" })
      .getByText("Importers, exporters, e-commerce food businesses and head offices of units in more than one state need the central licence whatever their turnover.", { exact: false })
      .waitFor()
    await page.getByRole("group", { name: /online platform or app through which food/ }).getByRole("radio", { name: "No" }).check()
    assert.equal(await fssai(), "FSSAI basic registration")
    // food units in more than one state: the head office takes the central licence
    await yes(page, "Does your food business have units (kitchens, outlets or godowns) in more than one state?")
    assert.equal(await fssai(), "FSSAI central licence")
    assert.deepEqual(page.errors, [])
    await page.context().close()
  })

  it("GST by state and by goods or services, ESI by wage and the contract labour licence change exactly at their limits", async () => {
    const page = await open("/tools/which-registrations", { width: 1280, height: 800 })
    const result = page.getByRole("region", { name: "What your business needs" })
    const section = name => result.getByRole("region", { name })
    const turnover = page.getByLabel("Expected yearly turnover", { exact: true })
    await page.getByRole("group", { name: "Do you supply goods or services?" }).getByRole("radio", { name: "Goods only" }).check()
    await page.getByLabel("State of your main place of business").selectOption("Karnataka")
    // a goods trader in Karnataka with ₹30 lakh: Notification 10/2019-Central Tax gives ₹40 lakh
    await turnover.fill("30")
    await page.getByLabel("Number of employees", { exact: true }).fill("10")
    await page.getByLabel("How many of your employees and the contract workers you use earn ₹21,000 a month or less?").fill("0")
    await answerTheRest(page)
    await page.getByRole("button", { name: "Show what I need" }).click()
    await section("Not needed at these numbers").getByText("GST becomes mandatory above ₹40 lakh turnover, the GST limit in Karnataka", { exact: false }).waitFor()
    // the premises question answered no: the trade licence is listed as not needed, saying who needs
    // it (review 39, major: a list without it read as complete)
    const trade = section("Not needed at these numbers").locator("li", { hasText: "Municipal trade licence" })
    await trade.getByText("You said you do not trade from premises.", { exact: false }).waitFor()
    assert.ok(await trade.isVisible(), "the trade licence is shown among what is not needed")
    // ₹40 lakh itself, then the next rupee, typed in rupees with Indian grouping
    await unitOf(page, "Expected yearly turnover").selectOption("rupees")
    await turnover.fill("40,00,000")
    await section("Not needed at these numbers").getByText("yours is ₹40 lakh", { exact: false }).waitFor()
    await turnover.fill("40,00,001")
    await section("Needed now").getByText("Turnover of ₹40,00,001 is above ₹40 lakh", { exact: false }).waitFor()
    // Telangana did not adopt ₹40 lakh for goods: ₹20 lakh, and the next rupee
    await page.getByLabel("State of your main place of business").selectOption("Telangana")
    await turnover.fill("20,00,000")
    await section("Not needed at these numbers").getByText("GST becomes mandatory above ₹20 lakh turnover, the GST limit for goods in Telangana", { exact: false }).waitFor()
    await turnover.fill("20,00,001")
    await section("Needed now").getByText("Turnover of ₹20,00,001 is above ₹20 lakh, the GST limit for goods in Telangana", { exact: false }).waitFor()
    // Manipur: ₹10 lakh
    await page.getByLabel("State of your main place of business").selectOption("Manipur")
    await turnover.fill("10,00,001")
    await section("Needed now").getByText("Turnover of ₹10,00,001 is above ₹10 lakh, the GST limit in Manipur.").waitFor()
    // selling goods to another state: compulsory at any turnover (CGST Act s.24(i))
    await turnover.fill("1,00,000")
    await yes(page, "Do you sell goods to buyers in other states?")
    await section("Needed now").getByText("You sell goods to buyers in other states: GST registration is compulsory", { exact: false }).waitFor()

    // ESI: 10 employees, none earning ₹21,000 or less, then one
    await section("Not needed at these numbers").getByText("You have 10 employees, but ESI covers employees earning up to ₹21,000 a month and none of yours do.", { exact: false }).waitFor()
    await page.getByLabel("How many of your employees and the contract workers you use earn ₹21,000 a month or less?").fill("1")
    await section("Needed now").getByRole("heading", { name: "ESI registration (ESIC)" }).waitFor()
    // below ESI's 10 people the ESI question may be left empty (review 32: a business of six was stopped by it)
    const esiBox = page.getByLabel("How many of your employees and the contract workers you use earn ₹21,000 a month or less?")
    await page.getByLabel("Number of employees", { exact: true }).fill("6")
    await esiBox.fill("")
    await page.getByRole("button", { name: "Show what I need" }).click()
    await section("Not needed at these numbers").getByText("ESI registration is mandatory from 10 employees; you have 6 employees.").waitFor()
    assert.equal(await esiBox.getAttribute("aria-invalid"), null)
    await page.getByLabel("Number of employees", { exact: true }).fill("10")
    await esiBox.fill("1")
    await section("Needed now").getByRole("heading", { name: "ESI registration (ESIC)" }).waitFor()

    // contract labour licence: 49 and 50 contract workers (OSH Code, 2020, s.45 and s.47)
    const contract = page.getByLabel(/^Contract workers/)
    const role = name => page.getByRole("group", { name: "Whose are these contract workers?" }).getByRole("radio", { name }).check()
    // asked once there are contract workers, with no answer chosen
    await contract.fill("49")
    await role("We supply them to other businesses")
    await section("Not needed at these numbers").getByText("a contract labour licence is needed from 50 contract workers; you have 49.", { exact: false }).waitFor()
    await contract.fill("50")
    await section("Needed now").getByRole("heading", { name: "Labour licence (contract labour)" }).waitFor()
    // the licence is the contractor's: a business that uses the workers registers its establishment instead (OSH Code, 2020)
    await role("Contractors supply them to us")
    await section("Needed now").getByRole("heading", { name: "Establishment registration under the OSH Code" }).waitFor()
    await section("Not needed at these numbers").getByText("The contract labour licence is the contractor's, not yours", { exact: false }).waitFor()
    // professional tax is a Telangana registration
    assert.equal(await result.getByRole("heading", { name: /Professional tax/ }).count(), 0)
    await noBrokenNumbers(page)
    assert.deepEqual(page.errors, [])
    await page.context().close()
  })

  it("names a missing or wrong answer under its field and focuses the first, chooses nothing for the visitor (reviews 43 and 44)", async () => {
    const page = await open("/tools/which-registrations")
    for (const radio of await page.locator("main input[type=radio]").all()) assert.equal(await radio.isChecked(), false)
    assert.equal(await page.getByLabel(/^Contract workers/).inputValue(), "")
    // whose the contract workers are is asked only once there are some
    assert.equal(await page.getByRole("group", { name: "Whose are these contract workers?" }).count(), 0)
    await page.getByLabel("Expected yearly turnover", { exact: true }).fill("lots")
    const button = page.getByRole("button", { name: "Show what I need" })
    await button.click()
    const form = page.getByRole("group", { name: "Business form" })
    await form.getByText("Please choose one: how the business itself is registered depends on it").waitFor()
    assert.equal(await page.evaluate(() => document.activeElement.id), "form-first")
    assert.ok(await form.getByRole("radio", { name: "Proprietorship" }).evaluate(el => el === document.activeElement))
    const turnover = page.getByLabel("Expected yearly turnover", { exact: true })
    assert.equal(await turnover.getAttribute("aria-invalid"), "true")
    await page.getByText("Use digits only for the yearly turnover, with no letters or symbols (for example 12 or 12.5)").waitFor()
    await page.getByText("Enter the number of employees").waitFor()
    await page.getByText("Enter the number of contract workers").waitFor()
    const premises = page.getByRole("group", { name: PREMISES })
    await premises.getByText("Please answer yes or no: the trade licence depends on it").waitFor()
    const message = await premises.locator(".field__error").boundingBox()
    assert.ok((await premises.locator(".field__error").isVisible()) && message.width > 0 && message.height > 0, "the message is shown")
    // answered in order, the focus goes to the next answer missing or wrong
    await form.getByRole("radio", { name: "Partnership firm" }).check()
    await page.getByRole("group", { name: "Do you supply goods or services?" }).getByRole("radio", { name: "Services only" }).check()
    await button.click()
    assert.equal(await page.evaluate(() => document.activeElement.id), "which-turnover")
    assert.match(await turnover.getAttribute("aria-describedby"), /which-turnover-error/)
    assert.equal(await form.locator(".field__error").count(), 0)
    assert.equal(await page.getByRole("region", { name: "What your business needs" }).count(), 0)
    assert.deepEqual(page.errors, [])
    await page.context().close()
  })

  it("when the answer's code does not arrive (the connection dropped), the answers stay and asking again shows the answer", async () => {
    const page = await open("/tools/which-registrations")
    // the page has its scripts; the connection drops the answer's code (a numbered chunk of its own)
    const answerCode = /\/\d+-[0-9a-f]{20}\.js$/
    await page.route(answerCode, route => route.abort("internetdisconnected"))
    const turnover = page.getByLabel("Expected yearly turnover", { exact: true })
    await turnover.fill("25")
    await page.getByLabel("Number of employees", { exact: true }).fill("25")
    await page.getByLabel("How many of your employees and the contract workers you use earn ₹21,000 a month or less?").fill("12")
    await answerTheRest(page)
    const button = page.getByRole("button", { name: "Show what I need" })
    await button.click()
    // every load of it asked for (on the form's first focus, on the click) has failed: webpack takes a
    // chunk's <script> out once it has loaded or failed, and the form has forgotten the failed load
    await page.waitForFunction(code => ![...document.querySelectorAll("script[src]")].some(s => new RegExp(code).test(s.src)), answerCode.source)
    const heading = page.getByRole("heading", { name: "What your business needs" })
    assert.equal(await heading.count(), 0)
    // the page was not loaded again: the answers are still there
    assert.equal(await turnover.inputValue(), "25")
    // the connection is back: the same click asks for it again, and the answer shows with its heading focused
    await page.unroute(answerCode)
    await button.click()
    await heading.waitFor()
    const box = await heading.boundingBox()
    assert.ok(box && box.width > 0 && box.height > 0, "the answer's heading is shown")
    await page.waitForFunction(() => document.activeElement?.textContent === "What your business needs")
    // what went wrong was only the dropped chunk, as the browser reports it
    assert.deepEqual(page.errors.filter(e => !/ERR_INTERNET_DISCONNECTED/.test(e)), [])
    await page.context().close()
  })
})

describe("the answer comes into view", () => {
  // The fresh-eyes review of issue 29: at 768 x 1024 the FSSAI and Udyam tools focused the answer's
  // heading at the window's foot, the answer below it unseen, so the button seemed to do nothing.
  // Review 5: at 375px the wizard's heading, two lines long, was focused under the sticky header.
  // Each tool as tool-states.mjs fills it (the wizard in both languages).
  const cases = [
    ["/tools/fssai-licence", [375, 768, 1280]],
    ["/tools/which-registrations", [375, 768, 1280]],
    ["/te/tools/which-registrations", [375]],
  ]
  const sizes = { 375: { width: 375, height: 740 }, 768: { width: 768, height: 1024 }, 1280: { width: 1280, height: 800 } }
  for (const [path, widths] of cases) {
    for (const width of widths) {
      const size = sizes[width]
      it(`${path} at ${size.width} x ${size.height}: the answer's heading is focused just under the header, the answer below it`, async () => {
        const page = await open(path, size)
        await TOOL_RESULTS[path](page)
        await page.waitForFunction(() => document.activeElement?.matches(".tool-result > h2"))
        const placed = await page.evaluate(() => {
          const header = document.querySelector(".site-header").getBoundingClientRect()
          const h2 = document.querySelector(".tool-result > h2").getBoundingClientRect()
          const next = document.querySelector(".tool-result > h2 + *").getBoundingClientRect()
          const box = document.querySelector(".tool-result").getBoundingClientRect()
          return { header: Math.round(header.bottom), top: Math.round(h2.top), height: Math.round(h2.height), next: Math.round(next.top), box: Math.round(box.top), window: innerHeight }
        })
        assert.ok(placed.height > 0, "the heading has a size")
        // review 16: the answer's box, its coloured top stripe included, starts below the header
        assert.ok(placed.box >= placed.header + 4, `the answer's box starts at ${placed.box}px, the header's foot at ${placed.header}px`)
        assert.ok(placed.top >= placed.header + 8 && placed.top <= placed.header + 100, `the heading at ${placed.top}px, the header's foot at ${placed.header}px`)
        assert.ok(placed.next < placed.window - 100, `what follows the heading starts at ${placed.next}px of ${placed.window}px`)
        assert.deepEqual(page.errors, [])
        await page.context().close()
      })
    }
  }
})

describe("the questions on the narrowest phones", () => {
  // Review 37: at 320px the incorporation tool's answers had 196px for their words between the
  // form's and the question's frames, and "One person company (OPC)" took two lines.
  for (const path of ["/tools/incorporation-cost", "/tools/fssai-licence", "/tools/which-registrations", "/tools/pf-contribution", "/te/tools/incorporation-cost"]) {
    it(`${path} at 320px: each answer of a question has at least 212px for its words`, async () => {
      const page = await open(path, { width: 320, height: 640 })
      const answers = await page.locator("main .choice-group .choice").evaluateAll(labels =>
        labels.map(label => {
          const box = label.getBoundingClientRect()
          const input = label.querySelector("input").getBoundingClientRect()
          const words = box.right - input.right - parseFloat(getComputedStyle(label).columnGap)
          return { text: label.textContent.trim(), words: Math.round(words), shown: box.width > 0 && box.height > 0 }
        }),
      )
      assert.ok(answers.length >= 2, `${answers.length} answers`)
      for (const a of answers) {
        assert.ok(a.shown, `"${a.text}" is shown`)
        assert.ok(a.words >= 212, `"${a.text}" has ${a.words}px for its words`)
      }
      assert.deepEqual(page.errors, [])
      await page.context().close()
    })
  }
})

describe("the first question on the first screen", () => {
  // Review 45: at 375 x 740 the PF tool's six-line lead left its wage box at the screen's foot.
  it("at 375 x 740 each tool's first box or choice is wholly on the first screen, in English and Telugu", async () => {
    const problems = []
    const tools = ["/tools/which-registrations", "/tools/fssai-licence", "/tools/pf-contribution", "/tools/udyam-classification", "/tools/trademark-fee", "/tools/incorporation-cost"]
    for (const path of [...tools, ...tools.map(p => `/te${p}`)]) {
      const page = await open(path)
      const first = page.locator("main .tool-form :is(input, select):not([type=hidden])").first()
      const box = await first.boundingBox()
      if (!(await first.isVisible()) || !box || box.width === 0 || box.height === 0) problems.push(`${path}: the first box is not shown`)
      else if (box.y + box.height > 740) problems.push(`${path}: the first box ends at ${Math.round(box.y + box.height)}px of 740`)
      assert.deepEqual(page.errors, [], path)
      await page.context().close()
    }
    assert.deepEqual(problems, [])
  })
})

describe("amounts: units, Indian grouping and nonsense", () => {
  it("a 23-digit amount, exponents, Infinity and negative numbers are refused with a message; nothing shows NaN or e+", async () => {
    const page = await open("/tools/fssai-licence")
    const label = "Yearly turnover of the food business"
    const field = page.getByLabel(label, { exact: true })
    const cases = [
      ["12345678901234567890123", "The yearly turnover has more than 15 digits: check the amount"],
      ["1e21", 'Write the yearly turnover in plain digits, without "e" (for example 1200000 or 12,00,000)'],
      ["Infinity", "Use digits only for the yearly turnover, with no letters or symbols (for example 12 or 12.5)"],
      ["-12", "The yearly turnover cannot be negative: enter 0 or more"],
      ["12 lakh", "Type only the number in the yearly turnover box, and choose the unit (rupees, lakh or crore) beside it"],
    ]
    await field.fill(cases[0][0])
    await page.getByRole("button", { name: "Find my licence" }).click()
    for (const [input, message] of cases) {
      await field.fill(input)
      await page.locator("#fssai-turnover-error", { hasText: message }).waitFor()
      assert.equal(await page.getByRole("region", { name: "Your FSSAI licence" }).count(), 0, input)
      await noBrokenNumbers(page)
    }
    await page.context().close()
  })

  it("12,00,000 or 1800000 with the unit lakh asks for rupees instead of reading ₹12,000 or ₹18,000 crore; with rupees it is ₹12 lakh", async () => {
    const page = await open("/tools/fssai-licence")
    const label = "Yearly turnover of the food business"
    // the unit is named on screen, next to the box
    assert.equal(await unitOf(page, label).inputValue(), "lakh")
    assert.deepEqual(await unitOf(page, label).locator("option").allInnerTexts(), ["₹ rupees", "₹ lakh", "₹ crore"])
    await page.getByLabel(label, { exact: true }).fill("12,00,000")
    await page.getByRole("button", { name: "Find my licence" }).click()
    await page
      .getByText('"12,00,000" looks like an amount in rupees (₹12 lakh), but the unit is lakh. Choose rupees as the unit, or type the amount in lakh')
      .waitFor()
    assert.doesNotMatch(await page.locator("main").innerText(), /12,000 crore/)
    // review 48: the whole amount typed without commas, the unit left at lakh
    await page.getByLabel(label, { exact: true }).fill("1800000")
    const message = page.getByText('"18,00,000" looks like an amount in rupees (₹18 lakh), but the unit is lakh. Choose rupees as the unit, or type the amount in lakh')
    await message.waitFor()
    assert.ok((await message.isVisible()) && (await message.boundingBox()).height > 0)
    assert.equal(await page.getByRole("region", { name: "Your FSSAI licence" }).count(), 0, "no answer for ₹18,000 crore")
    assert.doesNotMatch(await page.locator("main").innerText(), /18,000 crore/)
    await page.getByLabel(label, { exact: true }).fill("12,00,000")
    await unitOf(page, label).selectOption("rupees")
    await page.getByText("That is ₹12 lakh (₹12,00,000).").waitFor()
    // ₹12 lakh is basic registration (under the 2011 limit and the 2026 one of ₹1.5 crore)
    assert.equal(await page.getByRole("region", { name: "Your FSSAI licence" }).locator(".tool-result__value").innerText(), "FSSAI basic registration")
    assert.deepEqual(page.errors, [])
    await page.context().close()
  })
})

describe("calculators", () => {
  it("FSSAI: basic up to and including ₹1.5 crore, state up to ₹50 crore, central above, with the yearly fee", async () => {
    const page = await open("/tools/fssai-licence")
    const label = "Yearly turnover of the food business"
    const tierFor = async (amount, unit) => {
      await page.getByLabel(label, { exact: true }).fill(amount)
      await unitOf(page, label).selectOption(unit)
      await page.getByRole("button", { name: "Find my licence" }).click()
      const result = page.getByRole("region", { name: "Your FSSAI licence" })
      return [await result.locator(".tool-result__value").innerText(), await result.getByText("Government fee:").innerText()]
    }
    /** Our fee for the tier on screen, as its guide's fee line gives it (review 24: the result named only the government's fee). */
    const ourFee = async () => {
      const line = page.getByRole("region", { name: "Your FSSAI licence" }).locator(".cost-ours")
      assert.ok((await line.isVisible()) && (await line.boundingBox()).height > 0, "our fee is shown")
      return line.innerText()
    }
    // From 1 April 2026: PIB release of 13 March 2026 (FSSAI order RCD-01002/1/2021-Regulatory-FSSAI-Part(1)); fees: FSS Licensing Regulations, 2011, Schedule 3
    const STATE = ["FSSAI state licence", "Government fee: ₹2,000 to ₹5,000 a year, depending on the kind of business."]
    assert.deepEqual(await tierFor("50", "lakh"), ["FSSAI basic registration", "Government fee: ₹100 a year."]) // a state licence until 31 March 2026
    assert.deepEqual(await tierFor("1.5", "crore"), ["FSSAI basic registration", "Government fee: ₹100 a year."])
    assert.deepEqual(await tierFor("1,50,00,000", "rupees"), ["FSSAI basic registration", "Government fee: ₹100 a year."])
    assert.equal(await ourFee(), "Our fee for applying: from ₹999, separate from the government's fee.")
    assert.deepEqual(await tierFor("1,50,00,001", "rupees"), STATE)
    assert.deepEqual(await tierFor("20,00,00,001", "rupees"), STATE) // a central licence until 31 March 2026
    assert.deepEqual(await tierFor("50", "crore"), STATE)
    assert.equal(await ourFee(), "Our fee for applying: from ₹3,999, separate from the government's fee.")
    assert.deepEqual(await tierFor("50,00,00,001", "rupees"), ["FSSAI central licence", "Government fee: ₹7,500 a year."])
    assert.equal(await ourFee(), "Our fee for applying: from ₹5,999, separate from the government's fee.")
    assert.equal(
      await whatsAppText(page),
      [
        "Hello, I used the FSSAI licence calculator on your website.",
        "Yearly food turnover: ₹50,00,00,001.",
        "Result: FSSAI central licence (Form B, filed with FSSAI).",
        "Please help me apply for the FSSAI central licence.",
      ].join("\n"),
    )
    // an importer needs the central licence at any turnover
    await page.getByLabel(label, { exact: true }).fill("5")
    await unitOf(page, label).selectOption("lakh")
    await page.getByRole("group", { name: /import or export food/ }).getByRole("radio", { name: "Yes" }).check()
    await page.getByText("Importers, exporters, e-commerce food businesses and head offices of units in more than one state need the central licence whatever their turnover.").waitFor()
    await noSeriousAxeViolation(page)
    assert.deepEqual(page.errors, [])
    await page.context().close()
  })

  it("Udyam: the limits in force since 1 April 2025, at each limit and the next rupee", async () => {
    // with the site's Content-Security-Policy enforced, as served in production
    const page = await open("/tools/udyam-classification", undefined, { enforceCsp: true })
    const classFor = async (investment, turnover, unit = "crore") => {
      for (const [label, value] of [
        ["Investment in plant and machinery or equipment", investment],
        ["Yearly turnover", turnover],
      ]) {
        await page.getByLabel(label, { exact: true }).fill(value)
        await unitOf(page, label).selectOption(unit)
      }
      await page.getByRole("button", { name: "Find my class" }).click()
      return page.getByRole("region", { name: "Your Udyam classification" }).locator(".tool-result__value").innerText()
    }
    // Ministry of MSME notification S.O. 1364(E), 21 March 2025
    assert.equal(await classFor("2.5", "10"), "Micro enterprise")
    assert.equal(await classFor("2,50,00,001", "10,00,00,000", "rupees"), "Small enterprise")
    assert.equal(await classFor("2,50,00,000", "10,00,00,001", "rupees"), "Small enterprise")
    assert.equal(await classFor("25", "100"), "Small enterprise")
    assert.equal(await classFor("25.00000001", "100"), "Medium enterprise") // ₹25 crore and one rupee
    assert.equal(await classFor("125", "500"), "Medium enterprise")
    assert.equal(await classFor("1,25,00,00,001", "5,00,00,00,000", "rupees"), "Not an MSME")
    await page
      .getByText("The investment of ₹1,25,00,00,001 is above ₹125 crore, beyond the medium enterprise limits, so Udyam registration is not available.")
      .waitFor()
    assert.equal(await classFor("125", "500.00000001"), "Not an MSME")
    assert.equal(await classFor("2.5", "10"), "Micro enterprise")
    // our fee, as the Udyam guide's fee line gives it (review 24)
    const ours = page.getByRole("region", { name: "Your Udyam classification" }).locator(".cost-ours")
    assert.ok((await ours.isVisible()) && (await ours.boundingBox()).height > 0)
    assert.equal(await ours.innerText(), "Our fee for filing your Udyam registration: from ₹999.")
    assert.equal(
      await whatsAppText(page),
      [
        "Hello, I used the Udyam classification calculator on your website.",
        "Investment in plant, machinery or equipment: ₹2.5 crore. Yearly turnover: ₹10 crore.",
        "Result: Micro enterprise.",
        "Please help me with Udyam (MSME) registration.",
      ].join("\n"),
    )
    assert.deepEqual(page.errors, [])
    await page.context().close()
  })

  it("PF: employee 12%; employer EPF, EPS and EDLI on up to ₹15,000 and the 0.5% admin charge; the ceiling for either share", async () => {
    const page = await open("/tools/pf-contribution")
    const rows = async wage => {
      await page.getByLabel("Monthly wage in rupees (basic pay + DA)", { exact: true }).fill(wage)
      await page.getByRole("button", { name: "Calculate contributions" }).click()
      const rupees = `₹${Number(wage.replace(/,/g, "")).toLocaleString("en-IN")}`
      const table = page.getByRole("region", { name: "Monthly PF contributions" }).getByRole("table", { name: `PF contributions for a monthly wage of ${rupees}` })
      await table.waitFor()
      return table.locator("tr").evaluateAll(trs => trs.slice(1).map(tr => [...tr.children].map(c => c.textContent.trim()).join(" | ")))
    }
    // EPF, EPS and EDLI Schemes, 2026; admin charge S.O. 2011(E), 21 May 2018
    assert.deepEqual(await rows("15000"), [
      "Employee PF (deducted from the wage) | 12% | ₹1,800",
      "Employer PF (EPF) | 3.67% | ₹550",
      "Employer pension (EPS) | 8.33% of ₹15,000 | ₹1,250",
      "Employer insurance (EDLI) | 0.5% of ₹15,000 | ₹75",
      "Employer administration charge | 0.5% of ₹15,000 | ₹75",
      "Employer's total |  | ₹1,950",
      "Total each month |  | ₹3,750",
    ])
    // within the ceiling there is nothing optional to say
    assert.equal(await page.locator("#pf-ceiling-note").count(), 0)
    assert.deepEqual((await rows("15,001")).slice(0, 5), [
      "Employee PF (deducted from the wage) | 12% | ₹1,800",
      "Employer PF (EPF) | 12% less pension | ₹550",
      "Employer pension (EPS) | 8.33% of ₹15,000 | ₹1,250",
      "Employer insurance (EDLI) | 0.5% of ₹15,000 | ₹75",
      "Employer administration charge | 0.5% of ₹15,001 | ₹75",
    ])
    assert.deepEqual(await rows("25000"), [
      "Employee PF (deducted from the wage) | 12% | ₹3,000",
      "Employer PF (EPF) | 12% less pension | ₹1,750",
      "Employer pension (EPS) | 8.33% of ₹15,000 | ₹1,250",
      "Employer insurance (EDLI) | 0.5% of ₹15,000 | ₹75",
      "Employer administration charge | 0.5% of ₹25,000 | ₹125",
      "Employer's total |  | ₹3,200",
      "Total each month |  | ₹6,200",
    ])
    // The answer first, in the window the result opens in on a phone (review 14: the total was two
    // screens below "Calculate", under the ceiling note); the ceiling note after the table.
    const region = page.getByRole("region", { name: "Monthly PF contributions" })
    const summary = region.getByText("For a monthly wage of ₹25,000: ₹6,200 a month in all, ₹3,000 from the employee's wage and ₹3,200 from the employer.", { exact: true })
    assert.ok(await summary.isVisible())
    await page.waitForFunction(() => {
      const p = [...document.querySelectorAll(".tool-result p")].find(el => el.textContent.startsWith("For a monthly wage"))
      const r = p?.getBoundingClientRect()
      return r && r.height > 0 && r.top >= 0 && r.bottom <= innerHeight
    })
    assert.deepEqual(
      await region.evaluate(el => [...el.querySelectorAll("p, table")].map(n => (n.id === "pf-ceiling-note" ? "note" : n.tagName === "TABLE" ? "table" : n.textContent.startsWith("For a monthly wage") ? "summary" : null)).filter(Boolean)),
      ["summary", "table", "note"],
    )
    // above the ceiling: beside the result, contributions above it are optional, with both figures (issue 32)
    const note = region.locator("#pf-ceiling-note")
    await note.waitFor()
    assert.ok(await note.isVisible())
    const box = await note.boundingBox()
    assert.ok(box && box.width > 0 && box.height > 0)
    assert.equal(
      await note.innerText(),
      "Above the ₹15,000 wage ceiling, contributions on the part of the wage above it are optional: 12% of ₹15,000 is ₹1,800 a month, 12% of the full wage of ₹25,000 is ₹3,000. The employer may contribute on ₹15,000 only, unless the employee and the employer both choose the whole wage. In the form above, choose which of the two each share is worked out on.",
    )
    // both shares restricted to the ₹15,000 ceiling
    const ceiling = "₹15,000, the wage ceiling (if the wage is higher)"
    await page.getByRole("group", { name: "The employer's share is worked out on" }).getByRole("radio", { name: ceiling }).check()
    await page.getByRole("group", { name: "The employee's share is worked out on" }).getByRole("radio", { name: ceiling }).check()
    assert.deepEqual(await rows("25000"), [
      "Employee PF (deducted from the wage) | 12% of ₹15,000 | ₹1,800",
      "Employer PF (EPF) | 12% of ₹15,000 less pension | ₹550",
      "Employer pension (EPS) | 8.33% of ₹15,000 | ₹1,250",
      "Employer insurance (EDLI) | 0.5% of ₹15,000 | ₹75",
      "Employer administration charge | 0.5% of ₹15,000 | ₹75",
      "Employer's total |  | ₹1,950",
      "Total each month |  | ₹3,750",
    ])
    assert.equal(await page.locator("#pf-employee-raised").count(), 0)
    // the employer back on the whole wage, the employee left on ₹15,000: the employee's share is at
    // least the employer's (Code on Social Security, 2020, s. 16(1)(a)), and the result says so
    // (review 36, major: it charged the employer on the whole wage beside a note that read otherwise)
    await page.getByRole("group", { name: "The employer's share is worked out on" }).getByRole("radio", { name: "The whole wage" }).check()
    assert.deepEqual((await rows("25000")).slice(0, 2), ["Employee PF (deducted from the wage) | 12% | ₹3,000", "Employer PF (EPF) | 12% less pension | ₹1,750"])
    // the page's own explanation says the same (content/tools/pf-contribution.md)
    assert.ok(await page.locator(".tool-text").getByText(/The employee's share is never less than the employer's/).isVisible())
    const raised = region.locator("#pf-employee-raised")
    assert.ok(await raised.isVisible())
    assert.match(await raised.innerText(), /^You chose ₹15,000 for the employee's share and the whole wage for the employer's: the employee's share is worked out on the whole wage too/)
    await page.getByRole("group", { name: "The employer's share is worked out on" }).getByRole("radio", { name: ceiling }).check()
    await rows("25000")
    // at 320px each column heading beside its figure keeps its words whole (review 28: "Rat / e"
    // beside "12% of ₹15,000 less pension")
    await page.setViewportSize({ width: 320, height: 640 })
    const rate = page.locator('.tool-result td[data-label="Rate"]').nth(1)
    await rate.scrollIntoViewIfNeeded()
    const rateBox = await rate.boundingBox()
    assert.ok((await rate.isVisible()) && rateBox.width > 0 && rateBox.height > 0, "the EPF rate is on screen")
    assert.deepEqual(await page.evaluate(toolResultPhoneProblems), [])
    await page.setViewportSize({ width: 375, height: 740 })
    // the table's ₹75 is this employee's part of the establishment's charge (review 18: beside "at least ₹500" it read as a contradiction)
    await page
      .getByText(
        "The administration charge is worked out on the PF wages of all employees together: ₹75 is this employee's part, and an establishment pays at least ₹500 a month in all, however few its employees.",
        { exact: true },
      )
      .waitFor()
    assert.equal(
      await whatsAppText(page),
      [
        "Hello, I used the PF contribution calculator on your website.",
        "Monthly wage (basic + DA): ₹25,000 (employee's share on ₹15,000, employer's share on ₹15,000).",
        "Employee PF: ₹1,800. Employer PF (EPF): ₹550. Pension (EPS): ₹1,250. EDLI: ₹75. Admin charge: ₹75.",
        "Employer's total: ₹1,950. Total each month: ₹3,750.",
        "Please help me with PF registration and monthly filing.",
      ].join("\n"),
    )
    await noSeriousAxeViolation(page)
    assert.deepEqual(page.errors, [])
    await page.context().close()
  })

  it("trademark: fee per class by applicant and filing mode, times 1 to 45 classes", async () => {
    const page = await open("/tools/trademark-fee", undefined, { enforceCsp: true })
    const fee = async (applicant, filing, classes) => {
      await page.getByRole("group", { name: "Who is applying?" }).getByRole("radio", { name: applicant }).check()
      await page.getByRole("group", { name: "How will the application be filed?" }).getByRole("radio", { name: filing }).check()
      await page.getByLabel("Number of classes", { exact: true }).fill(classes)
      await page.getByRole("button", { name: "Calculate the fee" }).click()
      return page.getByRole("region", { name: "Government filing fee" }).locator(".tool-result__value").innerText()
    }
    // Trade Marks Rules, 2017, First Schedule, entry 1 (Form TM-A)
    const small = /^Individual, startup, or MSME/
    const other = /^Any other applicant/
    assert.equal(await fee(small, "Online (e-filing)", "1"), "₹4,500")
    // our own fee as the trademark registration guide's fee line gives it (one fee on both pages)
    await page.getByRole("region", { name: "Government filing fee" }).getByText("Our own fee for filing it is from ₹2,999 per class.", { exact: false }).waitFor()
    assert.equal(await fee(small, "Online (e-filing)", "45"), "₹2,02,500")
    assert.equal(await fee(small, "On paper at the Trade Marks Registry", "1"), "₹5,000")
    assert.equal(await fee(other, "Online (e-filing)", "1"), "₹9,000")
    assert.equal(await fee(other, "On paper at the Trade Marks Registry", "3"), "₹30,000")
    assert.equal(
      await whatsAppText(page),
      [
        "Hello, I used the trademark fee calculator on your website.",
        "Applicant: Any other applicant (a company, firm or LLP that is neither a startup nor Udyam registered). Filed on paper.",
        "Government fee: ₹10,000 x 3 classes = ₹30,000.",
        "Please help me file my trademark application.",
      ].join("\n"),
    )
    await page.getByLabel("Number of classes", { exact: true }).fill("46")
    await page.getByText("Enter the number of classes as a whole number from 1 to 45").waitFor()
    assert.equal(await page.getByRole("region", { name: "Government filing fee" }).count(), 0)
    assert.deepEqual(page.errors, [])
    await page.context().close()
  })
})

describe("cost of incorporating in Telangana (issue 22)", () => {
  const label = "Authorised capital"
  /** Chooses the structure, types the capital and the people, submits; returns the result region. */
  async function cost(page, structure, amount, unit, people, capitalLabel = label, peopleLabel = "Number of directors", scale) {
    await page.getByRole("group", { name: "What are you registering?" }).getByRole("radio", { name: structure }).check()
    if (scale) await page.getByRole("group", { name: "Will it be a small company?" }).getByRole("radio", { name: scale, exact: true }).check()
    await page.getByLabel(capitalLabel, { exact: true }).fill(amount)
    await unitOf(page, capitalLabel).selectOption(unit)
    await page.getByLabel(peopleLabel, { exact: true }).fill(people)
    await page.getByRole("button", { name: "Work out the cost" }).click()
    return page.getByRole("region", { name: "Cost of incorporating in Telangana" })
  }
  /**
   * Opens the folded note under a line (review 17: the sources and the fee scale are folded, so the
   * answer is not a wall of small print on a phone): checks it starts closed and its words are
   * hidden, clicks its summary, and returns the open fold.
   */
  async function unfold(region, rowName, summary) {
    const fold = region.locator("tbody tr", { hasText: rowName }).locator("details.cost-table__source")
    assert.equal(await fold.getAttribute("open"), null, `the note under "${rowName}" starts folded`)
    assert.equal(await fold.locator("p").first().isVisible(), false, `the note under "${rowName}" is hidden until opened`)
    const toggle = fold.locator("summary")
    assert.equal(await toggle.innerText(), summary)
    const box = await toggle.boundingBox()
    assert.ok((await toggle.isVisible()) && box.width > 0 && box.height >= 24, `"${summary}" under "${rowName}" is shown, big enough to tap`)
    await toggle.click()
    await fold.locator("p").first().waitFor({ state: "visible" })
    return fold
  }
  /** The rows of the government table as [item, amount]. */
  const rows = region =>
    region
      .getByRole("table", { name: "Government fees and stamp duty" })
      .locator("tbody tr")
      .evaluateAll(trs => trs.map(tr => [tr.querySelector(".cost-table__item").textContent, tr.querySelector("td").textContent]))

  // Review 24 (majors at 375 and 1280 px): the government's total alone, large, read as the cost of
  // starting a company, and 1,00,000 typed with the unit at lakh gave ₹2,55,37,520; the list of
  // what the outlay is made of then ran past the card's edge with a figure that long.
  it("a full amount typed as it comes is read in rupees, and the answer opens with what it assumed and every part of the outlay, inside its card at 320 and 375 px", async () => {
    for (const size of [{ width: 320, height: 640 }, { width: 375, height: 740 }]) {
      const page = await open("/tools/incorporation-cost", size, { enforceCsp: true })
      assert.equal(await unitOf(page, label).inputValue(), "rupees", "the unit starts at rupees")
      await page.getByLabel(label, { exact: true }).fill("100000")
      await page.getByRole("button", { name: "Work out the cost" }).click()
      let result = page.getByRole("region", { name: "Cost of incorporating in Telangana" })
      const glance = result.locator(".cost-glance")
      await glance.waitFor()
      const rowsOf = () => glance.locator(":scope > div").evaluateAll(divs => divs.map(d => [d.querySelector("dt").textContent, d.querySelector("dd").textContent]))
      assert.deepEqual(await rowsOf(), [
        ["Authorised capital", "₹1 lakh"],
        ["Government fees and stamp duty", "₹2,520"],
        ["Government charge for the company's PAN and TAN", "Quoted"],
        ["Digital signatures (2 × ₹1,500)", "₹3,000"],
        ["Our professional fee (separate)", "from ₹9,999"],
      ])
      // the longest figures the tool gives, inside the card's padding, each shown with a size
      await page.getByLabel(label, { exact: true }).fill("10000000000")
      await page.getByRole("button", { name: "Work out the cost" }).click()
      await glance.locator("dd", { hasText: "₹1,000 crore" }).waitFor()
      result = page.getByRole("region", { name: "Cost of incorporating in Telangana" })
      const outside = await result.evaluate(card => {
        const style = getComputedStyle(card)
        const box = card.getBoundingClientRect()
        const left = box.left + parseFloat(style.borderLeftWidth) + parseFloat(style.paddingLeft) - 0.5
        const right = box.right - parseFloat(style.borderRightWidth) - parseFloat(style.paddingRight) + 0.5
        return [...card.querySelectorAll(".cost-glance dt, .cost-glance dd")].flatMap(el => {
          const r = el.getBoundingClientRect()
          return !(r.width > 0 && r.height > 0) ? [`"${el.textContent}" has no size`] : r.left < left || r.right > right ? [`"${el.textContent}" spans ${Math.round(r.left)}-${Math.round(r.right)}px, the card's content ${Math.round(left)}-${Math.round(right)}px`] : []
        })
      })
      assert.deepEqual(outside, [], `at ${size.width}px`)
      assert.deepEqual(page.errors, [])
      await page.context().close()
    }
  })

  it("a private limited company at exactly ₹15 lakh pays no registration fee; one rupee more and it does; itemised, sourced, our fee beside", async () => {
    const page = await open("/tools/incorporation-cost", undefined, { enforceCsp: true })
    // G.S.R. 180(E), 2019: no SPICe+ fee up to ₹15 lakh; Telangana: MoA ₹500, AoA 0.15% (₹1,000 to ₹5 lakh), form ₹20
    let result = await cost(page, "Private limited company", "15", "lakh", "2")
    assert.equal(await result.locator(".tool-result__value").innerText(), "₹3,770")
    assert.deepEqual(await rows(result), [
      ["Name reservation (SPICe+ Part A)", "₹1,000"],
      ["Registration fee (SPICe+ with the memorandum and articles)", "₹0"],
      ["Stamp duty on the incorporation form", "₹20"],
      ["Stamp duty on the memorandum of association", "₹500"],
      ["Stamp duty on the articles of association", "₹2,250"],
      ["Government charge for the company's PAN and TAN", "Quoted"],
    ])
    await result.getByText("Nil: no fee is payable when the authorised capital is up to ₹15 lakh.").waitFor()
    await unfold(result, "Registration fee", "Source")
    await result.getByRole("link", { name: "MCA notification G.S.R. 180(E), 6 March 2019, Companies (Incorporation) Second Amendment Rules, 2019: rule 38(2), second proviso, ₹10 lakh raised to ₹15 lakh" }).waitFor()
    // the signatures are a market price, in their own table, not in the government's total
    assert.equal(await result.getByRole("table", { name: "Not a government fee" }).locator("tbody td").innerText(), "₹3,000")
    assert.equal(
      await result.locator(".cost-ours").innerText(),
      "Our professional fee: from ₹9,999, quoted separately and never added to the government's share.",
    )
    // Table of Fees (2018): ₹2,000 + ₹200 for each ₹10,000 or part after ₹10 lakh: 51 parts
    result = await cost(page, "Private limited company", "15,00,001", "rupees", "2")
    assert.equal(await result.locator(".tool-result__value").innerText(), "₹15,971")
    assert.deepEqual((await rows(result))[1], ["Registration fee (SPICe+ with the memorandum and articles)", "₹12,200"])
    await noBrokenNumbers(page)
    assert.deepEqual(page.errors, [])
    await page.context().close()
  })

  it("a larger company never costs less: ₹25 lakh, ₹50 lakh, ₹1 crore, and a company that is not a small company on its own scale (issue 32)", async () => {
    const page = await open("/tools/incorporation-cost")
    const total = async (amount, unit, scale) => (await cost(page, "Private limited company", amount, unit, "2", label, "Number of directors", scale)).locator(".tool-result__value").innerText()
    // Table of Fees: small companies ₹2,000 + ₹200 per ₹10,000 after ₹10 lakh; above ₹50 lakh the general scale
    assert.equal(await total("25", "lakh", "A small company"), "₹37,270")
    assert.equal(await total("50", "lakh", "A small company"), "₹91,020")
    assert.equal(await total("1", "crore", "A small company"), "₹2,22,520")
    const result = page.getByRole("region", { name: "Cost of incorporating in Telangana" })
    await result.getByText("Above ₹50 lakh of capital, on the Registrar's general scale.", { exact: true }).waitFor()
    const working = await unfold(result, "Registration fee", "How it is worked out")
    assert.match(await working.locator("p").first().innerText(), /^Above ₹50 lakh the Table of Fees gives no rate for one person and small companies, so the general scale applies: ₹36,000 plus/)
    // a company that is not a small company: ₹36,000 + ₹300 per ₹10,000 after ₹10 lakh
    assert.equal(await total("25", "lakh", "Not a small company"), "₹86,270")
    assert.deepEqual((await rows(result))[1], ["Registration fee (SPICe+ with the memorandum and articles)", "₹81,000"])
    await unfold(result, "Registration fee", "How it is worked out")
    await result.getByRole("link", { name: /Table of Fees, item I\.A\(I\)2, companies other than OPCs and small companies/ }).waitFor()
    // the stamp duties say they are practitioners' figures, the basis folded under each (review 10:
    // the same two lines, unfolded, under each of the three)
    const stamp = await unfold(result, "Stamp duty on the incorporation form", "Practitioners' figure")
    assert.match(await stamp.locator("p").innerText(), /^The figure for Telangana in practitioners' tables/)
    assert.equal(await result.locator("tbody tr", { hasText: "Stamp duty on the memorandum of association" }).locator("summary").innerText(), "Practitioners' figure")
    // an OPC is not asked: it is always on the OPC scale
    await page.getByRole("group", { name: "What are you registering?" }).getByRole("radio", { name: "One person company (OPC)" }).check()
    assert.equal(await page.getByRole("group", { name: "Will it be a small company?" }).count(), 0)
    assert.deepEqual(page.errors, [])
    await page.context().close()
  })

  it("an LLP pays by its contribution's slab, and the answer goes to WhatsApp itemised", async () => {
    const page = await open("/tools/incorporation-cost")
    // LLP Rules, 2009, Annexure A: up to ₹1 lakh, FiLLiP ₹500 and Form 3 ₹50; name ₹200
    const result = await cost(page, "Limited liability partnership (LLP)", "1", "lakh", "2", "Total contribution of the partners", "Number of designated partners")
    assert.equal(await result.locator(".tool-result__value").innerText(), "₹750")
    assert.equal(
      await whatsAppText(page),
      [
        "Hello, I used the incorporation cost calculator on your website.",
        "Limited liability partnership (LLP) in Telangana. Total contribution: ₹1 lakh. Designated partners: 2.",
        "Government fees and stamp duty:",
        "- Name reservation (RUN-LLP): ₹200",
        "- Registration fee (Form FiLLiP): ₹500",
        "- Filing the LLP agreement (Form 3): ₹50",
        "- Stamp duty on the LLP agreement (Telangana): to be quoted",
        "- Government charge for the LLP's PAN and TAN: to be quoted",
        "Government total worked out: ₹750 (plus the items to be quoted).",
        "- Digital signatures (2 × ₹1,500): ₹3,000",
        "Your professional fee: from ₹6,999 (separate).",
        "Please send me a quote.",
      ].join("\n"),
    )
    // one rupee over the slab
    const next = await cost(page, "Limited liability partnership (LLP)", "1,00,001", "rupees", "2", "Total contribution of the partners", "Number of designated partners")
    assert.equal(await next.locator(".tool-result__value").innerText(), "₹2,300")
    // Get a quote: the form names the service
    await next.getByRole("link", { name: "Get a quote" }).click()
    await page.waitForURL(`${BASE}/our_profile/contact-us?service=Limited%20liability%20partnership%20(LLP)%20registration#contact-quote-heading`)
    const requirement = page.getByRole("form", { name: "Request a free quote" }).getByLabel("Requirement")
    await page.waitForFunction(() => Boolean(document.querySelector("#contact-quote-requirement")?.value))
    assert.equal(await requirement.inputValue(), "Limited liability partnership (LLP) registration: ")
    assert.deepEqual(page.errors, [])
    await page.context().close()
  })

  it("bad input is refused with a clear message, and nothing shows NaN or an exponent", async () => {
    const page = await open("/tools/incorporation-cost")
    const field = page.getByLabel(label, { exact: true })
    await field.fill("1")
    await page.getByLabel("Number of directors", { exact: true }).fill("1")
    await page.getByRole("button", { name: "Work out the cost" }).click()
    await page.locator("#inc-people-error", { hasText: "Enter the number of directors as a whole number from 2 to 15" }).waitFor()
    assert.equal(await page.getByRole("region", { name: "Cost of incorporating in Telangana" }).count(), 0)
    await page.getByLabel("Number of directors", { exact: true }).fill("2")
    const cases = [
      ["1e6", 'Write the authorised capital in plain digits, without "e" (for example 1200000 or 12,00,000)'],
      ["-1", "The authorised capital cannot be negative: enter 0 or more"],
      ["10 lakh", "Type only the number in the authorised capital box, and choose the unit (rupees, lakh or crore) beside it"],
      ["0", "Enter the authorised capital: ₹1 or more"],
      ["12345678901234567890", "The authorised capital has more than 15 digits: check the amount"],
    ]
    for (const [input, message] of cases) {
      await field.fill(input)
      await page.locator("#inc-capital-error", { hasText: message }).waitFor()
      assert.equal(await page.getByRole("region", { name: "Cost of incorporating in Telangana" }).count(), 0, input)
      await noBrokenNumbers(page)
    }
    await unitOf(page, label).selectOption("rupees")
    await field.fill("100000.50")
    await page.locator("#inc-capital-error", { hasText: "Enter the authorised capital in whole rupees, without paise" }).waitFor()
    // a huge capital: the stamp duty stops at ₹5 lakh, the Registrar's additional fees at ₹2.5 crore, every amount grouped the Indian way
    await unitOf(page, label).selectOption("crore")
    await field.fill("99999")
    const result = page.getByRole("region", { name: "Cost of incorporating in Telangana" })
    await result.waitFor()
    assert.deepEqual((await rows(result)).slice(1, 5), [
      ["Registration fee (SPICe+ with the memorandum and articles)", "₹2,50,36,000"],
      ["Stamp duty on the incorporation form", "₹20"],
      ["Stamp duty on the memorandum of association", "₹500"],
      ["Stamp duty on the articles of association", "₹5,00,000"],
    ])
    assert.equal(await result.locator(".tool-result__value").innerText(), "₹2,55,37,520")
    await noBrokenNumbers(page)
    await noSeriousAxeViolation(page)
    assert.deepEqual(page.errors, [])
    await page.context().close()
  })
})

describe("the tools index", () => {
  it("lists every tool and leads to it", async () => {
    const page = await open("/tools")
    assert.equal(await page.locator("h1").innerText(), "Free tools for your business")
    const cards = page.locator("#tools .card h3 a")
    const links = await cards.evaluateAll(as => as.map(a => [a.textContent, a.getAttribute("href")]))
    assert.deepEqual(links, [
      ["Which registrations do I need?", "/tools/which-registrations"],
      ["FSSAI licence calculator", "/tools/fssai-licence"],
      ["Udyam classification", "/tools/udyam-classification"],
      ["PF contribution calculator", "/tools/pf-contribution"],
      ["Trademark fee calculator", "/tools/trademark-fee"],
      ["Incorporation cost calculator", "/tools/incorporation-cost"],
      ["Compliance calendar", "/tools/compliance-calendar"],
    ])
    await page.getByRole("link", { name: "PF contribution calculator" }).click()
    await page.waitForURL(`${BASE}/tools/pf-contribution`)
    await page.locator("h1", { hasText: "PF contribution calculator" }).waitFor()
    // the breadcrumb leads back
    await page.getByRole("navigation", { name: "Breadcrumb" }).getByRole("link", { name: "Tools" }).click()
    await page.waitForURL(`${BASE}/tools`)
    assert.deepEqual(page.errors, [])
    await page.context().close()
  })
})

describe("with JavaScript off", () => {
  // The rules each page states, as a visitor reads them (literals; sources as in the tests above).
  const PAGES = {
    "/tools/which-registrations": [
      "Telangana, Arunachal Pradesh, Meghalaya, Puducherry, Sikkim and Uttarakhand\t₹20 lakh\t₹20 lakh",
      "Every other state and union territory\t₹40 lakh\t₹20 lakh",
      "e-commerce food platforms (selling on one does not count) and the head office of food units in more than one state",
      "Importers and exporters of goods; for services, only when claiming Foreign Trade Policy benefits",
      "From 20 employees",
      "10 or more employees, counting the contract workers you use, for the employees earning up to ₹21,000 a month",
      "A contractor who supplies contract workers, from 50 workers on any day of the last 12 months",
      "A principal employer that uses contract workers registers its establishment from 10 workers",
    ],
    "/tools/fssai-licence": [
      "Up to ₹1.5 crore",
      "Above ₹1.5 crore, up to ₹50 crore",
      "Above ₹50 crore",
      "A turnover of exactly ₹1.5 crore is still within basic registration",
      "Until 31 March 2026: basic registration up to ₹12 lakh, state licence ₹12 lakh to ₹20 crore, central licence above ₹20 crore.",
    ],
    "/tools/udyam-classification": ["Micro\t₹2.5 crore\t₹10 crore", "Small\t₹25 crore\t₹100 crore", "Medium\t₹125 crore\t₹500 crore", "Until 31 March 2025 the limits were lower"],
    "/tools/pf-contribution": ["12% of the wage", "3.67% of the wage", "8.33% of the wage up to ₹15,000", "0.5% of the wage up to ₹15,000 (at most ₹75)", "0.5% of the PF wages"],
    "/tools/trademark-fee": ["₹4,500 per class\t₹5,000 per class", "₹9,000 per class\t₹10,000 per class"],
    "/tools/incorporation-cost": ["Registration fee, authorised capital up to ₹15 lakh\tNil", "₹36,000 plus, for every ₹10,000 or part after the first ₹10 lakh: ₹300 up to ₹50 lakh, ₹100 up to ₹1 crore and ₹75 above it", "Which figures are from practitioners' tables", "Up to ₹1 lakh\t₹500\t₹50", "Above ₹1 crore\t₹25,000\t₹600"],
  }

  it("each tool page is prerendered with its rules, labelled controls and a note", async () => {
    const page = await openPage(browser, { width: 375, height: 740, javaScriptEnabled: false })
    for (const [path, rules] of Object.entries(PAGES)) {
      const res = await page.goto(`${BASE}${path}`)
      assert.equal(res.status(), 200, path)
      // (Playwright's text selectors skip <noscript>, so the note is found by its class)
      const note = page.locator(".tool-noscript")
      assert.ok(await note.isVisible(), `${path} shows the no-JavaScript note`)
      assert.match(await note.innerText(), /^This tool needs JavaScript, which is turned off in your browser\. The rules and limits it uses are set out below/)
      // (a table's row reads as a card on a phone, its cells on lines of their own: compared with the white space made one)
      const oneSpace = t => t.replace(/\s+/g, " ")
      const text = oneSpace(await page.locator("main").innerText())
      for (const rule of rules) assert.ok(text.includes(oneSpace(rule)), `${path} states "${rule}"`)
      assert.doesNotMatch(text, /NaN|Infinity/)
      const unlabelled = await page.evaluate(() =>
        [...document.querySelectorAll("main input, main select")].filter(el => !el.labels?.length && !el.getAttribute("aria-label")).map(el => el.id || el.name),
      )
      assert.deepEqual(unlabelled, [], path)
      assert.ok((await page.locator("main form").count()) === 1, `${path} has its form`)
      // the form cannot work without JavaScript, so it is shown disabled
      assert.equal(await page.locator("main form").getByRole("button").isDisabled(), true, `${path}: the button is disabled`)
    }
    await page.context().close()
  })
})

describe("tool code stays on tool pages", () => {
  /** JS files that only tool templates use, from the build's webpack stats. */
  function toolOnlyFiles() {
    const stats = JSON.parse(fs.readFileSync(path.join(ROOT, "public/webpack.stats.json"), "utf8"))
    const groups = Object.entries(stats.namedChunkGroups)
    const files = group => group.assets.map(a => (typeof a === "string" ? a : a.name)).filter(n => n.endsWith(".js"))
    const toolTemplates = groups.filter(([name]) => name.startsWith("component---src-templates-tool-"))
    const otherTemplates = groups.filter(([name]) => name.startsWith("component---") && !name.startsWith("component---src-templates-tool-"))
    const shared = new Set(otherTemplates.flatMap(([, g]) => files(g)))
    return { toolTemplates: toolTemplates.map(([n]) => n), files: new Set(toolTemplates.flatMap(([, g]) => files(g)).filter(f => !shared.has(f))) }
  }

  async function jsDownloads(path) {
    const page = await openPage(browser, { width: 1280, height: 800 })
    const files = []
    page.on("response", res => {
      const url = new URL(res.url())
      if (url.pathname.endsWith(".js")) files.push(url.pathname.slice(1))
    })
    // Gatsby prefetches the pages of visible links in idle time, 3 s after it first sees one:
    // the page's clock is moved on past that instead of waiting, then the prefetches finish.
    await page.clock.install()
    await page.goto(`${BASE}${path}`, { waitUntil: "networkidle" })
    await waitForHydration(page)
    await page.clock.runFor(10_000)
    await page.waitForLoadState("networkidle")
    const html = await page.content()
    await page.context().close()
    return { files, html }
  }

  it("a first visit to / or a guide downloads no tool JavaScript or tool CSS", async () => {
    const { toolTemplates, files } = toolOnlyFiles()
    assert.ok(toolTemplates.length >= 5, `tool templates: ${toolTemplates.join(", ")}`)
    assert.ok(files.size >= 5, "each tool template has its own chunk")
    for (const path of ["/", "/gst/services/gst-registration"]) {
      const visit = await jsDownloads(path)
      assert.ok(visit.files.length > 0, `${path} loads the app`)
      assert.deepEqual(visit.files.filter(f => files.has(f)), [], `${path} downloads tool code`)
      assert.ok(!visit.html.includes(".tool-result{"), `${path} carries no tool CSS`)
    }
    const tool = await jsDownloads("/tools/pf-contribution")
    assert.ok(tool.files.some(f => f.startsWith("component---src-templates-tool-pf-contribution-tsx-")), "the tool page loads its own chunk")
    assert.ok(!tool.files.some(f => f.startsWith("component---src-templates-tool-which-registrations-tsx-")), "and not another tool's chunk")
    assert.ok(tool.html.includes(".tool-result{"), "the tool page has its CSS")
  })
})
