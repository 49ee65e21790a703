// End-to-end (issue 24): the Telugu edition on the built site.
// - every Telugu page and its English page name each other (<html lang>, self canonical, hreflang
//   te/en/x-default both ways, og:locale) and the sitemap lists both with the same alternates;
// - the header's language switch keeps the visitor on the same page, both ways, and shows only
//   where a translation exists;
// - Telugu pages are in Telugu (shell and content), hydrate without console errors and read with
//   JavaScript off; Telugu guides show the English guide's figures and list their sources with
//   the facts' Telugu labels;
// - English pages ship no Telugu: not in their HTML (but the switch's own label, తెలుగు) nor in
//   anything they download.
import { describe, it } from "node:test"
import assert from "node:assert/strict"
import fs from "node:fs"
import path from "node:path"
import { BASE, openPage, openStaticPage, useBrowser, waitForHydration } from "./lib.mjs"
import { filesUnder, pageHtmlFiles } from "./files.mjs"
import { ENGLISH_TITLES, GUIDES, TELUGU, TRANSLATED, te } from "./telugu-checks.mjs"

const ROOT = path.resolve(path.dirname(new URL(import.meta.url).pathname), "..")
const PUBLIC = path.join(ROOT, "public")
const SITE = "https://www.example.com"
const TELUGU_ESCAPED = /\\u0[cC][0-7][0-9a-fA-F]/

const htmlOf = p => fs.readFileSync(path.join(PUBLIC, p === "/" ? "" : p, "index.html"), "utf8")
const attr = (html, re) => (re.exec(html) ?? [])[1]
const alternatesIn = html => [...html.matchAll(/<link[^>]*rel="alternate" hrefLang="([^"]+)" href="([^"]+)"/g)].map(m => [m[1], m[2]])

const browser = await useBrowser()

describe("Telugu pages and their English pages name each other", () => {
  it("in <html lang>, the canonical, hreflang (te, en, x-default) both ways and og:locale", () => {
    for (const english of TRANSLATED) {
      const expected = [
        ["en", `${SITE}${english}`],
        ["te", `${SITE}${te(english)}`],
        ["x-default", `${SITE}${english}`],
      ]
      for (const [lang, p, ogLocale] of [["en-IN", english, "en_IN"], ["te", te(english), "te_IN"]]) {
        const html = htmlOf(p)
        assert.equal(attr(html, /<html[^>]* lang="([^"]+)"/), lang, `${p}: <html lang>`)
        assert.equal(attr(html, /<link[^>]*rel="canonical" href="([^"]+)"/), `${SITE}${p}`, `${p}: canonical`)
        assert.deepEqual(alternatesIn(html), expected, `${p}: hreflang alternates`)
        assert.equal(attr(html, /property="og:locale" content="([^"]+)"/), ogLocale, `${p}: og:locale`)
      }
    }
  })

  it("the compliance calendar, the last page to get a Telugu version, is linked both ways: its switch leads to the Telugu calendar (issue 33)", async () => {
    for (const width of [375, 1280]) {
      const page = await openPage(browser, { width, height: 800 })
      await page.goto(`${BASE}/tools/compliance-calendar`)
      await waitForHydration(page)
      const toTelugu = page.locator("header .lang-switch:visible")
      const box = await toTelugu.boundingBox()
      assert.ok(box && box.width >= 24 && box.height >= 24, `${width}px: the switch is shown`)
      // the same page in Telugu, not the Telugu home page with a note
      assert.equal((await toTelugu.textContent()).replace(/\s+/g, " ").trim(), "తెలుగు")
      assert.equal(await toTelugu.getAttribute("href"), "/te/tools/compliance-calendar")
      await toTelugu.click()
      await page.waitForURL(`${BASE}/te/tools/compliance-calendar`)
      await waitForHydration(page)
      assert.equal(await page.evaluate(() => document.documentElement.lang), "te")
      assert.equal(await page.locator("h1").innerText(), "కంప్లయెన్స్ క్యాలెండర్")
      const toEnglish = page.locator("header .lang-switch:visible")
      assert.equal(await toEnglish.getAttribute("href"), "/tools/compliance-calendar")
      assert.deepEqual(page.errors, [])
      await page.context().close()
    }
  })

  it("the sitemap lists both versions, each with the same alternates", async () => {
    const index = await (await fetch(`${BASE}/sitemap-index.xml`)).text()
    const xml = await (await fetch(`${BASE}${new URL(/<loc>([^<]+)<\/loc>/.exec(index)[1]).pathname}`)).text()
    for (const english of TRANSLATED) {
      for (const p of [english, te(english)]) {
        const entry = new RegExp(`<url><loc>${SITE}${p.replace(/[()]/g, "\\$&")}</loc>(.*?)</url>`).exec(xml)
        assert.ok(entry, `${p} is in the sitemap`)
        const links = [...entry[1].matchAll(/<xhtml:link rel="alternate" hreflang="([^"]+)" href="([^"]+)"\/>/g)].map(m => [m[1], m[2]])
        assert.deepEqual(links, [["en", `${SITE}${english}`], ["te", `${SITE}${te(english)}`], ["x-default", `${SITE}${english}`]], `${p}: sitemap alternates`)
      }
    }
  })
})

