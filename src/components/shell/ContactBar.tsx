import * as React from "react"
import { shellEn } from "../../config/strings/shell"
import { shellStaticEn } from "../../config/strings/shell-static"
import { Link } from "gatsby"
import { site } from "../../config/site"
import { mailtoUrl, telUrl } from "../../lib/whatsapp"
import { phoneDisplay } from "../forms/ContactDetails"
import { Icon } from "../common/Icon"
import { useStrings } from "../common/Strings"
import { useLocalizer } from "../common/Localizer"
import { isRealUrl } from "../../lib/links"

/** The top bar of the header: call, e-mail, hours, and links to search, the blog and the video channel. */
export function ContactBar() {
  const words = { ...useStrings("shell", shellEn), ...useStrings("shellStatic", shellStaticEn) }
  const local = useLocalizer()
  return (
    <div className="contact-bar">
      <div className="container contact-bar__inner">
        <a href={telUrl()}>
          <Icon name="call" size={16} />
          <span>{phoneDisplay}</span>
        </a>
        <a href={mailtoUrl()} className="contact-bar__email">
          <Icon name="mail" size={16} />
          <span>{site.email}</span>
        </a>
        <span className="contact-bar__hours">
          <Icon name="clock" size={16} />
          <span>
            <span className="visually-hidden">{words.hoursOpen}</span>
            {words.hoursShort}
          </span>
        </span>
        <span className="contact-bar__icons">
          {/* On phones the search box is in the menu; this link to the search page is always in reach. */}
          {/* the icons' names show on hover too (review 11: the book icon's meaning was a guess) */}
          <Link to={local.path("/search")} className="contact-bar__search" aria-label={words.searchGuides} title={words.searchGuides}>
            <Icon name="search" size={18} />
          </Link>
          <Link to={local.path("/our_profile/aboutuspage")} aria-label={words.blogLink} title={words.blogLink}>
            <Icon name="book" size={18} />
          </Link>
          {isRealUrl(site.videoChannelUrl) && (
            <a href={site.videoChannelUrl} aria-label={words.videoChannel} title={words.videoChannel}>
              <Icon name="youtube" size={18} />
            </a>
          )}
        </span>
      </div>
    </div>
  )
}
