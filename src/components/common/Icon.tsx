import * as React from "react"
import type { IconName } from "../../config/icons"

export type { IconName }

/**
 * An icon from the site's SVG sprite (built from src/config/icons.ts by
 * gatsby/design-assets.ts): a reference to one cached file, not a copy of the
 * shape. Decorative: the text beside it, or the control's label, names it.
 */
export function Icon({ name, size = 24, className }: { name: IconName; size?: number; className?: string }) {
  return (
    <svg className={className ? `icon ${className}` : "icon"} width={size} height={size} aria-hidden="true">
      <use href={`${__ICON_SPRITE__}#${name}`} />
    </svg>
  )
}
