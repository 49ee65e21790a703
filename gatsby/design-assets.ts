/**
 * Static design files built from source at every build, served from
 * public/static/ with a content hash in the name (cached for a year by the
 * "/static/*" rule in gatsby/hosting.ts; a changed file gets a new name):
 *
 * - the icon sprite: one SVG of <symbol>s made from the lucide and
 *   simple-icons shapes named in src/config/icons.ts. Pages draw an icon with
 *   `<svg><use href="/static/icons-<hash>.svg#name"/></svg>`, so the shapes are
 *   neither in the JavaScript bundles nor copied into every page's HTML;
 * - the illustrations in src/illustrations/*.svg (drawn for this site in the
 *   colours of src/styles/tokens.css), shown with <img width height>.
 *
 * It also writes public/site.webmanifest from src/config/site.ts (the icons
 * are in static/, drawn by `npm run app-icons`).
 *
 * Components learn the hashed URLs from two compile-time constants that this
 * file defines in webpack (__ICON_SPRITE__, __ILLUSTRATIONS__); see
 * src/components/common/Icon.tsx and src/components/common/Illustration.tsx.
 */
import crypto from "crypto"
import fs from "fs"
import path from "path"
import * as React from "react"
import { renderToStaticMarkup } from "react-dom/server"
import type { GatsbyNode } from "gatsby"
import * as lucideIcons from "lucide-react"
import * as simpleIcons from "simple-icons"
import { DRAWINGS, ICONS } from "../src/config/icons"
import { site } from "../src/config/site"
import { CssOrderCheck } from "./css-order"

export interface IllustrationInfo {
  src: string
  width: number
  height: number
}

export interface DesignAssets {
  sprite: { file: string; url: string; svg: string }
  illustrations: Record<string, IllustrationInfo & { file: string; svg: string }>
}

type IconSource = { lucide: string; fill?: boolean } | { brand: string }

const LUCIDE_ATTRS = 'fill="none" stroke="currentColor" stroke-width="2" stroke-linecap="round" stroke-linejoin="round"'
const LUCIDE_FILLED_ATTRS = 'fill="currentColor" stroke="currentColor" stroke-width="2" stroke-linecap="round" stroke-linejoin="round"'

export function contentHash(text: string, length = 16): string {
  return crypto.createHash("sha256").update(text, "utf8").digest("hex").slice(0, length)
}

/** The children of a lucide icon's <svg>, rendered from its React component. */
export function lucideInner(component: unknown, exportName: string): string {
  if (!component) throw new Error(`Icon sprite: lucide-react has no icon "${exportName}" (see src/config/icons.ts)`)
  const markup = renderToStaticMarkup(React.createElement(component as React.ComponentType))
  const m = /^<svg[^>]*>([\s\S]*)<\/svg>$/.exec(markup)
  if (!m || !m[1]) throw new Error(`Icon sprite: unexpected markup for lucide icon "${exportName}"`)
  return m[1]
}

/** One <symbol> per icon, in the order of the table. */
export function buildSprite(
  icons: Record<string, IconSource>,
  lucide: Record<string, unknown>,
  brands: Record<string, { path: string } | undefined>,
  drawings: Record<string, { viewBox: string; body: string }> = {},
): string {
  const symbols = Object.entries(icons).map(([name, source]) => {
    if ("brand" in source) {
      const brand = brands[source.brand]
      if (!brand) throw new Error(`Icon sprite: simple-icons has no brand "${source.brand}" (icon "${name}", see src/config/icons.ts)`)
      return `<symbol id="${name}" viewBox="0 0 24 24" fill="currentColor"><path d="${brand.path}"/></symbol>`
    }
    const inner = lucideInner(lucide[source.lucide], source.lucide)
    return `<symbol id="${name}" viewBox="0 0 24 24" ${source.fill ? LUCIDE_FILLED_ATTRS : LUCIDE_ATTRS}>${inner}</symbol>`
  })
  for (const [name, drawing] of Object.entries(drawings)) {
    if (name in icons) throw new Error(`Icon sprite: "${name}" is both an icon and a drawing (src/config/icons.ts)`)
    symbols.push(`<symbol id="${name}" viewBox="${drawing.viewBox}">${drawing.body}</symbol>`)
  }
  return `<svg xmlns="http://www.w3.org/2000/svg">${symbols.join("")}</svg>\n`
}

/** Width and height of an illustration, from its root <svg> (width/height, else the viewBox). */
export function svgSize(svg: string, file = "illustration"): { width: number; height: number } {
  const root = /<svg\b[^>]*>/.exec(svg)?.[0]
  if (!root) throw new Error(`${file}: no <svg> element`)
  const attr = (name: string) => new RegExp(`\\s${name}="([^"]+)"`).exec(root)?.[1]
  const width = Number(attr("width"))
  const height = Number(attr("height"))
  if (width > 0 && height > 0) return { width, height }
  const box = attr("viewBox")?.trim().split(/[\s,]+/).map(Number)
  if (box && box.length === 4 && box[2] > 0 && box[3] > 0) return { width: box[2], height: box[3] }
  throw new Error(`${file}: the <svg> needs width and height or a viewBox`)
}

/** Comments and the whitespace between tags removed; the drawing is unchanged. */
export function minifySvg(svg: string): string {
  return `${svg
    .replace(/<!--[\s\S]*?-->/g, "")
    .replace(/>\s+</g, "><")
    .trim()}\n`
}