describe("Telugu small text (review 33)", () => {
  it("the small text (the captions under home's figures) is a step larger in Telugu (15px) than in English (14px), shown and sized", async () => {
    const sizes = {}
    for (const path of ["/", "/te"]) {
      const page = await openPage(browser, { width: 768, height: 1024 })
      await page.goto(`${BASE}${path}`)
      await waitForHydration(page)
      const label = page.locator(".trust-strip__label").first()
      const box = await label.boundingBox()
      assert.ok((await label.isVisible()) && box.width > 0 && box.height > 0, `${path}: a caption shows`)
      sizes[path] = await label.evaluate(el => getComputedStyle(el).fontSize)
      await page.context().close()
    }
    assert.deepEqual(sizes, { "/": "14px", "/te": "15px" })
  })

  it("the rating's caption keeps clear of the stars above it on home at 320 and 768px (review 38: the vowel signs touched them)", async () => {
    for (const width of [320, 768]) {
      const page = await openPage(browser, { width, height: 800 })
      await page.goto(`${BASE}/te`)
      await waitForHydration(page)
      const { stars, label } = await page.locator(".hero__trust .trust-strip__rating, .trust-strip__rating").first().evaluate(el => {
        const box = x => {
          const r = x.getBoundingClientRect()
          return { top: r.top, bottom: r.bottom, height: r.height }
        }
        return { stars: box(el.querySelector(".stars")), label: box(el.querySelector(".trust-strip__label")) }
      })
      assert.ok(stars.height > 0 && label.height > 0, `${width}px: the stars and the caption are shown`)
      // the caption under the stars, 4px or more below them
      assert.ok(label.top - stars.bottom >= 4, `${width}px: the caption ${Math.round(label.top - stars.bottom)}px under the stars`)
      await page.context().close()
    }
  })
})

describe("the language switch", () => {
  for (const width of [375, 1280]) {
    it(`keeps the visitor on the same page, both ways, at ${width}px`, async () => {
      const page = await openPage(browser, { width, height: 800 })
      const english = "/gst/services/gst-registration"
      await page.goto(`${BASE}${english}`)
      await waitForHydration(page)
      const toTelugu = page.locator("header .lang-switch:visible")
      assert.ok(await toTelugu.isVisible(), "the switch is visible")
      const box = await toTelugu.boundingBox()
      assert.ok(box.width >= 24 && box.height >= 24, `the switch has a size (${box.width}x${box.height})`)
      assert.equal(await toTelugu.innerText(), "తెలుగు")
      assert.equal(await toTelugu.getAttribute("hreflang"), "te")
      await toTelugu.click()
      await page.waitForURL(`${BASE}${te(english)}`)
      await waitForHydration(page)
      assert.equal(await page.evaluate(() => document.documentElement.lang), "te")
      assert.match(await page.locator("h1").innerText(), TELUGU)
      const toEnglish = page.locator("header .lang-switch:visible")
      assert.equal(await toEnglish.innerText(), "English")
      await toEnglish.click()
      await page.waitForURL(`${BASE}${english}`)
      await waitForHydration(page)
      assert.equal(await page.evaluate(() => document.documentElement.lang), "en-IN")
      assert.deepEqual(page.errors, [])
      await page.context().close()
    })
  }
})

