import * as React from "react"
import { FooterReviews } from "./FooterReviews"
import { useShell } from "./site-shell"
import { StaticHtml } from "../common/StaticHtml"

/** The footer on the pages: its links-only parts as HTML made at build time, the reviews carousel in React (the reviews from the data layer). */
export function FooterWithStaticParts() {
  const { footer, reviews } = useShell()
  return (
    <footer className="site-footer">
      <div className="container">
        <StaticHtml part={footer.columns} />
        <div className="footer-lower">
          <StaticHtml part={footer.contact} />
          <FooterReviews reviews={reviews} rating={footer.rating} />
        </div>
        <StaticHtml part={footer.positioning} />
        <StaticHtml part={footer.links} />
        <StaticHtml part={footer.copyright} />
      </div>
    </footer>
  )
}
