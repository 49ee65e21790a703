import fs from "fs/promises"
import path from "path"
import type { GatsbyNode } from "gatsby"
import { robotsTxt } from "./robots"
import { site } from "../../src/config/site"

/** Writes public/robots.txt naming the sitemap that gatsby-plugin-sitemap writes. */
export const onPostBuild: GatsbyNode["onPostBuild"] = async ({ reporter }) => {
  await fs.writeFile(path.join(process.cwd(), "public", "robots.txt"), robotsTxt(site.siteUrl))
  reporter.info("Wrote public/robots.txt")
}
