// Structured data: the JSON-LD in every prerendered page of the production
// build, read as a search engine reads it (no JavaScript), checked against the
// spec's facts and against what the same page shows.
import { before, describe, it } from "node:test"
import assert from "node:assert/strict"
import fs from "node:fs"
import path from "node:path"
import { createRequire } from "node:module"
import { BASE, useBrowser } from "./lib.mjs"
import { contentRoutes, normalize } from "./content.mjs"
import { markdownFiles, pageHtmlFiles } from "./files.mjs"

const require = createRequire(import.meta.url)
/** The office's street in Telugu letters, as src/config/contact.ts sets it for the Telugu pages. */
const TELUGU_STREET = fs.readFileSync(new URL("../src/config/contact.ts", import.meta.url), "utf8").match(/te: \{\s*street: "([^"]+)"/)[1]
const matter = require("gray-matter")

const browser = await useBrowser()
let pages // [{ path, data }]

/** Every page of the build: public/**\/index.html and 404.html, without the legacy meta-refresh pages. */
function builtPages(dir = "public") {
  return pageHtmlFiles(dir)
    .filter(r => (r === "index.html" || r.endsWith("/index.html") || r === "404.html") && !/http-equiv="refresh"/.test(fs.readFileSync(path.join(dir, r), "utf8")))
    .map(r => (r === "index.html" ? "/" : r === "404.html" ? "/404.html" : `/${r.replace(/\/index\.html$/, "")}`))
    .sort()
}

/**
 * What a page says in JSON-LD and what it shows, from its prerendered HTML as the server sends it,
 * read by the browser's own HTML parser into a document without scripts (as with JavaScript off:
 * <noscript> is markup). Only text and attributes are read, which need no layout: parsing the page
 * in `page` (DOMParser) instead of loading it as a page spares a layout, a paint and the page's
 * requests on each of some 190 pages (issue 31: this file used 36 CPU seconds).
 */
async function readPage(page, urlPath) {
  const res = await fetch(`${BASE}${encodeURI(urlPath)}`)
  assert.ok(res.status === 200 || urlPath === "/404.html", `${urlPath}: status ${res.status}`)
  const data = await page.evaluate(html => {
    const doc = new DOMParser().parseFromString(html, "text/html")
    const text = el => (el?.textContent ?? "").replace(/\s+/g, " ").trim()
    const faqBlocks = [...doc.querySelectorAll(".guide-block")].filter(
      // English, and Telugu (issue 24: src/config/strings/guide-static.te.ts)
      s => ["Frequently asked questions", "తరచుగా అడిగే ప్రశ్నలు"].includes(text(s.querySelector("h2, h3, h4"))),
    )
    return {
      raw: [...doc.querySelectorAll('script[type="application/ld+json"]')].map(s => s.textContent),
      siteName: doc.querySelector('meta[property="og:site_name"]')?.getAttribute("content"),
      canonical: doc.querySelector('link[rel="canonical"]')?.getAttribute("href"),
      tel: doc.querySelector('header a[href^="tel:"]')?.getAttribute("href"),
      bodyText: text(doc.body),
      crumbs: [...doc.querySelectorAll("nav.breadcrumb li")].map(li => ({
        name: text(li),
        href: li.querySelector("a")?.getAttribute("href") ?? null,
      })),
      faqs: faqBlocks.flatMap(s =>
        [...s.querySelectorAll(".disclosure")].map(d => ({ question: text(d.querySelector(".disclosure__button")), answer: text(d.querySelector(".disclosure__panel")) })),
      ),
    }
  }, await res.text())
  data.jsonld = data.raw.map(r => JSON.parse(r))
  data.ofType = type => data.jsonld.filter(d => d["@type"] === type)
  return data
}

before(async () => {
  const context = await browser.newContext()
  pages = []
  const page = await context.newPage()
  for (const p of builtPages()) pages.push({ path: p, data: await readPage(page, p) })
  await context.close()
})

