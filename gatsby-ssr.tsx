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
    <noscript key="no-js-nav">
      <style>{NO_JS_CSS}</style>
    </noscript>,
  ])
}
