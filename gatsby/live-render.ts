/**
 * `gatsby develop`: the parts made into HTML by components (gatsby/build-html.ts) follow
 * every edit of their code while the development server runs.
 *
 * Gatsby compiles gatsby-node.ts, and with it build-html.ts and the components it renders,
 * once when it starts; an edited component would reach those parts only after a restart.
 * While `gatsby develop` runs, this module watches src/ and build-html.ts; when a file the rendering reads
 * changes, it loads build-html.ts and the project files it imports again, as they are now
 * (Babel, the presets the unit tests use), and gives the StaticHtmlCode node a new digest
 * (gatsby/static-html.ts): Gatsby then runs again the queries that rendered with the old code,
 * and the development server sends the pages their new data, as it does for a content edit.
 * The production build renders once with the compiled code, as before.
 */
import fs from "fs"
import path from "path"
import { createRequire } from "module"

/** What the rendering module exports (gatsby/build-html.ts). */
export type RenderModule = typeof import("./build-html")

export const RENDER_ENTRY = "gatsby/build-html.ts"

interface Babel {
  transformSync(code: string, options: Record<string, unknown>): { code?: string | null } | null
}

const EXTENSIONS = [".ts", ".tsx", ".js", ".json"]

/** The file a relative import names: as written, with an extension, or a folder's index. */
function resolveLocal(request: string, from: string): string | undefined {
  const base = path.resolve(path.dirname(from), request)
  const candidates = [base, ...EXTENSIONS.map(e => base + e), ...EXTENSIONS.map(e => path.join(base, `index${e}`))]
  return candidates.find(f => fs.existsSync(f) && fs.statSync(f).isFile())
}

/** Compiled files by path, with the text they were compiled from: an edit compiles one file again, not all. */
const compiledFiles = new Map<string, { source: string; code: string }>()

export interface FreshModule<T> {
  exports: T
  /** Every project file it read, the entry included (absolute paths). */
  files: string[]
}

/**
 * Loads a module of the project and the project files it imports (relative imports) from
 * disk as they are now (each compiled again when its text changed), without Node's module
 * cache; packages (React, Gatsby...) come from
 * Node's cache, so the rendering shares one React with everything else. Stylesheets
 * imported for the browser are skipped: they make no HTML.
 */
export function loadFresh<T>(entry: string, root = process.cwd()): FreshModule<T> {
  const requireFromRoot = createRequire(path.join(root, "package.json"))
  const babel = requireFromRoot("@babel/core") as Babel
  const options = {
    babelrc: false,
    configFile: false,
    sourceMaps: "inline",
    presets: [requireFromRoot.resolve("@babel/preset-typescript"), [requireFromRoot.resolve("@babel/preset-react"), { runtime: "automatic" }]],
    plugins: [requireFromRoot.resolve("@babel/plugin-transform-modules-commonjs")],
  }
  const modules = new Map<string, { exports: unknown }>()
  const load = (file: string): unknown => {
    const known = modules.get(file)
    if (known) return known.exports
    const module = { exports: {} as unknown }
    modules.set(file, module)
    if (file.endsWith(".css")) return module.exports
    const source = fs.readFileSync(file, "utf8")
    if (file.endsWith(".json")) {
      module.exports = JSON.parse(source)
      return module.exports
    }
    let code = compiledFiles.get(file)?.source === source ? compiledFiles.get(file)!.code : undefined
    if (code === undefined) {
      code = babel.transformSync(source, { ...options, filename: file })?.code ?? ""
      compiledFiles.set(file, { source, code })
    }
    const packages = createRequire(file)
    const localRequire = (request: string) => {
      if (!request.startsWith(".")) return packages(request)
      const target = resolveLocal(request, file)
      if (!target) throw new Error(`${path.relative(root, file)}: cannot find "${request}"`)
      return load(target)
    }
    // The module wrapper Node gives a CommonJS file.
    // eslint-disable-next-line @typescript-eslint/no-implied-eval
    new Function("exports", "require", "module", "__filename", "__dirname", code)(module.exports, localRequire, module, file, path.dirname(file))
    return module.exports
  }
  const exports = load(path.resolve(root, entry)) as T
  return { exports, files: [...modules.keys()] }
}

/** Whether this process is `gatsby develop` (the Gatsby command line sets it). */
export const isDevelop = () => process.env.gatsby_executing_command === "develop"

interface Reporter {
  info(message: string): void
  error(message: string, error?: Error): void
}

/**
 * Watches src/ and the rendering module (RENDER_ENTRY) while `gatsby develop` runs. After an edit to a file the rendering read
 * (or one it may start to read: a new file), loads the rendering module afresh and calls
 * `changed` with it; an edit that does not compile is reported, and the pages keep the
 * last HTML that did. Returns a function that stops watching.
 */
export function watchRenderCode(
  root: string,
  changed: (render: RenderModule) => void,
  reporter: Reporter,
): () => Promise<void> {
  // chokidar comes with Gatsby, which watches content/ with it.
  const chokidar = createRequire(path.join(root, "package.json"))("chokidar") as typeof import("chokidar")
  let files = new Set<string>()
  try {
    files = new Set(loadFresh<RenderModule>(RENDER_ENTRY, root).files)
  } catch (error) {
    reporter.error(`Live rendering: ${RENDER_ENTRY} does not load`, error as Error)
  }
  let timer: NodeJS.Timeout | undefined
  const reload = () => {
    const started = Date.now()
    try {
      const fresh = loadFresh<RenderModule>(RENDER_ENTRY, root)
      files = new Set(fresh.files)
      changed(fresh.exports)
      reporter.info(`Live rendering: the static parts of the pages rendered again with the edited code (${Date.now() - started} ms)`)
    } catch (error) {
      reporter.error(`Live rendering: the edited code does not load; the pages keep the last HTML that did`, error as Error)
    }
  }
  const watcher = chokidar.watch([path.join(root, "src"), path.join(root, RENDER_ENTRY)], {
    ignoreInitial: true,
    ignored: (file: string) => file.endsWith("gatsby-types.d.ts") || file.endsWith(".css"),
  })
  watcher.on("all", (event: string, file: string) => {
    // Until the rendering code has loaded once, every file may be one it reads.
    if (event !== "add" && files.size > 0 && !files.has(path.resolve(file))) return
    clearTimeout(timer)
    // An editor saves in several writes: render once they are done.
    timer = setTimeout(reload, 100)
  })
  return async () => {
    clearTimeout(timer)
    await watcher.close()
  }
}
