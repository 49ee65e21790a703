import crypto from "crypto"
import fs from "fs"
import os from "os"
import path from "path"
import {
  adminContentSecurityPolicy,
  blockedInlineCode,
  contentSecurityPolicy,
  cspHash,
  executableInlineScripts,
  GATSBY_SCRIPTS_FILE,
  HASHED_ASSET_GLOB,
  headerRules,
  htmlUrlPaths,
  IMMUTABLE,
  inlineScriptHashes,
  isHashedAsset,
  metaContentSecurityPolicy,
  netlifyHeadersFile,
  PUBLIC_FILES_GLOB,
  REVALIDATE,
  scanBuild,
  serveHeaders,
  SITE_INLINE_SCRIPTS,
  STABLE_PAGE_PATH_SCRIPT,
  stablePagePathScript,
  withMetaPolicy,
  withoutNulBytes,
  type BuildScan,
} from "../../gatsby/hosting"
import { DEFERRED_SCRIPTS_SCRIPT, DEFERRED_STYLESHEET_SCRIPT } from "../../gatsby/critical-css"
import { serveConfig } from "../../gatsby/redirects"
import { SEARCH_QUERY_SCRIPT } from "../../src/lib/search-query-script"

// serve-handler matches header sources with minimatch (its own dependency).
// eslint-disable-next-line @typescript-eslint/no-var-requires
const minimatch: (path: string, glob: string) => boolean = require(require.resolve("minimatch", { paths: [path.dirname(require.resolve("serve-handler"))] }))

const GATSBY_HTML = `<!DOCTYPE html><html lang="en-IN"><head>
<script type="application/ld+json" data-react-helmet="true">{"@type":"FAQPage"}</script>
<style data-href="/styles.200ac158a2fd7423de28.css">body{margin:0}</style>
</head><body><div id="___gatsby"><div style="outline:none" tabindex="-1" id="gatsby-focus-wrapper"></div></div>
<script id="gatsby-script-loader">/*<![CDATA[*/window.pagePath="/gst/services";/*]]>*/</script>
<script
  id="gatsby-chunk-mapping"
>
  window.___chunkMapping="{}";
</script>
<script>window.___webpackCompilationHash="536e9570c1825e87b717";</script>
<script src="/app-dc4c0eff44617fe88d8d.js" async></script>
<script type="module">import "/x.js"</script>
<script type="text/template"><p>not code</p></script>
</body></html>`

const scan: BuildScan = {
  htmlFiles: ["index.html", "404.html", "404/index.html", "gst/services/gst-registration/index.html"],
  hashedAssets: ["app-dc4c0eff44617fe88d8d.js", "styles.200ac158a2fd7423de28.css"],
  scriptHashes: ["'sha256-bbb='", "'sha256-aaa='", "'sha256-aaa='"],
  topLevel: ["404.html", "404/", "_headers", "admin/", "app-dc4c0eff44617fe88d8d.js", "gst/", "index.html", "page-data/", "static/", "styles.200ac158a2fd7423de28.css"],
}

describe("inline scripts and their CSP hashes", () => {
  it("finds the inline scripts a browser executes, and skips external scripts and data blocks", () => {
    expect(executableInlineScripts(GATSBY_HTML)).toEqual([
      '/*<![CDATA[*/window.pagePath="/gst/services";/*]]>*/',
      '\n  window.___chunkMapping="{}";\n',
      'window.___webpackCompilationHash="536e9570c1825e87b717";',
      'import "/x.js"',
    ])
  })

  it("hashes the text as the browser does (sha256 of the UTF-8 text, base64)", () => {
    const text = 'window.pagePath="/gst/services/gst-registration";'
    const expected = crypto.createHash("sha256").update(text, "utf8").digest("base64")
    expect(cspHash(text)).toBe(`'sha256-${expected}'`)
    // A known vector: sha256 of the empty string.
    expect(cspHash("")).toBe("'sha256-47DEQpj8HBSa+/TImW+5JCeuQeRkm5NMpJWZG3hSuFU='")
  })

  it("normalises CRLF like the HTML parser before hashing", () => {
    expect(executableInlineScripts("<script>a();\r\nb();</script>")).toEqual(["a();\nb();"])
  })

  it("flags markup no hash can allow: inline handlers and javascript: URLs", () => {
    expect(blockedInlineCode(GATSBY_HTML)).toEqual([])
    expect(blockedInlineCode('<button onclick="go()">Go</button>')).toEqual(['inline event handler onclick in <button onclick="go()">'])
    expect(blockedInlineCode('<a href="javascript:void(0)">x</a>')).toHaveLength(1)
    // text that merely mentions the words is fine
    expect(blockedInlineCode("<p>set onclick= in a script</p><script>el.onclick = f</script>")).toEqual([])
  })
})

