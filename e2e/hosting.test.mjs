// The hosting headers, applied by the same static server `npm start` uses
// (public/serve.json, generated with public/_headers from one set of rules):
// the site must really work under its Content-Security-Policy.
import { describe, it } from "node:test"
import assert from "node:assert/strict"
import { createHash } from "node:crypto"
import { existsSync, readdirSync, readFileSync } from "node:fs"
import { BASE, openPage, useBrowser, waitForHydration } from "./lib.mjs"
import { BUNDLE_TAG, jsPages } from "./budgets.mjs"

const browser = await useBrowser()

const GUIDE = "/registrations/company/pvt-ltd-registration"
/** The script that applies the deferred stylesheet where a page's critical CSS is inlined (gatsby/critical-css.ts, beasties' "media-script"). */
/**
 * The search pages' head script, as src/lib/search-query-script.ts writes it: the string literals
 * of its source, joined (the TypeScript module cannot be imported here).
 */
const SEARCH_QUERY_SCRIPT = (() => {
  const source = readFileSync(new URL("../src/lib/search-query-script.ts", import.meta.url), "utf8")
  const expression = /export const SEARCH_QUERY_SCRIPT =\s*([\s\S]*?)\n\n/.exec(source)?.[1]
  assert.ok(expression && /^(\s*\+?\s*("([^"\\]|\\.)*"|'([^'\\]|\\.)*'))+\s*$/.test(expression), "SEARCH_QUERY_SCRIPT is string literals joined")
  return new Function(`return ${expression}`)()
})()
const DEFERRED_STYLESHEET_SCRIPT =
  "document.querySelectorAll('link[data-beasties-media]').forEach(function(l){l.media=l.getAttribute('data-beasties-media');l.removeAttribute('data-beasties-media')})"
/** The script that asks for the page's bundles after its first paint on the same pages (gatsby/critical-css.ts, issue 31: LCP). */
const DEFERRED_SCRIPTS_SCRIPT =
  "requestAnimationFrame(function(){requestAnimationFrame(function(){setTimeout(function(){document.querySelectorAll('script[data-deferred-src]').forEach(function(s){var e=document.createElement('script');e.src=s.getAttribute('data-deferred-src');document.body.appendChild(e)})})})})"
const IMMUTABLE = "public, max-age=31536000, immutable"
const REVALIDATE = "public, max-age=0, must-revalidate"
/** A URL outside every folder of the build: every host answers it with the 404 page. */
const UNKNOWN = "/no-such-page"

/**
 * The headers Netlify would send for a URL path, from public/_headers: the rules whose path
 * is the URL (with or without a trailing "/") or ends in "*" and starts the URL; a header set
 * by several rules gets their values joined, as Netlify does.
 */
function netlifyHeaders(urlPath) {
  const text = readFileSync(new URL("../public/_headers", import.meta.url), "utf8")
  const headers = {}
  let matches = false
  for (const line of text.split("\n")) {
    if (line.startsWith("#") || !line.trim()) continue
    if (!line.startsWith(" ")) {
      const rule = line.trim()
      matches = rule.endsWith("*") ? urlPath.startsWith(rule.slice(0, -1)) : rule.replace(/\/$/, "") === urlPath.replace(/\/$/, "") || rule === urlPath
      continue
    }
    if (!matches) continue
    const [key, ...value] = line.trim().split(": ")
    const name = key.toLowerCase()
    headers[name] = headers[name] ? `${headers[name]}, ${value.join(": ")}` : value.join(": ")
  }
  return headers
}

/** The policy in a page's <meta http-equiv="Content-Security-Policy">, if any. */
const metaPolicy = html => /<meta http-equiv="Content-Security-Policy" content="([^"]*)"\/>/.exec(html)?.[1]

/**
 * A page that records every Content-Security-Policy violation: the
 * `securitypolicyviolation` events of each document (registered before any of
 * the page's own scripts run) and the browser's console messages about the policy.
 */
