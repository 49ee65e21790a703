import fs from "fs"
import path from "path"
import type { GatsbyNode, Node } from "gatsby"
import { ADMIN_DIR, writeAdminFiles, writeContentFiles } from "./admin"
import { buildPreviewBundle } from "./preview-bundle"

/**
 * `npm run cms` (scripts/cms.mjs) runs decap-server on this port and sets it here;
 * the development site's config.yml then names it as Decap's local_backend.
 * A production build never has a local backend.
 */
function localBackendUrl(): string | undefined {
  if (process.env.NODE_ENV === "production") return undefined
  return `http://127.0.0.1:${process.env.DECAP_SERVER_PORT ?? "8081"}/api/v1`
}

/** Writes public/admin (see admin.ts) once Gatsby has set up public/, in `gatsby build` and `gatsby develop`. */
export const onPostBootstrap: GatsbyNode["onPostBootstrap"] = async ({ reporter }) => {
  const root = process.cwd()
  const activity = reporter.activityTimer("decap-admin: the content editor at /admin")
  activity.start()
  try {
    writeAdminFiles({ root, localBackendUrl: localBackendUrl() })
    await buildPreviewBundle(root, path.join(root, "public", ADMIN_DIR))
  } catch (error) {
    reporter.panicOnBuild(`decap-admin: could not write public/${ADMIN_DIR}: ${(error as Error).message}`)
  } finally {
    activity.end()
  }
}

/** While `gatsby develop` runs: an edit to facts.json or a tool page reaches the editor's config and facts. */
export const onCreateNode: GatsbyNode["onCreateNode"] = ({ node }) => {
  const file = node as Node & { sourceInstanceName?: string; relativePath?: string }
  if (process.env.NODE_ENV === "production" || file.internal.type !== "File" || file.sourceInstanceName !== "content") return
  if (!fs.existsSync(path.join(process.cwd(), "public", ADMIN_DIR, "index.html"))) return
  if (file.relativePath === "facts.json" || file.relativePath?.startsWith("tools/")) {
    writeContentFiles({ root: process.cwd(), localBackendUrl: localBackendUrl() })
  }
}

/**
 * The development server serves public/ but not its HTML files, nor a
 * folder's index.html: /admin and /admin/ are answered here.
 */
export const onCreateDevServer: GatsbyNode["onCreateDevServer"] = ({ app }) => {
  app.get([`/${ADMIN_DIR}`, `/${ADMIN_DIR}/`, `/${ADMIN_DIR}/index.html`], (_req, res) => {
    res.sendFile(path.join(process.cwd(), "public", ADMIN_DIR, "index.html"))
  })
}
