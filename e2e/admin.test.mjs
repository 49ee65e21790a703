// The content editor (Decap CMS) at /admin in the production build, served as `npm start`
// serves it (public/serve.json): apart from the public site (noindex, not in the sitemap,
// disallowed in robots.txt, its own Content-Security-Policy), working offline under that
// policy, and never loaded by a public page.
import { describe, it } from "node:test"
import assert from "node:assert/strict"
import fs from "node:fs"
import path from "node:path"
import { BASE, HANG_GUARD_MS, openPage, useBrowser, waitForHydration } from "./lib.mjs"

const PUBLIC = path.join(process.cwd(), "public")
const browser = await useBrowser()

/** The policy a response carries, by directive. */
function directives(csp) {
  return Object.fromEntries(
    (csp ?? "").split(";").map(d => d.trim().split(/\s+/)).filter(d => d[0]).map(([name, ...values]) => [name, values]),
  )
}

/** A page under the server's real policy that records every violation. */
async function openCspPage() {
  const page = await openPage(browser, { width: 1280, height: 800, enforceCsp: true })
  page.violations = []
  await page.exposeFunction("__reportCsp", v => page.violations.push(v))
  await page.addInitScript(() => {
    document.addEventListener("securitypolicyviolation", e => window.__reportCsp({ directive: e.effectiveDirective, blocked: e.blockedURI }), true)
  })
  return page
}

describe("/admin stays apart from the public site", () => {
  it("is marked noindex, has its own policy, and is neither in the sitemap nor open to robots", async () => {
    const res = await fetch(`${BASE}/admin/`)
    assert.equal(res.status, 200)
    const html = await res.text()
    assert.match(html, /<meta name="robots" content="noindex, nofollow">/)
    assert.equal(res.headers.get("x-robots-tag"), "noindex, nofollow")
    const admin = directives(res.headers.get("content-security-policy"))
    assert.deepEqual(admin["script-src"], ["'self'", "'unsafe-eval'"])
    assert.deepEqual(admin["connect-src"], ["'self'"])
    assert.deepEqual(admin["frame-ancestors"], ["'none'"])
    assert.ok(!/https?:/.test(res.headers.get("content-security-policy")), "no other origin is allowed")
    // Its scripts are the site's own files: no inline script, nothing from another server.
    assert.deepEqual([...html.matchAll(/<script\b[^>]*>/g)].map(m => m[0]), ['<script src="/admin/admin.js">'])
    for (const file of ["admin.js", "decap-cms.js", "cms-site.js", "cms-site.css", "config.yml", "netlify-identity-widget.js"]) {
      const r = await fetch(`${BASE}/admin/${file}`)
      assert.equal(r.status, 200, file)
      assert.equal(r.headers.get("x-robots-tag"), "noindex, nofollow", file)
    }

    const robots = await (await fetch(`${BASE}/robots.txt`)).text()
    assert.match(robots, /^Disallow: \/admin$/m)
    const sitemaps = fs.readdirSync(PUBLIC).filter(f => /^sitemap.*\.xml$/.test(f))
    assert.ok(sitemaps.length > 0)
    for (const f of sitemaps) assert.ok(!fs.readFileSync(path.join(PUBLIC, f), "utf8").includes("/admin"), f)

    // The public pages keep the strict policy: no eval, scripts by hash.
    const home = directives((await fetch(`${BASE}/`)).headers.get("content-security-policy"))
    assert.ok(!home["script-src"].includes("'unsafe-eval'"))
    assert.ok(home["script-src"].slice(1).every(s => /^'sha256-/.test(s)))
  })

  it("opens offline under its own policy: the login form, no violation, nothing from another server", async () => {
    const page = await openCspPage()
    const requests = []
    page.on("request", r => requests.push(new URL(r.url()).pathname))
    await page.goto(`${BASE}/admin/`)
    // On localhost the production backend (git-gateway) shows its e-mail and password form.
    await page.getByRole("button", { name: "Login" }).waitFor()
    await page.getByPlaceholder("Email").waitFor()
    assert.deepEqual(page.violations, [])
    assert.deepEqual(page.errors, [])
    assert.ok(requests.includes("/admin/config.yml") && requests.includes("/admin/decap-cms.js") && requests.includes("/admin/cms-site.js"), requests.join(" "))
    assert.ok(!requests.includes("/admin/netlify-identity-widget.js"), "no identity widget on localhost")
    await page.context().close()
  })

  it("on the real site (https), logs in through the Netlify Identity widget from the site's own files, on this origin", async () => {
    // The site under its own https host name: every request to it is answered by the local
    // server, with that server's headers (so the editor's policy applies); any other is refused.
    const context = await browser.newContext({ viewport: { width: 1280, height: 800 } })
    context.setDefaultTimeout(HANG_GUARD_MS)
    const host = "https://editor.example.test"
    const requests = []
    const external = []
    await context.route("**/*", async route => {
      const url = route.request().url()
      if (!url.startsWith(host)) {
        external.push(url)
        return route.abort()
      }
      requests.push(new URL(url).pathname)
      return route.fulfill({ response: await route.fetch({ url: url.replace(host, BASE) }) })
    })
    const page = await context.newPage()
    const violations = []
    await page.exposeFunction("__reportCsp", v => violations.push(v))
    await page.addInitScript(() => {
      document.addEventListener("securitypolicyviolation", e => window.__reportCsp({ directive: e.effectiveDirective, blocked: e.blockedURI }), true)
    })
    await page.goto(`${host}/admin/`)
    await page.getByRole("button", { name: "Login with Netlify Identity" }).click()
    // Netlify Identity itself only exists on Netlify: the widget asks this origin for it, and the editor says so.
    await page.getByText("Unable to access identity settings").waitFor()
    assert.ok(requests.includes("/admin/netlify-identity-widget.js"), requests.join(" "))
    assert.ok(requests.includes("/.netlify/identity/settings"), requests.join(" "))
    assert.deepEqual(external, [])
    assert.deepEqual(violations, [])
    // The widget may still be asking for its settings: let those requests go unanswered.
    await context.unrouteAll({ behavior: "ignoreErrors" })
    await context.close()
  })

  it("no public page loads any of the editor", async () => {
    for (const url of ["/", "/registrations/company/llp-registration", "/our_profile/contact-us"]) {
      const page = await openPage(browser, { width: 375, height: 740 })
      const requests = []
      page.on("request", r => requests.push(new URL(r.url()).pathname))
      await page.goto(`${BASE}${url}`)
      await waitForHydration(page)
      assert.deepEqual(requests.filter(r => r.startsWith("/admin")), [], url)
      await page.context().close()
    }
    // ...nor do the site's bundles contain it.
    for (const file of fs.readdirSync(PUBLIC).filter(f => f.endsWith(".js"))) {
      const js = fs.readFileSync(path.join(PUBLIC, file), "utf8")
      assert.ok(!/decap|registerPreviewTemplate|fact-text/i.test(js), file)
    }
  })
})
