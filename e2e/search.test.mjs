// End-to-end tests of the site search (header box, /search page, index loaded on demand).
import { describe, it } from "node:test"
import assert from "node:assert/strict"
import { BASE, nextFrames, openPage, useBrowser, waitForHydration } from "./lib.mjs"
import { contentRoutes } from "./content.mjs"

const browser = await useBrowser()

const INDEX = "/search-index.json"
/** Requests for the search index (manifest, term and text files) or the search code (MiniSearch chunk). */
const isSearchAsset = url => {
  const path = new URL(url).pathname
  return path === INDEX || path.startsWith("/search-index/") || /^\/site-search-[0-9a-f]+\.js$/.test(path)
}

/** A page (desktop unless a size is given) and the paths of its search requests, in order. */
async function openRecordingPage(size = { width: 1280, height: 800 }) {
  const page = await openPage(browser, size)
  const requested = []
  page.on("request", req => {
    if (isSearchAsset(req.url())) requested.push(new URL(req.url()).pathname)
  })
  return { page, requested }
}

/** Every guide page on the site (canonical paths), from the Markdown. */
// The English guides: /search lists them and the English index holds them (the Telugu ones: telugu.test.mjs, /te/search).
const guidePaths = [...new Set([...contentRoutes().values()].filter(r => r.template === "guide" && !r.file.endsWith(".te.md")).map(r => r.canonical))]