async function openCspPage(opts) {
  const page = await openPage(browser, { ...opts, enforceCsp: true })
  page.violations = []
  await page.exposeFunction("__reportCsp", v => page.violations.push(v))
  await page.addInitScript(() => {
    window.__violations = []
    document.addEventListener(
      "securitypolicyviolation",
      e => {
        const v = { directive: e.effectiveDirective, blocked: e.blockedURI, sample: e.sample, page: location.pathname }
        window.__violations.push(v)
        window.__reportCsp(v)
      },
      true,
    )
  })
  page.on("console", msg => {
    if (/content security policy/i.test(msg.text())) page.violations.push({ console: msg.text() })
  })
  return page
}

/** The policy the server sent for a page, by directive. */
function directives(csp) {
  return Object.fromEntries(
    csp.split(";").map(d => d.trim().split(/\s+/)).filter(d => d[0]).map(([name, ...values]) => [name, values]),
  )
}

describe("response headers", () => {
  it("HTML pages carry the security headers and must be revalidated", async () => {
    for (const path of ["/", GUIDE, "/our_profile/contact-us"]) {
      const res = await fetch(`${BASE}${path}`, { redirect: "manual" })
      assert.equal(res.status, 200, path)
      const h = res.headers
      assert.equal(h.get("cache-control"), REVALIDATE, path)
      assert.equal(h.get("x-content-type-options"), "nosniff")
      assert.equal(h.get("x-frame-options"), "DENY")
      assert.equal(h.get("referrer-policy"), "strict-origin-when-cross-origin")
      assert.match(h.get("strict-transport-security"), /^max-age=31536000; includeSubDomains$/)
      assert.match(h.get("permissions-policy"), /camera=\(\), geolocation=\(\)/)
      const csp = directives(h.get("content-security-policy"))
      assert.deepEqual(csp["frame-ancestors"], ["'none'"])
      assert.deepEqual(csp["default-src"], ["'self'"])
      assert.deepEqual(csp["object-src"], ["'none'"])
      assert.equal(csp["script-src"][0], "'self'")
      assert.ok(csp["script-src"].slice(1).every(s => /^'sha256-[A-Za-z0-9+/]{43}='$/.test(s)), "script-src is 'self' plus hashes only")
      assert.ok(!csp["script-src"].includes("'unsafe-inline'") && !csp["script-src"].includes("'unsafe-eval'"))
    }
  })

  it("the 404 page carries the same policy", async () => {
    const res = await fetch(`${BASE}/no/such/page`)
    assert.equal(res.status, 404)
    assert.match(res.headers.get("content-security-policy"), /frame-ancestors 'none'/)
    assert.equal(res.headers.get("x-frame-options"), "DENY")
    assert.match(await res.text(), /Oops! Page Not Found/)
  })

  it("a URL outside every folder: Netlify sends no policy header, so the 404 page carries the site's policy itself", async () => {
    const netlify = netlifyHeaders(UNKNOWN)
    assert.equal(netlify["content-security-policy"], undefined, "no _headers rule gives this URL a policy")
    assert.equal(netlify["x-frame-options"], "DENY")
    assert.equal(netlify["x-content-type-options"], "nosniff")
    const res = await fetch(`${BASE}${UNKNOWN}`)
    assert.equal(res.status, 404)
    const html = await res.text()
    assert.match(html, /Oops! Page Not Found/)
    const meta = metaPolicy(html)
    assert.ok(meta, "the 404 page has a meta policy")
    // the site's policy (the one every page's header carries) but frame-ancestors, which a meta policy cannot set
    const site = (await fetch(`${BASE}${GUIDE}`)).headers.get("content-security-policy")
    assert.equal(`${meta}; frame-ancestors 'none'`, site)
    assert.ok(html.indexOf("<meta http-equiv=\"Content-Security-Policy\"") < html.indexOf("<script"), "the policy comes before every script")
    // under a folder of the build the header applies too: the same policy twice, nothing stricter
    assert.equal(netlifyHeaders("/gst/no-such-guide")["content-security-policy"], site)
    // and the editor keeps its own policy alone
    assert.equal(metaPolicy(await (await fetch(`${BASE}/admin/`)).text()), undefined)
  })

  it("content-hashed bundles are immutable for a year; page-data is revalidated", async () => {
    const html = await (await fetch(`${BASE}${GUIDE}`)).text()
    const scripts = [...html.matchAll(BUNDLE_TAG)].map(m => `/${m[1]}`)
    assert.ok(scripts.length >= 3, `external scripts in the page: ${scripts}`)
    for (const src of scripts) {
      assert.match(src, /[-.][0-9a-f]{20}\.js$/, `${src} has a content hash`)
      const res = await fetch(`${BASE}${src}`)
      assert.equal(res.status, 200, src)
      assert.equal(res.headers.get("cache-control"), IMMUTABLE, src)
      assert.equal(res.headers.get("x-content-type-options"), "nosniff")
    }
    const css = /<link rel="stylesheet" href="(\/styles\.[0-9a-f]+\.css)"/.exec(html)?.[1]
    assert.ok(css, "the page names its stylesheet")
    assert.equal((await fetch(`${BASE}${css}`)).headers.get("cache-control"), IMMUTABLE)
    for (const data of [`/page-data${GUIDE}/page-data.json`, "/page-data/index/page-data.json", "/page-data/app-data.json"]) {
      const res = await fetch(`${BASE}${data}`)
      assert.equal(res.status, 200, data)
      assert.equal(res.headers.get("cache-control"), REVALIDATE, data)
    }
  })

  it("legacy URLs still answer 301 to their pages", async () => {
    const res = await fetch(`${BASE}/products/simple-digital-product/`, { redirect: "manual" })
    assert.equal(res.status, 301)
    assert.equal(res.headers.get("location"), "/services")
  })
})