describe("one pagePath script for every page", () => {
  const page = (p: string) => `<body><script id="gatsby-script-loader">/*<![CDATA[*/window.pagePath=${JSON.stringify(p)};/*]]>*/</script></body>`

  it("moves Gatsby's per-page path into a data attribute and keeps one script text", () => {
    expect(stablePagePathScript(page("/gst/services"))).toBe(
      `<body><script id="gatsby-script-loader" data-page-path="/gst/services">${STABLE_PAGE_PATH_SCRIPT}</script></body>`,
    )
    const a = executableInlineScripts(stablePagePathScript(page("/registrations/company/udyam-(msme)-registration")))
    const b = executableInlineScripts(stablePagePathScript(page("/404.html")))
    expect(a).toEqual(b)
    expect(a).toEqual([STABLE_PAGE_PATH_SCRIPT])
  })

  it("sets the same window.pagePath Gatsby's runtime reads", () => {
    for (const p of ["/", "/Services/-pan-card-", '/odd"path&<x>']) {
      document.body.innerHTML = stablePagePathScript(page(p)).replace(/<\/?body>/g, "")
      const script = document.getElementById("gatsby-script-loader") as HTMLScriptElement
      // eslint-disable-next-line no-new-func
      new Function("document", script.textContent!)({ currentScript: script })
      expect((window as unknown as { pagePath: string }).pagePath).toBe(p)
    }
  })

  it("is idempotent and leaves other markup alone", () => {
    const once = stablePagePathScript(page("/a"))
    expect(stablePagePathScript(once)).toBe(once)
    expect(stablePagePathScript(GATSBY_HTML)).toBe(GATSBY_HTML.replace(
      '<script id="gatsby-script-loader">/*<![CDATA[*/window.pagePath="/gst/services";/*]]>*/</script>',
      `<script id="gatsby-script-loader" data-page-path="/gst/services">${STABLE_PAGE_PATH_SCRIPT}</script>`,
    ))
    expect(stablePagePathScript("<script>window.pagePath=x</script>")).toBe("<script>window.pagePath=x</script>")
  })
})

describe("Content-Security-Policy", () => {
  const csp = contentSecurityPolicy(scan.scriptHashes)
  const directive = (name: string) => csp.split("; ").find(d => d.startsWith(`${name} `))

  it("allows scripts from the site and the hashed inline scripts only, each hash once", () => {
    expect(directive("script-src")).toBe("script-src 'self' 'sha256-aaa=' 'sha256-bbb='")
    expect(csp).not.toContain("'unsafe-eval'")
    expect(directive("script-src")).not.toContain("'unsafe-inline'")
  })

  it("forbids framing, plugins and foreign origins", () => {
    expect(directive("default-src")).toBe("default-src 'self'")
    expect(directive("frame-ancestors")).toBe("frame-ancestors 'none'")
    expect(directive("object-src")).toBe("object-src 'none'")
    expect(directive("base-uri")).toBe("base-uri 'self'")
    expect(directive("form-action")).toBe("form-action 'self'")
    expect(directive("style-src")).toBe("style-src 'self' 'unsafe-inline'")
  })
})

