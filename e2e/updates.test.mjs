// End-to-end (issue 21): the law updates and the ways to follow them, on the built site.
// - /updates lists every entry of content/updates, newest first, with its date, source and guides;
// - each guide an entry names shows "Updated <date>: <title>" near its top, linking to the entry;
// - the RSS feed /updates.xml, parsed by the browser's XML parser, carries the same entries,
//   and every page announces it (<link rel="alternate">); the sitemap lists it;
// - the compliance calendar's subscriptions /calendar/<form>.ics, read back with ical.js, and the
//   tool's "Subscribe" (webcal) link beside "Download".
// The titles and dates are literals taken from the entries, which cite the official notifications.
import { describe, it } from "node:test"
import assert from "node:assert/strict"
import fs from "node:fs"
import path from "node:path"
import matter from "gray-matter"
import ICAL from "ical.js"
import { BASE, openPage, useBrowser, waitForHydration } from "./lib.mjs"
import { markdownFiles, pageHtmlFiles } from "./files.mjs"

const ROOT = path.resolve(path.dirname(new URL(import.meta.url).pathname), "..")
const PUBLIC = path.join(ROOT, "public")
const SITE = "https://www.example.com"

const browser = await useBrowser()

/** The entries as written: the seed list of issue 21 and the changes issue 32 added, newest first (same day: by path). */
const EXPECTED = [
  ["1 July 2026", "Passport fees revised", "/updates/2026-07-passport-fees"],
  ["29 June 2026", "PF under the Code: EPF Schemes, 2026", "/updates/2026-06-epf-schemes-2026"],
  ["29 May 2026", "PF wage ceiling and late interest under the Code", "/updates/2026-05-pf-wage-ceiling"],
  ["8 May 2026", "Contract labour licences: renewal under the OSH (Central) Rules, 2026", "/updates/2026-05-osh-central-rules"],
  ["1 April 2026", "More time for business returns and revised returns", "/updates/2026-04-finance-act-due-dates"],
  ["1 April 2026", "FSSAI limits raised to ₹1.5 crore and ₹50 crore; no more renewals", "/updates/2026-04-fssai-limits"],
  ["1 April 2026", "Income-tax Act, 2025 and Income-tax Rules, 2026 in force", "/updates/2026-04-income-tax-act-2025"],
  ["1 April 2026", "New PAN application forms 93 to 96", "/updates/2026-04-pan-forms"],
  ["31 March 2026", "Director KYC once every three financial years", "/updates/2026-03-director-kyc"],
  ["30 March 2026", "ITR-1 and ITR-4 for total income up to ₹50 lakh", "/updates/2026-03-itr-forms"],
  ["11 February 2026", "GHMC split into three municipal corporations", "/updates/2026-02-ghmc-split"],
  ["4 February 2026", "Startup recognition: the 2026 definition", "/updates/2026-02-startup-definition"],
  ["1 December 2025", "Small companies: up to ₹10 crore capital and ₹100 crore turnover", "/updates/2025-12-small-company-limits"],
  ["25 November 2025", "Aadhaar: utility bills as proof of address must be recent", "/updates/2025-11-aadhaar-documents"],
  ["21 November 2025", "The four labour codes are in force", "/updates/2025-11-labour-codes"],
  ["19 November 2025", "GHMC trade licence: late fee of 25% or 50%", "/updates/2025-11-ghmc-late-fee"],
  ["1 November 2025", "GST registration in three working days for small B2B suppliers", "/updates/2025-11-gst-simplified-registration"],
  ["1 October 2025", "Aadhaar update charges revised", "/updates/2025-10-aadhaar-charges"],
  ["22 September 2025", "GST rates simplified to 5% and 18%", "/updates/2025-09-gst-rates"],
  ["1 April 2025", "EPF interest of 8.25% for 2025-26", "/updates/2025-04-epf-interest"],
  ["1 April 2025", "Startup tax holiday: incorporation window extended to 1 April 2030", "/updates/2025-04-startup-tax-holiday"],
  ["1 April 2025", "MSME limits raised: more businesses count as micro or small", "/updates/2025-04-udyam-limits"],
]

