import { useLocalizer } from "../common/Strings"
import * as React from "react"
import { Link } from "gatsby"
import { footerColumns } from "../../config/navigation"
import { site } from "../../config/site"
import { ContactDetails } from "../forms/ContactDetails"
import { Icon } from "../common/Icon"

/** What the firm is and is not: on every page (issue 11, honest positioning). */
export const POSITIONING =
  "is a private consultancy. We are not a government office or a government agent: we prepare and file your applications on the official portals, and the government's fees are paid to the government."

/*
 * The parts of the footer with nothing to click but links. The pages get them as HTML made
 * at build time (FooterWithStaticParts, gatsby/static-html.ts siteShell); FooterAllReact renders them in React.
 */

export function FooterColumns() {
  const local = useLocalizer()
  return (
    <nav className="footer-columns" aria-label="Footer">
      {footerColumns.map(column => (
        <div key={column.heading}>
          <h2>{local.label(column.heading)}</h2>
          <ul>
            {column.links.map(link => (
              <li key={link.label}>
                <Link to={local.path(link.path)}>{local.label(link.label)}</Link>
              </li>
            ))}
          </ul>
        </div>
      ))}
    </nav>
  )
}

export function FooterContact() {
  return (
    <div>
      <ContactDetails heading="Contact us" />
      <ul className="footer-social">
        {site.social.map(s => (
          <li key={s.name}>
            <a href={s.url} aria-label={s.name}>
              <Icon name={s.icon} size={20} />
            </a>
          </li>
        ))}
      </ul>
      <p>
        <a className="footer-link" href={site.mapUrl} target="_blank" rel="noopener noreferrer">
          Sitemap: find us on the map
        </a>
      </p>
    </div>
  )
}

export function FooterPositioning() {
  return (
    <p className="footer-positioning">
      <strong>{site.businessName}</strong>
      {` ${POSITIONING}`}
    </p>
  )
}

export function FooterLinks() {
  return (
    <ul className="footer-bottom-links">
      <li>
        <Link to="/tools">Free tools: which registrations you need, fees and due dates</Link>
      </li>
      <li>
        <Link to="/search">Search the guides</Link>
      </li>
    </ul>
  )
}

export function FooterCopyright() {
  return <p className="footer-bottom">{`© ${site.businessName}, ${site.address.city}. Information on this site is general guidance, not legal advice.`}</p>
}