describe("header rules", () => {
  const rules = headerRules(scan)

  it("maps HTML files to the URL paths that serve them", () => {
    expect(htmlUrlPaths("index.html")).toEqual(["/"])
    expect(htmlUrlPaths("gst/services/index.html")).toEqual(["/gst/services", "/gst/services/"])
    expect(htmlUrlPaths("404.html")).toEqual(["/404.html"])
  })

  it("recognises Gatsby's content-hashed bundles and nothing else", () => {
    for (const f of [
      "app-dc4c0eff44617fe88d8d.js",
      "styles.200ac158a2fd7423de28.css",
      "component---src-templates-guide-tsx-bff7d6430c5f98158627.js",
      "2208c7c8-6282fa31a9383499b50e.js",
      "webpack-runtime-00339383df67b009cf3b.js.map",
    ])
      expect(isHashedAsset(f)).toBe(true)
    for (const f of ["~partytown/partytown.js", "sitemap-0.xml", "chunk-map.json", "page-data/app-data.json", "static/abc/x.js", "commons-6d336f2ef9f7ed68cc26.js.LICENSE.txt"])
      expect(isHashedAsset(f)).toBe(false)
  })

  it("writes _headers: security headers on /*, immutable bundles, revalidated HTML and page-data", () => {
    const file = netlifyHeadersFile(rules)
    const blocks = new Map<string, string[]>()
    let current = ""
    for (const line of file.split("\n")) {
      if (line.startsWith("/")) {
        current = line
        blocks.set(current, [...(blocks.get(current) ?? [])])
      } else if (line.startsWith("  ")) blocks.get(current)!.push(line.trim())
    }
    expect(blocks.get("/*")).toEqual([
      "Strict-Transport-Security: max-age=31536000; includeSubDomains",
      "X-Content-Type-Options: nosniff",
      "X-Frame-Options: DENY",
      "Referrer-Policy: strict-origin-when-cross-origin",
      "Permissions-Policy: accelerometer=(), camera=(), geolocation=(), gyroscope=(), magnetometer=(), microphone=(), payment=(), usb=()",
    ])
    expect(blocks.get("/gst/*")).toEqual([`Content-Security-Policy: ${contentSecurityPolicy(scan.scriptHashes)}`])
    expect(blocks.get("/admin/*")).toEqual([`Content-Security-Policy: ${adminContentSecurityPolicy()}`, "X-Robots-Tag: noindex, nofollow"])
    expect(blocks.get("/app-dc4c0eff44617fe88d8d.js")).toEqual([
      `Content-Security-Policy: ${contentSecurityPolicy(scan.scriptHashes)}`,
      `Cache-Control: ${IMMUTABLE}`,
    ])
    expect(blocks.get("/styles.200ac158a2fd7423de28.css")).toEqual([`Content-Security-Policy: ${contentSecurityPolicy(scan.scriptHashes)}`, `Cache-Control: ${IMMUTABLE}`])
    expect(blocks.get("/static/*")).toEqual([`Content-Security-Policy: ${contentSecurityPolicy(scan.scriptHashes)}`, `Cache-Control: ${IMMUTABLE}`])
    expect(blocks.get("/page-data/*")).toEqual([`Content-Security-Policy: ${contentSecurityPolicy(scan.scriptHashes)}`, `Cache-Control: ${REVALIDATE}`])
    for (const p of ["/gst/services/gst-registration", "/gst/services/gst-registration/"]) expect(blocks.get(p)).toEqual([`Cache-Control: ${REVALIDATE}`])
    for (const p of ["/", "/404", "/404.html"])
      expect(blocks.get(p)).toEqual([`Content-Security-Policy: ${contentSecurityPolicy(scan.scriptHashes)}`, `Cache-Control: ${REVALIDATE}`])
    expect(IMMUTABLE).toBe("public, max-age=31536000, immutable")
    expect(REVALIDATE).toBe("public, max-age=0, must-revalidate")
  })

  it("never sets one header twice for a Netlify path (Netlify would join the values)", () => {
    const byPath = new Map<string, string[]>()
    for (const rule of rules) for (const p of rule.paths) byPath.set(p, [...(byPath.get(p) ?? []), ...Object.keys(rule.headers)])
    for (const [p, keys] of byPath) expect({ path: p, duplicates: keys.filter((k, i) => keys.indexOf(k) !== i) }).toEqual({ path: p, duplicates: [] })
  })

  it("gives every URL exactly one Content-Security-Policy: the site's, or the editor's under /admin", () => {
    // Netlify's matching: "/*" and "/a/*" match everything below, other paths match exactly.
    const matches = (pattern: string, url: string) =>
      pattern.endsWith("/*") ? url === pattern.slice(0, -2) || url.startsWith(pattern.slice(0, -1)) : url === pattern
    const policies = (url: string) => rules.filter(r => r.paths.some(p => matches(p, url))).map(r => r.headers["Content-Security-Policy"]).filter(Boolean)
    const site = contentSecurityPolicy(scan.scriptHashes)
    for (const url of ["/", "/index.html", "/404.html", "/gst/services/gst-registration", "/gst/x/", "/page-data/index/page-data.json", "/app-dc4c0eff44617fe88d8d.js"])
      expect({ url, policies: policies(url) }).toEqual({ url, policies: [site] })
    for (const url of ["/admin", "/admin/", "/admin/index.html", "/admin/decap-cms.js", "/admin/config.yml"])
      expect({ url, policies: policies(url) }).toEqual({ url, policies: [adminContentSecurityPolicy()] })
    expect(rules.some(r => r.paths.includes("/_headers"))).toBe(false)
  })

  it("gives the editor what Decap needs and no more: its own scripts (with eval for its schema checks), same-origin backend", () => {
    const admin = Object.fromEntries(adminContentSecurityPolicy().split("; ").map(d => [d.split(" ")[0], d.split(" ").slice(1)]))
    expect(admin["script-src"]).toEqual(["'self'", "'unsafe-eval'"])
    expect(admin["connect-src"]).toEqual(["'self'"])
    expect(admin["frame-ancestors"]).toEqual(["'none'"])
    expect(admin["object-src"]).toEqual(["'none'"])
    expect(adminContentSecurityPolicy()).not.toMatch(/https?:|\*/)
    expect(contentSecurityPolicy(scan.scriptHashes)).not.toContain("'unsafe-eval'")
  })

  it("gives serve.json the same headers from the same rules, matched by file", () => {
    const headers = serveHeaders(rules)
    const valuesFor = (source: string) => Object.fromEntries(headers.find(h => h.source === source)!.headers.map(h => [h.key, h.value]))
    expect(valuesFor("**")).toEqual(rules[0].headers)
    expect(valuesFor("**/*.html")).toEqual({ "Cache-Control": REVALIDATE })
    expect(valuesFor("page-data/**")).toEqual({ "Cache-Control": REVALIDATE })
    expect(valuesFor("static/**")).toEqual({ "Cache-Control": IMMUTABLE })
    expect(valuesFor(HASHED_ASSET_GLOB)).toEqual({ "Cache-Control": IMMUTABLE })
    expect(headers.length).toBeLessThanOrEqual(50) // serve's limit
    for (const h of headers) {
      expect(h.source.length).toBeLessThanOrEqual(100)
      for (const v of h.headers) expect(v.value.length).toBeLessThanOrEqual(2048)
    }
    // serve.json keeps the legacy redirects beside the headers
    const config = { ...serveConfig([{ fromPath: "/products/simple-digital-product/", toPath: "/services" }]), headers }
    expect(config.redirects).toContainEqual({ source: "/products/simple-digital-product", destination: "/services", type: 301 })
    expect(config.headers).toBe(headers)
  })
})

