export { onPreBootstrap } from "./gatsby/content-check"
import path from "path"
import type { GatsbyNode } from "gatsby"
import { sourceNodes as sourceFacts } from "./gatsby/facts"
import { sourceRenderCode } from "./gatsby/static-html"

export { onCreateNode } from "./gatsby/facts"
export { createSchemaCustomization, createResolvers } from "./gatsby/schema"
export { createPages } from "./gatsby/pages"
import { onPostBuild as writeHosting } from "./gatsby/hosting"
import { writeCalendars } from "./gatsby/calendars"
import { onPostBuild as inlineCriticalCss } from "./gatsby/critical-css"
export { onPostBootstrap } from "./gatsby/design-assets"
import { onCreateWebpackConfig as designWebpackConfig } from "./gatsby/design-assets"
import { keepSourceMapsOutOfPublic, sourceMapsWebpackConfig } from "./gatsby/source-maps"

/**
 * The design assets' constants and CSS order check; production source maps that no bundle names
 * (gatsby/source-maps.ts); in the pages' JavaScript, react-helmet's props comparison as identity
 * instead of react-fast-compare (src/lib/helmet-props-equal.ts, issue 31).
 */
export const onCreateWebpackConfig: GatsbyNode["onCreateWebpackConfig"] = (args, options) => {
  const done = () => undefined
  designWebpackConfig!(args, options, done)
  sourceMapsWebpackConfig!(args, options, done)
  if (args.stage === "build-javascript" || args.stage === "develop") {
    args.actions.setWebpackConfig({ resolve: { alias: { "react-fast-compare$": path.join(process.cwd(), "src/lib/helmet-props-equal.ts") } } })
  }
}

/** The facts of content/facts.json, and the node that ties the HTML made at build time to its code (gatsby/static-html.ts). */
export const sourceNodes: GatsbyNode["sourceNodes"] = async (args, options) => {
  // Two arguments: with a third, Gatsby would wait for a callback.
  const done = () => undefined
  await sourceFacts!(args, options, done)
  await sourceRenderCode(args, options, done)
}

/**
 * After the pages: the calendar subscriptions, the critical CSS inlined (gatsby/critical-css.ts),
 * the source maps out of public/, then the hosting files (whose headers cover every top-level file
 * and folder, and hash the inline scripts the pages now have).
 */
export const onPostBuild: GatsbyNode["onPostBuild"] = async (args, options) => {
  const done = () => undefined
  await writeCalendars(args, options, done)
  await inlineCriticalCss!(args, options, done)
  await keepSourceMapsOutOfPublic(args, options, done)
  await writeHosting!(args, options, done)
}
