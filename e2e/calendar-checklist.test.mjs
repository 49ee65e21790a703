// End-to-end: the compliance calendar and the document checklist, used as a visitor would.
import { describe, it } from "node:test"
import assert from "node:assert/strict"
import fs from "node:fs/promises"
import { createRequire } from "node:module"
import { BASE, openPage, useBrowser, waitForHydration } from "./lib.mjs"

const require = createRequire(import.meta.url)

const browser = await useBrowser()

/** A visitor on a phone; "today" is fixed so the dates can be checked. WhatsApp opens in a stand-in tab. */
async function visitor(today) {
  const page = await openPage(browser, { width: 375, height: 800 })
  // Routes run newest first: answer wa.me here instead of recording it as an external request.
  await page.context().route(/^https:\/\/wa\.me\//, route => route.fulfill({ status: 200, contentType: "text/plain", body: "WhatsApp" }))
  if (today) await page.clock.setFixedTime(today)
  return page
}

/** Clicks a WhatsApp link and returns the text it opens WhatsApp with. */
async function sendOnWhatsApp(page, link) {
  const [popup] = await Promise.all([page.waitForEvent("popup"), link.click()])
  const url = new URL(popup.url())
  await popup.close()
  assert.equal(`${url.origin}${url.pathname}`, `https://wa.me/919876543210`)
  return url.searchParams.get("text")
}

const AXE_SOURCE = await fs.readFile(require.resolve("axe-core/axe.min.js"), "utf8")

/** axe-core's WCAG 2.1 AA findings inside one part of the page. */
async function axeViolations(page, selector) {
  // Evaluated through DevTools: the site's Content-Security-Policy blocks an injected <script>.
  if (!(await page.evaluate(() => Boolean(window.axe)))) await page.evaluate(AXE_SOURCE)
  const result = await page.evaluate(s => window.axe.run(s, { runOnly: ["wcag2a", "wcag2aa", "wcag21aa"] }), selector)
  return result.violations.map(v => `${v.id}: ${v.nodes.map(n => n.target.join(" ")).join(", ")}`)
}

/** Downloads the .ics and returns its file name and text. */
async function downloadIcs(page) {
  const [download] = await Promise.all([page.waitForEvent("download"), page.getByRole("button", { name: "Download calendar (.ics)" }).click()])
  // read as a stream: the browser may run in another process (the shared e2e fixture)
  const chunks = []
  for await (const chunk of await download.createReadStream()) chunks.push(chunk)
  return { name: download.suggestedFilename(), text: Buffer.concat(chunks).toString("utf8") }
}

/** The VEVENTs of an .ics text, unfolded, as { NAME;PARAMS: value } objects. */
function events(text) {
  const lines = text.replace(/\r\n[ \t]/g, "").split("\r\n")
  const out = []
  let current = null
  let inAlarm = false
  for (const line of lines) {
    if (line === "BEGIN:VEVENT") current = {}
    else if (line === "END:VEVENT") {
      out.push(current)
      current = null
    } else if (line === "BEGIN:VALARM") inAlarm = true
    else if (line === "END:VALARM") inAlarm = false
    else if (current && !inAlarm) {
      const i = line.indexOf(":")
      current[line.slice(0, i)] = line.slice(i + 1)
    }
  }
  return out
}

const TODAY = new Date(2026, 2, 10, 10, 0, 0) // 10 March 2026, 10:00 local time

describe("compliance calendar", () => {
  it("an LLP with a tax audit sees its dates, downloads them as an .ics and sends them on WhatsApp", async () => {
    const page = await visitor(TODAY)
    await page.goto(`${BASE}/tools/compliance-calendar`)
    await waitForHydration(page)
    assert.equal(await page.locator("h1").innerText(), "Compliance Calendar")
    const results = page.getByRole("region", { name: "Your due dates" })
    await results.getByText("Choose your business form to see your due dates for the next 12 months.").waitFor()

    await page.getByLabel("Limited liability partnership (LLP)").check()
    const items = () => results.getByRole("listitem").allInnerTexts()
    const flat = async () => (await items()).map(t => t.replace(/\s*\n\s*/g, " | "))
    assert.deepEqual(await flat(), [
      "30 May 2026 | LLP annual return (Form 11) | For the financial year 2025-26. Due 30 May every year.",
      "31 August 2026 | Income tax return of the LLP (ITR-5) | For the financial year 2025-26. Due 31 August every year.",
      "30 October 2026 | LLP statement of account and solvency (Form 8) | For the financial year 2025-26. Due 30 October every year.",
    ])

    await page.getByLabel("Tax audit applies").check()
    assert.deepEqual(await flat(), [
      "30 May 2026 | LLP annual return (Form 11) | For the financial year 2025-26. Due 30 May every year.",
      "30 September 2026 | Tax audit report (Form 3CD) | For the financial year 2025-26. Due 30 September every year.",
      "30 October 2026 | LLP statement of account and solvency (Form 8) | For the financial year 2025-26. Due 30 October every year.",
      "31 October 2026 | Income tax return of the LLP (ITR-5) | For the financial year 2025-26. Due 31 October every year.",
    ])
    assert.equal(
      await results.locator("[aria-live]").innerText(),
      "4 due dates for your LLP with a tax audit, from 10 March 2026 to 9 March 2027.",
    )

    const { name, text } = await downloadIcs(page)
    assert.equal(name, "compliance-calendar-llp.ics")
    assert.ok(text.startsWith("BEGIN:VCALENDAR\r\nVERSION:2.0\r\n"), "VCALENDAR header with CRLF")
    assert.ok(text.endsWith("END:VCALENDAR\r\n"))
    assert.equal(text.replace(/\r\n/g, "").includes("\n"), false, "no bare LF")
    const evs = events(text)
    assert.deepEqual(
      evs.map(e => [e.SUMMARY, e["DTSTART;VALUE=DATE"], e["DTEND;VALUE=DATE"], e.RRULE]),
      [
        ["LLP annual return (Form 11)", "20260530", "20260531", "FREQ=YEARLY"],
        ["LLP statement of account and solvency (Form 8)", "20261030", "20261031", "FREQ=YEARLY"],
        ["Income tax return of the LLP (ITR-5)", "20261031", "20261101", "FREQ=YEARLY"],
        ["Tax audit report (Form 3CD)", "20260930", "20261001", "FREQ=YEARLY"],
      ],
    )
    const stamp = TODAY.toISOString().replace(/[-:]/g, "").replace(/\.\d{3}/, "")
    for (const e of evs) {
      assert.match(e.UID, /@www\.example\.com$/)
      assert.equal(e.DTSTAMP, stamp)
    }
    assert.equal(new Set(evs.map(e => e.UID)).size, 4)

    const message = await sendOnWhatsApp(page, results.getByRole("link", { name: "Send these dates on WhatsApp" }))
    assert.equal(
      message,
      [
        "Hello, please help me keep up with the compliance dates of my LLP with a tax audit.",
        "My due dates for the next 12 months:",
        "- 30 May 2026: LLP annual return (Form 11)",
        "- 30 September 2026: Tax audit report (Form 3CD)",
        "- 30 October 2026: LLP statement of account and solvency (Form 8)",
        "- 31 October 2026: Income tax return of the LLP (ITR-5)",
      ].join("\n"),
    )
    assert.deepEqual(page.errors, [])
    await page.context().close()
  })

  it("PF adds the 15th of every month and a licence its renewal 30 days before expiry, in the list and the file", async () => {
    const page = await visitor(TODAY)
    await page.goto(`${BASE}/tools/compliance-calendar`)
    await waitForHydration(page)
    await page.getByLabel("Private limited company").check()
    await page.getByLabel("Employs 20 or more people (PF)").check()
    const expiry = page.getByLabel("Trade licence (GHMC or municipal): expiry date")
    assert.equal(await expiry.isVisible(), false)
    await page.getByLabel("Holds a trade, labour or FSSAI licence").check()
    await expiry.fill("2026-06-15")
    assert.deepEqual(await axeViolations(page, ".calendar-tool"), [])

    const results = page.getByRole("region", { name: "Your due dates" })
    const texts = (await results.getByRole("listitem").allInnerTexts()).map(t => t.replace(/\s*\n\s*/g, " | "))
    assert.equal(texts.filter(t => t.includes("PF deposit and ECR")).length, 12)
    assert.equal(texts[0], "15 March 2026 | PF deposit and ECR | Contributions for February 2026. Due by the 15th of every month.")
    assert.ok(texts.includes("16 May 2026 | Trade licence renewal | Licence expires on 15 June 2026. Due 30 days before expiry."))
    assert.ok(texts.includes("31 October 2026 | Income tax return of the company | For the financial year 2025-26. Due 31 October every year."))

    const { name, text } = await downloadIcs(page)
    assert.equal(name, "compliance-calendar-pvtltd.ics")
    const evs = events(text)
    const pf = evs.find(e => e.SUMMARY === "PF deposit and ECR")
    assert.equal(pf["DTSTART;VALUE=DATE"], "20260315")
    assert.equal(pf.RRULE, "FREQ=MONTHLY;BYMONTHDAY=15")
    const trade = evs.find(e => e.SUMMARY === "Trade licence renewal")
    assert.equal(trade["DTSTART;VALUE=DATE"], "20260516")
    assert.deepEqual(page.errors, [])
    await page.context().close()
  })

  it("explains itself with JavaScript off: the text lists every deadline", async () => {
    const context = await browser.newContext({ javaScriptEnabled: false, viewport: { width: 375, height: 800 } })
    const page = await context.newPage()
    await page.goto(`${BASE}/tools/compliance-calendar`)
    assert.equal(await page.locator("h1").innerText(), "Compliance Calendar")
    assert.deepEqual(await page.getByRole("navigation", { name: "Breadcrumb" }).getByRole("listitem").allInnerTexts(), ["Home", "Tools", "Compliance Calendar"])
    assert.match(await page.locator("main").innerText(), /needs JavaScript/) // the page says why no dates show
    const rows = (await page.getByRole("table").getByRole("row").allInnerTexts()).map(r => r.replace(/\s+/g, " ").trim())
    const row = start => rows.find(r => r.startsWith(start))
    assert.match(row("LLP annual return (Form 11)"), /30 May every year$/)
    assert.match(row("LLP statement of account and solvency (Form 8)"), /30 October every year$/)
    assert.match(row("LLP income tax return (ITR-5)"), /^LLP income tax return \(ITR-5\) Every LLP 31 October with an audit;/)
    assert.match(row("Tax audit report"), /30 September every year$/)
    assert.match(row("PF deposit and ECR"), /By the 15th of every month/)
    assert.match(row("Trade licence renewal"), /30 days before expiry$/)
    assert.ok(rows.some(r => r.startsWith("Income tax return Individuals") && r.endsWith("31 July every year")))
    await context.close()
  })
})

describe("document checklist on a guide", () => {
  // The partnership guide's documents as the reviewed content lists them (written here, not read
  // from the Markdown under test).
  const guide = {
    path: "/registrations/company/partnership-firm",
    heading: "Partnership Firm Registration",
    documentsHeading: "Documents required",
    documents: [
      "PAN card of each partner",
      "Aadhaar card of each partner",
      "Passport-size photograph of each partner",
      "Partnership deed on stamp paper, signed by all partners and two witnesses",
      "Proof of business address (electricity bill or property tax receipt)",
      "Rent agreement and no-objection letter from the owner if the premises are rented",
      "Registration application signed by all partners",
      "PAN card of the firm (for the bank account and GST)",
    ],
  }

  it("tick two documents and send the list on WhatsApp", async () => {
    const page = await visitor()
    await page.goto(`${BASE}${guide.path}`)
    await waitForHydration(page)
    const section = page.getByRole("region", { name: guide.documentsHeading })
    const n = guide.documents.length
    assert.deepEqual(await section.getByRole("listitem").allInnerTexts(), guide.documents)
    await section.getByText(`You have 0 of ${n} documents.`).waitFor()

    const [first, second] = [guide.documents[0], guide.documents[3]]
    await section.getByLabel(first).check() // a tap on the box
    await section.getByText(second).click() // a tap on the words ticks it too
    assert.equal(await section.getByLabel(second).isChecked(), true)
    await section.getByText(`You have 2 of ${n} documents.`).waitFor()
    // the keyboard works as well: Space ticks and unticks
    await section.getByLabel(guide.documents[1]).press("Space")
    await section.getByText(`You have 3 of ${n} documents.`).waitFor()
    await section.getByLabel(guide.documents[1]).press("Space")
    await section.getByText(`You have 2 of ${n} documents.`).waitFor()
    assert.deepEqual(await axeViolations(page, ".checklist"), [])

    const message = await sendOnWhatsApp(page, section.getByRole("link", { name: "Send on WhatsApp" }))
    const missing = guide.documents.filter(d => d !== first && d !== second)
    assert.equal(
      message,
      [
        `Hello, I need help with ${guide.heading}.`,
        "",
        `Documents I still need (${n - 2} of ${n}):`,
        ...missing.map(d => `- ${d}`),
        "",
        `Documents I have (2 of ${n}):`,
        `- ${first}`,
        `- ${second}`,
        "",
        "Please tell me the next steps.",
      ].join("\n"),
    )
    assert.equal(message.split("\n")[0], "Hello, I need help with Partnership Firm Registration.")
    assert.deepEqual(page.errors, [])
    await page.context().close()
  })

  it("reads as a list of documents with JavaScript off", async () => {
    const context = await browser.newContext({ javaScriptEnabled: false })
    const page = await context.newPage()
    await page.goto(`${BASE}${guide.path}`)
    const section = page.getByRole("region", { name: guide.documentsHeading })
    assert.deepEqual(await section.getByRole("listitem").allInnerTexts(), guide.documents)
    assert.equal(await section.getByRole("checkbox").count(), guide.documents.length)
    const href = await section.getByRole("link", { name: "Send on WhatsApp" }).getAttribute("href")
    assert.match(new URL(href).searchParams.get("text"), new RegExp(`^Hello, I need help with ${guide.heading}\\.\\n\\nDocuments I still need \\(${guide.documents.length} of`))
    await context.close()
  })

  it("each guide on a combined page keeps its own checklist", async () => {
    const page = await visitor()
    await page.goto(`${BASE}/gst/services`)
    await waitForHydration(page)
    const links = page.getByRole("link", { name: "Send on WhatsApp" })
    const count = await links.count()
    assert.ok(count >= 2, `checklists on the combined GST page: ${count}`)
    const ids = await page.locator('.checklist input[type="checkbox"]').evaluateAll(els => els.map(e => e.id))
    assert.equal(new Set(ids).size, ids.length, "checkbox ids are unique")
    await page.locator(".checklist").first().getByRole("checkbox").first().check()
    assert.match(await page.locator(".checklist").nth(0).innerText(), /You have 1 of/)
    assert.match(await page.locator(".checklist").nth(1).innerText(), /You have 0 of/)
    assert.deepEqual(page.errors, [])
    await page.context().close()
  })
})