describe("serve globs", () => {
  // serve-handler matches "/" + the file's path inside public/ against "/" + the source.
  const matches = (file: string, glob: string) => minimatch(`/${file}`, `/${glob}`)
  const files = [
    "app-dc4c0eff44617fe88d8d.js",
    "styles.200ac158a2fd7423de28.css",
    "app-dc4c0eff44617fe88d8d.js.map",
    "2208c7c8-6282fa31a9383499b50e.js",
    "component---src-templates-guide-tsx-bff7d6430c5f98158627.js",
    "~partytown/partytown.js",
    "commons-6d336f2ef9f7ed68cc26.js.LICENSE.txt",
    "index.html",
    "chunk-map.json",
    "static/0f2a/logo.svg",
    "page-data/index/page-data.json",
    "gst/services/gst-registration/index.html",
    "404.html",
  ]

  it("keep the editor's files out of the site's policy and under its own", () => {
    const rules = headerRules(scan)
    const csp = (file: string) => serveHeaders(rules).filter(h => matches(file, h.source)).flatMap(h => h.headers.filter(x => x.key === "Content-Security-Policy").map(x => x.value))
    for (const file of ["admin/index.html", "admin/decap-cms.js"]) expect(csp(file)).toEqual([adminContentSecurityPolicy()])
    for (const file of files) expect(csp(file)).toEqual([contentSecurityPolicy(scan.scriptHashes)])
  })

  it("select the same bundles as the Netlify list", () => {
    expect(files.filter(f => matches(f, HASHED_ASSET_GLOB))).toEqual(files.filter(isHashedAsset))
  })

  it("give each file one cache rule, and every file the security headers", () => {
    const rules = headerRules({ ...scan, hashedAssets: files.filter(isHashedAsset) })
    for (const file of files) {
      const sources = serveHeaders(rules).filter(h => matches(file, h.source))
      expect(sources[0].source).toBe("**")
      expect(sources.filter(h => h.headers.some(x => x.key === "Content-Security-Policy")).map(h => h.source)).toEqual([PUBLIC_FILES_GLOB])
      const caching = sources.filter(h => h.headers.some(x => x.key === "Cache-Control"))
      expect({ file, rules: caching.length }).toEqual({ file, rules: /\.(html|js|css|map)$|^static|^page-data/.test(file) && !file.startsWith("~") ? 1 : 0 })
    }
  })
})

