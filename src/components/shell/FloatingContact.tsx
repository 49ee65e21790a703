import * as React from "react"
import { isDesktop } from "../../lib/media"
import { Icon } from "../common/Icon"
import { useStrings } from "../common/Strings"
import { useShell } from "./site-shell"

const MENU_ID = "floating-contact-menu"

/**
 * The floating contact button (the WhatsApp mark): WhatsApp chat, phone call
 * and map location. Under 768px it toggles on tap; at 768px and wider it also
 * opens on hover. Keyboard users toggle it with the button and close it with
 * Escape. Without JavaScript the three links show as plain links (see the
 * <noscript> styles in gatsby-ssr.tsx). The links come as HTML made at build time in the page's
 * shell (FloatingContactLinks).
 */
export function FloatingContact() {
  const [open, setOpen] = React.useState(false)
  const toggleRef = React.useRef<HTMLButtonElement>(null)
  // A mouse that opened the menu by hovering and then clicks the button means "open", not "close".
  const openedByHover = React.useRef(false)
  const words = useStrings("shell")
  const links = useShell().floatingContact

  return (
    <div
      className={`floating-contact${open ? " is-open" : ""}`}
      onPointerEnter={event => {
        if (event.pointerType === "mouse" && isDesktop() && !open) {
          openedByHover.current = true
          setOpen(true)
        }
      }}
      onPointerLeave={event => {
        if (event.pointerType === "mouse" && isDesktop()) {
          openedByHover.current = false
          setOpen(false)
        }
      }}
      onKeyDown={event => {
        if (event.key === "Escape" && open) {
          setOpen(false)
          toggleRef.current?.focus()
        }
      }}
      onBlur={event => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setOpen(false)
      }}
    >
      <ul id={MENU_ID} className="floating-contact__menu" hidden={!open} dangerouslySetInnerHTML={{ __html: links }} />
      <button
        ref={toggleRef}
        type="button"
        className="floating-contact__toggle"
        aria-expanded={open}
        aria-controls={MENU_ID}
        aria-label={open ? words.closeContactOptions : words.contactOptions}
        onClick={() => {
          if (openedByHover.current) openedByHover.current = false
          else setOpen(o => !o)
        }}
      >
        <Icon name={open ? "close" : "whatsapp"} size={open ? 26 : 30} />
      </button>
    </div>
  )
}
