import fs from "fs/promises"
import path from "path"
import { site } from "../src/config/site"
import { escapeHtml } from "../src/lib/facts"

export interface StoreRedirect {
  fromPath: string
  toPath: string
  isPermanent?: boolean
}

/** Lines of a Netlify `_redirects` file: forced 301s, with and without the trailing slash. */
export function netlifyRedirectLines(redirects: StoreRedirect[]): string[] {
  return redirects.flatMap(r => {
    const from = r.fromPath.replace(/\/+$/, "")
    return [`${from}  ${r.toPath}  301!`, `${from}/  ${r.toPath}  301!`]
  })
}

/**
 * An unknown address under /te gets the Telugu "page not found" (issue 24), with status 404; every
 * other unknown address gets 404.html, the host's default. Last, so no file or redirect is shadowed.
 */
export const NOT_FOUND_LINES = ["# Unknown Telugu addresses: the Telugu page-not-found screen", "/te/*  /te/404  404"]

/** `serve.json` for `npm start`: the same legacy redirects as Netlify's `_redirects`. */
export function serveConfig(redirects: StoreRedirect[]) {
  return {
    cleanUrls: true,
    redirects: redirects.flatMap(r => {
      const from = r.fromPath.replace(/\/+$/, "")
      return [
        { source: from, destination: r.toPath, type: 301 },
        { source: `${from}/`, destination: r.toPath, type: 301 },
      ]
    }),
  }
}

/** A fallback page at a legacy URL for hosts that do not read `_redirects`. */
export function legacyFallbackHtml(toPath: string): string {
  const target = escapeHtml(toPath)
  const absolute = escapeHtml(`${site.siteUrl}${toPath}`)
  return `<!DOCTYPE html>
<html lang="en-IN">
<head>
<meta charset="utf-8">
<title>This page has moved</title>
<meta name="robots" content="noindex">
<meta http-equiv="refresh" content="0; url=${target}">
<link rel="canonical" href="${absolute}">
</head>
<body>
<p>This page has moved to <a href="${target}">${target}</a>.</p>
</body>
</html>
`
}

/**
 * createRedirect only records redirects; without a hosting adapter nothing
 * writes them. After the build (gatsby/hosting.ts calls this), write
 * `public/_redirects` for Netlify and a fallback page at each legacy path for
 * any other static server. serve.json is written by gatsby/hosting.ts, with
 * `serveConfig` and the headers.
 */
export async function writeRedirectFiles(publicDir: string, redirects: StoreRedirect[]): Promise<void> {
  const lines = netlifyRedirectLines(redirects)
  await fs.writeFile(path.join(publicDir, "_redirects"), `# Legacy URLs (generated at build)\n${lines.join("\n")}\n${NOT_FOUND_LINES.join("\n")}\n`)
  for (const r of redirects) {
    const dir = path.join(publicDir, r.fromPath)
    await fs.mkdir(dir, { recursive: true })
    await fs.writeFile(path.join(dir, "index.html"), legacyFallbackHtml(r.toPath))
  }
}
