import * as React from "react"
import { FooterColumns, FooterContact, FooterCopyright, FooterLinks, FooterPositioning } from "./FooterStaticParts"
import { FooterReviews } from "./FooterReviews"
import { reviews } from "../../config/reviews"

export { POSITIONING } from "./FooterStaticParts"

/** The footer, all in React (the pages use FooterWithStaticParts: the same markup, its links-only parts made at build time). */
export function FooterAllReact() {
  return (
    <footer className="site-footer">
      <div className="container">
        <FooterColumns />
        <div className="footer-lower">
          <FooterContact />
          <FooterReviews reviews={reviews} />
        </div>
        <FooterPositioning />
        <FooterLinks />
        <FooterCopyright />
      </div>
    </footer>
  )
}