describe("the site works under its Content-Security-Policy", () => {
  it("home page: hydrates, menus work, no violation", async () => {
    const page = await openCspPage({ width: 1280, height: 800 })
    await page.goto(`${BASE}/`)
    await waitForHydration(page)
    const nav = page.getByRole("navigation", { name: "Main" })
    await nav.getByRole("link", { name: "GST", exact: true }).hover()
    assert.equal(await nav.getByRole("link", { name: "GST Registration" }).isVisible(), true)
    assert.deepEqual(page.violations, [])
    assert.deepEqual(page.errors, [])
    await page.context().close()
  })

  it("a guide: hydrates, FAQs open, the JSON-LD is present, no violation", async () => {
    const page = await openCspPage({ width: 375, height: 740 })
    await page.goto(`${BASE}${GUIDE}`)
    await waitForHydration(page)
    // the JSON-LD blocks are in the body after the text (src/components/shell/HeadTags.tsx): hydrated
    // in place, each once, the FAQPage block after the last question it repeats
    const blocks = await page.evaluate(() => {
      const all = [...document.querySelectorAll('script[type="application/ld+json"]')]
      const questions = [...document.querySelectorAll("main .disclosure__button")]
      const faq = all.find(s => JSON.parse(s.textContent)["@type"] === "FAQPage")
      return {
        types: all.map(s => JSON.parse(s.textContent)["@type"]),
        inHead: all.filter(s => s.closest("head")).length,
        faqAfterQuestions: Boolean(faq && questions.length && questions.at(-1).compareDocumentPosition(faq) & Node.DOCUMENT_POSITION_FOLLOWING),
      }
    })
    assert.deepEqual(blocks.types.toSorted(), ["BreadcrumbList", "FAQPage"])
    assert.equal(blocks.inHead, 0)
    assert.ok(blocks.faqAfterQuestions, "the FAQPage block follows the questions it repeats")
    const question = page.locator(".disclosure__button").first()
    assert.equal(await question.getAttribute("aria-expanded"), "false")
    await question.click()
    assert.equal(await question.getAttribute("aria-expanded"), "true")
    const toggle = page.getByRole("button", { name: "Open menu" })
    await toggle.click()
    assert.equal(await toggle.getAttribute("aria-expanded"), "true")
    assert.equal(await page.locator("#mobile-menu").evaluate(el => el.classList.contains("is-open")), true)
    assert.deepEqual(page.violations, [])
    assert.deepEqual(page.errors, [])
    await page.context().close()
  })

  it("contact page: the quote form validates and hands off to WhatsApp, no violation", async () => {
    const page = await openCspPage({ width: 1280, height: 800 })
    await page.addInitScript(() => {
      window.__opened = []
      window.open = (...args) => {
        window.__opened.push(args)
        return null
      }
    })
    await page.goto(`${BASE}/our_profile/contact-us`)
    await waitForHydration(page)
    const submit = page.getByRole("button", { name: "Submit via WhatsApp" })
    await submit.click()
    await page.getByText("Mobile number is required").waitFor()
    await page.getByText("Email is required").waitFor()
    await page.getByText("Please enter your requirement").waitFor()
    await page.getByLabel("Mobile Number").fill("9876543210")
    await page.getByLabel("Email", { exact: true }).fill("owner@shop.in")
    await page.getByLabel("Requirement").fill("GST registration for my shop")
    await submit.click()
    await page.waitForFunction(() => window.__opened.length === 1)
    const [url, target] = (await page.evaluate(() => window.__opened))[0]
    assert.equal(target, "_blank")
    assert.match(url, /^https:\/\/wa\.me\/\d+\?text=/)
    const text = decodeURIComponent(url.split("?text=")[1])
    assert.ok(text.includes("owner@shop.in") && text.includes("9876543210") && text.includes("GST registration for my shop"), text)
    assert.equal(await page.getByLabel("Mobile Number").inputValue(), "")
    assert.deepEqual(page.violations, [])
    assert.deepEqual(page.errors, [])
    await page.context().close()
  })

  it("404 page: Go Back works, no violation", async () => {
    const page = await openCspPage({ width: 1280, height: 800 })
    await page.goto(`${BASE}/features`)
    await waitForHydration(page)
    const res = await page.goto(`${BASE}/no/such/page`)
    assert.equal(res.status(), 404)
    await waitForHydration(page)
    assert.equal(await page.locator("h1").innerText(), "Oops! Page Not Found")
    await page.getByRole("button", { name: "Go Back" }).click()
    await page.waitForURL(`${BASE}/features`)
    assert.deepEqual(page.violations, [])
    // the 404 response itself is logged as a failed resource load, nothing else
    assert.deepEqual(page.errors.filter(e => !e.includes("404")), [])
    await page.context().close()
  })

  it("404 page served with no policy header (as Netlify serves an unknown URL): its own policy holds, the page works", async () => {
    const page = await openCspPage({ width: 1280, height: 800 })
    await page.route(`${BASE}${UNKNOWN}`, async route => {
      const response = await route.fetch()
      const headers = { ...response.headers() }
      delete headers["content-security-policy"]
      await route.fulfill({ response, headers })
    })
    const res = await page.goto(`${BASE}${UNKNOWN}`)
    assert.equal(res.status(), 404)
    assert.equal((await res.allHeaders())["content-security-policy"], undefined)
    await waitForHydration(page)
    assert.equal(await page.locator("h1").innerText(), "Oops! Page Not Found")
    assert.deepEqual(page.violations, [])
    // the 404 response itself is logged as a failed resource load, nothing else
    assert.deepEqual(page.errors.filter(e => !e.includes("404")), [])
    await page.evaluate(() => {
      const s = document.createElement("script")
      s.textContent = "window.__injected = true"
      document.body.append(s)
    })
    // the violation event is the state to wait for (an allowed script would run at once instead)
    await page.waitForFunction(() => window.__violations.length > 0 || window.__injected === true)
    assert.equal(await page.evaluate(() => window.__injected), undefined, "the meta policy blocked the injected script")
    assert.ok(page.violations.some(v => v.directive === "script-src-elem"), JSON.stringify(page.violations))
    await page.context().close()
  })

  it("client-side navigation loads new page chunks and data without a violation", async () => {
    const page = await openCspPage({ width: 1280, height: 800 })
    await page.goto(`${BASE}/`)
    await waitForHydration(page)
    await page.evaluate(() => (window.__samePage = true))
    await page.locator("footer").getByRole("link", { name: "LLP Registration" }).click()
    await page.waitForURL(`${BASE}/registrations/company/llp-registration`)
    await page.locator("h1").filter({ hasText: /LLP/ }).waitFor()
    await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "GST", exact: true }).hover()
    await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "GST Return Filing" }).click()
    await page.waitForURL(`${BASE}/gst/services/gst-return-filing`)
    await page.locator("h1").filter({ hasText: /GST Return/i }).waitFor()
    assert.equal(await page.evaluate(() => window.__samePage), true, "no full page load")
    // Helmet swapped the JSON-LD for the new page's
    const types = await page.locator('script[type="application/ld+json"]').evaluateAll(els => els.map(e => JSON.parse(e.textContent)["@type"]))
    assert.deepEqual(types.sort(), ["BreadcrumbList", "FAQPage"])
    assert.deepEqual(page.violations, [])
    assert.deepEqual(page.errors, [])
    await page.context().close()
  })
})