/** The entries' frontmatter, dates as YYYY-MM-DD (YAML reads an unquoted date as a Date): English, and their Telugu versions. */
const allEntries = markdownFiles(path.join(ROOT, "content/updates"))
  .map(file => matter(fs.readFileSync(file, "utf8")).data)
  .map(e => ({ ...e, date: e.date instanceof Date ? e.date.toISOString().slice(0, 10) : e.date }))
const entries = allEntries.filter(e => e.lang !== "te")
const teluguEntries = allEntries.filter(e => e.lang === "te")
const TE_MONTHS = ["జనవరి", "ఫిబ్రవరి", "మార్చి", "ఏప్రిల్", "మే", "జూన్", "జూలై", "ఆగస్టు", "సెప్టెంబర్", "అక్టోబర్", "నవంబర్", "డిసెంబర్"]

describe("the updates page", () => {
  it("lists every law update newest first, with its date, official source and the guides it changed", async () => {
    const page = await openPage(browser, { width: 375, height: 800 })
    await page.goto(`${BASE}/updates`)
    await waitForHydration(page)
    assert.equal(await page.locator("h1").innerText(), "What changed in the law")
    const items = page.locator(".updates-list__item")
    const read = await items.evaluateAll(lis =>
      lis.map(li => [li.querySelector("time").textContent, li.querySelector("h2").textContent, li.querySelector("h2 a").getAttribute("href")]),
    )
    assert.deepEqual(read, EXPECTED)
    const passport = items.first()
    const source = passport.getByRole("link", { name: "Ministry of External Affairs, G.S.R. 516(E), 20 June 2026: Passports (Amendment) Rules, 2026" })
    assert.equal(await source.getAttribute("href"), "https://egazette.gov.in/WriteReadData/2026/273829.pdf")
    assert.equal(await passport.getByRole("link", { name: "Passport Application in Hyderabad", exact: true }).getAttribute("href"), "/Services/passport")
    assert.equal(await page.getByRole("link", { name: "Follow the updates (RSS feed)" }).getAttribute("href"), "/updates.xml")
    // the titles first, each with its date, a link to its entry below (review 9: no way to scan 22 entries)
    const contents = page.getByRole("navigation", { name: "The changes, newest first" })
    assert.ok(await contents.isVisible())
    const titles = await contents.getByRole("listitem").evaluateAll(lis => lis.map(li => [li.querySelector("time").textContent, li.querySelector("a").textContent]))
    assert.deepEqual(titles, EXPECTED.map(([date, title]) => [date, title]))
    await contents.getByRole("link", { name: EXPECTED[3][1], exact: true }).click()
    await page.waitForFunction(() => location.hash.startsWith("#u-"))
    const landed = await page.evaluate(() => {
      const h = document.getElementById(location.hash.slice(1)).getBoundingClientRect()
      return { top: Math.round(h.top - document.querySelector("header.site-header").getBoundingClientRect().bottom), height: h.height, text: document.getElementById(location.hash.slice(1)).textContent }
    })
    assert.equal(landed.text, EXPECTED[3][1])
    assert.ok(landed.height > 0 && landed.top >= 0 && landed.top < 60, `the entry's title ${landed.top}px under the header`)
    assert.deepEqual(page.errors, [])
    await page.context().close()
  })

  it("has a Telugu edition at /te/updates: the same entries in the same order, Telugu dates and words, the Telugu guides and feed (issues 32, 33)", async () => {
    const page = await openPage(browser, { width: 375, height: 800 })
    await page.goto(`${BASE}/te/updates`)
    await waitForHydration(page)
    assert.equal(await page.locator("h1").innerText(), "చట్టంలో ఏం మారింది")
    const items = page.locator(".updates-list__item")
    const read = await items.evaluateAll(lis => lis.map(li => [li.querySelector("time").textContent, li.querySelector("h2 a").getAttribute("href")]))
    assert.deepEqual(
      read.map(([, href]) => href),
      EXPECTED.map(([, , p]) => `/te${p}`),
    )
    assert.equal(read[0][0], "1 జూలై 2026")
    const first = items.first()
    assert.equal(await first.locator("h2").innerText(), "పాస్‌పోర్ట్ ఫీజుల సవరణ")
    assert.equal(await first.locator(".updates-list__dates").innerText(), "నోటిఫై చేసిన తేదీ 20 జూన్ 2026 · అమల్లోకి 1 జూలై 2026 · మా గైడ్‌లలో సరిచూసిన తేదీ 26 నవంబర్ 2026")
    // the guide it changed, in Telugu where the guide has a Telugu version
    const guideLink = first.locator('a[href^="/te/Services/passport"], a[href="/Services/passport"]')
    assert.equal(await guideLink.count(), 1)
    assert.equal(await page.getByRole("link", { name: "మార్పులను అనుసరించండి (RSS ఫీడ్)" }).getAttribute("href"), "/te/updates.xml")
    // the calendar in Telugu too (issue 33)
    assert.equal(await page.getByRole("link", { name: "గడువు తేదీల క్యాలెండర్‌కు సబ్‌స్క్రైబ్ చేయండి" }).getAttribute("href"), "/te/tools/compliance-calendar")
    const speed = page.locator(".updates__speed")
    assert.ok(await speed.isVisible())
    assert.match(await speed.innerText(), /^ప్రతి ఎంట్రీ మార్పు అమల్లోకి వచ్చిన తేదీ/)
    // one entry's own page, in Telugu, back to the Telugu list
    await first.locator("h2 a").click()
    await page.waitForURL(`${BASE}/te/updates/2026-07-passport-fees`)
    await page.locator("h1", { hasText: "పాస్‌పోర్ట్ ఫీజుల సవరణ" }).waitFor()
    assert.equal(await page.locator(".hero time").innerText(), "1 జూలై 2026")
    assert.match(await page.locator("article.update").innerText(), /36 పేజీల పాస్‌పోర్ట్‌కు ఇప్పుడు ₹1,500 బదులు ₹2,500/)
    assert.equal(await page.locator(".update__kicker a").getAttribute("href"), "/te/updates")
    assert.deepEqual(page.errors, [])
    await page.context().close()
  })

  it("gives each entry the day it was notified, took effect and reached this site, and the median days from notification to the site (issue 32)", async () => {
    const page = await openPage(browser, { width: 375, height: 800 })
    await page.goto(`${BASE}/updates`)
    await waitForHydration(page)
    // every entry took effect before the record began (21 November 2026, when the site opened): no median, and the line says so in a visitor's words
    const speed = page.locator(".updates__speed")
    assert.ok(await speed.isVisible())
    const box = await speed.boundingBox()
    assert.ok(box && box.width > 0 && box.height > 0)
    assert.equal(
      await speed.innerText(),
      "Each entry gives the day the change took effect, the day this site showed it and, where the official text confirms it, the day it was notified.",
    )
    // said once, under the list of changes, not in the hero beside the lead (review 17: the two
    // paragraphs repeated each other and pushed every entry below a phone's first screen)
    assert.equal(await page.locator(".hero .updates__speed").count(), 0)
    assert.equal(await page.locator(".updates-contents .updates__speed").count(), 1)
    // a phone's first screen (375 x 740) shows the newest change's title
    await page.setViewportSize({ width: 375, height: 740 })
    await page.evaluate(() => window.scrollTo(0, 0))
    const newest = page.locator(".updates-contents__list li").first()
    const at = await newest.boundingBox()
    assert.ok((await newest.isVisible()) && at.height > 0 && at.y + at.height <= 740, `the newest change in the first screen (its foot at ${at && Math.round(at.y + at.height)}px)`)
    const dates = page.locator(".updates-list__item").locator(".updates-list__dates")
    assert.equal(await dates.count(), EXPECTED.length)
    assert.equal(await dates.first().innerText(), "Notified 20 June 2026 · In force 1 July 2026 · Checked in our guides 26 November 2026")
    const epf = page.locator(".updates-list__item", { has: page.getByRole("link", { name: "PF under the Code: EPF Schemes, 2026" }) })
    assert.equal(await epf.locator(".updates-list__dates").innerText(), "Notified 29 June 2026 · In force 29 June 2026 · Checked in our guides 23 November 2026")
    const finance = page.locator(".updates-list__item", { has: page.getByRole("link", { name: "More time for business returns and revised returns" }) })
    assert.equal(
      await finance.locator(".updates-list__dates").innerText(),
      // (review 16: no line opens with "Notification date not confirmed", which read as an internal note)
      "In force 1 April 2026 · Checked in our guides 23 November 2026",
    )
    // the entry's own page shows the same line but the day in force, which its hero gives just
    // above (review 18: "In force from 31 March 2026", then "… In force 31 March 2026 …")
    await page.goto(`${BASE}/updates/2026-03-director-kyc`)
    assert.equal(await page.locator(".hero").getByText("In force from 31 March 2026", { exact: true }).count(), 1)
    assert.equal(await page.locator(".update__dates").innerText(), "Notified 31 December 2025 · Checked in our guides 23 November 2026")
    assert.ok(await page.locator(".update__dates").isVisible())
    assert.deepEqual(page.errors, [])
    await page.context().close()
  })

  it("ends each entry with the call to action in its language: contact page, WhatsApp and call (review 16)", async () => {
    const page = await openPage(browser, { width: 375, height: 740 })
    for (const [path, heading, contact, contactPath] of [
      ["/updates/2026-03-director-kyc", "Talk to a registration expert", "Contact Us", "/our_profile/contact-us"],
      ["/te/updates/2026-03-director-kyc", "రిజిస్ట్రేషన్ నిపుణుడితో మాట్లాడండి", "మమ్మల్ని సంప్రదించండి", "/te/our_profile/contact-us"],
    ]) {
      await page.goto(`${BASE}${path}`)
      await waitForHydration(page)
      const band = page.getByRole("region", { name: heading })
      await band.scrollIntoViewIfNeeded()
      assert.ok(await band.isVisible(), `${path}: the call to action is shown`)
      const box = await band.boundingBox()
      assert.ok(box && box.width > 0 && box.height > 0, `${path}: the call to action has a size`)
      assert.equal(await band.getByRole("link", { name: contact }).getAttribute("href"), contactPath)
      assert.match(await band.locator('a[href^="https://wa.me/"]').getAttribute("href"), /^https:\/\/wa\.me\/\d+$/)
      assert.match(await band.locator('a[href^="tel:"]').getAttribute("href"), /^tel:\+91\d{10}$/)
      // after the entry, before the footer
      assert.ok(await band.evaluate(el => el.previousElementSibling?.matches("article.update") && el.closest("main") !== null), `${path}: after the entry`)
    }
    assert.deepEqual(page.errors, [])
    await page.context().close()
  })

  it("gives each entry its own page, reached from the guide it changed", async () => {
    const page = await openPage(browser, { width: 1280, height: 800 })
    await page.goto(`${BASE}/Services/passport`)
    await waitForHydration(page)
    const line = page.locator("article.guide-main > .guide-updates a")
    assert.deepEqual(await line.allInnerTexts(), ["Updated 1 July 2026: Passport fees revised"])
    await line.click()
    await page.waitForURL(`${BASE}/updates/2026-07-passport-fees`)
    await page.locator("h1", { hasText: "Passport fees revised" }).waitFor()
    assert.equal(await page.locator("h1").innerText(), "Passport fees revised")
    assert.equal(await page.locator(".hero time").innerText(), "1 July 2026")
    assert.match(await page.locator("article.update").innerText(), /A fresh or re-issued 36-page passport now costs ₹2,500 \(₹5,000 under Tatkaal\) instead of ₹1,500/)
    assert.equal(await page.getByRole("link", { name: "Ministry of External Affairs, G.S.R. 516(E), 20 June 2026: Passports (Amendment) Rules, 2026" }).count(), 1)
    assert.deepEqual(page.errors, [])
    await page.context().close()
  })
})

