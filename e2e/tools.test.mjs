// End-to-end tests of the tools (issue 6): a visitor uses each tool in
// headless Chromium, reads the answer and the WhatsApp message; the pages
// explain themselves with JavaScript off; other pages load no tool code.
import { describe, it } from "node:test"
import assert from "node:assert/strict"
import fs from "node:fs"
import path from "node:path"
import { createRequire } from "node:module"
import { fileURLToPath } from "node:url"
import { BASE, openPage, useBrowser, waitForHydration } from "./lib.mjs"

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

const turnoverUnit = (page, label) => page.getByRole("combobox", { name: `Unit of the ${label.toLowerCase()}` })

describe("Which registrations do I need?", () => {
  it("a restaurant company in Hyderabad gets its list with reasons, guide links and a WhatsApp message", async () => {
    const page = await open("/tools/which-registrations")
    assert.equal(await page.locator("h1").innerText(), "Which registrations do I need?")
    await page.getByRole("group", { name: "Business form" }).getByRole("radio", { name: "Private limited company" }).check()
    await page.getByLabel("Expected yearly turnover", { exact: true }).fill("25")
    await page.getByText("That is ₹25 lakh.").waitFor()
    await page.getByRole("group", { name: "Do you supply goods or services?" }).getByRole("radio", { name: "Both goods and services" }).check()
    await page.getByRole("group", { name: "Do you make, store, transport, sell or serve food?" }).getByRole("radio", { name: "Yes" }).check()
    await page.getByLabel("Number of employees", { exact: true }).fill("12")
    await page.getByRole("group", { name: /own brand name or logo/ }).getByRole("radio", { name: "Yes" }).check()
    await page.getByRole("group", { name: /shop, restaurant, workshop/ }).getByRole("radio", { name: "Yes" }).check()
    await page.getByRole("button", { name: "Show what I need" }).click()

    const result = page.getByRole("region", { name: "What your business needs" })
    await result.waitFor()
    assert.equal(await page.evaluate(() => document.activeElement.textContent), "What your business needs")
    const needed = result.getByRole("region", { name: "Needed now" })
    assert.deepEqual(await needed.getByRole("heading", { level: 4 }).allInnerTexts(), [
      "Private limited company incorporation",
      "GST registration",
      "FSSAI state licence",
      "Professional tax enrolment (PTEC) and employer registration (PTRC)",
      "GHMC or municipal trade licence",
      "ESI registration (ESIC)",
    ])
    await needed.getByText("Turnover of ₹25 lakh is above ₹20 lakh, the GST limit.", { exact: false }).waitFor()
    await needed.getByText("Turnover of ₹25 lakh is within ₹12 lakh to ₹20 crore, the range for a state licence.", { exact: false }).waitFor()
    await needed.getByText("You have 12 employees: ESI registration is mandatory for establishments with 10 or more employees.").waitFor()
    assert.deepEqual(await result.getByRole("region", { name: "Recommended" }).getByRole("heading", { level: 4 }).allInnerTexts(), [
      "Udyam (MSME) registration",
      "Trademark registration",
    ])
    await result
      .getByRole("region", { name: "Not needed at these numbers" })
      .getByText("PF registration is mandatory from 20 employees; you have 12. You can register voluntarily if you and most employees agree.")
      .waitFor()

    assert.equal(
      await whatsAppText(page),
      [
        'Hello, I used the "Which registrations do I need?" tool on your website.',
        "My business: Private limited company in Telangana, both goods and services, turnover ₹25 lakh a year, 12 employees, food business, trades from premises, own brand.",
        "Needed now: Private limited company incorporation; GST registration; FSSAI state licence; Professional tax enrolment (PTEC) and employer registration (PTRC); GHMC or municipal trade licence; ESI registration (ESIC).",
        "Recommended: Udyam (MSME) registration; Trademark registration.",
        "Please help me with these registrations.",
      ].join("\n"),
    )
    await noSeriousAxeViolation(page)

    // the guide link leads to the guide
    await needed.getByRole("link", { name: "Read the guide to FSSAI state licence" }).click()
    await page.waitForURL(`${BASE}/food-license/fssai/food-state-license`)
    await page.locator("h1", { hasText: /State/i }).waitFor()
    assert.match(await page.locator("h1").innerText(), /State/i)
    assert.deepEqual(page.errors, [])
    await page.context().close()
  })

  it("GST, PF and ESI change exactly at their limits", async () => {
    const page = await open("/tools/which-registrations", { width: 1280, height: 800 })
    const result = page.getByRole("region", { name: "What your business needs" })
    const section = name => result.getByRole("region", { name })
    await page.getByLabel("Expected yearly turnover", { exact: true }).fill("20")
    await page.getByLabel("Number of employees", { exact: true }).fill("9")
    await page.getByRole("button", { name: "Show what I need" }).click()
    await section("Not needed at these numbers").getByText("GST becomes mandatory above ₹20 lakh turnover; yours is ₹20 lakh.", { exact: false }).waitFor()
    await section("Not needed at these numbers").getByText("ESI registration is mandatory from 10 employees; you have 9.").waitFor()

    // the answer follows the questions once shown
    await page.getByLabel("Expected yearly turnover", { exact: true }).fill("20.01")
    await section("Needed now").getByText("Turnover of ₹20.01 lakh is above ₹20 lakh, the GST limit.").waitFor()
    await page.getByLabel("Expected yearly turnover", { exact: true }).fill("10.01")
    await page.getByRole("group", { name: "Where is the business?" }).getByRole("radio", { name: "A special category state", exact: true }).check()
    await section("Needed now").getByText("Turnover of ₹10.01 lakh is above ₹10 lakh, the GST limit in special category states.").waitFor()
    await page.getByLabel("Number of employees", { exact: true }).fill("10")
    await section("Needed now").getByText("You have 10 employees: ESI registration is mandatory for establishments with 10 or more employees.").waitFor()
    await page.getByLabel("Number of employees", { exact: true }).fill("19")
    await section("Not needed at these numbers").getByText("PF registration is mandatory from 20 employees; you have 19.", { exact: false }).waitFor()
    await page.getByLabel("Number of employees", { exact: true }).fill("20")
    await section("Needed now").getByText("You have 20 employees: PF registration is mandatory from 20 employees.").waitFor()
    // professional tax is a Telangana registration
    assert.equal(await section("Needed now").getByRole("heading", { name: /Professional tax/ }).count(), 0)
    assert.match(await whatsAppText(page), /Needed now: GST registration; PF registration \(EPFO\); ESI registration \(ESIC\)\./)
    assert.deepEqual(page.errors, [])
    await page.context().close()
  })

  it("names a missing answer under its field and focuses it", async () => {
    const page = await open("/tools/which-registrations")
    await page.getByLabel("Expected yearly turnover", { exact: true }).fill("lots")
    await page.getByRole("button", { name: "Show what I need" }).click()
    const turnover = page.getByLabel("Expected yearly turnover", { exact: true })
    assert.equal(await turnover.getAttribute("aria-invalid"), "true")
    await page.getByText("Enter the yearly turnover as a number, for example 12 or 12.5").waitFor()
    await page.getByText("Enter the number of employees").waitFor()
    assert.equal(await page.evaluate(() => document.activeElement.id), "which-turnover")
    assert.equal(await page.getByRole("region", { name: "What your business needs" }).count(), 0)
    await page.context().close()
  })
})

