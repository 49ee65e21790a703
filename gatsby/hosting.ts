/**
 * Hosting files written after the build, from one set of header rules:
 * - public/_headers for Netlify (URL paths),
 * - the "headers" section of public/serve.json, so `npm start` (the `serve`
 *   package) sends the very same headers (serve matches file paths),
 * next to the legacy redirects of gatsby/redirects.ts.
 *
 * The Content-Security-Policy allows only this site's own files and the
 * inline scripts the build itself writes into the HTML, each by its sha256
 * hash: Gatsby's (known from the file it writes them to, see gatsbyInlineScripts)
 * and ours (SITE_INLINE_SCRIPTS). An inline script in a page that is neither,
 * such as one that came in with content, is never hashed: it fails the build,
 * naming the page (issue 30).
 *
 * One policy serves every page: `serve` accepts at most 50 header rules and
 * 2048 characters per header value, and Netlify joins repeated headers of
 * overlapping rules (two policies would both be enforced). Gatsby writes one
 * inline script that differs on every page (`window.pagePath="/a/b"`), which
 * would put one hash per page into that policy; so the build moves the path
 * into a data attribute and leaves a script whose text, and hash, is the same
 * on every page (see stablePagePathScript). The policy then stays a few
 * hundred characters long however many pages the site has.
 */
import crypto from "crypto"
import fs from "fs/promises"
import path from "path"
import type { GatsbyNode } from "gatsby"
import { serveConfig, writeRedirectFiles, type StoreRedirect } from "./redirects"
import { SEARCH_QUERY_SCRIPT } from "../src/lib/search-query-script"
import { DEFERRED_SCRIPTS_SCRIPT, DEFERRED_STYLESHEET_SCRIPT } from "./critical-css"

export type Headers = Record<string, string>

export interface HeaderRule {
  /** What the rule is for (a comment in _headers). */
  label: string
  /** Netlify `_headers` paths (URL paths, `*` as a wildcard). */
  paths: string[]
  /** `serve` globs, matched against the served file's path inside public/. */
  files: string[]
  headers: Headers
}

/** What the build produced, as far as the headers are concerned. */
export interface BuildScan {
  /** HTML files, relative to public/ with forward slashes. */
  htmlFiles: string[]
  /** Root-level JS/CSS files whose names carry a content hash. */
  hashedAssets: string[]
  /** CSP sources ('sha256-...') of the executable inline scripts the build wrote (SITE_INLINE_SCRIPTS, gatsbyInlineScripts) found in any HTML file. */
  scriptHashes: string[]
  /** The names at the top of public/, folders with a trailing "/" ("gst/", "index.html"). */
  topLevel: string[]
}

/** The longest header value serve.json may hold (serve's config schema). */
export const MAX_HEADER_VALUE = 2048

/** Files whose names change with their content: cache for a year, never revalidate. */
export const IMMUTABLE = "public, max-age=31536000, immutable"
/** HTML and page-data change in place: the browser must ask every time (a 304 is cheap). */
export const REVALIDATE = "public, max-age=0, must-revalidate"

const JS_TYPES = new Set([
  "",
  "module",
  "text/javascript",
  "application/javascript",
  "application/ecmascript",
  "application/x-javascript",
  "text/ecmascript",
  "text/jscript",
])

function attribute(attrs: string, name: string): string | undefined {
  const m = new RegExp(`(?:^|\\s)${name}\\s*=\\s*(?:"([^"]*)"|'([^']*)'|([^\\s"'>]+))`, "i").exec(attrs)
  if (!m) return new RegExp(`(?:^|\\s)${name}(?:\\s|$)`, "i").test(attrs) ? "" : undefined
  return m[1] ?? m[2] ?? m[3] ?? ""
}

/**
 * The text of every inline script the browser would execute: no `src`, and a
 * JavaScript type (or none). JSON-LD (`application/ld+json`) and other data
 * blocks are never executed, so script-src does not apply to them.
 */
export function executableInlineScripts(html: string): string[] {
  const scripts: string[] = []
  const re = /<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi
  for (let m = re.exec(html); m; m = re.exec(html)) {
    const attrs = m[1]
    if (attribute(attrs, "src") !== undefined) continue
    const type = (attribute(attrs, "type") ?? "").trim().toLowerCase()
    if (!JS_TYPES.has(type)) continue
    // The HTML parser turns CRLF and CR into LF before the browser hashes the text.
    scripts.push(m[2].replace(/\r\n?/g, "\n"))
  }
  return scripts
}