/** Every file of a folder, relative, with forward slashes. */
const filesOf = (dir, base = dir) =>
  readdirSync(dir, { withFileTypes: true }).flatMap(e => (e.isDirectory() ? filesOf(`${dir}/${e.name}`, base) : [`${dir}/${e.name}`.slice(base.length + 1)]))
const PUBLIC = new URL("../public", import.meta.url).pathname

describe("only what the build wrote (issue 30)", () => {
  it("the policy hashes exactly Gatsby's inline scripts and the site's one, and no page has another", async () => {
    const executable = html =>
      [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi)].filter(m => !/\ssrc\s*=/i.test(m[1]) && !/type="(application\/ld\+json|text\/plain)"/i.test(m[1])).map(m => m[2])
    const hash = text => `'sha256-${createHash("sha256").update(text).digest("base64")}'`
    // Gatsby writes its inline scripts (chunk map, compilation hash) to this file; the site writes the pagePath script
    // and, where a page has its critical CSS inlined, the one that applies the deferred stylesheet (gatsby/critical-css.ts).
    const gatsby = executable(readFileSync(`${PUBLIC}/_gatsby/slices/_gatsby-scripts-1.html`, "utf8"))
    assert.equal(gatsby.length, 2)
    // and, on /search and /te/search, the mark of a query in the address (src/lib/search-query-script.ts, issue 29).
    const written = new Set([...gatsby, "window.pagePath=document.currentScript.dataset.pagePath;", DEFERRED_STYLESHEET_SCRIPT, DEFERRED_SCRIPTS_SCRIPT, SEARCH_QUERY_SCRIPT])
    const csp = (await fetch(`${BASE}${GUIDE}`)).headers.get("content-security-policy")
    assert.deepEqual(directives(csp)["script-src"].filter(v => v.startsWith("'sha256-")).sort(), [...written].map(hash).sort())
    const pages = filesOf(PUBLIC).filter(f => f.endsWith(".html"))
    assert.ok(pages.length > 100, `${pages.length} pages`)
    for (const file of pages) {
      for (const script of executable(readFileSync(`${PUBLIC}/${file}`, "utf8"))) assert.ok(written.has(script), `${file}: an inline script the build did not write: ${script.slice(0, 80)}`)
    }
  })

  it("publishes no source map: none in public/, none named by a bundle or served; the build keeps them in source-maps/", async () => {
    assert.deepEqual(filesOf(PUBLIC).filter(f => f.endsWith(".map")), [])
    const html = await (await fetch(`${BASE}${GUIDE}`)).text()
    const bundles = [...html.matchAll(BUNDLE_TAG)].map(m => `/${m[1]}`)
    assert.ok(bundles.length >= 3, `bundles: ${bundles}`)
    for (const src of bundles) {
      const js = await (await fetch(`${BASE}${src}`)).text()
      assert.doesNotMatch(js, /sourceMappingURL/, `${src} names no map`)
      assert.equal((await fetch(`${BASE}${src}.map`)).status, 404, `${src}.map is not served`)
    }
    const kept = new URL("../source-maps", import.meta.url).pathname
    assert.ok(existsSync(kept), "source-maps/ exists")
    const app = bundles.find(src => /\/app-[0-9a-f]+\.js$/.test(src))
    assert.ok(app && existsSync(`${kept}${app}.map`), `the map of ${app} is kept in source-maps/`)
  })
})

