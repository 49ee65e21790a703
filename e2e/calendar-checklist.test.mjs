// End-to-end: the compliance calendar and the document checklist, used as a visitor would.
// The calendar's dates are literals written here, each next to the rule it comes from; the
// downloaded .ics is read back with ical.js, a full iCalendar (RFC 5545) parser.
import { describe, it } from "node:test"
import assert from "node:assert/strict"
import fs from "node:fs/promises"
import { createRequire } from "node:module"
import ICAL from "ical.js"
import { BASE, openPage, standIn, useBrowser, waitForHydration } from "./lib.mjs"

const require = createRequire(import.meta.url)

const browser = await useBrowser()

/** A visitor on a phone; "today" is fixed so the dates can be checked. WhatsApp opens in a stand-in tab. */
async function visitor(today) {
  const page = await openPage(browser, { width: 375, height: 800 })
  await standIn(page.context(), /^https:\/\/wa\.me\//, "WhatsApp")
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

/** The events of an .ics text as ical.js reads them: { uid, date, summary, allDay, rrule }. */
function events(text) {
  const calendar = new ICAL.Component(ICAL.parse(text))
  assert.equal(calendar.getFirstPropertyValue("version"), "2.0")
  return calendar.getAllSubcomponents("vevent").map(e => {
    const start = e.getFirstPropertyValue("dtstart")
    return {
      uid: e.getFirstPropertyValue("uid"),
      date: start.toString(),
      allDay: start.isDate && e.getFirstPropertyValue("dtend").isDate,
      summary: e.getFirstPropertyValue("summary"),
      stamp: e.getFirstPropertyValue("dtstamp").toString(),
      rrule: e.hasProperty("rrule"),
    }
  })
}

/** The list on the page as "date | title | note. Due rule." lines. */
async function listed(results) {
  return (await results.getByRole("listitem").allInnerTexts()).map(t => t.replace(/\s*\n\s*/g, " | "))
}

const TODAY = new Date(2026, 10, 23, 10, 0, 0) // 23 November 2026, 10:00 local time

describe("compliance calendar", () => {
  it("an LLP sees its dates for the next 12 months, downloads them as an .ics and sends them on WhatsApp", async () => {
    const page = await visitor(TODAY)
    await page.goto(`${BASE}/tools/compliance-calendar`)
    await waitForHydration(page)
    assert.equal(await page.locator("h1").innerText(), "Compliance Calendar")
    const results = page.getByRole("region", { name: "Your due dates" })
    await results.getByText("Choose your business form to see your due dates for the next 12 months.").waitFor()

    await page.getByLabel("Limited liability partnership (LLP)").check()
    assert.deepEqual(await listed(results), [
      // LLP Rules, 2009, rule 25: Form 11 within 60 days of the year end
      "30 May 2027 | LLP annual return (Form 11) | For the financial year 2026-27. Due by 30 May every year.",
      // Finance Act, 2026: 31 August for a business without an audit
      "31 August 2027 | Income tax return of the LLP (ITR-5) | For the tax year 2026-27. Due by 31 August every year.",
      // LLP Rules, 2009, rule 24: Form 8 by 30 October
      "30 October 2027 | LLP statement of account and solvency (Form 8) | For the financial year 2026-27. Due by 30 October every year.",
    ])
    // The dates fill in below the rest of the questions (on a phone ~2,000px down): a link at the
    // answer says how many there are and takes the visitor to them, under the sticky header (review 5).
    const jump = page.getByRole("link", { name: "See your 3 due dates below" })
    assert.ok(await jump.isVisible(), "the link is shown at the answer")
    const jumpBox = await jump.boundingBox()
    const answer = await page.getByLabel("Limited liability partnership (LLP)").boundingBox()
    assert.ok(jumpBox.width > 0 && jumpBox.height > 0 && jumpBox.y > answer.y && jumpBox.y - answer.y < 400, `the link ${Math.round(jumpBox.y - answer.y)}px below the answer`)
    await jump.click()
    await page.waitForFunction(() => {
      const h2 = document.querySelector(".calendar-results h2").getBoundingClientRect()
      const header = document.querySelector(".site-header").getBoundingClientRect()
      return h2.top >= header.bottom && h2.top < header.bottom + 60
    })
    // and the first date is on that screen, under the actions (review 19: the hints on .ics files
    // came first and pushed it a screen down)
    const firstDate = results.locator(".calendar-item").first()
    const dateBox = await firstDate.boundingBox()
    const windowHeight = page.viewportSize().height
    assert.ok((await firstDate.isVisible()) && dateBox.height > 0 && dateBox.y + dateBox.height <= windowHeight, `the first date's foot at ${Math.round(dateBox.y + dateBox.height)}px of ${windowHeight}`)

    // audited accounts move the return to 31 October (Income-tax Act, 2025, s.263(1))
    await page.getByLabel("The LLP's accounts are audited").check()
    await results.getByText("31 October 2027").waitFor()
    assert.deepEqual((await listed(results)).map(t => t.split(" | ").slice(0, 2).join(" | ")), [
      "30 May 2027 | LLP annual return (Form 11)",
      "30 October 2027 | LLP statement of account and solvency (Form 8)",
      "31 October 2027 | Income tax return of the LLP (ITR-5)",
    ])
    // GST quarterly returns with Telangana's GSTR-3B day (CGST Rules, rules 59 and 61)
    await page.getByLabel("Quarterly returns, monthly payment (QRMP)").check()
    assert.deepEqual((await listed(results)).slice(0, 4), [
      "25 November 2026 | GST payment (PMT-06) | For October 2026. Due by the 25th of the next month.",
      "25 December 2026 | GST payment (PMT-06) | For November 2026. Due by the 25th of the next month.",
      "31 December 2026 | GSTR-9 (GST annual return) | For the financial year 2025-26; optional for turnover up to ₹2 crore. Due by 31 December every year.",
      "13 January 2027 | GSTR-1 (quarterly sales return) | For October to December 2026. Due by the 13th of the month after the quarter.",
    ])
    await results.getByText("GSTR-3B (quarterly return, Telangana)").first().waitFor()
    assert.equal(
      await results.locator("[aria-live]").innerText(),
      "20 due dates for your LLP with audited accounts and GST quarterly returns (QRMP) in the next 12 months (23 November 2026 to 22 November 2027).",
    )
    assert.deepEqual(await results.getByRole("heading", { level: 3 }).allInnerTexts().then(h => h.slice(0, 3)), ["November 2026", "December 2026", "January 2027"])

    const { name, text } = await downloadIcs(page)
    assert.equal(name, "compliance-calendar-llp.ics")
    assert.ok(text.startsWith("BEGIN:VCALENDAR\r\nVERSION:2.0\r\n"), "VCALENDAR header with CRLF")
    assert.equal(text.replace(/\r\n/g, "").includes("\n"), false, "no bare LF")
    const evs = events(text)
    // the file holds exactly the dates listed, each an all-day event of its own, none repeating
    const dates = await results.locator("time").evaluateAll(ts => ts.map(t => t.getAttribute("datetime")))
    assert.deepEqual(evs.map(e => e.date), dates)
    assert.equal(evs.length, 20)
    for (const e of evs) {
      assert.equal(e.allDay, true, e.summary)
      assert.equal(e.rrule, false, e.summary)
      assert.match(e.uid, new RegExp(`^llp-[a-z0-9-]+-${e.date.replace(/-/g, "")}@www\\.example\\.com$`))
    }
    assert.equal(new Set(evs.map(e => e.uid)).size, evs.length)
    assert.equal(evs.find(e => e.summary === "LLP annual return (Form 11)").uid, "llp-llp-form-11-20270530@www.example.com")
    assert.equal(evs.find(e => e.summary === "Income tax return of the LLP (ITR-5)").uid, "llp-itr-20271031@www.example.com")

    const message = await sendOnWhatsApp(page, results.getByRole("link", { name: "Send these dates on WhatsApp" }))
    assert.equal(
      message,
      [
        "Hello, please help me keep up with the compliance dates of my LLP with audited accounts and GST quarterly returns (QRMP).",
        "My due dates for the next 12 months:",
        "- GST payment (PMT-06): by the 25th of the next month, next on 25 November 2026",
        "- 31 December 2026: GSTR-9 (GST annual return)",
        "- GSTR-1 (quarterly sales return): by the 13th of the month after the quarter, next on 13 January 2027",
        "- GSTR-3B (quarterly return, Telangana): by the 22nd of the month after the quarter, next on 22 January 2027",
        "- 30 May 2027: LLP annual return (Form 11)",
        "- 30 October 2027: LLP statement of account and solvency (Form 8)",
        "- 31 October 2027: Income tax return of the LLP (ITR-5)",
      ].join("\n"),
    )
    assert.deepEqual(page.errors, [])
    await page.context().close()
  })

  it("a company with GST, TDS, advance tax, PF, ESI, professional tax and a trade licence gets every date, and the same UID never carries two dates", async () => {
    const page = await visitor(TODAY)
    await page.goto(`${BASE}/tools/compliance-calendar`)
    await waitForHydration(page)
    await page.getByLabel("Private limited company").check()
    await page.getByLabel("Monthly returns").check()
    await page.getByLabel("Deducts TDS (salaries, rent, contractors, professionals)").check()
    await page.getByLabel("Pays advance tax").check()
    await page.getByLabel("PF: employs 20 or more people").check()
    await page.getByLabel(/^ESI: 10 or more employees/).check()
    await page.getByLabel("Professional tax: pays salaries in Telangana and deducts the tax").check()
    const expiry = page.getByLabel("Trade licence (GHMC or municipal): expiry date")
    assert.equal(await expiry.isVisible(), false)
    await page.getByLabel("Holds a trade or labour licence").check()
    await expiry.fill("2026-12-31")
    assert.deepEqual(await axeViolations(page, ".calendar-tool"), [])

    const results = page.getByRole("region", { name: "Your due dates" })
    const december = results.getByRole("region", { name: "December 2026" })
    assert.deepEqual((await listed(december)).map(t => t.split(" | ").slice(0, 2).join(" | ")), [
      "1 December 2026 | Trade licence renewal", // 30 days before the expiry on 31 December
      "7 December 2026 | TDS deposit", // 7th of the next month (Income-tax Rules, 2026)
      "10 December 2026 | Professional tax (Telangana): pay and file Form V", // 10th (Telangana PT Rules, 1987)
      "11 December 2026 | GSTR-1 (sales return)", // 11th (CGST Rules, rule 59)
      "15 December 2026 | Advance tax: third instalment", // 15 December, 75%
      "15 December 2026 | PF contributions and ECR", // 15th (EPF Scheme, 2026)
      "15 December 2026 | ESI contributions", // 15th (ESI (General) Regulations, reg. 31)
      "20 December 2026 | GSTR-3B (summary return and tax payment)", // 20th (CGST Rules, rule 61)
      "31 December 2026 | GSTR-9 (GST annual return)", // 31 December (CGST Rules, rule 80)
    ])
    const texts = await listed(results)
    assert.ok(texts.includes("30 April 2027 | TDS deposit | For March 2027. Due by the 7th of the next month (for March: by 30 April)."))
    assert.ok(texts.includes("30 September 2027 | Annual general meeting (last day) | For the financial year 2026-27. Due by 30 September every year."))
    assert.ok(texts.includes("30 October 2027 | Financial statements (AOC-4) | For the financial year 2026-27. Due within 30 days of the AGM (by 30 October at the latest)."))
    assert.ok(texts.includes("31 October 2027 | Income tax return of the company (ITR-6) | For the tax year 2026-27. Due by 31 October every year."))
    assert.equal(texts.filter(t => t.includes("| GSTR-3B")).length, 12)

    const first = events((await downloadIcs(page)).text)
    assert.equal(first.length, texts.length)
    // a second download after changing an answer: every UID that is in both files has the same date
    await page.getByLabel("Quarterly returns, monthly payment (QRMP)").check()
    await page.getByLabel("Tax audit applies").check()
    const second = events((await downloadIcs(page)).text)
    const dateOf = new Map(first.map(e => [e.uid, e.date]))
    const shared = second.filter(e => dateOf.has(e.uid))
    assert.ok(shared.length > 20, `events in both files: ${shared.length}`)
    for (const e of shared) assert.equal(e.date, dateOf.get(e.uid), e.uid)
    assert.deepEqual(page.errors, [])
    await page.context().close()
  })

  it("before a business form is chosen it says to choose one; a renewal already overdue stands under Overdue, before the year ahead (review 49)", async () => {
    const page = await visitor(TODAY)
    await page.goto(`${BASE}/tools/compliance-calendar`)
    const results = page.getByRole("region", { name: "Your due dates" })
    // in the page as built, before it comes alive, and after
    const choose = results.getByText("Choose your business form to see your due dates for the next 12 months.")
    assert.ok((await choose.isVisible()) && (await choose.boundingBox()).height > 0)
    await waitForHydration(page)
    await page.getByLabel("Proprietorship or self-employed professional").check()
    await page.getByLabel("Holds a trade or labour licence").check()
    await page.getByLabel("Trade licence (GHMC or municipal): expiry date").fill("2026-03-31")
    const months = results.locator("section.calendar-month")
    await months.first().getByRole("heading", { name: "Overdue", level: 3 }).waitFor()
    assert.deepEqual(await months.evaluateAll(els => els.map(el => el.getAttribute("aria-label"))), ["Overdue", "August 2027"])
    assert.match((await listed(months.first())).join("\n"), /^1 March 2026 \| Trade licence renewal \| /)
    assert.deepEqual(page.errors, [])
    await page.context().close()
  })

  it("a Telugu visitor chooses an LLP and sees its due dates in Telugu on the same days, downloads a Telugu .ics and sends the dates in Telugu (issue 33)", async () => {
    const page = await visitor(TODAY)
    await page.goto(`${BASE}/te/tools/compliance-calendar`)
    await waitForHydration(page)
    assert.equal(await page.locator("h1").innerText(), "కంప్లయెన్స్ క్యాలెండర్")
    const results = page.getByRole("region", { name: "మీ గడువు తేదీలు" })
    await results.getByText("వచ్చే 12 నెలల మీ గడువు తేదీలు చూడటానికి మీ వ్యాపార రూపం ఎంచుకోండి.").waitFor()

    await page.getByLabel("లిమిటెడ్ లయబిలిటీ పార్ట్‌నర్‌షిప్ (LLP)").check()
    // the English test's dates (LLP Rules, 2009, rules 24 and 25; Finance Act, 2026), in Telugu
    assert.deepEqual(await listed(results), [
      "30 మే 2027 | LLP వార్షిక రిటర్న్ (Form 11) | ఆర్థిక సంవత్సరం 2026-27కి. గడువు: ఏటా 30 మేలోగా.",
      "31 ఆగస్టు 2027 | LLP ఆదాయపు పన్ను రిటర్న్ (ITR-5) | పన్ను సంవత్సరం 2026-27కి. గడువు: ఏటా 31 ఆగస్టులోగా.",
      "30 అక్టోబర్ 2027 | LLP స్టేట్‌మెంట్ ఆఫ్ అకౌంట్ అండ్ సాల్వెన్సీ (Form 8) | ఆర్థిక సంవత్సరం 2026-27కి. గడువు: ఏటా 30 అక్టోబర్\u200cలోగా.",
    ])
    const jump = page.getByRole("link", { name: "మీ 3 గడువు తేదీలు కింద చూడండి" })
    const jumpBox = await jump.boundingBox()
    assert.ok((await jump.isVisible()) && jumpBox.width > 0 && jumpBox.height > 0, "the link to the dates is shown")

    const audited = page.getByLabel("LLP ఖాతాలు ఆడిట్ అవుతాయి")
    await audited.check()
    await results.getByText("31 అక్టోబర్ 2027").waitFor()
    await page.getByLabel("మూడు నెలలకోసారి రిటర్న్‌లు, నెలవారీ చెల్లింపు (QRMP)").check()
    assert.deepEqual((await listed(results)).slice(0, 4), [
      "25 నవంబర్ 2026 | GST చెల్లింపు (PMT-06) | అక్టోబర్ 2026 నెలకు. గడువు: తర్వాతి నెల 25వ తేదీలోగా.",
      "25 డిసెంబర్ 2026 | GST చెల్లింపు (PMT-06) | నవంబర్ 2026 నెలకు. గడువు: తర్వాతి నెల 25వ తేదీలోగా.",
      "31 డిసెంబర్ 2026 | GSTR-9 (GST వార్షిక రిటర్న్) | ఆర్థిక సంవత్సరం 2025-26కి; టర్నోవర్ గరిష్ఠంగా ₹2 కోట్లు ఉంటే తప్పనిసరి కాదు. గడువు: ఏటా 31 డిసెంబర్\u200cలోగా.",
      "13 జనవరి 2027 | GSTR-1 (క్వార్టర్ అమ్మకాల రిటర్న్) | అక్టోబర్–డిసెంబర్ 2026 క్వార్టర్‌కు. గడువు: క్వార్టర్ తర్వాతి నెల 13వ తేదీలోగా.",
    ])
    const summary = results.locator("[aria-live]")
    assert.equal(await summary.innerText(), "రాబోయే 12 నెలల్లో (23 నవంబర్ 2026 నుంచి 22 నవంబర్ 2027 వరకు) మీ LLP (ఆడిట్ అయ్యే ఖాతాలు, QRMPలో GST రిటర్న్‌లు): 20 గడువు తేదీలు.")
    assert.deepEqual(await results.getByRole("heading", { level: 3 }).allInnerTexts().then(h => h.slice(0, 3)), ["నవంబర్ 2026", "డిసెంబర్ 2026", "జనవరి 2027"])
    // the subscription of a Telugu page is the form's Telugu file, served as a calendar
    const subscribe = results.getByRole("link", { name: "సబ్‌స్క్రైబ్ చేయండి (LLP)" })
    assert.ok(await subscribe.isVisible(), "the Subscribe button is shown")
    assert.equal(await subscribe.getAttribute("href"), "webcal://www.example.com/calendar/llp.te.ics")
    const feed = await page.request.get(`${BASE}/calendar/llp.te.ics`)
    assert.equal(feed.status(), 200)
    assert.match(feed.headers()["content-type"], /^text\/calendar/)
    const feedEvents = events(await feed.text())
    assert.ok(feedEvents.some(e => e.summary === "LLP వార్షిక రిటర్న్ (Form 11)" && e.uid.startsWith("llp-llp-form-11-")), "the Telugu feed names Form 11 in Telugu")
    assert.equal(await results.getByRole("link", { name: "LLP రిజిస్ట్రేషన్, కంప్లయెన్స్" }).getAttribute("href"), "/te/registrations/company/llp-registration")
    assert.doesNotMatch(await page.locator(".calendar-tool").innerText(), /\b(Your|Due|Download|Subscribe|Send|Read more|For the)\b/, "no English words left in the tool")

    const [download] = await Promise.all([page.waitForEvent("download"), page.getByRole("button", { name: "క్యాలెండర్ డౌన్‌లోడ్ (.ics)" }).click()])
    const chunks = []
    for await (const chunk of await download.createReadStream()) chunks.push(chunk)
    const text = Buffer.concat(chunks).toString("utf8")
    assert.equal(download.suggestedFilename(), "compliance-calendar-llp.ics")
    const calendar = new ICAL.Component(ICAL.parse(text))
    assert.equal(calendar.getFirstPropertyValue("x-wr-calname"), "కంప్లయెన్స్ తేదీలు: LLP (ఆడిట్ అయ్యే ఖాతాలు, QRMPలో GST రిటర్న్‌లు)")
    const evs = events(text)
    // the dates listed, and the English file's UIDs: a visitor who downloads in both languages gets each date once
    assert.deepEqual(evs.map(e => e.date), await results.locator("time").evaluateAll(ts => ts.map(t => t.getAttribute("datetime"))))
    assert.equal(evs.find(e => e.summary === "LLP వార్షిక రిటర్న్ (Form 11)").uid, "llp-llp-form-11-20270530@www.example.com")
    assert.equal(evs.find(e => e.summary === "LLP ఆదాయపు పన్ను రిటర్న్ (ITR-5)").uid, "llp-itr-20271031@www.example.com")
    const form11 = calendar.getAllSubcomponents("vevent").find(e => e.getFirstPropertyValue("summary") === "LLP వార్షిక రిటర్న్ (Form 11)")
    assert.deepEqual(String(form11.getFirstPropertyValue("description")).split("\n").slice(0, 3), [
      "ఆర్థిక సంవత్సరం 2026-27కి.",
      "గడువు: ఏటా 30 మేలోగా.",
      "వివరాలు: https://www.example.com/te/registrations/company/llp-registration",
    ])

    const message = await sendOnWhatsApp(page, results.getByRole("link", { name: "ఈ తేదీలను వాట్సాప్‌లో పంపండి" }))
    assert.deepEqual(message.split("\n").slice(0, 4), [
      "నమస్తే, నా LLP (ఆడిట్ అయ్యే ఖాతాలు, QRMPలో GST రిటర్న్‌లు) కంప్లయెన్స్ గడువు తేదీలు సమయానికి చూసుకోవడంలో దయచేసి సహాయం చేయండి.",
      "వచ్చే 12 నెలల్లో నా గడువు తేదీలు:",
      "- GST చెల్లింపు (PMT-06): తర్వాతి నెల 25వ తేదీలోగా; రాబోయే తేదీ 25 నవంబర్ 2026",
      "- 31 డిసెంబర్ 2026: GSTR-9 (GST వార్షిక రిటర్న్)",
    ])
    assert.deepEqual(page.errors, [])
    await page.context().close()
  })

  it("explains itself with JavaScript off: the text lists every deadline", async () => {
    const page = await openPage(browser, { width: 375, height: 800, javaScriptEnabled: false })
    await page.goto(`${BASE}/tools/compliance-calendar`)
    assert.equal(await page.locator("h1").innerText(), "Compliance Calendar")
    // the three crumbs in the page; on a phone the way back up is shown ("← Tools"), as on guides
    const nav = page.getByRole("navigation", { name: "Breadcrumb" })
    assert.deepEqual(await nav.getByRole("listitem", { includeHidden: true }).allTextContents(), ["Home", "Tools", "Compliance Calendar"])
    assert.deepEqual(await nav.getByRole("listitem").allInnerTexts(), ["Tools"])
    assert.equal(await nav.getByRole("link", { name: "Tools" }).getAttribute("href"), "/tools")
    assert.match(await page.locator("main").innerText(), /needs JavaScript/) // the page says why no dates show
    const rows = (await page.getByRole("table").getByRole("row").allInnerTexts()).map(r => r.replace(/\s+/g, " ").trim())
    for (const row of [
      "Income tax return Individuals without business income (ITR-1, ITR-2) 31 July",
      "Income tax return Proprietors, professionals, partnership firms and LLPs without an audit 31 August",
      "Income tax return Companies, and businesses whose accounts are audited (a tax audit, or an LLP's statutory audit) 31 October",
      "Income tax return Businesses that must file a transfer pricing report 30 November",
      "GSTR-3B Quarterly filers in Telangana By the 22nd of the month after the quarter",
      "GSTR-9 (annual return) Regular taxpayers; optional for turnover up to ₹2 crore 31 December, for the year before",
      "TDS return for January to March Businesses that deducted tax in the quarter 31 May",
      "PF contributions and return (ECR) Employers with 20 employees or more By the 15th of the next month",
      "LLP annual return (Form 11) Every LLP, even with no business 30 May",
      "LLP statement of account and solvency (Form 8) Every LLP 30 October",
      "Trade licence renewal GHMC and municipal trade licence holders 30 days before expiry",
    ]) {
      assert.ok(rows.includes(row), `the page lists "${row}"`)
    }
    await page.context().close()
  })
  it("reads in Telugu with JavaScript off: the Telugu text lists every deadline and says why no dates show", async () => {
    const page = await openPage(browser, { width: 375, height: 800, javaScriptEnabled: false })
    await page.goto(`${BASE}/te/tools/compliance-calendar`)
    assert.equal(await page.locator("h1").innerText(), "కంప్లయెన్స్ క్యాలెండర్")
    assert.match(await page.locator("main").innerText(), /ఈ టూల్ పనిచేయడానికి JavaScript కావాలి/)
    const rows = (await page.getByRole("table").getByRole("row").allInnerTexts()).map(r => r.replace(/\s+/g, " ").trim())
    for (const row of [
      "ఆదాయపు పన్ను రిటర్న్ వ్యాపార ఆదాయం లేని వ్యక్తులు (ITR-1, ITR-2) 31 జూలై",
      "GSTR-3B తెలంగాణలో మూడు నెలలకోసారి దాఖలు చేసేవారు క్వార్టర్ తర్వాతి నెల 22వ తేదీలోగా",
      "LLP వార్షిక రిటర్న్ (Form 11) ప్రతి LLP, ఏ వ్యాపారం చేయకపోయినా 30 మే",
      "ట్రేడ్ లైసెన్స్ రెన్యూవల్ GHMC, మున్సిపల్ ట్రేడ్ లైసెన్స్ ఉన్నవారు గడువు ముగియడానికి 30 రోజుల ముందు",
    ]) {
      assert.ok(rows.includes(row), `the page lists "${row}"`)
    }
    await page.context().close()
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
    // without JavaScript the ticks cannot reach the message: the link opens the chat with the greeting
    assert.equal(new URL(href).searchParams.get("text"), `Hello, I need help with ${guide.heading}.`)
    await context.close()
  })

  it("each guide on a combined page keeps its own checklist", async () => {
    const page = await visitor()
    await page.goto(`${BASE}/gst/services`)
    await waitForHydration(page)
    // on a phone each part is folded behind its heading: the visitor opens the parts
    const folds = page.locator("main details.part-more")
    for (let i = 0; i < (await folds.count()); i++) {
      await folds.nth(i).locator("summary").click()
      await page.waitForFunction(n => document.querySelectorAll("main details.part-more")[n].open, i)
    }
    const links = page.getByRole("link", { name: "Send on WhatsApp" })
    const count = await links.count()
    assert.ok(count >= 2, `checklists on the combined GST page: ${count}`)
    // each box is named by its own document (its label holds it: no ids to clash between parts)
    const names = await page.locator('.checklist input[type="checkbox"]').evaluateAll(els => els.map(e => [...e.labels].map(l => l.textContent.trim())))
    assert.deepEqual(names.filter(n => n.length !== 1 || !n[0]), [], "every box has one label with its document")
    // a tap on a document's name ticks its box, in its own part only
    const second = page.locator(".checklist").nth(1)
    const doc = second.locator("label").first()
    await doc.click()
    assert.equal(await second.getByRole("checkbox", { name: (await doc.innerText()).trim(), exact: true }).isChecked(), true)
    await page.locator(".checklist").first().getByRole("checkbox").first().check()
    assert.match(await page.locator(".checklist").nth(0).innerText(), /You have 1 of/)
    assert.match(await second.innerText(), /You have 1 of/)
    assert.match(await page.locator(".checklist").nth(2).innerText(), /You have 0 of/)
    assert.deepEqual(page.errors, [])
    await page.context().close()
  })
})
