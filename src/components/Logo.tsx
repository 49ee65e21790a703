import * as React from "react"
import { Link } from "gatsby"
import { site } from "../config/site"

/** The SVG word mark, linking home. */
export function Logo() {
  return (
    <Link to="/" className="logo">
      <svg width="40" height="40" viewBox="0 0 40 40" aria-hidden="true" focusable="false">
        <rect width="40" height="40" rx="8" fill="#0B3C5D" />
        <path d="M11 28V12h10a5 5 0 0 1 0 10h-5" stroke="#F28C28" strokeWidth="3.5" fill="none" strokeLinecap="round" />
        <path d="M16 28h13" stroke="#FFFFFF" strokeWidth="3.5" strokeLinecap="round" />
      </svg>
      {/* The visible word mark is the link's name (WCAG 2.5.3), then where it goes. */}
      <span>
        {`${site.shortName} `}
        <small>Hyderabad</small>
      </span>
      <span className="visually-hidden">, home page</span>
    </Link>
  )
}