describe("site search", () => {
  it("a page does not download the index or the search code until the visitor uses the search box", async () => {
    const { page, requested } = await openRecordingPage()
    await page.goto(`${BASE}/`, { waitUntil: "networkidle" })
    await waitForHydration(page)
    // scroll the whole page so that every lazily prefetched link has been seen
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight))
    await page.waitForLoadState("networkidle")
    assert.deepEqual(requested, [])

    const indexResponse = page.waitForResponse(res => new URL(res.url()).pathname === INDEX)
    await page.getByRole("search", { name: "Site search" }).getByRole("searchbox", { name: "Search the guides" }).focus()
    const res = await indexResponse
    assert.equal(res.status(), 200)
    await page.waitForLoadState("networkidle")
    assert.ok(requested.includes(INDEX), "index requested on focus")
    assert.ok(requested.some(p => p.endsWith(".js")), `search code requested on focus: ${requested}`)
    assert.deepEqual(requested.filter(p => p.startsWith("/search-index/")), [], "no term or text file before a query")
    assert.deepEqual(page.errors, [])
    await page.context().close()
  })

  it("typing in the header box loads the term files of the words before the visitor submits; each search file is fetched once", async () => {
    const { page, requested } = await openRecordingPage()
    await page.goto(`${BASE}/services`)
    await waitForHydration(page)
    const box = page.getByRole("search", { name: "Site search" }).getByRole("searchbox", { name: "Search the guides" })
    const termFiles = ["/search-index/t-t.json", "/search-index/t-r.json"].map(path => page.waitForResponse(res => new URL(res.url()).pathname === path))
    await box.pressSequentially("trademark renewal")
    // both words' term files arrive while the visitor is still on /services, before any query
    for (const res of await Promise.all(termFiles)) assert.equal(res.status(), 200)
    assert.equal(new URL(page.url()).pathname, "/services")
    assert.deepEqual(requested.filter(p => /^\/search-index\/t-/.test(p)).sort(), ["/search-index/t-r.json", "/search-index/t-t.json"])
    await box.press("Enter")
    await page.waitForURL(`${BASE}/search?q=trademark%20renewal`)
    const results = page.getByRole("list", { name: "Search results" })
    await results.waitFor()
    assert.equal(await results.getByRole("listitem").first().getByRole("link").innerText(), "Trademark Renewal")
    await page.waitForLoadState("networkidle")
    // the search page's query used what typing had loaded: no file twice, and a text for every result shown
    assert.deepEqual(requested.filter((p, i) => requested.indexOf(p) !== i), [], `fetched twice: ${requested}`)
    const texts = requested.filter(p => /^\/search-index\/s\d+\.txt$/.test(p))
    assert.ok(texts.length >= (await results.getByRole("listitem").count()), `${texts.length} texts for the results`)
    assert.deepEqual(page.errors, [])
    await page.context().close()
  })

  it("/search loads the search code and the index manifest before any query (when the browser is idle)", async () => {
    const { page, requested } = await openRecordingPage()
    const manifest = page.waitForResponse(res => new URL(res.url()).pathname === INDEX)
    await page.goto(`${BASE}/search`)
    await waitForHydration(page)
    assert.equal((await manifest).status(), 200)
    await page.waitForLoadState("networkidle")
    assert.ok(requested.some(p => p.endsWith(".js")), `search code requested: ${requested}`)
    assert.deepEqual(requested.filter(p => p.startsWith("/search-index/")), [], "no term or text file before a query")
    assert.match(await page.getByRole("status").innerText(), /^Type a word to search the guides and tools/)
    assert.deepEqual(page.errors, [])
    await page.context().close()
  })

  it("a search opened with ?q= asks from the head for the search code and the manifest, before the page's bundles, and its words' term files once the manifest is in; none is fetched twice (issue 31)", async () => {
    for (const [address, index, dir] of [
      ["/search?q=gst%20registration", INDEX, "/search-index"],
      ["/te/search?q=%E0%B0%9C%E0%B1%80%E0%B0%8E%E0%B0%B8%E0%B1%8D%E0%B0%9F%E0%B1%80", "/search-index-te.json", "/search-index-te"],
    ]) {
      const page = await openPage(browser, { width: 375, height: 740 })
      const requested = []
      page.on("request", req => requested.push(new URL(req.url()).pathname))
      await page.goto(`${BASE}${address}`)
      const results = page.getByRole("list", { name: /^(Search results|వెతికిన ఫలితాలు)$/ })
      const first = results.getByRole("listitem").first()
      await first.waitFor()
      const box = await first.boundingBox()
      assert.ok((await first.isVisible()) && box.width > 0 && box.height > 0, `${address}: a result shows`)
      await page.waitForLoadState("networkidle")
      const runtime = requested.findIndex(p => /^\/webpack-runtime-[0-9a-f]+\.js$/.test(p))
      assert.ok(runtime > 0, `${address}: the bundles were asked for: ${requested.join(" ")}`)
      const code = requested.findIndex(p => /^\/site-search-[0-9a-f]+\.js$/.test(p))
      const early = [requested.indexOf(index), code]
      assert.ok(early.every(i => i >= 0 && i < runtime), `${address}: manifest and search code before the bundles: ${requested.join(" ")}`)
      // the term files, once the manifest is in: asked for by the head script (its record), whenever the bundles come
      const asked = await page.evaluate(() => Object.keys(window.__searchFiles ?? {}))
      assert.ok(asked.includes(index) && asked.some(p => p.startsWith(`${dir}/t-`)), `${address}: the head script asked for ${asked.join(" ")}`)
      const search = requested.filter(p => p === index || p.startsWith(`${dir}/`) || /^\/site-search-/.test(p))
      assert.deepEqual(search.filter((p, i) => search.indexOf(p) !== i), [], `${address}: fetched twice: ${search.join(" ")}`)
      assert.deepEqual(page.errors, [], address)
      await page.context().close()
    }
  })

  for (const { label, width, height } of [
    { label: "desktop", width: 1280, height: 800 },
    { label: "phone", width: 375, height: 740 },
  ]) {
    it(`${label}: type in the header box, submit, see results, open one at its section`, async () => {
      // with the site's Content-Security-Policy enforced: the index and the search code are its own files
      const page = await openPage(browser, { width, height, enforceCsp: true })
      await page.goto(`${BASE}/services`)
      await waitForHydration(page)
      const box = page.getByRole("search", { name: "Site search" }).getByRole("searchbox", { name: "Search the guides" })
      if (width < 1024) {
        // below 1024px the header's search box is at the top of the menu drawer
        assert.equal(await box.isVisible(), false, "the search box waits in the closed menu")
        await page.getByRole("button", { name: "Open menu" }).click()
        await page.locator("#mobile-menu.is-open").waitFor()
        // the drawer has slid in
        await page.waitForFunction(() => document.getElementById("mobile-menu").getBoundingClientRect().left >= 0)
      }
      assert.ok(await box.isVisible(), "the header search box is visible")
      const boxArea = await box.boundingBox()
      assert.ok(boxArea.x >= 0 && boxArea.x + boxArea.width <= width, `search box inside the ${width}px viewport`)
      await box.fill("trademark renewal")
      await box.press("Enter")
      await page.waitForURL(`${BASE}/search?q=trademark%20renewal`)

      const results = page.getByRole("list", { name: "Search results" })
      await results.waitFor()
      const status = await page.getByRole("status").filter({ hasText: /^\d+ results? for “/ }).innerText()
      assert.match(status, /^\d+ results? for “trademark renewal”\.$/)
      const first = results.getByRole("listitem").first()
      const link = first.getByRole("link", { name: "Trademark Renewal", exact: true })
      const href = await link.getAttribute("href")
      assert.match(href, /^\/trademark\/services\/trademark-renewal#[a-z0-9-]+$/)
      const section = (await first.locator(".search-result__section").innerText()).replace(/^Section: /, "")
      assert.match(await first.locator("mark").first().innerText(), /trademark|renewal/i)
      // the results end with a way to ask us, the search's words as the requirement (review 50: a dead end)
      const ask = page.getByRole("link", { name: "Ask us", exact: true })
      assert.ok((await ask.isVisible()) && (await ask.boundingBox()).height >= 40, "Ask us under the results")
      assert.equal(await ask.getAttribute("href"), "/our_profile/contact-us?service=trademark%20renewal#contact-quote-heading")

      await link.click()
      await page.waitForURL(`${BASE}${href}`)
      const anchor = href.split("#")[1]
      // the guide renders, then scrolls its section into view
      await page.waitForFunction(id => document.getElementById(id) && window.scrollY > 0, anchor)
      await nextFrames(page)
      const target = page.locator(`[id="${anchor}"]`)
      assert.equal(await target.innerText(), section, "the page shows the section the result named")
      const headerBottom = await page.locator("header.site-header").evaluate(el => el.getBoundingClientRect().bottom)
      const top = await target.evaluate(el => el.getBoundingClientRect().top)
      assert.ok(top >= headerBottom - 1, `section heading (top ${top}) is not hidden under the header (bottom ${headerBottom})`)
      assert.ok(top < height / 2, `section heading is near the top of the screen (top ${top})`)
      assert.deepEqual(page.errors, [])
      await page.context().close()
    })
  }

  for (const { label, width, height } of [
    { label: "desktop", width: 1280, height: 800 },
    { label: "phone", width: 375, height: 740 },
  ]) {
    it(`${label}: the results show before their snippets, which then fill the space kept for them`, async () => {
      const { page, requested } = await openRecordingPage({ width, height })
      // hold every section text back until the results are on screen
      let release
      const held = new Promise(resolve => (release = resolve))
      await page.route(/\/search-index\/s\d+\.txt$/, async route => {
        await held
        await route.continue()
      })
      await page.goto(`${BASE}/search?q=trademark%20renewal`)
      await waitForHydration(page)
      const results = page.getByRole("list", { name: "Search results" })
      await results.waitFor()
      assert.equal(await results.getAttribute("aria-busy"), "true")
      const items = results.getByRole("listitem")
      assert.equal(await items.first().getByRole("link").innerText(), "Trademark Renewal")
      assert.match(await items.first().getByRole("link").getAttribute("href"), /^\/trademark\/services\/trademark-renewal#[a-z0-9-]+$/)
      const count = await items.count()
      assert.equal(await results.locator(".search-result__snippet--loading").count(), count, "every snippet still to come")
      assert.equal(await results.locator("mark").count(), 0)
      assert.ok(requested.filter(p => /^\/search-index\/s\d+\.txt$/.test(p)).length >= count, "the texts were asked for")
      const status = await page.getByRole("status").innerText()
      assert.match(status, /^\d+ results? for “trademark renewal”\.$/)
      const boxes = () => items.evaluateAll(list => list.map(li => [li.offsetTop, li.offsetHeight]))
      const before = await boxes()

      release()
      await page.locator(".search-results__list:not([aria-busy])").waitFor()
      assert.equal(await results.locator(".search-result__snippet--loading").count(), 0)
      assert.match(await items.first().locator("mark").first().innerText(), /trademark|renewal/i)
      assert.deepEqual(await boxes(), before, "no result moved or changed size when the snippets arrived")
      assert.equal(await page.getByRole("status").innerText(), status, "the status line said it once")
      assert.deepEqual(page.errors, [])
      await page.context().close()
    })
  }

  for (const { width, height } of [
    { width: 1280, height: 800 },
    { width: 375, height: 740 },
    { width: 320, height: 640 },
  ]) {
    it(`${width}px: every snippet cut short fills the lines kept for it, so the results are evenly spaced (review 37)`, async () => {
      const page = await openPage(browser, { width, height })
      await page.goto(`${BASE}/search?q=gst`)
      await page.locator(".search-results__list:not([aria-busy])").waitFor()
      const snippets = await page.locator(".search-result__snippet").evaluateAll(list =>
        list.map(el => {
          const range = document.createRange()
          range.selectNodeContents(el)
          const lines = new Set([...range.getClientRects()].filter(r => r.width > 0).map(r => Math.round(r.top))).size
          const box = el.getBoundingClientRect()
          return {
            text: el.textContent.trim(),
            lines,
            kept: Number(getComputedStyle(el).getPropertyValue("--snippet-lines")),
            height: Math.round(box.height),
            shown: box.width > 0 && box.height > 0,
          }
        }),
      )
      assert.ok(snippets.length >= 10, `${snippets.length} results`)
      for (const s of snippets) {
        assert.ok(s.shown, `"${s.text.slice(0, 40)}" is shown`)
        if (s.text.endsWith("…")) assert.ok(s.lines >= s.kept, `"${s.text.slice(0, 60)}…" takes ${s.lines} of the ${s.kept} lines kept for it`)
      }
      const cut = snippets.filter(s => s.text.endsWith("…"))
      assert.ok(cut.length >= 5, `${cut.length} snippets cut short`)
      assert.equal(new Set(cut.map(s => s.height)).size, 1, `snippets cut short are equally tall: ${cut.map(s => s.height).join(", ")}`)
      assert.deepEqual(page.errors, [])
      await page.context().close()
    })
  }

  it("/search?q=passport shows the passport guide first, and the page's box searches as you type", async () => {
    const page = await openPage(browser, { width: 1280, height: 800 })
    await page.goto(`${BASE}/search?q=passport`)
    await waitForHydration(page)
    assert.equal(await page.locator("h1").innerText(), "Search the guides")
    const pageBox = page.getByRole("search", { name: "Search the guides" }).getByRole("searchbox")
    assert.equal(await pageBox.inputValue(), "passport")
    const results = page.getByRole("list", { name: "Search results" })
    await results.waitFor()
    const first = results.getByRole("listitem").first()
    assert.equal(await first.getByRole("link").innerText(), "Passport Application in Hyderabad")
    assert.match(await first.getByRole("link").getAttribute("href"), /^\/Services\/passport#[a-z0-9-]+$/)
    // the snippets follow the results (each section's text is its own file): wait for the state
    const snippet = first.locator(".search-result__snippet")
    await snippet.filter({ hasText: /passport/i }).waitFor()
    assert.match(await snippet.innerText(), /passport/i)

    await pageBox.fill("GST")
    await page.waitForFunction(() => / results? for “GST”\.$/.test(document.querySelector(".search-results__status")?.textContent ?? ""))
    assert.equal(new URL(page.url()).search, "?q=GST")
    const gst = await results.getByRole("listitem").locator("h2 a").evaluateAll(links => links.slice(0, 4).map(a => a.getAttribute("href").split("#")[0]))
    assert.deepEqual(gst.sort(), ["/gst/services", "/gst/services/gst-modifications", "/gst/services/gst-registration", "/gst/services/gst-return-filing"])

    await pageBox.fill("qqqzzzxx")
    await page.getByRole("status").filter({ hasText: "No results for “qqqzzzxx”. Try another word, or browse all guides below." }).waitFor()
    assert.equal(await results.count(), 0)
    assert.deepEqual(page.errors, [])
    await page.context().close()
  })

  it("a query is read without control and format characters, and markup is no words (issues 30, 32), in English and Telugu", async () => {
    const page = await openPage(browser, { width: 1280, height: 800 })
    page.on("dialog", dialog => {
      page.errors.push(`a dialog opened: ${dialog.message()}`)
      dialog.dismiss().catch(() => undefined)
    })
    for (const [lang, searchPath, label, resultsName, none] of [
      ["en", "/search", "Search the guides", "Search results", q => `No results for “${q}”. Try another word, or browse all guides below.`],
      ["te", "/te/search", "గైడ్‌లలో వెతకండి", "వెతికిన ఫలితాలు", q => `“${q}”కు ఫలితాలు ఏవీ లేవు. మరో పదంతో ప్రయత్నించండి, లేదా కింద ఉన్న అన్ని గైడ్‌లు చూడండి.`],
    ]) {
      const results = page.getByRole("list", { name: resultsName })
      const status = page.locator(".search-results__status")
      /** The links of the results of ?q=<raw>, once the page says how many results there are. */
      const found = async raw => {
        await page.goto(`${BASE}${searchPath}?q=${encodeURIComponent(raw)}`)
        await waitForHydration(page)
        await page.waitForFunction(() => /\d/.test(document.querySelector(".search-results__status")?.textContent ?? ""))
        await results.waitFor()
        assert.ok(await results.isVisible(), `${lang}: results visible`)
        return results.getByRole("listitem").locator("h2 a").evaluateAll(links => links.map(a => a.getAttribute("href")))
      }
      const gst = await found("gst")
      assert.ok(gst.length >= 2, `${lang}: gst finds ${gst.length}`)
      // NUL, a right-to-left mark, a right-to-left override, a zero-width space, a byte-order mark.
      for (const raw of ["\u0000gst", "\u200fgst", "\u202egst", "g\u200bst", "\ufeffgst"]) assert.deepEqual(await found(raw), gst, `${lang}: ${JSON.stringify(raw)}`)

      for (const raw of ["<script>alert(1)</script>", "<img src=x onerror=alert(1)>", '"><svg><script>alert(1)</script></svg>']) {
        await page.goto(`${BASE}${searchPath}?q=${encodeURIComponent(raw)}`)
        await waitForHydration(page)
        const message = page.getByRole("status").filter({ hasText: none(raw) })
        await message.waitFor()
        assert.ok(await message.isVisible(), `${lang}: the no-results message is visible for ${raw}`)
        const box = await message.boundingBox()
        assert.ok(box && box.width > 0 && box.height > 0)
        assert.equal(await results.count(), 0, `${lang}: no results for ${raw}`)
        assert.equal(await page.locator("#___gatsby img[src=x], #___gatsby svg script").count(), 0, "the query is shown as text")
      }
      // Typed into the page's box too.
      const pageBox = page.getByRole("search", { name: label }).getByRole("searchbox")
      const typed = '<iframe srcdoc="<script>alert(1)</script>"></iframe>'
      await pageBox.fill(typed)
      await page.getByRole("status").filter({ hasText: none(typed) }).waitFor()
      assert.equal(await results.count(), 0)
      assert.equal(await status.count(), 1)
    }
    assert.deepEqual(page.errors, [])
    await page.context().close()
  })

  it("Telugu spellings of English terms find the right guide first, both ways (issue 33)", async () => {
    const page = await openPage(browser, { width: 375, height: 740 })
    /** The results of a search page for q: each one's link, and whether it is marked as English, once the page says how many results there are. */
    const search = async (searchPath, resultsName, q) => {
      await page.goto(`${BASE}${searchPath}?q=${encodeURIComponent(q)}`)
      await waitForHydration(page)
      await page.waitForFunction(() => /\d/.test(document.querySelector(".search-results__status")?.textContent ?? ""))
      const results = page.getByRole("list", { name: resultsName })
      await results.waitFor()
      const first = results.getByRole("listitem").first()
      const link = first.getByRole("heading", { level: 2 }).getByRole("link")
      assert.ok(await link.isVisible(), `${searchPath} ${q}: the first result is visible`)
      const box = await link.boundingBox()
      assert.ok(box && box.width > 0 && box.height > 0, `${searchPath} ${q}: the first result has a size`)
      const hrefs = await results.getByRole("listitem").locator("h2 a").evaluateAll(links => links.map(a => a.getAttribute("href").split("#")[0]))
      return { hrefs, first, link }
    }
    const te = q => search("/te/search", "వెతికిన ఫలితాలు", q)
    const expected = [
      ["జీఎస్టీ", "/te/gst/services/gst-registration"],
      ["ఉద్యమ్", "/te/registrations/company/udyam-(msme)-registration"],
      ["ఐటీఆర్", "/te/tax-compliances/services/income-tax-filing"],
      ["ట్రేడ్‌మార్క్", "/te/trademark/services/trademark-registration"],
      // the FSSAI food licence page, which sets the three tiers side by side
      ["ఫుడ్ లైసెన్స్", "/te/food-license/fssai"],
      ["పాన్", "/te/Services/-pan-card-"],
    ]
    for (const [q, path] of expected) {
      const { hrefs, first } = await te(q)
      assert.equal(hrefs[0], path, `/te/search?q=${q}`)
      assert.equal(await first.getByText("ఈ గైడ్ ఇంగ్లీష్‌లో ఉంది").count(), 0, `${q}: a Telugu guide is not marked as English`)
      // the matching section named in Telugu (review 13: "Section:" and an English heading on the Telugu search)
      for (const line of await page.locator(".search-result__section").allInnerTexts()) {
        assert.match(line, /^విభాగం: \S/, `${q}: "${line}"`)
        assert.doesNotMatch(line.slice("విభాగం: ".length), /^[A-Za-z][a-z]+ [a-z]+/, `${q}: "${line}" is named in Telugu`)
      }
    }
    // Every guide has its Telugu version now, so no result on the Telugu search is marked as English
    // (a topic without one lists the English guide, marked: __tests__/unit/search-te.test.ts).
    assert.equal(await page.locator(".search-result__language").count(), 0)
    // The other way: "gst" on the Telugu search lists the Telugu guides first.
    assert.match((await te("gst")).hrefs[0], /^\/te\/gst\//)
    // A Telugu spelling on the English search finds what the English word finds.
    const en = q => search("/search", "Search results", q)
    for (const [typed, english] of [["జీఎస్టీ", "gst"], ["పాన్", "pan"], ["ఫుడ్ లైసెన్స్", "food licence"]]) {
      const word = await en(english)
      const spelled = await en(typed)
      assert.equal(spelled.hrefs[0], word.hrefs[0], `/search?q=${typed} finds first what ${english} finds first`)
      assert.equal(await spelled.first.locator(".search-result__language").count(), 0)
    }
    assert.deepEqual(page.errors, [])
    await page.context().close()
  })

  it("without JavaScript the header box goes to /search, which explains and lists every guide", async () => {
    const context = await browser.newContext({ javaScriptEnabled: false, viewport: { width: 375, height: 740 } })
    const page = await context.newPage()
    await page.goto(`${BASE}/features`)
    const box = page.getByRole("search", { name: "Site search" }).getByRole("searchbox", { name: "Search the guides" })
    await box.fill("passport")
    await box.press("Enter")
    await page.waitForURL(`${BASE}/search?q=passport`)
    // (the note is in a <noscript>, which Playwright's text search skips: read it by its class)
    const note = page.locator("p.search-page__nojs")
    assert.ok(await note.isVisible())
    assert.equal(await note.innerText(), "Searching needs JavaScript, which is turned off in your browser. Every guide is listed below: pick the one you need.")
    const all = page.getByRole("region", { name: "All guides" })
    const hrefs = await all.getByRole("link").evaluateAll(links => links.map(a => a.getAttribute("href")))
    assert.deepEqual([...hrefs].sort(), [...guidePaths].sort())
    assert.equal(await all.getByRole("link", { name: "Passport Application in Hyderabad" }).getAttribute("href"), "/Services/passport")
    await context.close()
  })

  it("finds a tool by its name, first, in English and Telugu, and its link leads to the tool (review 46)", async () => {
    const page = await openPage(browser, { width: 375, height: 740 })
    const cases = [
      ["/search?q=pf%20calculator", "PF contribution calculator", "/tools/pf-contribution"],
      ["/search?q=trademark%20fee", "Trademark fee calculator", "/tools/trademark-fee"],
      ["/search?q=which%20registrations", "Which registrations do I need?", "/tools/which-registrations"],
      [`/te/search?q=${encodeURIComponent("PF కాలిక్యులేటర్")}`, "PF కంట్రిబ్యూషన్ కాలిక్యులేటర్", "/te/tools/pf-contribution"],
    ]
    for (const [url, name, path] of cases) {
      await page.goto(`${BASE}${url}`)
      const first = page.locator(".search-results__list:not([aria-busy]) > li").first()
      await first.waitFor()
      const link = first.getByRole("link").first()
      assert.equal(await link.innerText(), name, url)
      assert.equal((await link.getAttribute("href")).split("#")[0], path, url)
      const box = await link.boundingBox()
      assert.ok((await link.isVisible()) && box.width > 0 && box.height > 0, `${url}: the first result is shown`)
    }
    await page.locator(".search-results__list:not([aria-busy]) > li").first().getByRole("link").first().click()
    await page.waitForURL(/\/te\/tools\/pf-contribution/)
    await page.locator("h1", { hasText: "PF కంట్రిబ్యూషన్ కాలిక్యులేటర్" }).waitFor()
    assert.deepEqual(page.errors, [])
    await page.context().close()
  })

  it("every section a result can link to exists once on its guide page", async () => {
    const index = await (await fetch(`${BASE}${INDEX}`)).json()
    const docs = Object.values(index.storedFields)
    const byPath = new Map()
    for (const doc of docs) {
      if (!byPath.has(doc.path)) byPath.set(doc.path, [])
      if (doc.anchor) byPath.get(doc.path).push(doc.anchor)
    }
    for (const path of guidePaths) assert.ok(byPath.has(path), `${path} is in the index`)
    const problems = []
    for (const [path, anchors] of byPath) {
      const html = await (await fetch(`${BASE}${path}`)).text()
      const main = html.slice(html.indexOf("<main"), html.indexOf("</main>"))
      const ids = [...main.matchAll(/\sid="([^"]+)"/g)].map(m => m[1])
      for (const anchor of anchors) {
        const count = ids.filter(id => id === anchor).length
        if (count !== 1) problems.push(`${path}#${anchor}: ${count} elements`)
      }
      if (guidePaths.includes(path)) {
        const dupes = ids.filter((id, i) => ids.indexOf(id) !== i)
        if (dupes.length) problems.push(`${path}: duplicate ids ${dupes.join(", ")}`)
      }
    }
    assert.deepEqual(problems, [])
    assert.ok(docs.length > guidePaths.length * 3, `${docs.length} sections indexed`)
  })

  it("the 404 page's search tip searches for the words of the mistyped address", async () => {
    const page = await openPage(browser, { width: 1280, height: 800 })
    await page.goto(`${BASE}/trademark-renewl`)
    await waitForHydration(page)
    const tip = page.getByRole("link", { name: "search our guides" })
    await page.waitForFunction(() => document.querySelector(".not-found a[href^='/search']")?.getAttribute("href") !== "/search")
    assert.equal(await tip.getAttribute("href"), "/search?q=trademark%20renewl")
    await tip.click()
    await page.waitForURL(`${BASE}/search?q=trademark%20renewl`)
    const first = page.getByRole("list", { name: "Search results" }).getByRole("listitem").first()
    assert.equal(await first.getByRole("link").innerText(), "Trademark Renewal")
    assert.deepEqual(page.errors.filter(e => !e.includes("404")), [])
    await page.context().close()
  })
})