/** A page's <head> without its <noscript> elements (what a browser with JavaScript reads). */
const headWithScripting = html => /<head>([\s\S]*?)<\/head>/.exec(html)[1].replace(/<noscript>[\s\S]*?<\/noscript>/g, "")
/** The templates whose HTML budget the critical CSS does not fit (gatsby/critical-css.ts, LINKED_STYLESHEET_TEMPLATES). */
const LINKED = /^(guide|combined|search)\//

/** The site's stylesheet file in a page, once the browser applies it (not while its media is print). */
const STYLESHEET_APPLIED = () =>
  [...document.styleSheets].some(s => s.href && /\/styles\.[0-9a-f]+\.css$/.test(s.href) && !/print/.test(s.media.mediaText) && s.cssRules.length > 0)

/**
 * In the browser: a rule of the whole stylesheet (as applied) whose class the page's inlined CSS does not name,
 * and the properties it changes on an element given that class (against a plain element); null if there is none.
 */
const fullSheetOnlyRule = page =>
  page.evaluate(() => {
    const inline = [...document.head.querySelectorAll("style")].map(s => s.textContent).join("")
    const sheet = [...document.styleSheets].find(s => s.href && /\/styles\.[0-9a-f]+\.css$/.test(s.href) && !/print/.test(s.media.mediaText))
    const plain = document.body.appendChild(document.createElement("div"))
    for (const rule of sheet?.cssRules ?? []) {
      const cls = /^\.([a-z][\w-]*)$/i.exec(rule.selectorText ?? "")?.[1]
      if (!cls || new RegExp(`\\.${cls}(?![\\w-])`).test(inline)) continue
      const el = document.body.appendChild(document.createElement("div"))
      el.className = cls
      const changed = [...rule.style].filter(prop => getComputedStyle(el).getPropertyValue(prop) !== getComputedStyle(plain).getPropertyValue(prop))
      el.remove()
      if (changed.length > 0) return { selector: rule.selectorText, changed }
    }
    return null
  })

