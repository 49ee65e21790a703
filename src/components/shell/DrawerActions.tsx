import * as React from "react"
import { shellEn } from "../../config/strings/shell"
import { shellStaticEn } from "../../config/strings/shell-static"
import { phoneDisplay } from "../../config/contact"
import { telUrl, whatsAppUrl } from "../../lib/whatsapp"
import { Icon } from "../common/Icon"
import { useStrings } from "../common/Strings"
import { fillNodes } from "../common/fill-nodes"

/**
 * The open drawer's own way to reach us (issue 22): the floating contact button is behind the
 * drawer's overlay. Links only, so the pages show it as HTML made at build time (siteShell).
 */
export function DrawerActions() {
  const words = { ...useStrings("shell", shellEn), ...useStrings("shellStatic", shellStaticEn) }
  return (
    <div className="menu-panel__actions">
      <a className="btn btn--primary" href={telUrl()}>
        <Icon name="call" size={18} />
        {fillNodes(words.callPhone, { phone: phoneDisplay }, " ")}
      </a>
      <a className="btn btn--whatsapp" href={whatsAppUrl()} target="_blank" rel="noopener noreferrer">
        <Icon name="whatsapp" size={18} />
        {` ${words.whatsAppUs}`}
      </a>
    </div>
  )
}