describe("the guide lines", () => {
  it("show on exactly the guides the entries name, newest first, in the prerendered HTML", () => {
    const expected = new Map()
    for (const e of entries) for (const p of e.affects) expected.set(p, [...(expected.get(p) ?? []), e])
    assert.ok(expected.size >= 10, `${expected.size} guides named`)
    const date = iso => new Date(`${iso}T00:00:00Z`).toLocaleDateString("en-GB", { day: "numeric", month: "long", year: "numeric", timeZone: "UTC" })
    // A Telugu guide lists the Telugu entries of the changes its English guide lists: "1 జూలై 2026న మార్పు: …".
    const teExpected = new Map()
    for (const e of teluguEntries) for (const p of e.affects) teExpected.set(p, [...(teExpected.get(p) ?? []), e])
    const teDate = iso => `${Number(iso.slice(8))} ${TE_MONTHS[Number(iso.slice(5, 7)) - 1]} ${iso.slice(0, 4)}`
    let guides = 0
    let teluguGuides = 0
    for (const file of pageHtmlFiles(PUBLIC)) {
      const html = fs.readFileSync(path.join(PUBLIC, file), "utf8")
      if (!html.includes('class="guide guide-main"')) continue
      guides++
      const canonical = decodeURI(new URL(/<link[^>]* rel="canonical" href="([^"]+)"/.exec(html)[1]).pathname)
      const telugu = canonical === "/te" || canonical.startsWith("/te/")
      if (telugu) teluguGuides++
      const box = /<p class="guide-updates">(.*?)<\/p>/.exec(html)?.[1] ?? ""
      const lines = [...box.matchAll(/<a href="((?:\/te)?\/updates\/[^"]+)">([^<]+)<\/a>/g)].map(m => [m[1], m[2]])
      const byDate = (a, b) => (a.date === b.date ? (a.title < b.title ? -1 : 1) : a.date < b.date ? 1 : -1)
      const want = telugu
        ? (teExpected.get(canonical.slice(3)) ?? []).sort(byDate).map(e => [e.path, `${teDate(e.date)}న మార్పు: ${e.title}`.replace(/&/g, "&amp;")])
        : (expected.get(canonical) ?? []).sort(byDate).map(e => [e.path, `Updated ${date(e.date)}: ${e.title}`.replace(/&/g, "&amp;")])
      assert.deepEqual(lines, want, file)
    }
    assert.ok(guides >= 30, `${guides} guides`)
    assert.ok(teluguGuides >= 10, `${teluguGuides} Telugu guides`)
  })
})

