import * as React from "react"
import { contact as site, phoneDisplay } from "../../config/contact"
import { telUrl, whatsAppUrl } from "../../lib/whatsapp"
import { Icon } from "../common/Icon"
import { useStrings } from "../common/Strings"
import { fillNodes } from "../common/fill-nodes"
import { shellEn } from "../../config/strings/shell"

/**
 * The floating contact button's three links (WhatsApp chat, phone call, map location): links
 * only, so the pages get them as HTML made at build time in their shell (gatsby/build-html.ts
 * siteShell) and FloatingContact keeps only the button and the open state.
 */
export function FloatingContactLinks() {
  const words = useStrings("shell", shellEn)
  return (
    <ul>
      <li>
        <a className="floating-contact__whatsapp" href={whatsAppUrl(words.whatsAppGreeting)} target="_blank" rel="noopener noreferrer">
          <Icon name="whatsapp" size={20} />
          {` ${words.whatsAppChat}`}
        </a>
      </li>
      <li>
        <a href={telUrl()}>
          <Icon name="call" size={20} />
          {fillNodes(words.callPhone, { phone: phoneDisplay }, " ")}
        </a>
      </li>
      <li>
        <a href={site.mapUrl} target="_blank" rel="noopener noreferrer">
          <Icon name="map-pin" size={20} />
          {` ${words.mapLocation}`}
        </a>
      </li>
    </ul>
  )
}