let cached: DesignAssets | null = null

/** Builds (once per process) the sprite and the illustrations, with their hashed URLs. */
export function designAssets(root = process.cwd()): DesignAssets {
  if (cached) return cached
  const svg = buildSprite(ICONS, lucideIcons as Record<string, unknown>, simpleIcons as unknown as Record<string, { path: string } | undefined>, DRAWINGS)
  const spriteName = `icons-${contentHash(svg)}.svg`
  const illustrations: DesignAssets["illustrations"] = {}
  const dir = path.join(root, "src", "illustrations")
  const files = fs.existsSync(dir) ? fs.readdirSync(dir).filter(f => f.endsWith(".svg")).sort() : []
  for (const file of files) {
    const name = file.replace(/\.svg$/, "")
    const text = minifySvg(fs.readFileSync(path.join(dir, file), "utf8"))
    const out = `illustrations/${name}-${contentHash(text, 12)}.svg`
    illustrations[name] = { ...svgSize(text, `src/illustrations/${file}`), src: `/static/${out}`, file: out, svg: text }
  }
  cached = { sprite: { file: spriteName, url: `/static/${spriteName}`, svg }, illustrations }
  return cached
}

/** The web app manifest: the name and colours of the site, and its icons. */
export function webManifest(config = site): string {
  const manifest = {
    name: config.businessName,
    short_name: config.shortName.length <= 12 ? config.shortName : config.shortName.split(" ")[0],
    description: config.tagline,
    start_url: "/",
    scope: "/",
    display: "browser",
    lang: "en-IN",
    background_color: "#FFFFFF",
    theme_color: "#0B3C5D",
    icons: [
      { src: "/icon-192.png", sizes: "192x192", type: "image/png" },
      { src: "/icon-512.png", sizes: "512x512", type: "image/png", purpose: "any maskable" },
    ],
  }
  return `${JSON.stringify(manifest, null, 2)}\n`
}

/** Every stylesheet under src/, relative paths sorted. */
function cssFiles(dir: string, base = dir): string[] {
  return fs
    .readdirSync(dir, { withFileTypes: true })
    .flatMap(e => {
      const full = path.join(dir, e.name)
      if (e.isDirectory()) return cssFiles(full, base)
      return e.name.endsWith(".css") ? [path.relative(base, full)] : []
    })
    .sort()
}

/**
 * A hash of the site's stylesheets. Gatsby 5 (with slices) re-renders a page's
 * HTML only when its data or the server-side bundle changes, yet it inlines the
 * stylesheet into every page: a change to the CSS alone would leave every page
 * with the old styles until `gatsby clean`. gatsby-ssr.tsx holds this hash, so
 * the server-side bundle changes with the CSS and every page is rendered again.
 */
export function stylesHash(root = process.cwd()): string {
  const src = path.join(root, "src")
  const hash = crypto.createHash("sha256")
  for (const file of cssFiles(src)) hash.update(file).update("\0").update(fs.readFileSync(path.join(src, file)))
  return hash.digest("hex").slice(0, 16)
}

/** The compile-time constants the components read. */
export function webpackConstants(assets: DesignAssets, styles = stylesHash()): Record<string, string> {
  const illustrations = Object.fromEntries(
    Object.entries(assets.illustrations).map(([name, { src, width, height }]) => [name, { src, width, height }]),
  )
  return {
    __ICON_SPRITE__: JSON.stringify(assets.sprite.url),
    __ILLUSTRATIONS__: JSON.stringify(illustrations),
    __STYLES_HASH__: JSON.stringify(styles),
  }
}

export const onCreateWebpackConfig: GatsbyNode["onCreateWebpackConfig"] = ({ actions, plugins, stage }) => {
  // The production bundle of the stylesheet: one order for every CSS file (gatsby/css-order.ts).
  const checks = stage === "build-javascript" ? [new CssOrderCheck()] : []
  actions.setWebpackConfig({ plugins: [plugins.define(webpackConstants(designAssets())), ...checks] })
}

/** Writes the files into public/static/ (for `gatsby build` and `gatsby develop` alike), removing outdated copies. */
export const onPostBootstrap: GatsbyNode["onPostBootstrap"] = ({ reporter }) => {
  const assets = designAssets()
  const staticDir = path.join(process.cwd(), "public", "static")
  fs.mkdirSync(path.join(staticDir, "illustrations"), { recursive: true })
  for (const old of fs.readdirSync(staticDir)) {
    if (/^icons-[0-9a-f]+\.svg$/.test(old) && old !== assets.sprite.file) fs.rmSync(path.join(staticDir, old))
  }
  const current = new Set(Object.values(assets.illustrations).map(i => path.basename(i.file)))
  for (const old of fs.readdirSync(path.join(staticDir, "illustrations"))) {
    if (!current.has(old)) fs.rmSync(path.join(staticDir, "illustrations", old))
  }
  fs.writeFileSync(path.join(staticDir, assets.sprite.file), assets.sprite.svg)
  fs.writeFileSync(path.join(process.cwd(), "public", "site.webmanifest"), webManifest())
  for (const info of Object.values(assets.illustrations)) fs.writeFileSync(path.join(staticDir, info.file), info.svg)
  reporter.info(
    `Design assets: icon sprite ${assets.sprite.url} (${Object.keys(ICONS).length} icons, ${assets.sprite.svg.length} bytes), ` +
      `${Object.keys(assets.illustrations).length} illustrations`,
  )
}