/** A CSP hash source for a script's text, e.g. 'sha256-abc...='. */
export function cspHash(text: string): string {
  return `'sha256-${crypto.createHash("sha256").update(text, "utf8").digest("base64")}'`
}

/** What Gatsby writes for the page path: window.pagePath as a JSON string. */
const GATSBY_PAGE_PATH = /<script id="gatsby-script-loader">\/\*<!\[CDATA\[\*\/window\.pagePath=("(?:[^"\\]|\\.)*");\/\*\]\]>\*\/<\/script>/

/** The page-independent script that replaces it: it reads the path from its own data attribute. */
export const STABLE_PAGE_PATH_SCRIPT = "window.pagePath=document.currentScript.dataset.pagePath;"

function escapeAttribute(value: string): string {
  return value.replace(/&/g, "&amp;").replace(/"/g, "&quot;").replace(/</g, "&lt;").replace(/>/g, "&gt;")
}

/**
 * Gatsby's per-page `<script id="gatsby-script-loader">window.pagePath="/a/b";</script>`
 * becomes `<script id="gatsby-script-loader" data-page-path="/a/b">` with the
 * same script text on every page, so one hash covers all pages. Gatsby's
 * runtime reads window.pagePath exactly as before. HTML that does not have
 * Gatsby's exact markup is returned unchanged (its script is then hashed as is).
 */
export function stablePagePathScript(html: string): string {
  return html.replace(GATSBY_PAGE_PATH, (_all, literal: string) => {
    const pagePath = JSON.parse(literal) as string
    return `<script id="gatsby-script-loader" data-page-path="${escapeAttribute(pagePath)}">${STABLE_PAGE_PATH_SCRIPT}</script>`
  })
}

/**
 * The inline scripts this site's own code writes into its pages, by their text: the
 * page-independent pagePath script (stablePagePathScript) on every page, the search pages' mark
 * of a query (src/lib/search-query-script.ts), and the one that applies the deferred stylesheet
 * where the critical CSS is inlined (gatsby/critical-css.ts). A new inline script of the site's
 * must be added here, or the build fails naming the pages that have it.
 */
export const SITE_INLINE_SCRIPTS: readonly string[] = [STABLE_PAGE_PATH_SCRIPT, SEARCH_QUERY_SCRIPT, DEFERRED_STYLESHEET_SCRIPT, DEFERRED_SCRIPTS_SCRIPT]

/**
 * Where Gatsby writes its own inline scripts when it compiles the site, before any page is
 * rendered: the chunk map (window.___chunkMapping) and the compilation hash, from webpack's
 * stats (gatsby/dist/utils/gatsby-webpack-stats-extractor.js). Every page gets this file's
 * content as it is (the "_gatsby-scripts" slice).
 */
export const GATSBY_SCRIPTS_FILE = "_gatsby/slices/_gatsby-scripts-1.html"

/** Gatsby's inline scripts, read from the file it writes them to (GATSBY_SCRIPTS_FILE); none when there is no such file. */
export async function gatsbyInlineScripts(publicDir: string): Promise<string[]> {
  try {
    return executableInlineScripts(await fs.readFile(path.join(publicDir, GATSBY_SCRIPTS_FILE), "utf8"))
  } catch {
    return []
  }
}

/** An inline script in a problem message: its start, on one line. */
function scriptExcerpt(text: string): string {
  const line = text.replace(/\s+/g, " ").trim()
  return line.length > 80 ? `${line.slice(0, 77)}...` : line
}

/**
 * The CSP hashes of a page's executable inline scripts that the build wrote (`known`, by their
 * text), and a problem naming the page for each one it did not write.
 */
export function inlineScriptHashes(file: string, html: string, known: ReadonlySet<string>): { hashes: string[]; problems: string[] } {
  const hashes: string[] = []
  const problems: string[] = []
  for (const script of executableInlineScripts(html)) {
    if (known.has(script)) hashes.push(cspHash(script))
    else problems.push(`${file}: an inline script the build did not write (not hashed, not allowed): ${scriptExcerpt(script)}`)
  }
  return { hashes, problems }
}

/**
 * Markup a hash-based CSP blocks and no hash can allow: inline event handler
 * attributes (onclick="...") and javascript: URLs. React never writes them;
 * the build fails if one appears, rather than shipping a button that silently
 * does nothing.
 */
export function blockedInlineCode(html: string): string[] {
  const markup = html.replace(/<(script|style)\b[^>]*>[\s\S]*?<\/\1\s*>/gi, "")
  const found: string[] = []
  const tagRe = /<[a-zA-Z][^>]*>/g
  for (let m = tagRe.exec(markup); m; m = tagRe.exec(markup)) {
    const tag = m[0]
    const handler = /\s(on[a-z]+)\s*=/i.exec(tag)
    if (handler) found.push(`inline event handler ${handler[1]} in ${tag.slice(0, 80)}`)
    if (/\s(?:href|src|action|formaction)\s*=\s*["']?\s*javascript:/i.test(tag)) found.push(`javascript: URL in ${tag.slice(0, 80)}`)
  }
  return found
}

/**
 * The Content-Security-Policy of every page.
 *
 * - script-src: this site's files plus the hash of each inline script Gatsby
 *   writes (window.pagePath, the chunk map, the compilation hash): no
 *   'unsafe-inline', no 'unsafe-eval'.
 * - style-src keeps 'unsafe-inline', on purpose: most pages carry their
 *   critical CSS in a <style> element (gatsby/critical-css.ts; a hash would work
 *   for it), but React's server render also writes style="" attributes (Gatsby's
 *   focus wrapper and route announcer), and those need either 'unsafe-inline'
 *   or 'unsafe-hashes', which older Safari and Firefox do not support (their
 *   route announcer would become visible text). Styles cannot run code, and
 *   with scripts locked down and no user content on the site the remaining
 *   risk (CSS-based data exfiltration) has nothing to exfiltrate.
 * - img-src allows data: for small inline images in CSS; everything else is
 *   the site's own origin. No frames, plugins or <base> tricks, and the site
 *   may not be framed (frame-ancestors 'none', with X-Frame-Options: DENY for
 *   old browsers).
 * The quote form opens WhatsApp with window.open (a navigation, which CSP does
 * not govern); tel:, mailto: and external links are navigations too.
 */
export function contentSecurityPolicy(scriptHashes: ReadonlyArray<string>): string {
  const directives: [string, ...string[]][] = [
    ["default-src", "'self'"],
    ["script-src", "'self'", ...[...new Set(scriptHashes)].sort()],
    ["style-src", "'self'", "'unsafe-inline'"],
    ["img-src", "'self'", "data:"],
    ["font-src", "'self'"],
    ["connect-src", "'self'"],
    ["manifest-src", "'self'"],
    ["object-src", "'none'"],
    ["base-uri", "'self'"],
    ["form-action", "'self'"],
    ["frame-ancestors", "'none'"],
  ]
  return directives.map(d => d.join(" ")).join("; ")
}

/**
 * The site's policy as a `<meta http-equiv>` in the 404 page. The browser
 * ignores frame-ancestors in a meta policy (and says so in the console), so it
 * is left out there; X-Frame-Options: DENY, sent with every response, keeps
 * the page out of frames.
 */
export function metaContentSecurityPolicy(scriptHashes: ReadonlyArray<string>): string {
  return contentSecurityPolicy(scriptHashes)
    .split("; ")
    .filter(d => !d.startsWith("frame-ancestors "))
    .join("; ")
}

/** The HTML files of the 404 page: the host serves 404.html for every URL that matches no file. */
export const NOT_FOUND_FILES = ["404.html", "404/index.html", "te/404/index.html"]

/**
 * The 404 page with the site's policy in a meta element, first in its head
 * (a meta policy governs only what comes after it). Netlify attaches headers
 * by URL, and the site's policy only to the paths the build wrote (never to
 * /admin, see publicPaths): a URL outside all of them, which the host answers
 * with 404.html, would otherwise arrive with no policy. Where a header rule
 * does match, header and meta are the same policy. A policy already there (an
 * incremental build keeps a 404.html it did not render again) is replaced by
 * this build's, whose script hashes match the scripts the page now has.
 */
export function withMetaPolicy(html: string, policy: string): string {
  const meta = `<meta http-equiv="Content-Security-Policy" content="${escapeAttribute(policy)}"/>`
  const existing = /<meta http-equiv="Content-Security-Policy" content="[^"]*"\/?>/i
  if (existing.test(html)) return html.replace(existing, () => meta)
  const charset = /<meta charSet="utf-8"\/?>/i.exec(html)
  if (charset) return html.slice(0, charset.index + charset[0].length) + meta + html.slice(charset.index + charset[0].length)
  return html.replace(/<head\b[^>]*>/i, head => head + meta)
}

/**
 * The Content-Security-Policy of the content editor at /admin (Decap CMS,
 * plugins/decap-admin), and nothing more than it needs:
 * - script-src 'self' 'unsafe-eval': Decap's scripts are this site's own files
 *   (public/admin, no CDN), and Decap compiles its configuration schema with
 *   `new Function` (ajv), which needs 'unsafe-eval'. No inline script.
 * - style-src 'unsafe-inline': Decap's components write their CSS at run time
 *   (emotion), and the preview frame gets its styles the same way.
 * - img-src blob: and data: for the previews of images chosen for upload and
 *   Decap's inline icons.
 * - connect-src 'self': the production backend is on this origin (Netlify's
 *   git-gateway at /.netlify/git and Netlify Identity at /.netlify/identity).
 *   `npm run cms` serves /admin from the development server, which sends no
 *   policy, so the local decap-server needs no entry here.
 * - the editor may not be framed (frame-ancestors 'none'); its own preview
 *   and the identity widget are frames written by script (about:blank), which
 *   need no frame-src.
 */
export function adminContentSecurityPolicy(): string {
  const directives: [string, ...string[]][] = [
    ["default-src", "'self'"],
    ["script-src", "'self'", "'unsafe-eval'"],
    ["style-src", "'self'", "'unsafe-inline'"],
    ["img-src", "'self'", "data:", "blob:"],
    ["font-src", "'self'"],
    ["connect-src", "'self'"],
    ["object-src", "'none'"],
    ["base-uri", "'self'"],
    ["form-action", "'self'"],
    ["frame-ancestors", "'none'"],
  ]
  return directives.map(d => d.join(" ")).join("; ")
}

/** Where the content editor lives (plugins/decap-admin writes public/admin). */
export const ADMIN_PATH = "/admin"

/**
 * The URL paths (Netlify `_headers`) of everything in public/ but the editor:
 * the home page and every top-level file and folder. Rules never overlap the
 * editor's, because Netlify joins the values of a header set by two rules that
 * match one URL, and two policies are both enforced: the site's strict policy
 * would break the editor. (A URL outside every folder the build wrote, which
 * only ever answers with the 404 page, gets the other security headers, and
 * the site's policy from a meta element in 404.html: see withMetaPolicy.)
 */
export function publicPaths(topLevel: ReadonlyArray<string>): string[] {
  const admin = ADMIN_PATH.slice(1)
  const paths = ["/"]
  for (const name of [...topLevel].sort()) {
    if (name.startsWith("_")) continue // _headers, _redirects: read by the host, never served
    if (name.endsWith("/")) {
      const dir = name.slice(0, -1)
      if (dir === admin) continue
      paths.push(`/${dir}`, `/${dir}/*`)
    } else paths.push(`/${name}`)
  }
  return paths
}

/** serve's glob (file paths inside public/) for every file but the editor's. */
export const PUBLIC_FILES_GLOB = `!(${ADMIN_PATH.slice(1)}){,/**}`

/** Security headers for every response (the Content-Security-Policy comes per area: see headerRules). */
export function securityHeaders(): Headers {
  return {
    "Strict-Transport-Security": "max-age=31536000; includeSubDomains",
    "X-Content-Type-Options": "nosniff",
    "X-Frame-Options": "DENY",
    "Referrer-Policy": "strict-origin-when-cross-origin",
    // The site needs none of these browser features; deny them to every frame and script.
    "Permissions-Policy": "accelerometer=(), camera=(), geolocation=(), gyroscope=(), magnetometer=(), microphone=(), payment=(), usb=()",
  }
}

/** Gatsby's content-hashed bundles at the root of public/: app-<hash>.js, styles.<hash>.css... */
export function isHashedAsset(file: string): boolean {
  return /^[^/]+[-.][0-9a-f]{16,}\.(?:js|css)(?:\.map)?$/.test(file)
}

/**
 * The same files as isHashedAsset for `serve` (minimatch, at most 100
 * characters): a root-level .js/.css/.map whose name ends in a hex hash.
 */
export const HASHED_ASSET_GLOB = "*[-.]+([0-9a-f]).@(js|css)?(.map)"

/** The URL paths that serve an HTML file: a/b/index.html -> /a/b and /a/b/. */
export function htmlUrlPaths(file: string): string[] {
  if (file === "index.html") return ["/"]
  if (file.endsWith("/index.html")) {
    const dir = `/${file.slice(0, -"/index.html".length)}`
    return [dir, `${dir}/`]
  }
  return [`/${file}`]
}

/**
 * The header rules, in order. The rules never set the same header for one
 * path twice (Netlify joins repeated headers with a comma), so the order only
 * matters for readability.
 */
export function headerRules(scan: BuildScan): HeaderRule[] {
  const htmlPaths = [...new Set(scan.htmlFiles.flatMap(htmlUrlPaths))].sort()
  const hashed = [...scan.hashedAssets].sort()
  return [
    { label: "Security headers for every response", paths: ["/*"], files: ["**"], headers: securityHeaders() },
    {
      label: "Content-Security-Policy of the site: everything but the content editor",
      paths: publicPaths(scan.topLevel),
      files: [PUBLIC_FILES_GLOB],
      headers: { "Content-Security-Policy": contentSecurityPolicy(scan.scriptHashes) },
    },
    {
      label: "The content editor (Decap CMS): its own policy, and no search engine indexes it",
      paths: [ADMIN_PATH, `${ADMIN_PATH}/*`],
      files: [`${ADMIN_PATH.slice(1)}/**`],
      headers: { "Content-Security-Policy": adminContentSecurityPolicy(), "X-Robots-Tag": "noindex, nofollow" },
    },
    {
      label: "Content-hashed bundles: a new build gives them new names",
      paths: hashed.map(f => `/${f}`),
      files: hashed.length > 0 ? [HASHED_ASSET_GLOB] : [],
      headers: { "Cache-Control": IMMUTABLE },
    },
    { label: "Gatsby's static folder: content-hashed folder names", paths: ["/static/*"], files: ["static/**"], headers: { "Cache-Control": IMMUTABLE } },
    { label: "Page data changes with every content edit", paths: ["/page-data/*"], files: ["page-data/**"], headers: { "Cache-Control": REVALIDATE } },
    { label: "HTML pages change with every content edit", paths: htmlPaths, files: ["**/*.html"], headers: { "Cache-Control": REVALIDATE } },
    // Read by calendar programs and feed readers, which fetch them again: served as what they are, never stale.
    ...(scan.topLevel.includes("calendar/")
      ? [{ label: "Compliance calendar subscriptions (iCalendar)", paths: ["/calendar/*"], files: ["calendar/**"], headers: { "Content-Type": "text/calendar; charset=utf-8", "Cache-Control": REVALIDATE } }]
      : []),
    ...(scan.topLevel.includes("updates.xml")
      ? [
          {
            label: "The feeds of law updates (RSS), English and Telugu",
            paths: scan.topLevel.includes("te/") ? ["/updates.xml", "/te/updates.xml"] : ["/updates.xml"],
            files: scan.topLevel.includes("te/") ? ["updates.xml", "te/updates.xml"] : ["updates.xml"],
            headers: { "Content-Type": "application/rss+xml; charset=utf-8", "Cache-Control": REVALIDATE },
          },
        ]
      : []),
  ].filter(rule => rule.paths.length > 0)
}

/** public/_headers in Netlify's format. */
export function netlifyHeadersFile(rules: ReadonlyArray<HeaderRule>): string {
  const blocks = rules.map(rule => {
    const headerLines = Object.entries(rule.headers).map(([key, value]) => `  ${key}: ${value}`)
    return [`# ${rule.label}`, ...rule.paths.flatMap(p => [p, ...headerLines])].join("\n")
  })
  return `# Generated at build by gatsby/hosting.ts: edit that file, not this one.\n${blocks.join("\n\n")}\n`
}

/** The "headers" section of serve.json (serve-handler format). */
export function serveHeaders(rules: ReadonlyArray<HeaderRule>): { source: string; headers: { key: string; value: string }[] }[] {
  return rules.flatMap(rule =>
    rule.files.map(source => ({
      source,
      headers: Object.entries(rule.headers).map(([key, value]) => ({ key, value })),
    })),
  )
}

async function walk(dir: string, base = dir): Promise<string[]> {
  const entries = await fs.readdir(dir, { withFileTypes: true })
  const files = await Promise.all(
    entries.map(e => {
      const full = path.join(dir, e.name)
      return e.isDirectory() ? walk(full, base) : Promise.resolve([path.relative(base, full).split(path.sep).join("/")])
    }),
  )
  return files.flat()
}

/**
 * React 18's streaming server renderer (which Gatsby uses for every page) leaves NUL
 * bytes in the HTML where a multi-byte character such as "₹" meets its 2 KB chunk
 * boundary (facebook/react#24985, fixed in React 19): "\0\0₹7,500". The bytes are
 * padding, not text, so removing them restores the page. (Rendering with
 * renderToString instead is not an option: Gatsby renders two pages at a time per
 * worker, and react-helmet's global state then gives one page the other's head.)
 */
export function withoutNulBytes(html: string): string {
  return html.includes("\0") ? html.replace(/\0/g, "") : html
}

/**
 * Reads public/: HTML files and the hashes of the inline scripts the build wrote (a problem for
 * any other), hashed bundles. With `rewrite`, first gives every HTML file the page-independent
 * pagePath script.
 */
export async function scanBuild(publicDir: string, { rewrite = false } = {}): Promise<BuildScan & { problems: string[] }> {
  const files = await walk(publicDir)
  const htmlFiles = files.filter(f => f.endsWith(".html")).sort()
  const hashes = new Set<string>()
  const problems: string[] = []
  const known = new Set([...SITE_INLINE_SCRIPTS, ...(await gatsbyInlineScripts(publicDir))])
  for (const file of htmlFiles) {
    const full = path.join(publicDir, file)
    let html = await fs.readFile(full, "utf8")
    if (rewrite) {
      const stable = withoutNulBytes(stablePagePathScript(html))
      if (stable !== html) await fs.writeFile(full, stable)
      html = stable
    }
    const scripts = inlineScriptHashes(file, html, known)
    for (const hash of scripts.hashes) hashes.add(hash)
    problems.push(...scripts.problems)
    for (const problem of blockedInlineCode(html)) problems.push(`${file}: ${problem}`)
  }
  const topLevel = (await fs.readdir(publicDir, { withFileTypes: true })).map(e => (e.isDirectory() ? `${e.name}/` : e.name)).sort()
  return {
    htmlFiles,
    hashedAssets: files.filter(isHashedAsset).sort(),
    scriptHashes: [...hashes].sort(),
    topLevel,
    problems,
  }
}

/**
 * After the build: the legacy redirects (public/_redirects and fallback
 * pages), then the headers computed from the finished HTML, written both as
 * public/_headers and into public/serve.json beside the redirects.
 */
export const onPostBuild: GatsbyNode["onPostBuild"] = async ({ store, reporter }) => {
  const { redirects } = store.getState() as { redirects: StoreRedirect[] }
  const publicDir = path.join(process.cwd(), "public")
  await writeRedirectFiles(publicDir, redirects)

  const scan = await scanBuild(publicDir, { rewrite: true })
  const rules = headerRules(scan)
  const csp = contentSecurityPolicy(scan.scriptHashes)
  if (csp.length > MAX_HEADER_VALUE) {
    scan.problems.push(
      `the Content-Security-Policy is ${csp.length} characters (${scan.scriptHashes.length} inline script hashes); ` +
        `serve accepts at most ${MAX_HEADER_VALUE}: some inline script now differs from page to page`,
    )
  }
  if (scan.problems.length > 0) {
    reporter.panicOnBuild(`Hosting headers: markup the Content-Security-Policy cannot allow:\n  ${scan.problems.join("\n  ")}`)
    return
  }
  const metaPolicy = metaContentSecurityPolicy(scan.scriptHashes)
  for (const file of NOT_FOUND_FILES.filter(f => scan.htmlFiles.includes(f))) {
    const full = path.join(publicDir, file)
    await fs.writeFile(full, withMetaPolicy(await fs.readFile(full, "utf8"), metaPolicy))
  }
  await fs.writeFile(path.join(publicDir, "_headers"), netlifyHeadersFile(rules))
  const serve = { ...serveConfig(redirects), headers: serveHeaders(rules) }
  await fs.writeFile(path.join(publicDir, "serve.json"), `${JSON.stringify(serve, null, 2)}\n`)
  reporter.info(
    `Wrote ${redirects.length} legacy redirects and the headers (${scan.scriptHashes.length} inline script hashes, ` +
      `CSP ${csp.length} characters) to public/_redirects, public/_headers and public/serve.json`,
  )
}
