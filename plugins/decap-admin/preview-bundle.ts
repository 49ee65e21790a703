/**
 * Builds public/admin/cms-site.js and cms-site.css from src/cms/index.ts with
 * webpack: the site's page templates, components and CSS for the CMS
 * previews, and the fact widget. A bundle of its own, loaded only by
 * /admin/index.html, so no public page downloads any of it (Gatsby's own
 * bundles are untouched).
 *
 * The result is kept in node_modules/.cache/decap-admin under a hash of its
 * sources (src/, gatsby/build-html.ts, the heading-id plugin, package-lock.json and this file): a
 * build with the same sources, also in another checkout that shares the
 * packages (the e2e tests' copies), copies it instead of building it again, and one that
 * starts while another process builds the same bundle waits for it (lockOrWait).
 */
import crypto from "crypto"
import fs from "fs"
import path from "path"
import type WebpackType from "webpack"
import type MiniCssExtractPluginType from "mini-css-extract-plugin"
import type TerserPluginType from "terser-webpack-plugin"

import { createRequire } from "module"
import { designAssets, webpackConstants } from "../../gatsby/design-assets"

// Resolved from the project (Gatsby bundles this file, and its bundler does not keep require.resolve).
const fromRoot = createRequire(path.join(process.cwd(), "package.json"))
// CommonJS packages whose module.exports is the function itself.
const webpack = fromRoot("webpack") as typeof WebpackType
const MiniCssExtractPlugin = fromRoot("mini-css-extract-plugin") as typeof MiniCssExtractPluginType
const TerserPlugin = fromRoot("terser-webpack-plugin") as typeof TerserPluginType

/** What the bundle consists of (and its licence notes, when the minifier writes them). */
const OUTPUTS = ["cms-site.js", "cms-site.css"]
const isOutput = (file: string) => file.startsWith("cms-site.")

function filesUnder(dir: string): string[] {
  if (!fs.existsSync(dir)) return []
  return fs
    .readdirSync(dir, { withFileTypes: true })
    .flatMap(e => (e.isDirectory() ? filesUnder(path.join(dir, e.name)) : [path.join(dir, e.name)]))
}

/** A hash of everything the bundle is made from. */
export function sourcesHash(root: string): string {
  const hash = crypto.createHash("sha256")
  const files = [
    ...filesUnder(path.join(root, "src")),
    ...filesUnder(path.join(root, "plugins/gatsby-remark-heading-ids")),
    path.join(root, "package-lock.json"),
    path.join(root, "plugins/decap-admin/preview-bundle.ts"),
    // The previews render their static parts with the build's rendering module (src/cms/preview-data.ts).
    path.join(root, "gatsby/build-html.ts"),
    // The icon sprite's and the illustrations' hashed URLs are compiled in (webpackConstants).
    path.join(root, "gatsby/design-assets.ts"),
  ]
    .filter(f => fs.existsSync(f) && !f.endsWith("gatsby-types.d.ts"))
    .map(f => path.relative(root, f).split(path.sep).join("/"))
    .sort()
  for (const file of files) hash.update(`${file}\0`).update(fs.readFileSync(path.join(root, file))).update("\0")
  return hash.digest("hex").slice(0, 20)
}

/** Whether a process of this machine is running. */
function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0)
    return true
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === "EPERM"
  }
}

/**
 * Takes the lock of one bundle (`<hash>.building`, holding the process id): true when this process
 * builds it. While another running process holds it (npm test's editing copy and the project's
 * own build start at the same time with the same sources), waits until that one has finished
 * and answers false. A lock left by a process that is gone is taken over.
 */
async function lockOrWait(lock: string): Promise<boolean> {
  for (;;) {
    try {
      fs.writeFileSync(lock, String(process.pid), { flag: "wx" })
      return true
    } catch {
      const holder = Number(fs.readFileSync(lock, { encoding: "utf8", flag: "a+" }))
      if (!holder || !isRunning(holder)) {
        fs.rmSync(lock, { force: true })
        continue
      }
      // Waiting for the other build's state (its lock gone), not for a fixed time.
      while (fs.existsSync(lock) && isRunning(holder)) await new Promise(resolve => setTimeout(resolve, 250))
      if (!fs.existsSync(lock)) return false
    }
  }
}