describe("Telugu pages", () => {
  // In Telugu, linking Telugu pages, hydrated without errors (every translated page at 1280px) and
  // listing their sources with Telugu labels (every Telugu guide at 375px): checks of the walk
  // every page shares (e2e/telugu-checks.mjs, reported by e2e/layout.test.mjs; issue 31).

  it("show every ₹ figure of their English guide", async () => {
    const page = await openStaticPage(browser)
    const figures = async p => {
      await page.goto(`${BASE}${p}`)
      return new Set((await page.locator("main").innerText()).match(/₹\s?\d{1,3}(?:,\d{2,3})*(?:\.\d+)?/g) ?? [])
    }
    for (const english of GUIDES) {
      const en = await figures(english)
      const tel = await figures(te(english))
      const lost = [...en].filter(f => !tel.has(f))
      assert.deepEqual(lost, [], `${te(english)} lost figures of ${english}`)
    }
    await page.context().close()
  })

  it("the combined screens list their sources as the guides do: Telugu labels and values, no fact's English label", async () => {
    // A combined screen's Sources are folded under its last part (review 7's round found them in
    // English on /te/gst/services). Its HTML links each part's own Sources, on the part's Telugu
    // page; the running page shows the whole list in the fold (issue 33: the GST screen's 22 KB).
    const facts = JSON.parse(fs.readFileSync(path.join(ROOT, "content/facts.json"), "utf8"))
    const english = Object.values(facts).flatMap(group => Object.values(group).flatMap(fact => [fact.label, fact.basis].filter(Boolean)))
    const page = await openPage(browser, { width: 1280, height: 800 })
    for (const screen of ["/gst/services", "/food-license/fssai", "/gov/iec-code-registration"]) {
      const inHtml = /<section class="guide-sources"[\s\S]*?<\/section>/.exec(htmlOf(te(screen)))?.[0] ?? ""
      const parts = [...inHtml.matchAll(/<a href="([^"]+)#sources">([^<]*)<\/a>/g)]
      assert.ok(parts.length >= 2, `${te(screen)}: the HTML links each part's Sources`)
      assert.deepEqual(parts.filter(([, href, text]) => !href.startsWith("/te/") || !TELUGU.test(text)), [], `${te(screen)}: to the parts' Telugu pages, in Telugu`)
      await page.goto(`${BASE}${te(screen)}`)
      await waitForHydration(page)
      const fold = page.locator("main details.part-more").last()
      await fold.locator("summary").click()
      const list = fold.locator(".guide-sources__list").first()
      await list.waitFor({ state: "visible" })
      const box = await list.boundingBox()
      assert.ok(box.width > 0 && box.height > 0, `${te(screen)}: the whole list shows in the fold`)
      const sources = await fold.locator("section.guide-sources").evaluate(section => section.outerHTML)
      const labels = [...sources.matchAll(/<li>([^<]*?):?\s*<strong>/g)].map(m => m[1])
      assert.ok(labels.length >= 5, `${te(screen)}: the Sources list names figures`)
      assert.deepEqual(labels.filter(l => !TELUGU.test(l)), [], `${te(screen)}: figures without a Telugu label`)
      const text = sources.replace(/<[^>]+>/g, "").replace(/&amp;/g, "&")
      assert.deepEqual(english.filter(label => text.includes(label)), [], `${te(screen)}: English labels or bases in the Sources list`)
      // each source document by its Telugu title where it has one (fifth review M2)
      const titles = [...sources.matchAll(/<li><a href="[^"]*" target="_blank" rel="noopener noreferrer">([^<]*)<span/g)].map(m => m[1].replace(/&#x27;/g, "'").replace(/&amp;/g, "&"))
      assert.ok(titles.length >= 3, `${te(screen)}: the Sources list names its documents`)
      assert.deepEqual(titles.filter(t => ENGLISH_TITLES.has(t)), [], `${te(screen)}: sources under their English titles`)
    }
    assert.deepEqual(page.errors, [])
    await page.context().close()
  })

  it("the law updates name their official source in Telugu words (fifth review M2), the English entries in English", async () => {
    const page = await openStaticPage(browser)
    for (const [path, title, english] of [
      ["/updates/2025-11-ghmc-late-fee", "GHMC 2026 ట్రేడ్ లైసెన్స్ షెడ్యూల్ (60 రోజుల ఆలస్యం వరకు 25% జరిమానా, ఆ తర్వాత 50%)", "GHMC trade licence schedule for 2026 (25% penalty up to 60 days' delay, 50% beyond)"],
      ["/updates/2025-11-labour-codes", "నాలుగు లేబర్ కోడ్‌లను అమల్లోకి తెచ్చిన 21 నవంబర్ 2025 నాటి కేంద్ర కార్మిక శాఖ నోటిఫికేషన్లు", "Ministry of Labour and Employment notifications of 21 November 2025 bringing the four labour codes into force"],
    ]) {
      for (const [at, shown, not] of [[te(path), title, english], [path, english, title]]) {
        await page.goto(`${BASE}${at}`)
        const link = page.locator("main").getByRole("link", { name: shown, exact: true })
        assert.equal(await link.count(), 1, `${at}: one link to the source "${shown}"`)
        const box = await link.boundingBox()
        assert.ok((await link.isVisible()) && box.width > 0 && box.height > 0, `${at}: the source "${shown}" is visible`)
        assert.ok(!(await page.locator("main").innerText()).includes(not), `${at}: no "${not}"`)
      }
      // the list of updates says the same
      await page.goto(`${BASE}/te/updates`)
      const listed = page.locator("main").getByRole("link", { name: title, exact: true })
      assert.equal(await listed.count(), 1, `/te/updates: one link to the source "${title}"`)
      assert.ok(await listed.isVisible(), `/te/updates: the source "${title}" is visible`)
    }
    await page.context().close()
  })

  it("name their tables in Telugu: a screen reader announces a table's scrolling region as a పట్టిక, not a \"Table\"", async () => {
    // (issue 33: the Markdown tables' regions were "Table: …" on every Telugu page)
    const page = await openStaticPage(browser, { width: 375, height: 800 })
    await page.goto(`${BASE}/te/gst/services/gst-registration`)
    const region = page.getByRole("region", { name: /^పట్టిక: / }).first()
    await region.scrollIntoViewIfNeeded()
    assert.ok(await region.isVisible(), "the table's region is on screen")
    const box = await region.boundingBox()
    assert.ok(box && box.width > 0 && box.height > 0, "and has a size")
    assert.equal(await page.getByRole("region", { name: /^Table\b/ }).count(), 0)
    await page.context().close()
    // every Telugu page's tables, in the built HTML
    const english = []
    for (const file of pageHtmlFiles(PUBLIC).filter(f => f.startsWith("te/"))) {
      for (const [, label] of fs.readFileSync(path.join(PUBLIC, file), "utf8").matchAll(/<section class="table-scroll"[^>]*\saria-label="([^"]*)"/g)) {
        if (!label.startsWith("పట్టిక")) english.push(`/${file}: ${label}`)
      }
    }
    assert.deepEqual(english, [], "tables named in English on Telugu pages")
  })

  it("the footer's last line names the city in Telugu, as under the logo", () => {
    // (review 7: "Hyderabad" in Latin letters in the copyright line of every Telugu page)
    for (const p of ["/te", "/te/gst/services/gst-registration", "/te/our_profile/contact-us"]) {
      const line = /<p class="footer-bottom">([\s\S]*?)<\/p>/.exec(htmlOf(p))?.[1] ?? ""
      assert.match(line, /హైదరాబాద్/, `${p}: ${line}`)
      assert.doesNotMatch(line, /Hyderabad/, `${p}: ${line}`)
    }
  })

  it("link no English page whose Telugu page exists, on any Telugu page, but the language switch", () => {
    // (read in the built HTML of every /te page; review 4 found the fee line's calculator link
    // opening the English tools on seven Telugu guides)
    const twin = p => fs.existsSync(path.join(PUBLIC, "te", p, "index.html"))
    const wrong = []
    for (const file of pageHtmlFiles(PUBLIC).filter(f => f.startsWith("te/"))) {
      for (const [tag] of fs.readFileSync(path.join(PUBLIC, file), "utf8").matchAll(/<a\b[^>]*>/g)) {
        if (/\bclass="[^"]*\blang-switch\b/.test(tag)) continue
        const raw = attr(tag, /\shref="([^"]*)"/)?.replace(/&amp;/g, "&")
        if (!raw) continue
        const href = raw.startsWith(SITE) ? raw.slice(SITE.length) || "/" : raw
        if (!href.startsWith("/") || href.startsWith("//") || href === "/te" || href.startsWith("/te/")) continue
        const target = decodeURI(href.replace(/[?#].*$/, ""))
        if (twin(target)) wrong.push(`/${file.replace(/index\.html$/, "")}: ${raw}`)
      }
    }
    assert.deepEqual(wrong, [], "Telugu pages linking an English page that has a Telugu version")
  })

  it("read with JavaScript off: the text, the menu and the switch are in the HTML", async () => {
    const page = await openStaticPage(browser, { width: 375, height: 800 })
    for (const english of ["/", ...GUIDES.slice(0, 3)]) {
      await page.goto(`${BASE}${te(english)}`)
      assert.match(await page.locator("main").innerText(), TELUGU)
      assert.equal(await page.locator("header .lang-switch:visible").getAttribute("href"), english)
      assert.equal(await page.locator("header .lang-switch").count(), 2, "one switch below 1024px, one from 1024px")
      assert.ok(await page.locator(`.site-nav a[href="/te/gst/services/gst-registration"]`).count(), "the menu links the Telugu GST guide")
    }
    await page.context().close()
  })
})

describe("Telugu that reads as written (issue 33)", () => {
  // What a reader sees on the Telugu GST guide, written here, not read from the content.
  const GST = "/te/gst/services/gst-registration"

  it("the glance card and the hero explain no term: no GST, PAN or turnover gloss; amounts before a noun are joined", async () => {
    const page = await openPage(browser, { width: 375, height: 812 })
    await page.goto(`${BASE}${GST}`)
    const glance = page.getByRole("complementary", { name: "ఒక్క చూపులో" })
    assert.ok((await glance.isVisible()) && (await glance.boundingBox()).height > 0, "the glance card is on screen")
    const card = await glance.innerText()
    assert.match(card, /తెలంగాణలో టర్నోవర్ ₹20 లక్షలు దాటితే/)
    assert.match(card, /ఒక్కో PANకు ఒకటి/)
    const hero = await page.locator(".page-hero").innerText()
    for (const gloss of ["(వస్తువులు, సేవల పన్ను)", "శాశ్వత ఖాతా సంఖ్య", "(ఏడాదిలో మొత్తం అమ్మకాలు)", "(15 అక్షరాల GST రిజిస్ట్రేషన్ నంబర్)"]) {
      assert.ok(!card.includes(gloss), `the glance card explains nothing: ${gloss}`)
      assert.ok(!hero.includes(gloss), `the hero explains nothing: ${gloss}`)
    }
    const main = await page.locator("main").innerText()
    assert.match(main, /ఏడాదిలో మొత్తం అమ్మకాలు/, "the turnover is explained once, in the text")
    assert.equal(main.split("(ఏడాదిలో మొత్తం అమ్మకాలు)").length - 1, 1, "and only once")
    assert.match(main, /గరిష్ఠంగా ₹1\.5 కోట్ల టర్నోవర్ ఉన్న వ్యాపారాలు/)
    assert.match(main, /15 రోజుల్లోగా రిజిస్ట్రేషన్ అప్‌డేట్ చేయండి/)
    assert.doesNotMatch(main, /(లక్షలు|కోట్లు|రోజులు) (టర్నోవర్|మినహాయింపు|గడవక)/)
    await page.context().close()
  })

  it("the document checklist's verb agrees with how many the visitor ticks", async () => {
    const page = await openPage(browser, { width: 375, height: 812 })
    await page.goto(`${BASE}${GST}`)
    await waitForHydration(page)
    const section = page.getByRole("region", { name: "GST రిజిస్ట్రేషన్‌కు కావాల్సిన పత్రాలు" })
    const boxes = section.getByRole("checkbox")
    const n = await boxes.count()
    const status = section.locator(".checklist__status")
    await section.getByText(`మొత్తం ${n} పత్రాల్లో మీ దగ్గర ఏదీ లేదు.`).waitFor()
    assert.ok((await status.isVisible()) && (await status.boundingBox()).height > 0, "the status line is on screen")
    await boxes.nth(0).check()
    await section.getByText(`మొత్తం ${n} పత్రాల్లో మీ దగ్గర 1 ఉంది.`).waitFor()
    await boxes.nth(1).check()
    await boxes.nth(2).check()
    await section.getByText(`మొత్తం ${n} పత్రాల్లో మీ దగ్గర 3 ఉన్నాయి.`).waitFor()
    assert.deepEqual(page.errors, [])
    await page.context().close()
  })
})

/**
 * The calculators in Telugu (issue 33): a visitor fills each Telugu tool's form by its Telugu
 * labels and gets the answer in Telugu, with the message to send on WhatsApp, the guide and the
 * quote form in Telugu; the English tool's language switch leads to it.
 */
const TELUGU_TOOLS = [
  {
    path: "/tools/fssai-licence",
    fill: async page => {
      await page.getByLabel("ఆహార వ్యాపారం ఏడాది టర్నోవర్", { exact: true }).fill("2")
      await page.getByRole("combobox", { name: "ఆహార వ్యాపారం ఏడాది టర్నోవర్: యూనిట్" }).selectOption("crore")
      await page.getByRole("button", { name: "నా లైసెన్స్ చూపించండి" }).click()
    },
    heading: "మీకు కావాల్సిన FSSAI లైసెన్స్",
    result: [
      "FSSAI స్టేట్ లైసెన్స్",
      "దరఖాస్తు: Form B, తెలంగాణ ఫుడ్ సేఫ్టీ విభాగం వద్ద.",
      "ప్రభుత్వ ఫీజు: వ్యాపార రకాన్ని బట్టి ఏడాదికి ₹2,000 నుంచి ₹5,000 వరకు.",
      "మీ టర్నోవర్ ₹2 కోట్లు; ఇది ₹1.5 కోట్లు దాటింది, ₹50 కోట్లు మించలేదు: ఇది స్టేట్ లైసెన్స్ పరిధి.",
    ],
    guide: ["FSSAI స్టేట్ లైసెన్స్ గైడ్ చదవండి", "/te/food-license/fssai/food-state-license"],
    message: "ఫలితం: FSSAI స్టేట్ లైసెన్స్ (Form B, తెలంగాణ ఫుడ్ సేఫ్టీ విభాగం వద్ద).",
  },
  {
    path: "/tools/udyam-classification",
    fill: async page => {
      // in crore (both boxes start in lakh, review 48)
      for (const [label, amount] of [["ప్లాంట్, యంత్రాలు లేదా పరికరాలపై పెట్టుబడి", "2"], ["ఏడాది టర్నోవర్", "15"]]) {
        await page.getByLabel(label, { exact: true }).fill(amount)
        await page.getByRole("combobox", { name: `${label}: యూనిట్`, exact: true }).selectOption("crore")
      }
      await page.getByRole("button", { name: "నా వర్గం చూపించండి" }).click()
    },
    heading: "మీ ఉద్యమ్ వర్గం",
    result: [
      "చిన్న సంస్థ",
      "మీ పెట్టుబడి ₹2 కోట్లు (పరిమితి ₹25 కోట్లు), టర్నోవర్ ₹15 కోట్లు (పరిమితి ₹100 కోట్లు): రెండూ చిన్న సంస్థల పరిమితుల్లోనే ఉన్నాయి.",
    ],
    guide: ["ఉద్యమ్ (MSME) రిజిస్ట్రేషన్ గైడ్ చదవండి", "/te/registrations/company/udyam-(msme)-registration"],
    message: "ఫలితం: చిన్న సంస్థ.",
  },
  {
    path: "/tools/pf-contribution",
    fill: async page => {
      await page.getByLabel("నెల జీతం, రూపాయల్లో (బేసిక్ పే + DA)", { exact: true }).fill("25,000")
      await page.getByRole("button", { name: "కంట్రిబ్యూషన్లు లెక్కించండి" }).click()
    },
    heading: "నెలవారీ PF కంట్రిబ్యూషన్లు",
    result: [
      "నెల జీతం ₹25,000 అయితే: నెలకు మొత్తం ₹6,200; అందులో ఉద్యోగి జీతం నుంచి ₹3,000, ఎంప్లాయర్ నుంచి ₹3,200.",
      "జీతం సీలింగ్ ₹15,000 దాటిన జీతం భాగంపై కంట్రిబ్యూషన్లు తప్పనిసరి కాదు. ₹15,000పై 12% నెలకు ₹1,800; పూర్తి జీతం ₹25,000పై 12% ₹3,000. ఉద్యోగి, ఎంప్లాయర్ ఇద్దరూ మొత్తం జీతంపై కట్టాలని ఎంచుకుంటే తప్ప, ఎంప్లాయర్ ₹15,000పై మాత్రమే కట్టవచ్చు: ఏ విధంగా లెక్కించాలో పైన ఫారంలో ఎంచుకోండి.",
    ],
    row: ["ప్రతి నెల మొత్తం", "₹6,200"],
    guide: ["PF రిజిస్ట్రేషన్ గైడ్ చదవండి", "/te/registrations/company/pf-registration"],
    message: "ఎంప్లాయర్ మొత్తం: ₹3,200. ప్రతి నెల మొత్తం: ₹6,200.",
  },
  {
    path: "/tools/trademark-fee",
    fill: async page => {
      await page.getByLabel("క్లాసుల సంఖ్య", { exact: true }).fill("3")
      await page.getByRole("button", { name: "ఫీజు లెక్కించండి" }).click()
    },
    heading: "ప్రభుత్వ దాఖలు ఫీజు",
    result: [
      "₹13,500",
      "ఒక్కో క్లాస్‌కు ₹4,500 × 3 క్లాసులు, ఆన్‌లైన్‌లో దాఖలు. దరఖాస్తు దాఖలు చేసేటప్పుడే ప్రతి క్లాస్‌కూ ఫీజు కడతారు. దాన్ని దాఖలు చేయడానికి మా ఫీజు ఒక్కో క్లాస్‌కు ₹2,999 నుంచి.",
    ],
    guide: ["ట్రేడ్‌మార్క్ రిజిస్ట్రేషన్ గైడ్ చదవండి", "/te/trademark/services/trademark-registration"],
    message: "ప్రభుత్వ ఫీజు: ₹4,500 x 3 క్లాసులు = ₹13,500.",
  },
  {
    path: "/tools/incorporation-cost",
    fill: async page => {
      // in rupees: the unit starts there (review 24)
      await page.getByLabel("ఆథరైజ్డ్ క్యాపిటల్", { exact: true }).fill("25,00,000")
      await page.getByLabel("డైరెక్టర్ల సంఖ్య", { exact: true }).fill("3")
      await page.getByRole("button", { name: "ఖర్చు లెక్కించండి" }).click()
    },
    heading: "తెలంగాణలో ఇన్‌కార్పొరేషన్ ఖర్చు",
    result: ["₹37,270", "ప్రభుత్వ ఫీజులు, స్టాంప్ డ్యూటీ: ప్రైవేట్ లిమిటెడ్ కంపెనీ, ఆథరైజ్డ్ క్యాపిటల్ ₹25 లక్షలు; కింద \u201cకొటేషన్‌లో\u201d అని ఉన్నవి వీటికి అదనం."],
    row: ["ఆర్టికల్స్ ఆఫ్ అసోసియేషన్‌పై స్టాంప్ డ్యూటీ", "₹3,750"],
    guide: ["ప్రైవేట్ లిమిటెడ్ కంపెనీ రిజిస్ట్రేషన్ గైడ్ చదవండి", "/te/registrations/company/pvt-ltd-registration"],
    message: "లెక్కించిన ప్రభుత్వ మొత్తం: ₹37,270 (కొటేషన్‌లో చెప్పాల్సినవి అదనం).",
    // each line's official source by its Telugu title (fifth review M2)
    sources: true,
  },
]

describe("the calculators in Telugu (issue 33)", () => {
  for (const tool of TELUGU_TOOLS) {
    it(`${te(tool.path)}: the English tool's switch leads to it, and it answers in Telugu`, async () => {
      const page = await openPage(browser, { width: 375, height: 800 })
      await page.goto(`${BASE}${tool.path}`)
      await waitForHydration(page)
      const toTelugu = page.locator(".lang-switch:visible")
      assert.equal(await toTelugu.getAttribute("href"), te(tool.path), "the language switch")
      await toTelugu.click()
      await page.waitForURL(`${BASE}${te(tool.path)}`)
      await waitForHydration(page)
      await tool.fill(page)
      const heading = page.locator(".tool-result").getByRole("heading", { name: tool.heading, exact: true })
      await heading.waitFor()
      const box = await heading.boundingBox()
      assert.ok((await heading.isVisible()) && box.width > 0 && box.height > 0, "the answer's heading is visible")
      const result = page.locator(".tool-result")
      const paragraphs = await result.locator("p").allInnerTexts()
      // (the answer's figures: its paragraphs, and the list of what the outlay is made of at the top of the incorporation cost's, review 24)
      const figures = [...paragraphs, ...(await result.locator(".cost-glance dd").allInnerTexts())]
      for (const line of tool.result) assert.ok(figures.includes(line), `the answer says: ${line}\n(it says: ${figures.join(" | ")})`)
      if (tool.row) {
        const row = result.locator("tr", { hasText: tool.row[0] })
        assert.ok(await row.isVisible(), `the row ${tool.row[0]} is visible`)
        assert.equal((await row.locator("td").last().innerText()).trim(), tool.row[1], `the amount of ${tool.row[0]}`)
      }
      if (tool.sources) {
        // folded under each line (review 17): opened, each shows its source
        const folds = result.locator("details.cost-table__source")
        assert.ok((await folds.count()) > 0, "the lines have folded sources")
        for (const summary of await folds.locator("summary").all()) await summary.click()
        await result.locator(".cost-table__source a").first().waitFor({ state: "visible" })
        const titles = await result.locator(".cost-table__source a").evaluateAll(links =>
          links.map(a => {
            const box = a.getBoundingClientRect()
            return { title: a.textContent, shown: box.width > 0 && box.height > 0 }
          }),
        )
        assert.ok(titles.length > 0 && titles.every(t => t.shown), "the lines' sources are shown")
        assert.deepEqual(titles.filter(t => !TELUGU.test(t.title) || ENGLISH_TITLES.has(t.title)), [], "each source by its Telugu title")
      }
      const guide = result.getByRole("link", { name: tool.guide[0], exact: true })
      assert.ok(await guide.isVisible(), "the guide link is visible")
      assert.equal(await guide.getAttribute("href"), tool.guide[1])
      const quote = result.getByRole("link", { name: "కొటేషన్ పొందండి" })
      assert.match(await quote.getAttribute("href"), /^\/te\/our_profile\/contact-us\?service=/)
      const whatsapp = result.getByRole("link", { name: "వాట్సాప్‌లో పంపండి" })
      assert.ok(await whatsapp.isVisible(), "the WhatsApp button is visible")
      const text = new URL(await whatsapp.getAttribute("href")).searchParams.get("text")
      assert.ok(text.startsWith("నమస్తే, మీ వెబ్‌సైట్‌లో "), text)
      assert.ok(text.split("\n").includes(tool.message), text)
      assert.doesNotMatch(await page.locator("main").innerText(), /\b(Hello|Enter the|Read the guide|Government fee|Your )\b/, "no English left in the page")
      assert.deepEqual(page.errors, [], "console errors")
      await page.context().close()
    })
  }
})

describe("English pages ship no Telugu", () => {
  it("in their HTML, but the switch's own label", () => {
    for (const file of pageHtmlFiles(PUBLIC).filter(f => !f.startsWith("te/"))) {
      const html = fs.readFileSync(path.join(PUBLIC, file), "utf8").replace(/<a class="lang-switch"[^>]*>(?:తెలుగు|<span lang="te">తెలుగు<\/span>)/g, "")
      const at = html.search(TELUGU)
      assert.equal(at, -1, `${file} has Telugu: ${html.slice(Math.max(0, at - 60), at + 60)}`)
    }
  })

  it("in their page data and the static query results it names, every English page", () => {
    const dataDir = path.join(PUBLIC, "page-data")
    const files = filesUnder(dataDir).filter(f => f.endsWith("/page-data.json") && !f.startsWith("te/") && f !== "te/page-data.json")
    assert.ok(files.length > 60, `${files.length} page-data files`)
    const queries = new Set()
    for (const file of files) {
      const text = fs.readFileSync(path.join(dataDir, file), "utf8")
      const at = text.search(TELUGU)
      assert.equal(at, -1, `page-data/${file} has Telugu: ${text.slice(Math.max(0, at - 80), at + 40)}`)
      assert.doesNotMatch(text, TELUGU_ESCAPED, `page-data/${file} has escaped Telugu`)
      for (const hash of JSON.parse(text).staticQueryHashes ?? []) queries.add(hash)
    }
    for (const hash of queries) {
      const text = fs.readFileSync(path.join(dataDir, "sq", "d", `${hash}.json`), "utf8").replaceAll("తెలుగు", "")
      assert.equal(text.search(TELUGU), -1, `static query ${hash} (on an English page) has Telugu`)
    }
  })

  it("in anything they download (code, page data, search), but the switch's own label", async () => {
    const page = await openPage(browser, { width: 1280, height: 800 })
    const bodies = []
    page.on("response", async response => {
      const type = response.headers()["content-type"] ?? ""
      if (/javascript|json|text\/plain/.test(type)) bodies.push([response.url(), await response.text().catch(() => "")])
    })
    for (const p of ["/", "/gst/services/gst-registration", "/our_profile/contact-us", "/tools/which-registrations", "/tools/pf-contribution"]) {
      await page.goto(`${BASE}${p}`)
      await waitForHydration(page)
    }
    // The search: the header's box loads the index on first use, and the search page shows the results.
    await page.locator("#header-search").fill("gst")
    await page.locator("#header-search").press("Enter")
    await page.waitForURL(/\/search\?q=gst$/)
    await page.locator(".search-results__list li a").first().waitFor()
    assert.ok(bodies.length > 5, "responses were read")
    for (const [url, body] of bodies) {
      const rest = body.replaceAll("తెలుగు", "").replace(/\\u0c24\\u0c46\\u0c32\\u0c41\\u0c17\\u0c41/gi, "")
      const at = rest.search(TELUGU)
      assert.equal(at, -1, `${url} has Telugu: ${rest.slice(Math.max(0, at - 60), at + 60)}`)
      assert.doesNotMatch(rest, TELUGU_ESCAPED, `${url} has escaped Telugu`)
    }
    await page.context().close()
  })
})
