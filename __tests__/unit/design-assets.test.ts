import fs from "fs"
import path from "path"
import * as lucide from "lucide-react"
import * as simpleIcons from "simple-icons"
import { DRAWINGS, ICONS, isIconName } from "../../src/config/icons"
import { buildSprite, designAssets, minifySvg, svgSize, webpackConstants } from "../../gatsby/design-assets"

const brands = simpleIcons as unknown as Record<string, { path: string } | undefined>

function contentFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap(e => {
    const full = path.join(dir, e.name)
    return e.isDirectory() ? contentFiles(full) : e.name.endsWith(".md") ? [full] : []
  })
}

describe("icon sprite", () => {
  const sprite = buildSprite(ICONS, lucide as Record<string, unknown>, brands)

  it("has one symbol per icon in src/config/icons.ts, each with a 24x24 viewBox and a shape", () => {
    const ids = [...sprite.matchAll(/<symbol id="([^"]+)" viewBox="0 0 24 24"[^>]*>(.*?)<\/symbol>/g)]
    expect(ids.map(m => m[1])).toEqual(Object.keys(ICONS))
    for (const [, , inner] of ids) expect(inner).toMatch(/<(path|circle|rect|line|polyline|polygon|ellipse)\b/)
  })

  it("adds the site's own drawings (the logo) in their own colours, after the icons; a name cannot be both", () => {
    const withDrawings = buildSprite(ICONS, lucide as Record<string, unknown>, brands, DRAWINGS)
    expect(withDrawings).toContain('<symbol id="logo" viewBox="0 0 40 40"><rect width="40" height="40" rx="8" fill="#0B3C5D"/>')
    expect(withDrawings.indexOf('id="logo"')).toBeGreaterThan(withDrawings.lastIndexOf('<symbol id="youtube"'))
    expect(isIconName("logo")).toBe(false)
    expect(() => buildSprite(ICONS, lucide as Record<string, unknown>, brands, { call: { viewBox: "0 0 1 1", body: "<rect/>" } })).toThrow(/both an icon and a drawing/)
  })

  it("draws lucide icons as strokes and brand marks (simple-icons) as fills, in the current text colour", () => {
    expect(sprite).toMatch(/<symbol id="call" viewBox="0 0 24 24" fill="none" stroke="currentColor" stroke-width="2"/)
    expect(sprite).toMatch(/<symbol id="star-filled" viewBox="0 0 24 24" fill="currentColor"/)
    expect(sprite).toContain(`<symbol id="whatsapp" viewBox="0 0 24 24" fill="currentColor"><path d="${brands.siWhatsapp!.path}"/></symbol>`)
  })

  it("fails the build on an icon name the libraries do not have", () => {
    expect(() => buildSprite({ nope: { lucide: "NoSuchIcon" } }, lucide as Record<string, unknown>, brands)).toThrow(/lucide-react has no icon "NoSuchIcon"/)
    expect(() => buildSprite({ nope: { brand: "siNoSuchBrand" } }, lucide as Record<string, unknown>, brands)).toThrow(/simple-icons has no brand "siNoSuchBrand"/)
  })

  it("is served under a content-hashed name, which the components receive as a constant", () => {
    const assets = designAssets(path.join(__dirname, "../.."))
    expect(assets.sprite.url).toMatch(/^\/static\/icons-[0-9a-f]{16}\.svg$/)
    const constants = webpackConstants(assets)
    expect(JSON.parse(constants.__ICON_SPRITE__)).toBe(assets.sprite.url)
    const illustrations = JSON.parse(constants.__ILLUSTRATIONS__) as Record<string, { src: string; width: number; height: number }>
    for (const [name, info] of Object.entries(illustrations)) {
      expect(info.src).toMatch(new RegExp(`^/static/illustrations/${name}-[0-9a-f]{12}\\.svg$`))
      expect(info.width).toBeGreaterThan(0)
      expect(info.height).toBeGreaterThan(0)
    }
  })

  it("knows every icon that content names in frontmatter (icon: ...)", () => {
    const unknown: string[] = []
    for (const file of contentFiles(path.join(__dirname, "../../content"))) {
      const text = fs.readFileSync(file, "utf8")
      for (const m of text.matchAll(/^\s*-?\s*icon:\s*["']?([\w-]+)["']?\s*$/gm)) {
        if (!isIconName(m[1])) unknown.push(`${path.relative(process.cwd(), file)}: ${m[1]}`)
      }
    }
    expect(unknown).toEqual([])
  })
})

describe("illustration files", () => {
  it("reads the size from width/height or the viewBox", () => {
    expect(svgSize('<svg xmlns="http://www.w3.org/2000/svg" width="560" height="420" viewBox="0 0 560 420">')).toEqual({ width: 560, height: 420 })
    expect(svgSize('<svg viewBox="0 0 320 200">')).toEqual({ width: 320, height: 200 })
    expect(() => svgSize("<svg>", "x.svg")).toThrow(/x\.svg: the <svg> needs width and height or a viewBox/)
  })

  it("minifies without changing the drawing", () => {
    expect(minifySvg('<svg>\n  <!-- sky -->\n  <rect width="1" height="1"/>\n</svg>\n')).toBe('<svg><rect width="1" height="1"/></svg>\n')
  })
})

describe("stylesheet hash (re-renders the HTML after a CSS-only change)", () => {
  it("changes when any stylesheet under src/ changes, and only then", () => {
    const os = require("os") as typeof import("os")
    const { stylesHash } = require("../../gatsby/design-assets") as typeof import("../../gatsby/design-assets")
    const root = fs.mkdtempSync(path.join(os.tmpdir(), "styles-hash-"))
    fs.mkdirSync(path.join(root, "src/components"), { recursive: true })
    fs.writeFileSync(path.join(root, "src/a.css"), "a{color:red}")
    fs.writeFileSync(path.join(root, "src/components/b.css"), "b{color:blue}")
    fs.writeFileSync(path.join(root, "src/c.ts"), "export {}")
    const first = stylesHash(root)
    expect(first).toMatch(/^[0-9a-f]{16}$/)
    fs.writeFileSync(path.join(root, "src/c.ts"), "export const x = 1")
    expect(stylesHash(root)).toBe(first)
    fs.writeFileSync(path.join(root, "src/components/b.css"), "b{color:green}")
    expect(stylesHash(root)).not.toBe(first)
    fs.rmSync(root, { recursive: true })
  })
})