/** The properties that make what a visitor sees of an element (and of its ::before and ::after). */
const DRAWN = ["display", "visibility", "opacity", "color", "background-color", "background-image", "border-top", "border-right", "border-bottom", "border-left", "border-radius", "box-shadow", "outline", "font-family", "font-size", "font-weight", "font-style", "line-height", "letter-spacing", "text-align", "text-decoration-line", "text-transform", "white-space", "transform", "clip-path", "z-index", "position", "overflow"]

/**
 * The page as it is drawn in its first screen: for every element that reaches into the top 800 px,
 * its box (to the hundredth of a pixel) and the computed properties that draw it, with its ::before
 * and ::after. The whole stylesheet is waited for unless it is blocked. Computed values, not pixels:
 * a screenshot of the same page can differ in a few anti-aliased pixels from one paint to the next
 * (seen on a rounded corner after the stylesheet's late swap), a computed style cannot.
 */
async function firstScreen(width, pagePath, { blockStylesheet = false } = {}) {
  const page = await openPage(browser, { width, height: 800 })
  if (blockStylesheet) await page.route(/\/styles\.[0-9a-f]+\.css$/, route => route.abort())
  await page.goto(`${BASE}${pagePath}`)
  await waitForHydration(page)
  await page.waitForFunction(() => document.fonts.status === "loaded")
  if (!blockStylesheet) await page.waitForFunction(STYLESHEET_APPLIED)
  else {
    const applied = await page.evaluate(() => [...document.styleSheets].some(s => {
      try {
        return s.href && /\/styles\.[0-9a-f]+\.css$/.test(s.href) && s.cssRules.length > 0
      } catch {
        return false // a sheet that failed to load has no rules to read
      }
    }))
    assert.equal(applied, false, "the stylesheet is blocked")
  }
  const drawn = await page.evaluate(props => {
    const style = (el, pseudo) => {
      const cs = getComputedStyle(el, pseudo)
      if (pseudo && (cs.content === "none" || cs.content === "normal")) return ""
      return props.map(p => cs.getPropertyValue(p)).join("|") + (pseudo ? `|${cs.content}|${cs.width}|${cs.height}` : "")
    }
    const where = el => {
      const names = []
      for (let e = el; e && e !== document.body; e = e.parentElement) names.unshift(e.tagName.toLowerCase() + (e.id ? `#${e.id}` : "") + (typeof e.className === "string" && e.className ? `.${e.className.trim().split(/\s+/).join(".")}` : ""))
      return names.slice(-3).join(" > ")
    }
    return [...document.body.querySelectorAll("*")]
      .map(el => ({ el, box: el.getBoundingClientRect() }))
      .filter(({ box }) => box.top < 800 && box.bottom > 0)
      .map(({ el, box }) => ({
        where: where(el),
        box: [box.x, box.y, box.width, box.height].map(n => n.toFixed(2)).join(","),
        style: style(el, null),
        before: style(el, "::before"),
        after: style(el, "::after"),
      }))
  }, DRAWN)
  await page.context().close()
  return drawn
}

