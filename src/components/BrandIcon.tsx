import * as React from "react"
import { siFacebook, siInstagram, siWhatsapp, siX, siYoutube } from "simple-icons"

const brands = {
  facebook: siFacebook,
  instagram: siInstagram,
  whatsapp: siWhatsapp,
  x: siX,
  youtube: siYoutube,
}

export type BrandName = keyof typeof brands

/** A brand mark from simple-icons, drawn as inline SVG in the current text colour. */
export function BrandIcon({ name, size = 20 }: { name: BrandName; size?: number }) {
  return (
    <svg width={size} height={size} viewBox="0 0 24 24" fill="currentColor" aria-hidden="true" focusable="false">
      <path d={brands[name].path} />
    </svg>
  )
}