describe("the feed", () => {
  it("is RSS 2.0 that an XML parser reads, with every entry newest first and absolute links", async () => {
    const page = await openPage(browser)
    const response = await page.goto(`${BASE}/updates.xml`)
    assert.match(response.headers()["content-type"], /^application\/rss\+xml/)
    const xml = await response.text()
    const feed = await page.evaluate(text => {
      const doc = new DOMParser().parseFromString(text, "application/xml")
      const error = doc.querySelector("parsererror")
      if (error) return { error: error.textContent }
      const channel = doc.querySelector("rss > channel")
      return {
        version: doc.documentElement.getAttribute("version"),
        title: channel.querySelector(":scope > title").textContent,
        items: [...channel.querySelectorAll("item")].map(i => ({
          title: i.querySelector("title").textContent,
          link: i.querySelector("link").textContent,
          date: new Date(i.querySelector("pubDate").textContent).toISOString(),
          body: i.getElementsByTagNameNS("http://purl.org/rss/1.0/modules/content/", "encoded")[0]?.textContent ?? "",
        })),
      }
    }, xml)
    assert.equal(feed.error, undefined)
    assert.equal(feed.version, "2.0")
    assert.equal(feed.title, "Law updates for businesses in Hyderabad")
    assert.deepEqual(feed.items.map(i => [i.title, i.link]), EXPECTED.map(([, title, p]) => [title, `${SITE}${p}`]))
    // 1 July 2026 in India (UTC+5:30)
    assert.equal(feed.items[0].date, "2026-06-30T18:30:00.000Z")
    assert.match(feed.items[0].body, /Official source: <a href="https:\/\/egazette\.gov\.in\/WriteReadData\/2026\/273829\.pdf">/)
    // the feed carries each entry's three dates
    assert.ok(feed.items[0].body.startsWith("<p>Notified 20 June 2026 · In force 1 July 2026 · Checked in our guides 26 November 2026</p>"), feed.items[0].body.slice(0, 200))
    for (const item of feed.items) assert.ok(fs.existsSync(path.join(PUBLIC, new URL(item.link).pathname, "index.html")), item.link)
    await page.context().close()
  })

  it("has a Telugu edition at /te/updates.xml: the same entries, in Telugu, linking the Telugu pages (issues 32, 33)", async () => {
    const page = await openPage(browser)
    const response = await page.goto(`${BASE}/te/updates.xml`)
    assert.match(response.headers()["content-type"], /^application\/rss\+xml/)
    const feed = await page.evaluate(text => {
      const doc = new DOMParser().parseFromString(text, "application/xml")
      if (doc.querySelector("parsererror")) return { error: doc.querySelector("parsererror").textContent }
      const channel = doc.querySelector("rss > channel")
      return {
        title: channel.querySelector(":scope > title").textContent,
        language: channel.querySelector(":scope > language").textContent,
        items: [...channel.querySelectorAll("item")].map(i => ({
          title: i.querySelector("title").textContent,
          link: i.querySelector("link").textContent,
          body: i.getElementsByTagNameNS("http://purl.org/rss/1.0/modules/content/", "encoded")[0]?.textContent ?? "",
        })),
      }
    }, await response.text())
    assert.equal(feed.error, undefined)
    assert.equal(feed.title, "హైదరాబాద్ వ్యాపారాలకు చట్ట మార్పులు")
    assert.equal(feed.language, "te")
    // every English entry, in the same order, at /te + its path, with a Telugu title
    assert.deepEqual(feed.items.map(i => i.link), EXPECTED.map(([, , p]) => `${SITE}/te${p}`))
    for (const item of feed.items) assert.match(item.title, /[\u0C00-\u0C7F]/, item.link)
    assert.equal(feed.items[0].title, "పాస్‌పోర్ట్ ఫీజుల సవరణ")
    assert.ok(feed.items[0].body.startsWith("<p>నోటిఫై చేసిన తేదీ 20 జూన్ 2026 · అమల్లోకి 1 జూలై 2026 · మా గైడ్‌లలో సరిచూసిన తేదీ 26 నవంబర్ 2026</p>"), feed.items[0].body.slice(0, 200))
    assert.match(feed.items[0].body, /అధికారిక ఆధారం: <a href="https:\/\/egazette\.gov\.in\//)
    for (const item of feed.items) assert.ok(fs.existsSync(path.join(PUBLIC, new URL(item.link).pathname, "index.html")), item.link)
    await page.context().close()
  })

  it("is announced on every page; the sitemap lists the updates page, not the feed (issue 30: pages only)", () => {
    const files = pageHtmlFiles(PUBLIC)
    assert.ok(files.length > 50)
    // Every page Gatsby made (the legacy addresses' fallback files only redirect).
    const pages = files.filter(f => !fs.readFileSync(path.join(PUBLIC, f), "utf8").includes('http-equiv="refresh"'))
    assert.ok(pages.length > 50)
    // English pages link the English feed, Telugu pages (te/...) the Telugu one, and none links the other's.
    const EN_LINK = '<link rel="alternate" type="application/rss+xml" title="Law updates" href="/updates.xml"/>'
    const TE_LINK = '<link rel="alternate" type="application/rss+xml" title="చట్ట మార్పులు" href="/te/updates.xml"/>'
    const missing = pages.filter(f => {
      const html = fs.readFileSync(path.join(PUBLIC, f), "utf8")
      const telugu = f.startsWith("te/")
      return !html.includes(telugu ? TE_LINK : EN_LINK) || html.includes(telugu ? 'href="/updates.xml"' : 'href="/te/updates.xml"')
    })
    assert.deepEqual(missing, [])
    assert.ok(pages.some(f => f.startsWith("te/")))
    const sitemap = fs.readdirSync(PUBLIC).filter(f => /^sitemap-\d+\.xml$/.test(f)).map(f => fs.readFileSync(path.join(PUBLIC, f), "utf8")).join("")
    assert.ok(!sitemap.includes("updates.xml"))
    assert.ok(sitemap.includes(`<loc>${SITE}/updates</loc>`))
  })
})

const FORMS = ["individual", "proprietorship", "partnership", "llp", "pvtltd", "opc"]

/** An .ics read with ical.js, a full RFC 5545 parser. */
function readIcs(text) {
  const calendar = new ICAL.Component(ICAL.parse(text))
  return {
    version: calendar.getFirstPropertyValue("version"),
    name: calendar.getFirstPropertyValue("x-wr-calname"),
    refresh: calendar.getFirstProperty("refresh-interval")?.getFirstValue().toString(),
    events: calendar.getAllSubcomponents("vevent").map(e => ({
      uid: e.getFirstPropertyValue("uid"),
      summary: e.getFirstPropertyValue("summary"),
      start: e.getFirstPropertyValue("dtstart").toString(),
      allDay: e.getFirstPropertyValue("dtstart").isDate,
    })),
  }
}

describe("the calendar subscriptions", () => {
  it("serve one RFC 5545 calendar per business form, with stable UIDs and a daily refresh", async () => {
    const page = await openPage(browser)
    for (const form of FORMS) {
      const response = await page.request.get(`${BASE}/calendar/${form}.ics`)
      assert.equal(response.status(), 200, form)
      assert.match(response.headers()["content-type"], /^text\/calendar/)
      const text = await response.text()
      assert.ok(text.split("\r\n").every(line => Buffer.byteLength(line) <= 75), `${form}: lines folded at 75 octets`)
      const ics = readIcs(text)
      assert.equal(ics.version, "2.0")
      assert.equal(ics.refresh, "P1D")
      assert.ok(ics.events.length >= 5, `${form}: ${ics.events.length} events`)
      for (const e of ics.events) {
        assert.ok(e.allDay, `${form} ${e.uid}`)
        // form, obligation and date: a UID never carries two dates, and the same date keeps its UID from build to build
        assert.match(e.uid, new RegExp(`^${form}-[a-z0-9-]+-${e.start.replace(/-/g, "")}@www\\.example\\.com$`))
      }
      assert.equal(new Set(ics.events.map(e => e.uid)).size, ics.events.length, `${form}: UIDs unique`)
    }
    const llp = readIcs(await (await page.request.get(`${BASE}/calendar/llp.ics`)).text())
    assert.equal(llp.name, "Compliance dates: LLP with TDS and advance tax")
    const byTitle = title => llp.events.filter(e => e.summary === title).map(e => e.start.slice(5))
    // LLP Rules 2009, rule 24 (Form 11 by 30 May) and rule 25 (Form 8 by 30 October); the return of a
    // non-audit business by 31 August (Finance Act, 2026); advance tax by 15 June, 15 September, 15 December and 15 March.
    assert.deepEqual(byTitle("LLP annual return (Form 11)"), ["05-30"])
    assert.deepEqual(byTitle("LLP statement of account and solvency (Form 8)"), ["10-30"])
    assert.deepEqual(byTitle("Income tax return of the LLP (ITR-5)"), ["08-31"])
    assert.deepEqual(llp.events.filter(e => e.summary.startsWith("Advance tax")).map(e => e.start.slice(5)).sort(), ["03-15", "06-15", "09-15", "12-15"])
    await page.context().close()
  })

  it("are offered beside Download in the tool, as a webcal link to the file of the chosen form", async () => {
    const page = await openPage(browser, { width: 375, height: 800 })
    await page.goto(`${BASE}/tools/compliance-calendar`)
    await waitForHydration(page)
    await page.getByLabel("Limited liability partnership (LLP)").check()
    const subscribe = page.getByRole("link", { name: "Subscribe (LLP)" })
    await subscribe.waitFor()
    assert.equal(await subscribe.getAttribute("href"), "webcal://www.example.com/calendar/llp.ics")
    const row = await page.locator(".btn-row").first().innerText()
    assert.match(row, /Download calendar \(\.ics\)\s+Subscribe \(LLP\)/)
    assert.deepEqual(page.errors, [])
    await page.context().close()
  })
})