describe("critical CSS inlined, the stylesheet deferred (issue 31)", () => {
  it("every page has its critical CSS in a <style> and no render-blocking stylesheet; guides, combined screens and search keep the link (HTML budget; results after the first paint); every page asks for its bundles after its first paint", async () => {
    const pages = [...jsPages(), { path: "/404.html", template: "page/en" }]
    assert.ok(pages.some(p => !LINKED.test(p.template)) && pages.some(p => LINKED.test(p.template)))
    for (const { path: pagePath, template } of pages) {
      const html = await (await fetch(`${BASE}${pagePath}`)).text()
      const head = headWithScripting(html)
      const links = [...head.matchAll(/<link\b[^>]*\brel="stylesheet"[^>]*>/g)].map(m => m[0])
      assert.equal(links.length, 1, `${pagePath}: one stylesheet link`)
      // every page's bundles are asked for after its first paint (issue 31, LCP), the pages that
      // keep the linked stylesheet too: none is a script the parser fetches
      assert.deepEqual([...html.matchAll(/<script src="[^"]+" async>/g)].map(m => m[0]), [], `${pagePath}: no bundle fetched while the page is parsed`)
      assert.ok(/<script type="text\/plain" data-deferred-src="\/app-[0-9a-f]{20}\.js"><\/script>/.test(html), `${pagePath}: the app bundle, deferred`)
      if (LINKED.test(template)) {
        assert.doesNotMatch(links[0], /\smedia=/, `${pagePath} (${template}): the linked stylesheet, as before`)
        assert.ok(html.endsWith(`<script>${DEFERRED_SCRIPTS_SCRIPT}</script></body></html>`), `${pagePath}: the script that asks for the bundles ends the page`)
        continue
      }
      const css = /<style>([^<]*)<\/style>/.exec(head)?.[1] ?? ""
      assert.ok(css.length > 2000 && css.includes(":root{--color-primary:"), `${pagePath} (${template}): critical CSS inlined (${css.length} characters)`)
      assert.match(links[0], /\smedia="print" data-beasties-media="all"/, `${pagePath}: the stylesheet does not block rendering`)
      assert.ok(head.indexOf("<style>") < head.indexOf(links[0]), `${pagePath}: the critical CSS comes first`)
      const href = /href="([^"]+)"/.exec(links[0])[1]
      assert.match(html, new RegExp(`<noscript><link rel="stylesheet" href="${href}"`), `${pagePath}: the stylesheet for readers without JavaScript`)
      assert.ok(html.endsWith(`<script>${DEFERRED_STYLESHEET_SCRIPT}</script><script>${DEFERRED_SCRIPTS_SCRIPT}</script></body></html>`), `${pagePath}: the script that applies it, then the one that asks for the bundles, end the page`)
    }
  })

  it("with JavaScript: the whole stylesheet applies after load, under the policy", async () => {
    const page = await openCspPage({ width: 375, height: 740 })
    await page.goto(`${BASE}/`)
    await waitForHydration(page)
    await page.waitForLoadState("load") // the stylesheet has loaded (it delays the load event, whatever its media)
    assert.ok(await page.evaluate(STYLESHEET_APPLIED), "the stylesheet applies")
    assert.equal(await page.locator('head > link[rel="stylesheet"]').getAttribute("media"), "all", "the script restored the stylesheet's media")
    const rule = await fullSheetOnlyRule(page)
    assert.ok(rule, "a rule only in the whole stylesheet takes effect")
    assert.deepEqual(page.violations, [])
    assert.deepEqual(page.errors, [])
    await page.context().close()
  })

  it("without JavaScript: the <noscript> link applies the whole stylesheet", async () => {
    const page = await openPage(browser, { width: 375, height: 740, javaScriptEnabled: false })
    await page.goto(`${BASE}/our_profile/contact-us`) // waits for the load event
    assert.ok(await page.evaluate(STYLESHEET_APPLIED), "the stylesheet applies")
    assert.ok(await fullSheetOnlyRule(page), "a rule only in the whole stylesheet takes effect")
    await page.context().close()
  })

  it("a page looks the same with its critical CSS alone as with the whole stylesheet (375 and 1280 px)", async () => {
    // The page template (in Telugu, whose type tokens are a :lang(te) rule) and a tool's.
    for (const pagePath of ["/te", "/tools/incorporation-cost"]) {
      for (const width of [375, 1280]) {
        const full = await firstScreen(width, pagePath)
        const critical = await firstScreen(width, pagePath, { blockStylesheet: true })
        assert.ok(full.length > 40, `${pagePath} at ${width} px: ${full.length} elements in the first screen`)
        assert.equal(critical.length, full.length, `${pagePath} at ${width} px: as many elements in the first screen without the whole stylesheet`)
        full.forEach((el, i) => {
          for (const part of ["box", "style", "before", "after"]) {
            assert.equal(critical[i][part], el[part], `${pagePath} at ${width} px: ${el.where}: its ${part} differs without the whole stylesheet`)
          }
        })
      }
    }
  })
})