/** Gatsby's scripts slice as Gatsby 5 writes it (gatsby-webpack-stats-extractor.js): the chunk map and the compilation hash. */
const GATSBY_SCRIPTS = `
          <script
            id="gatsby-chunk-mapping"
          >
            window.___chunkMapping="{}";
          </script>
        <script>window.___webpackCompilationHash="536e9570c1825e87b717";</script><script src="/app-dc4c0eff44617fe88d8d.js" async></script>`

/** A page as the build writes it: Gatsby's pagePath script and its scripts slice, stitched in as they are. */
const builtPage = (pagePath: string, body = "") =>
  `<!DOCTYPE html><html><head><script type="application/ld+json">{"@type":"FAQPage"}</script></head><body><div id="___gatsby">${body}</div>` +
  `<script id="gatsby-script-loader">/*<![CDATA[*/window.pagePath=${JSON.stringify(pagePath)};/*]]>*/</script>${GATSBY_SCRIPTS}</body></html>`

describe("scanning a build folder", () => {
  function buildFolder() {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "hosting-"))
    fs.mkdirSync(path.join(dir, "gst/services"), { recursive: true })
    fs.mkdirSync(path.join(dir, "page-data/index"), { recursive: true })
    fs.mkdirSync(path.join(dir, path.dirname(GATSBY_SCRIPTS_FILE)), { recursive: true })
    fs.writeFileSync(path.join(dir, GATSBY_SCRIPTS_FILE), GATSBY_SCRIPTS)
    fs.writeFileSync(path.join(dir, "index.html"), builtPage("/"))
    fs.writeFileSync(path.join(dir, "gst/services/index.html"), builtPage("/gst/services"))
    fs.writeFileSync(path.join(dir, "app-dc4c0eff44617fe88d8d.js"), "")
    fs.writeFileSync(path.join(dir, "page-data/index/page-data.json"), "{}")
    return dir
  }
  const gatsbyHashes = executableInlineScripts(GATSBY_SCRIPTS).map(cspHash)

  it("collects HTML files, hashed bundles and the hashes of the inline scripts the build wrote: Gatsby's and the site's", async () => {
    const dir = buildFolder()
    const result = await scanBuild(dir, { rewrite: true })
    expect(result.htmlFiles).toEqual([GATSBY_SCRIPTS_FILE, "gst/services/index.html", "index.html"])
    expect(result.hashedAssets).toEqual(["app-dc4c0eff44617fe88d8d.js"])
    expect(result.topLevel).toEqual(["_gatsby/", "app-dc4c0eff44617fe88d8d.js", "gst/", "index.html", "page-data/"])
    // Gatsby's per-page script is replaced in the files and one hash covers it; the chunk map and compilation hash are Gatsby's.
    expect(fs.readFileSync(path.join(dir, "gst/services/index.html"), "utf8")).toContain('data-page-path="/gst/services"')
    expect(gatsbyHashes).toHaveLength(2)
    expect(result.scriptHashes).toEqual([...new Set([...gatsbyHashes, cspHash(STABLE_PAGE_PATH_SCRIPT)])].sort())
    // The site's own: the pagePath script, the search pages' mark of a query, the one that applies the deferred stylesheet and the one that asks for the bundles after the first paint (gatsby/critical-css.ts), hashed only where a page has it.
    expect(SITE_INLINE_SCRIPTS).toEqual([STABLE_PAGE_PATH_SCRIPT, SEARCH_QUERY_SCRIPT, DEFERRED_STYLESHEET_SCRIPT, DEFERRED_SCRIPTS_SCRIPT])
    expect(result.problems).toEqual([])
    fs.rmSync(dir, { recursive: true })
  })

  it("fails for an inline script the build did not write, naming the page, and never hashes it (issue 30)", async () => {
    const dir = buildFolder()
    const injected = [
      "<!----><script>alert(1)</script>-->",
      "<svg><script>alert(2)</script></svg>",
      '<script type="module">import "/x.js"</script>',
      // Gatsby's own script text, but a page path of its own: not what the build writes once rewritten.
      '<script>window.pagePath="/elsewhere";</script>',
    ]
    fs.writeFileSync(path.join(dir, "gst/services/index.html"), builtPage("/gst/services", injected.join("")))
    const result = await scanBuild(dir, { rewrite: true })
    expect(result.problems).toEqual([
      "gst/services/index.html: an inline script the build did not write (not hashed, not allowed): alert(1)",
      "gst/services/index.html: an inline script the build did not write (not hashed, not allowed): alert(2)",
      'gst/services/index.html: an inline script the build did not write (not hashed, not allowed): import "/x.js"',
      'gst/services/index.html: an inline script the build did not write (not hashed, not allowed): window.pagePath="/elsewhere";',
    ])
    for (const text of ["alert(1)", "alert(2)", 'import "/x.js"']) expect(result.scriptHashes).not.toContain(cspHash(text))
    // Without Gatsby's scripts file its scripts are not known either: the build fails rather than allow them.
    fs.rmSync(path.join(dir, GATSBY_SCRIPTS_FILE))
    fs.writeFileSync(path.join(dir, "gst/services/index.html"), builtPage("/gst/services"))
    expect((await scanBuild(dir)).problems).toContainEqual('gst/services/index.html: an inline script the build did not write (not hashed, not allowed): window.___webpackCompilationHash="536e9570c1825e87b717";')
    fs.rmSync(dir, { recursive: true })
  })

  it("a page's inline scripts: a hash for each the build wrote, a problem naming the page for any other", () => {
    const known = new Set([STABLE_PAGE_PATH_SCRIPT])
    const html = `<script data-page-path="/a">${STABLE_PAGE_PATH_SCRIPT}</script><script>\n  steal( document.cookie )\n</script><script type="application/ld+json">{}</script>`
    expect(inlineScriptHashes("a/index.html", html, known)).toEqual({
      hashes: [cspHash(STABLE_PAGE_PATH_SCRIPT)],
      problems: ["a/index.html: an inline script the build did not write (not hashed, not allowed): steal( document.cookie )"],
    })
  })

  it("removes React's NUL padding and flags inline handlers", async () => {
    const dir = buildFolder()
    // React 18's stream pads a "₹" at its chunk boundary with NUL bytes; the rewrite removes them.
    fs.writeFileSync(path.join(dir, "index.html"), "<p>Fee: <strong>\0\0₹7,500</strong></p>")
    await scanBuild(dir, { rewrite: true })
    expect(fs.readFileSync(path.join(dir, "index.html"), "utf8")).toBe("<p>Fee: <strong>₹7,500</strong></p>")
    expect(withoutNulBytes("above \0₹50 lakh")).toBe("above ₹50 lakh")
    fs.writeFileSync(path.join(dir, "bad.html"), '<button onclick="go()">Go</button>')
    expect((await scanBuild(dir)).problems).toEqual(['bad.html: inline event handler onclick in <button onclick="go()">'])
    fs.rmSync(dir, { recursive: true })
  })
})