describe("JSON-LD in the prerendered HTML", () => {
  it("reads every page of the build", () => {
    assert.ok(pages.length >= 70, `${pages.length} pages`)
    assert.ok(pages.some(p => p.path === "/") && pages.some(p => p.path === "/404.html"))
  })

  it("is valid JSON, escaped so no text can close its script element, one block per type", () => {
    for (const { path: p, data } of pages) {
      for (const raw of data.raw) assert.doesNotMatch(raw, /[<>]/, `${p}: raw < or > in JSON-LD`)
      const types = data.jsonld.map(d => d["@type"])
      assert.equal(new Set(types).size, types.length, `${p}: ${types}`)
      for (const d of data.jsonld) assert.equal(d["@context"], "https://schema.org", p)
    }
  })

  it("the pages about the firm describe the business: ProfessionalService in Hyderabad, Telangana, IN, rated 4.9 from 63 reviews", () => {
    // Home, about, contact and the overview pages (the `page` template) carry the business;
    // guides, tools, search and the 404 page do not repeat it (issue 9's guide HTML budget).
    const routes = contentRoutes()
    const aboutTheFirm = pages.filter(({ path: p }) => routes.get(normalize(p))?.template === "page" && !p.startsWith("/404") && !p.startsWith("/te/404"))
    for (const p of ["/", "/our_profile/aboutuspage", "/our_profile/contact-us", "/contact-us"]) {
      assert.ok(aboutTheFirm.some(page => page.path === p), `${p} is a page about the firm`)
    }
    for (const { path: p, data } of pages.filter(page => !aboutTheFirm.includes(page))) {
      assert.deepEqual(data.ofType("ProfessionalService"), [], `${p}: no ProfessionalService on a guide, tool or search page`)
    }
    for (const { path: p, data } of aboutTheFirm) {
      const [business, ...more] = data.ofType("ProfessionalService")
      assert.ok(business && more.length === 0, `${p}: one ProfessionalService`)
      assert.equal(business.name, data.siteName, `${p}: name is the site name`)
      assert.equal(business.url, `${new URL(data.canonical).origin}/`, `${p}: url is the site's home`)
      assert.equal(`tel:${business.telephone}`, data.tel, `${p}: telephone is the number the header shows`)
      assert.match(business.telephone, /^\+91\d{10}$/)
      assert.equal(business.address["@type"], "PostalAddress")
      assert.equal(business.address.addressLocality, "Hyderabad")
      assert.equal(business.address.addressRegion, "Telangana")
      assert.equal(business.address.addressCountry, "IN")
      assert.match(business.address.postalCode, /^\d{6}$/)
      // A Telugu page shows the same address in Telugu letters (contact.ts address.te, Telugu review 5
      // minor 13); the business stays one entity, described in English, on both.
      const street = p === "/te" || p.startsWith("/te/") ? TELUGU_STREET : business.address.streetAddress
      assert.ok(business.address.streetAddress.length > 5 && data.bodyText.includes(street), `${p}: the street address is shown on the page (${street})`)
      assert.deepEqual(business.areaServed, { "@type": "City", name: "Hyderabad" })
      assert.equal(business.aggregateRating["@type"], "AggregateRating")
      assert.equal(business.aggregateRating.ratingValue, 4.9)
      assert.equal(business.aggregateRating.reviewCount, 63)
      assert.equal(business.aggregateRating.bestRating, 5)
      // The Telugu pages say it in Telugu: "Googleలో 63 రివ్యూలు, సగటు రేటింగ్ 4.9 / 5".
      const shown = p === "/te" || p.startsWith("/te/") ? /63 రివ్యూలు, సగటు రేటింగ్ 4\.9 \/ 5/ : /4\.9 \/ 5 from 63 reviews/
      assert.match(data.bodyText, shown, `${p}: the page shows the same rating`)
    }
    const ids = new Set(aboutTheFirm.map(({ data }) => data.ofType("ProfessionalService")[0]["@id"]))
    assert.equal(ids.size, 1, "one business entity across the site")
  })

  it("every guide and combined page has a BreadcrumbList equal to the breadcrumb it shows", () => {
    const routes = contentRoutes()
    let guides = 0
    for (const { path: p, data } of pages) {
      const [list, ...more] = data.ofType("BreadcrumbList")
      const template = routes.get(normalize(p))?.template
      if (template === "guide" || template === "combined") {
        guides++
        assert.ok(data.crumbs.length >= 2, `${p}: a ${template} page shows a breadcrumb`)
        assert.ok(list, `${p}: a ${template} page has a BreadcrumbList`)
      }
      if (data.crumbs.length === 0) {
        assert.equal(list, undefined, `${p}: no breadcrumb shown, no BreadcrumbList`)
        continue
      }
      // Other pages with a breadcrumb (tool pages) may leave it out; when present it must match.
      if (!list) continue
      assert.equal(more.length, 0, `${p}: one BreadcrumbList`)
      const origin = new URL(data.canonical).origin
      assert.deepEqual(
        list.itemListElement.map(i => ({ type: i["@type"], position: i.position, name: i.name })),
        data.crumbs.map((c, i) => ({ type: "ListItem", position: i + 1, name: c.name })),
        p,
      )
      // The trail starts at the home page of the page's language (issue 24): Home at /, హోమ్ at /te.
      const telugu = p === "/te" || p.startsWith("/te/")
      assert.equal(list.itemListElement[0].name, telugu ? "హోమ్" : "Home")
      assert.equal(list.itemListElement[0].item, telugu ? `${origin}/te` : `${origin}/`)
      data.crumbs.forEach((c, i) => {
        if (c.href) assert.equal(list.itemListElement[i].item, `${origin}${c.href === "/" ? "/" : c.href}`, `${p}: crumb ${i + 1}`)
      })
      assert.equal(list.itemListElement.at(-1).item, data.canonical, `${p}: the last crumb is the page itself`)
    }
    assert.ok(guides >= 35, `${guides} guide and combined pages checked`)
  })

  it("every page that shows FAQs has an FAQPage with exactly those questions and answers, but a combined screen (its guides carry them); others have none", () => {
    const routes = contentRoutes()
    let withFaqs = 0
    for (const { path: p, data } of pages) {
      const [faqPage, ...more] = data.ofType("FAQPage")
      // Google's FAQPage guidelines: FAQ content repeated on a site is marked up in one place only.
      if (data.faqs.length === 0 || routes.get(normalize(p))?.template === "combined") {
        assert.equal(faqPage, undefined, `${p}: shows no FAQ, so no FAQPage`)
        continue
      }
      withFaqs++
      assert.ok(faqPage && more.length === 0, `${p}: shows FAQs, so has one FAQPage`)
      const shown = data.faqs.filter((f, i) => data.faqs.findIndex(g => g.question.toLowerCase() === f.question.toLowerCase()) === i)
      assert.deepEqual(
        faqPage.mainEntity.map(q => ({ type: q["@type"], question: q.name, answerType: q.acceptedAnswer["@type"], answer: q.acceptedAnswer.text })),
        shown.map(f => ({ type: "Question", question: f.question, answerType: "Answer", answer: f.answer })),
        p,
      )
      for (const q of faqPage.mainEntity) assert.doesNotMatch(`${q.name} ${q.acceptedAnswer.text}`, /\{\{/, `${p}: fact tokens resolved`)
    }
    assert.ok(withFaqs >= 30, `${withFaqs} pages with FAQs`)
  })

  it("each guide's FAQPage lists every FAQ of its Markdown file; a combined page, whose questions are its guides', lists none", () => {
    const docs = markdownFiles("content").map(f => matter(fs.readFileSync(f, "utf8")).data)
    const questionsOf = new Map(docs.filter(d => d.template === "guide").map(d => [normalize(d.path), (d.faqs ?? []).map(f => f.question)]))
    const byPath = new Map(pages.map(p => [p.path, p.data]))
    let checked = 0
    for (const doc of docs) {
      let questions
      if (doc.template === "guide") questions = questionsOf.get(normalize(doc.path))
      else if (doc.template === "combined") {
        questions = []
        // (each of its questions is on the page, and in the FAQPage of the guide it comes from)
        for (const inc of doc.includes ?? []) assert.ok((questionsOf.get(normalize(inc)) ?? []).length === 0 || byPath.get(normalize(inc))?.ofType("FAQPage").length === 1, `${inc}: its guide page marks up its FAQs`)
      } else continue
      const expected = new Set(questions.map(q => q.trim().toLowerCase())).size
      for (const route of [doc.path, ...(doc.aliases ?? [])]) {
        const page = byPath.get(normalize(route))
        assert.ok(page, `${route} is built`)
        const listed = page.ofType("FAQPage")[0]?.mainEntity.length ?? 0
        assert.equal(listed, expected, `${route}: FAQPage lists ${listed} of the ${expected} FAQs in its Markdown`)
        checked++
      }
    }
    assert.ok(checked >= 35, `${checked} guide and combined routes checked`)
    assert.equal(byPath.get("/gst/services").ofType("FAQPage").length, 0, "the combined GST page marks up no FAQ")
    assert.match(byPath.get("/gst/services").bodyText, /What is the turnover limit for GST registration\?/, "the combined GST page shows the GST registration FAQs")
    const gst = byPath.get("/gst/services/gst-registration").ofType("FAQPage")[0].mainEntity.map(q => q.name)
    assert.ok(gst.includes("What is the turnover limit for GST registration?"), "the GST registration guide marks them up")
  })
})