describe("calculators", () => {
  it("FSSAI: basic under 12 lakh, state from 12 lakh to 20 crore, central above", async () => {
    const page = await open("/tools/fssai-licence")
    const label = "Yearly turnover of the food business"
    const tierFor = async (amount, unit) => {
      await page.getByLabel(label, { exact: true }).fill(amount)
      await turnoverUnit(page, label).selectOption(unit)
      await page.getByRole("button", { name: "Find my licence" }).click()
      return page.getByRole("region", { name: "Your FSSAI licence" }).locator(".tool-result__value").innerText()
    }
    assert.equal(await tierFor("11.99", "lakh"), "FSSAI basic registration")
    assert.equal(await tierFor("1199999", "rupees"), "FSSAI basic registration")
    assert.equal(await tierFor("12", "lakh"), "FSSAI state licence")
    assert.equal(await tierFor("20", "crore"), "FSSAI state licence")
    assert.equal(await tierFor("200000001", "rupees"), "FSSAI central licence")
    assert.equal(await tierFor("20.01", "crore"), "FSSAI central licence")
    assert.equal(
      await whatsAppText(page),
      [
        "Hello, I used the FSSAI licence calculator on your website.",
        "Yearly food turnover: ₹20.01 crore.",
        "Result: FSSAI central licence (Form B, filed with FSSAI).",
        "Please help me apply for the FSSAI central licence.",
      ].join("\n"),
    )
    // an importer needs the central licence at any turnover
    await page.getByLabel(label, { exact: true }).fill("5")
    await turnoverUnit(page, label).selectOption("lakh")
    await page.getByRole("group", { name: /import or export food/ }).getByRole("radio", { name: "Yes" }).check()
    await page.getByText("Importers, exporters, e-commerce food businesses and multi-state head offices need the central licence whatever their turnover.").waitFor()
    await noSeriousAxeViolation(page)
    assert.deepEqual(page.errors, [])
    await page.context().close()
  })

  it("Udyam: the class whose investment and turnover limits are both met", async () => {
    // with the site's Content-Security-Policy enforced, as served in production
    const page = await open("/tools/udyam-classification", undefined, { enforceCsp: true })
    const classFor = async (investment, turnover) => {
      await page.getByLabel("Investment in plant and machinery or equipment", { exact: true }).fill(investment)
      await page.getByLabel("Yearly turnover", { exact: true }).fill(turnover)
      await page.getByRole("button", { name: "Find my class" }).click()
      return page.getByRole("region", { name: "Your Udyam classification" }).locator(".tool-result__value").innerText()
    }
    // limits since 1 April 2025, S.O. 1364(E) of 21 March 2025
    assert.equal(await classFor("2.5", "10"), "Micro enterprise")
    assert.equal(await classFor("2.51", "10"), "Small enterprise")
    assert.equal(await classFor("2.5", "10.01"), "Small enterprise")
    assert.equal(await classFor("25", "100"), "Small enterprise")
    assert.equal(await classFor("0.5", "100.01"), "Medium enterprise")
    assert.equal(await classFor("125", "500"), "Medium enterprise")
    assert.equal(await classFor("125.01", "500"), "Not an MSME")
    await page
      .getByText("The investment of ₹125.01 crore is above ₹125 crore, beyond the medium enterprise limits, so Udyam registration is not available.")
      .waitFor()
    assert.equal(await classFor("2.5", "10"), "Micro enterprise")
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

  it("PF: 12% employee, 3.67% EPF and 8.33% EPS up to 15,000, 0.5% EDLI", async () => {
    const page = await open("/tools/pf-contribution")
    const rows = async wage => {
      await page.getByLabel("Monthly wage in rupees (basic pay + DA)", { exact: true }).fill(wage)
      await page.getByRole("button", { name: "Calculate contributions" }).click()
      const rupees = `₹${Number(wage).toLocaleString("en-IN")}`
      const table = page.getByRole("region", { name: "Monthly PF contributions" }).getByRole("table", { name: `PF contributions for a monthly wage of ${rupees}` })
      await table.waitFor()
      return table.locator("tr").evaluateAll(trs => trs.slice(1).map(tr => [...tr.children].map(c => c.textContent.trim()).join(" | ")))
    }
    assert.deepEqual(await rows("10000"), [
      "Employee PF (deducted from the wage) | 12% | ₹1,200",
      "Employer PF (EPF) | 3.67% | ₹367",
      "Employer pension (EPS) | 8.33% of ₹10,000 | ₹833",
      "Employer insurance (EDLI) | 0.5% of ₹10,000 | ₹50",
      "Employer's total |  | ₹1,250",
      "Total each month |  | ₹2,450",
    ])
    assert.deepEqual((await rows("14999")).slice(1, 4), [
      "Employer PF (EPF) | 3.67% | ₹551",
      "Employer pension (EPS) | 8.33% of ₹14,999 | ₹1,249",
      "Employer insurance (EDLI) | 0.5% of ₹14,999 | ₹75",
    ])
    assert.deepEqual(await rows("15000"), [
      "Employee PF (deducted from the wage) | 12% | ₹1,800",
      "Employer PF (EPF) | 3.67% | ₹550",
      "Employer pension (EPS) | 8.33% of ₹15,000 | ₹1,250",
      "Employer insurance (EDLI) | 0.5% of ₹15,000 | ₹75",
      "Employer's total |  | ₹1,875",
      "Total each month |  | ₹3,675",
    ])
    assert.deepEqual((await rows("15001")).slice(0, 3), [
      "Employee PF (deducted from the wage) | 12% | ₹1,800",
      "Employer PF (EPF) | 12% less pension | ₹550",
      "Employer pension (EPS) | 8.33% of ₹15,000 | ₹1,250",
    ])
    assert.deepEqual(await rows("25000"), [
      "Employee PF (deducted from the wage) | 12% | ₹3,000",
      "Employer PF (EPF) | 12% less pension | ₹1,750",
      "Employer pension (EPS) | 8.33% of ₹15,000 | ₹1,250",
      "Employer insurance (EDLI) | 0.5% of ₹15,000 | ₹75",
      "Employer's total |  | ₹3,075",
      "Total each month |  | ₹6,075",
    ])
    await page.getByText("The pension share is worked out on ₹15,000, the wage ceiling, so it stays at ₹1,250", { exact: false }).waitFor()
    assert.equal(
      await whatsAppText(page),
      [
        "Hello, I used the PF contribution calculator on your website.",
        "Monthly wage (basic + DA): ₹25,000.",
        "Employee PF: ₹3,000. Employer PF (EPF): ₹1,750. Pension (EPS): ₹1,250. EDLI: ₹75.",
        "Total each month: ₹6,075.",
        "Please help me with PF registration and monthly filing.",
      ].join("\n"),
    )
    await noSeriousAxeViolation(page)
    assert.deepEqual(page.errors, [])
    await page.context().close()
  })

  it("trademark: fee per class times classes, 1 to 45 classes", async () => {
    const page = await open("/tools/trademark-fee", undefined, { enforceCsp: true })
    const fee = async (applicant, classes) => {
      await page.getByRole("group", { name: "Who is applying?" }).getByRole("radio", { name: applicant }).check()
      await page.getByLabel("Number of classes", { exact: true }).fill(classes)
      await page.getByRole("button", { name: "Calculate the fee" }).click()
      return page.getByRole("region", { name: "Government filing fee" }).locator(".tool-result__value").innerText()
    }
    assert.equal(await fee(/^Individual, startup or small enterprise/, "1"), "₹4,500")
    assert.equal(await fee(/^Individual, startup or small enterprise/, "45"), "₹2,02,500")
    assert.equal(await fee(/^Any other applicant/, "1"), "₹9,000")
    assert.equal(await fee(/^Any other applicant/, "3"), "₹27,000")
    assert.equal(
      await whatsAppText(page),
      [
        "Hello, I used the trademark fee calculator on your website.",
        "Applicant: Any other applicant (company, firm or LLP without Udyam or startup recognition).",
        "Government fee: ₹9,000 x 3 classes = ₹27,000.",
        "Please help me file my trademark application.",
      ].join("\n"),
    )
    await page.getByLabel("Number of classes", { exact: true }).fill("46")
    await page.getByText("Enter a whole number from 1 to 45").waitFor()
    assert.equal(await page.getByRole("region", { name: "Government filing fee" }).count(), 0)
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
      ["Compliance calendar", "/tools/compliance-calendar"],
    ])
    await page.getByRole("link", { name: "PF contribution calculator" }).click()
    await page.waitForURL(`${BASE}/tools/pf-contribution`)
    await page.locator("h1", { hasText: "PF contribution calculator" }).waitFor()
    assert.equal(await page.locator("h1").innerText(), "PF contribution calculator")
    // the breadcrumb leads back
    await page.getByRole("navigation", { name: "Breadcrumb" }).getByRole("link", { name: "Tools" }).click()
    await page.waitForURL(`${BASE}/tools`)
    assert.deepEqual(page.errors, [])
    await page.context().close()
  })
})

