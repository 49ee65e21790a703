import * as React from "react"
import { useStrings } from "../common/Strings"
import { shellEn } from "../../config/strings/shell"
import { fill } from "../../config/strings/fill"
import { phoneDisplay } from "../../config/site"
import { telUrl, whatsAppUrl } from "../../lib/whatsapp"
import { Icon } from "../common/Icon"

/**
 * The open drawer's own way to reach us (issue 22): the floating contact button is behind the
 * drawer's overlay. Links only, so the pages show it as HTML made at build time (siteShell).
 */
export function DrawerActions() {
  const words = useStrings("shell", shellEn)
  return (
    <div className="menu-panel__actions">
      <a className="btn btn--primary" href={telUrl()}>
        <Icon name="call" size={18} /> {fill(words.call, { phone: phoneDisplay })}
      </a>
      <a className="btn btn--whatsapp" href={whatsAppUrl(words === shellEn ? undefined : words.floatingHello)} target="_blank" rel="noopener noreferrer">
        <Icon name="whatsapp" size={18} /> {words.whatsappUs}
      </a>
    </div>
  )
}