export async function buildPreviewBundle(root: string, outDir: string): Promise<void> {
  const cacheRoot = path.join(root, "node_modules/.cache/decap-admin")
  const hash = sourcesHash(root)
  const cached = path.join(cacheRoot, hash)
  const isCached = () => OUTPUTS.every(f => fs.existsSync(path.join(cached, f)))
  const copyCached = () => {
    for (const f of fs.readdirSync(cached).filter(isOutput)) fs.copyFileSync(path.join(cached, f), path.join(outDir, f))
  }
  fs.mkdirSync(outDir, { recursive: true })
  fs.mkdirSync(cacheRoot, { recursive: true })
  if (isCached()) return copyCached()
  const lock = path.join(cacheRoot, `${hash}.building`)
  const owned = await lockOrWait(lock)
  if (!owned && isCached()) return copyCached()
  try {
    await compile(root, outDir)
    fs.mkdirSync(cached, { recursive: true })
    for (const f of fs.readdirSync(outDir).filter(isOutput)) fs.copyFileSync(path.join(outDir, f), path.join(cached, f))
  } finally {
    if (owned) fs.rmSync(lock, { force: true })
  }
  // Keep the five newest bundles.
  const entries = fs.readdirSync(cacheRoot).filter(name => !name.endsWith(".building")).map(name => ({ name, time: fs.statSync(path.join(cacheRoot, name)).mtimeMs }))
  for (const old of entries.sort((a, b) => b.time - a.time).slice(5)) fs.rmSync(path.join(cacheRoot, old.name), { recursive: true, force: true })
}

async function compile(root: string, outDir: string): Promise<void> {
  const compiler = webpack({
    mode: "production",
    target: ["web", "es2017"],
    context: root,
    entry: { "cms-site": path.join(root, "src/cms/index.ts") },
    output: { path: outDir, filename: "[name].js", publicPath: "/admin/" },
    resolve: {
      extensions: [".tsx", ".ts", ".jsx", ".js", ".json"],
      alias: {
        // No Gatsby runtime in the editor: Link, graphql and navigate for a single previewed page.
        gatsby$: path.join(root, "src/cms/gatsby-shim.tsx"),
        "react-helmet$": path.join(root, "src/cms/helmet-shim.tsx"),
      },
    },
    module: {
      rules: [
        {
          test: /\.[jt]sx?$/,
          exclude: /node_modules/,
          use: {
            loader: fromRoot.resolve("babel-loader"),
            options: {
              babelrc: false,
              configFile: false,
              // The editor runs in current browsers only (Decap's own bundle does too): JSX and types, no polyfills.
              presets: [fromRoot.resolve("@babel/preset-react"), fromRoot.resolve("@babel/preset-typescript")],
              cacheDirectory: path.join(root, ".cache/decap-admin/babel"),
            },
          },
        },
        { test: /\.css$/, use: [MiniCssExtractPlugin.loader, { loader: fromRoot.resolve("css-loader"), options: { url: false } }] },
      ],
    },
    plugins: [
      new MiniCssExtractPlugin({ filename: "[name].css" }),
      new webpack.DefinePlugin({
        "process.env.NODE_ENV": JSON.stringify("production"),
        __PATH_PREFIX__: JSON.stringify(""),
        // The same constants the site's bundles get (gatsby/design-assets.ts): icons and illustrations from /static.
        ...webpackConstants(designAssets(root)),
      }),
      new webpack.optimize.LimitChunkCountPlugin({ maxChunks: 1 }),
    ],
    // Names shortened and white space removed, without terser's compression passes (issue 31:
    // those were 14 of the 59 CPU seconds of a build with the bundle to make, measured on the
    // 2-core machine; the bundle, read only by authors in /admin beside Decap's own 5 MB, is
    // 235 -> 257 KB gzipped). webpack itself still drops the code for development
    // (process.env.NODE_ENV is a constant here).
    optimization: { minimizer: [new TerserPlugin({ terserOptions: { compress: false } })] },
    performance: { hints: false },
    devtool: false,
    cache: { type: "filesystem", cacheDirectory: path.join(root, ".cache/decap-admin") },
    infrastructureLogging: { level: "error" },
  })
  const stats = await new Promise<WebpackType.Stats>((resolve, reject) =>
    compiler.run((error, result) => {
      compiler.close(() => undefined)
      if (error || !result) reject(error ?? new Error("webpack gave no result"))
      else resolve(result)
    }),
  )
  if (stats.hasErrors()) {
    const errors = stats.toJson({ all: false, errors: true }).errors ?? []
    throw new Error(`the CMS preview bundle did not build:\n${errors.map(e => e.message).join("\n")}`)
  }
}
