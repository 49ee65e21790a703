import * as React from "react"
import { shellEn } from "../../config/strings/shell"
import { shellStaticEn } from "../../config/strings/shell-static"
import { Link } from "gatsby"
import { site } from "../../config/site"
import { useStrings } from "../common/Strings"
import { useLocalizer } from "../common/Localizer"

/** The SVG word mark, linking home. */
export function Logo() {
  const words = { ...useStrings("shell", shellEn), ...useStrings("shellStatic", shellStaticEn) }
  const local = useLocalizer()
  return (
    <Link to={local.path("/")} className="logo">
      {/* The drawing is in the icon sprite (src/config/icons.ts DRAWINGS), cached once for every page. */}
      <svg width="40" height="40" aria-hidden="true" focusable="false">
        <use href={`${__ICON_SPRITE__}#logo`} />
      </svg>
      {/* The visible word mark is the link's name (WCAG 2.5.3), then where it goes. */}
      <span>
        {`${site.shortName} `}
        <small>{words.logoPlace}</small>
      </span>
      <span className="visually-hidden">{words.logoHome}</span>
    </Link>
  )
}
