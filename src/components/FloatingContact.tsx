import * as React from "react"
import { MapPin, MessageCircle, Phone, X } from "lucide-react"
import { site } from "../config/site"
import { telUrl, whatsAppUrl } from "../lib/whatsapp"
import { phoneDisplay } from "./ContactDetails"
import { DESKTOP_QUERY } from "./MobileDrawer"

const MENU_ID = "floating-contact-menu"

/**
 * The floating contact button: WhatsApp chat, phone call and map location.
 * Under 768px it toggles on tap; at 768px and wider it also opens on hover.
 * Keyboard users toggle it with the button and close it with Escape.
 */
export function FloatingContact() {
  const [open, setOpen] = React.useState(false)
  const isDesktop = () => window.matchMedia(DESKTOP_QUERY).matches

  return (
    <div
      className="floating-contact"
      onMouseEnter={() => isDesktop() && setOpen(true)}
      onMouseLeave={() => isDesktop() && setOpen(false)}
      onKeyDown={event => event.key === "Escape" && setOpen(false)}
      onBlur={event => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setOpen(false)
      }}
    >
      <ul id={MENU_ID} className="floating-contact__menu" hidden={!open}>
        <li>
          <a href={whatsAppUrl("Hello, I would like to know more about your services.")} target="_blank" rel="noopener noreferrer">
            <MessageCircle size={18} aria-hidden="true" /> WhatsApp chat
          </a>
        </li>
        <li>
          <a href={telUrl()}>
            <Phone size={18} aria-hidden="true" /> Call {phoneDisplay}
          </a>
        </li>
        <li>
          <a href={site.mapUrl} target="_blank" rel="noopener noreferrer">
            <MapPin size={18} aria-hidden="true" /> Map location
          </a>
        </li>
      </ul>
      <button
        type="button"
        className="floating-contact__toggle"
        aria-expanded={open}
        aria-controls={MENU_ID}
        aria-label={open ? "Close contact options" : "Contact options"}
        onClick={() => setOpen(o => !o)}
      >
        {open ? <X size={26} aria-hidden="true" /> : <MessageCircle size={26} aria-hidden="true" />}
      </button>
    </div>
  )
}
