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

/** The preview bundle, built while Gatsby builds the site (it is awaited in onPostBuild). */
let previewBundle: Promise<string | undefined> | undefined

/**
 * Writes public/admin (see admin.ts) once Gatsby has set up public/, in `gatsby build`
 * and `gatsby develop`, and starts building the preview bundle alongside the site.
 */
export const onPostBootstrap: GatsbyNode["onPostBootstrap"] = ({ reporter }) => {
  const root = process.cwd()
  try {
    writeAdminFiles({ root, localBackendUrl: localBackendUrl() })
  } catch (error) {
    reporter.panicOnBuild(`decap-admin: could not write public/${ADMIN_DIR}: ${(error as Error).message}`)
    return
  }
  const started = Date.now()
  previewBundle = buildPreviewBundle(root, path.join(root, "public", ADMIN_DIR)).then(
    () => {
      reporter.info(`decap-admin: the content editor at /${ADMIN_DIR}, with previews (${((Date.now() - started) / 1000).toFixed(1)} s)`)
      return undefined
    },
    (error: Error) => {
      const message = `decap-admin: the previews of /${ADMIN_DIR} did not build: ${error.message}`
      // The development server keeps running: the editor works, its previews do not.
      if (process.env.NODE_ENV !== "production") reporter.error(message)
      return message
    },
  )
}

/** `gatsby build` ends only with the editor complete. */
export const onPostBuild: GatsbyNode["onPostBuild"] = async ({ reporter }) => {
  const failure = await previewBundle
  if (failure) reporter.panicOnBuild(failure)
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
 * folder's index.html: /admin and /admin/ are answered here, once the
 * editor's previews and fact widget are built (so it never opens without them).
 */
export const onCreateDevServer: GatsbyNode["onCreateDevServer"] = ({ app }) => {
  app.get([`/${ADMIN_DIR}`, `/${ADMIN_DIR}/`, `/${ADMIN_DIR}/index.html`], (_req, res) => {
    void (previewBundle ?? Promise.resolve(undefined)).then(failure => {
      if (failure) res.status(500).type("text/plain").send(failure)
      else res.sendFile(path.join(process.cwd(), "public", ADMIN_DIR, "index.html"))
    })
  })
}
