/**
 * Builds public/admin/cms-site.js and cms-site.css from src/cms/index.ts with
 * webpack: the site's page templates, components and CSS for the CMS
 * previews, and the fact widget. A bundle of its own, loaded only by
 * /admin/index.html, so no public page downloads any of it (Gatsby's own
 * bundles are untouched). The result is cached in .cache/decap-admin, so a
 * build with unchanged sources only checks the cache.
 */
import path from "path"
import type WebpackType from "webpack"
import type MiniCssExtractPluginType from "mini-css-extract-plugin"

import { createRequire } from "module"

// Resolved from the project (Gatsby bundles this file, and its bundler does not keep require.resolve).
const fromRoot = createRequire(path.join(process.cwd(), "package.json"))
// CommonJS packages whose module.exports is the function itself.
const webpack = fromRoot("webpack") as typeof WebpackType
const MiniCssExtractPlugin = fromRoot("mini-css-extract-plugin") as typeof MiniCssExtractPluginType

export async function buildPreviewBundle(root: string, outDir: string): Promise<void> {
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
      new webpack.DefinePlugin({ "process.env.NODE_ENV": JSON.stringify("production"), __PATH_PREFIX__: JSON.stringify("") }),
      new webpack.optimize.LimitChunkCountPlugin({ maxChunks: 1 }),
    ],
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
