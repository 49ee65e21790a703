import type { IAdapter } from "gatsby"

/**
 * The site's own Gatsby adapter, for gatsby-config's `adapter` option. The
 * site is fully static and the build already writes every hosting file a
 * host needs (gatsby/hosting.ts: public/_headers, public/_redirects,
 * public/serve.json). Without an adapter in gatsby-config, a build on Netlify
 * installs gatsby-adapter-netlify on the fly, which appends Gatsby's own
 * default headers (Referrer-Policy: same-origin, X-XSS-Protection...) and
 * redirects to those files, so Netlify would send two values for several
 * headers. This adapter does nothing, so the hosting files stay the one source.
 */
export const staticFilesAdapter: IAdapter = {
  name: "static-files",
  adapt: ({ reporter }) => {
    reporter.verbose("static-files adapter: hosting files are written by gatsby/hosting.ts")
  },
}