describe("with JavaScript off", () => {
  const PAGES = {
    "/tools/which-registrations": ["Turnover above ₹20 lakh (₹10 lakh in special category states)", "From 20 employees", "10 or more employees"],
    "/tools/fssai-licence": ["Under ₹12 lakh", "₹12 lakh to ₹20 crore", "Above ₹20 crore"],
    "/tools/udyam-classification": ["₹2.5 crore", "₹10 crore", "₹500 crore"],
    "/tools/pf-contribution": ["12% of the wage", "3.67% of the wage", "8.33% of the wage up to ₹15,000", "0.5% of the wage up to ₹15,000"],
    "/tools/trademark-fee": ["₹4,500 per class", "₹9,000 per class"],
  }

  it("each tool page is prerendered with its rules, labelled controls and a note", async () => {
    const context = await browser.newContext({ javaScriptEnabled: false, viewport: { width: 375, height: 740 } })
    const page = await context.newPage()
    for (const [path, rules] of Object.entries(PAGES)) {
      const res = await page.goto(`${BASE}${path}`)
      assert.equal(res.status(), 200, path)
      // (Playwright's text selectors skip <noscript>, so the note is found by its class)
      const note = page.locator(".tool-noscript")
      assert.ok(await note.isVisible(), `${path} shows the no-JavaScript note`)
      assert.match(await note.innerText(), /^This tool needs JavaScript, which is turned off in your browser\. The rules and limits it uses are set out below/)
      const text = await page.locator("main").innerText()
      for (const rule of rules) assert.ok(text.includes(rule), `${path} states "${rule}"`)
      const unlabelled = await page.evaluate(() =>
        [...document.querySelectorAll("main input, main select")].filter(el => !el.labels?.length && !el.getAttribute("aria-label")).map(el => el.id || el.name),
      )
      assert.deepEqual(unlabelled, [], path)
      assert.ok((await page.locator("main form").count()) === 1, `${path} has its form`)
      // the form cannot work without JavaScript, so it is shown disabled
      assert.equal(await page.locator("main form").getByRole("button").isDisabled(), true, `${path}: the button is disabled`)
    }
    await context.close()
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
