import * as React from "react"
import type { GatsbySSR } from "gatsby"

/**
 * Without JavaScript the mobile drawer cannot open, so the desktop
 * navigation (plain links to every overview page) shows on phones instead.
 */
const NO_JS_CSS = `.menu-toggle{display:none!important}.desktop-nav{display:block!important}`

export const onRenderBody: GatsbySSR["onRenderBody"] = ({ setHtmlAttributes, setHeadComponents }) => {
  setHtmlAttributes({ lang: "en-IN" })
  setHeadComponents([
    <link key="icon" rel="icon" href="/favicon.svg" type="image/svg+xml" />,
    <meta key="theme-color" name="theme-color" content="#0B3C5D" />,
    <noscript key="no-js-nav">
      <style>{NO_JS_CSS}</style>
    </noscript>,
  ])
}
