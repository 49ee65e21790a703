/**
 * Source maps are not published (issue 30): the production JavaScript is built with webpack's
 * `hidden-source-map` (the maps are made, but no bundle names its map, so browsers never ask for
 * one), and after the build every `.map` file is moved out of public/, the folder the host serves,
 * into `source-maps/` beside it. They stay there for the build's error reports (a stack trace from
 * a visitor's browser can be mapped back to the source with them); the site's source is not
 * served to anyone. See docs/hosting.md.
 */
import fs from "fs/promises"
import path from "path"
import type { GatsbyNode } from "gatsby"

/** Where the build keeps the source maps: outside public/, never deployed (.gitignore). */
export const SOURCE_MAPS_DIR = "source-maps"

/** The production bundles' source maps: made, but not named in the bundles. */
export const sourceMapsWebpackConfig: GatsbyNode["onCreateWebpackConfig"] = ({ actions, stage }) => {
  if (stage === "build-javascript") actions.setWebpackConfig({ devtool: "hidden-source-map" })
}

async function files(dir: string, base = dir): Promise<string[]> {
  const entries = await fs.readdir(dir, { withFileTypes: true })
  const nested = await Promise.all(entries.map(e => (e.isDirectory() ? files(path.join(dir, e.name), base) : Promise.resolve([path.relative(base, path.join(dir, e.name))]))))
  return nested.flat()
}

/**
 * Moves every `.map` file of `publicDir` (its folders too) to `keepDir`, at the same relative
 * path, after emptying `keepDir` of an earlier build's maps. Returns the moved files, relative.
 */
export async function moveSourceMaps(publicDir: string, keepDir: string): Promise<string[]> {
  const maps = (await files(publicDir)).filter(f => f.endsWith(".map")).sort()
  await fs.rm(keepDir, { recursive: true, force: true })
  for (const file of maps) {
    await fs.mkdir(path.dirname(path.join(keepDir, file)), { recursive: true })
    await fs.rename(path.join(publicDir, file), path.join(keepDir, file))
  }
  return maps.map(f => f.split(path.sep).join("/"))
}

/** After the build, before the hosting files are written from what public/ holds. */
export const keepSourceMapsOutOfPublic: NonNullable<GatsbyNode["onPostBuild"]> = async ({ reporter }) => {
  const moved = await moveSourceMaps(path.join(process.cwd(), "public"), path.join(process.cwd(), SOURCE_MAPS_DIR))
  reporter.info(`Source maps: ${moved.length} moved out of public/ into ${SOURCE_MAPS_DIR}/ (kept for error reports, not published)`)
}
