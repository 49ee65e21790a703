/**
 * The build's side of the HTML made from components (gatsby/build-html.ts): the constants
 * webpack gives the components, defined here for rendering in Node, and the node that ties the
 * rendered HTML to its code.
 */
import crypto from "crypto"
import fs from "fs"
import path from "path"
import type { GatsbyNode } from "gatsby"
import { designAssets } from "./design-assets"
import * as compiled from "./build-html"
import { isDevelop, watchRenderCode, type RenderModule } from "./live-render"

export * from "./build-html"

let current: RenderModule = compiled

/**
 * The rendering code the resolvers call (gatsby/schema.ts): build-html.ts as compiled with
 * gatsby-node, or, in `gatsby develop` after an edit to it or a component it renders, as the
 * files are now (gatsby/live-render.ts).
 */
export const render = (): RenderModule => current

/**
 * The HTML made here depends on code (the components, the config, these files), not only on
 * content nodes; Gatsby re-runs a query only when its text or the nodes it read have changed.
 * So every resolver that renders reads one node whose digest is a hash of that code: a change
 * to a component re-renders every page that shows it, on the next `gatsby build` or `develop`.
 */
export const RENDER_CODE_TYPE = "StaticHtmlCode"

/** A hash of the files the rendered HTML comes from: src/ (but the generated query types) and gatsby/. */
export function renderCodeHash(root = process.cwd()): string {
  const hash = crypto.createHash("sha256")
  const walk = (dir: string): string[] =>
    fs.readdirSync(dir, { withFileTypes: true }).flatMap(e => (e.isDirectory() ? walk(path.join(dir, e.name)) : [path.join(dir, e.name)]))
  const files = ["src", "gatsby"].flatMap(d => walk(path.join(root, d))).filter(f => !f.endsWith("gatsby-types.d.ts")).sort()
  for (const file of files) hash.update(path.relative(root, file)).update("\0").update(fs.readFileSync(file)).update("\0")
  return hash.digest("hex").slice(0, 16)
}

export const RENDER_CODE_ID = "static-html-code"

let watching = false

export const sourceRenderCode: NonNullable<GatsbyNode["sourceNodes"]> = ({ actions, createNodeId, reporter }) => {
  const id = createNodeId(RENDER_CODE_ID)
  const publish = (digest: string) => actions.createNode({ id, digest, internal: { type: RENDER_CODE_TYPE, contentDigest: digest } })
  publish(renderCodeHash())
  // `gatsby develop`: an edit to the rendering code renders the pages that show it again, at once.
  if (isDevelop() && !watching) {
    watching = true
    watchRenderCode(
      process.cwd(),
      fresh => {
        current = fresh
        publish(renderCodeHash())
      },
      reporter,
    )
  }
}

/** The compile-time constants webpack gives the components (gatsby/design-assets.ts), for rendering here. */
function defineGlobals(): void {
  const g = globalThis as Record<string, unknown>
  if (g.__ICON_SPRITE__ !== undefined) return
  const assets = designAssets()
  g.__ICON_SPRITE__ = assets.sprite.url
  g.__ILLUSTRATIONS__ = Object.fromEntries(Object.entries(assets.illustrations).map(([name, { src, width, height }]) => [name, { src, width, height }]))
  if (g.__PATH_PREFIX__ === undefined) g.__PATH_PREFIX__ = ""
  if (g.__BASE_PATH__ === undefined) g.__BASE_PATH__ = ""
  if (g.__TRAILING_SLASH__ === undefined) g.__TRAILING_SLASH__ = "ignore"
}

defineGlobals()