describe("the 404 page's own policy", () => {
  const hashes = ["'sha256-AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA='"]

  it("is the site's policy without frame-ancestors, which a meta policy cannot set", () => {
    const meta = metaContentSecurityPolicy(hashes)
    expect(meta).not.toMatch(/frame-ancestors/)
    expect(`${meta}; frame-ancestors 'none'`).toBe(contentSecurityPolicy(hashes))
  })

  it("goes into the head before any script, once", () => {
    const html = '<!DOCTYPE html><html lang="en"><head><meta charSet="utf-8"/><script>window.a=1</script></head><body></body></html>'
    const once = withMetaPolicy(html, metaContentSecurityPolicy(hashes))
    expect(once).toContain(
      `<head><meta charSet="utf-8"/><meta http-equiv="Content-Security-Policy" content="${metaContentSecurityPolicy(hashes)}"/><script>`,
    )
    // once: applied again with the same policy, the page is unchanged
    expect(withMetaPolicy(once, metaContentSecurityPolicy(hashes))).toBe(once)
    // a 404.html kept from an earlier build gets this build's policy in place of its old one
    const updated = withMetaPolicy(once, "default-src 'none'")
    expect(updated.match(/http-equiv="Content-Security-Policy"/g)).toHaveLength(1)
    expect(updated).toContain(`<head><meta charSet="utf-8"/><meta http-equiv="Content-Security-Policy" content="default-src 'none'"/><script>`)
    expect(withMetaPolicy("<html><head><title>x</title></head></html>", "default-src 'self'")).toBe(
      `<html><head><meta http-equiv="Content-Security-Policy" content="default-src 'self'"/><title>x</title></head></html>`,
    )
  })
})
