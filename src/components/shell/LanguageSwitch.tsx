import * as React from "react"
import { LOCALE_INFO } from "../../lib/i18n"
import { PageLanguage } from "../common/PagePath"
import { useStrings } from "../common/Strings"

/**
 * The header's link to this page in the other language (issue 24), shown only where the page
 * exists in it. Its words are the language's own name in its own script (తెలుగు, English), with
 * `lang` and `hreflang`, as a reader looks for them. A plain link: the other language's page
 * loads whole, with its own shell. Never a redirect by the browser's language. It is in the header
 * twice, one shown at a time: in the contact bar below 1024px, in the header row from 1024px.
 * Its path comes from the page context (gatsby/pages.ts languageLink).
 */
export function LanguageSwitch({ place }: { place: "bar" | "header" }) {
  const other = React.useContext(PageLanguage)
  const shell = useStrings("shell")
  if (!other) return null
  const info = LOCALE_INFO[other.hrefLang]
  // A page the other language does not have yet leads to its home page, and says so (other.home, in this page's language).
  const link = other.home ? (
    <a className="lang-switch" href={other.href} hrefLang={other.hrefLang} title={other.home.title}>
      <span lang={info.htmlLang}>{info.name}</span>
      <span className="lang-switch__home">{` (${other.home.label})`}</span>
    </a>
  ) : (
    <a className="lang-switch" href={other.href} hrefLang={other.hrefLang} lang={info.htmlLang} title={shell.switchTitle}>
      {info.name}
    </a>
  )
  // Below 1024px: over the contact bar's last row (global.css, "the language switch"); from 1024px: in the header row.
  return place === "bar" ? <div className="container lang-switch-row">{link}</div> : link
}