describe("the violation check itself", () => {
  it("catches an inline script the policy does not allow", async () => {
    const page = await openCspPage({ width: 1280, height: 800 })
    await page.goto(`${BASE}${GUIDE}`)
    await waitForHydration(page)
    await page.evaluate(() => {
      const s = document.createElement("script")
      s.textContent = "window.__injected = true"
      document.body.append(s)
    })
    // the violation event is the state to wait for (an allowed script would run at once instead)
    await page.waitForFunction(() => window.__violations.length > 0 || window.__injected === true)
    assert.equal(await page.evaluate(() => window.__injected), undefined, "the injected script did not run")
    assert.ok(page.violations.some(v => v.directive === "script-src-elem"), JSON.stringify(page.violations))
    await page.context().close()
  })

  it("catches a policy with one of Gatsby's inline-script hashes removed", async () => {
    const page = await openCspPage({ width: 1280, height: 800 })
    // Serve the guide with the hash of its window.pagePath script taken out of the policy.
    await page.route(`${BASE}${GUIDE}`, async route => {
      const response = await route.fetch()
      const html = await response.text()
      const script = /<script id="gatsby-script-loader"[^>]*>([\s\S]*?)<\/script>/.exec(html)[1]
      const hash = `'sha256-${createHash("sha256").update(script).digest("base64")}'`
      const csp = response.headers()["content-security-policy"]
      assert.ok(csp.includes(hash), "the real policy allows the pagePath script")
      await route.fulfill({ response, body: html, headers: { ...response.headers(), "content-security-policy": csp.replace(` ${hash}`, "") } })
    })
    await page.goto(`${BASE}${GUIDE}`)
    // the blocked script's report is the state to wait for (without it the test cannot end)
    await page.waitForFunction(() => window.__violations.some(v => v.directive === "script-src-elem" && v.blocked === "inline"))
    assert.ok(
      page.violations.some(v => v.directive === "script-src-elem" && v.blocked === "inline"),
      `violation caught: ${JSON.stringify(page.violations)}`,
    )
    await page.context().close()
  })
})
