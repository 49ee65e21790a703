import * as React from "react"

/** A 1x1 transparent GIF: what phones get instead of the hero illustration (no download). */
const NOTHING = "data:image/gif;base64,R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7"

interface Props {
  /** A file name in src/illustrations/ without .svg. */
  name: string
  className?: string
  /** Above the fold (a hero): load at once. Otherwise the browser loads it when it comes near. */
  eager?: boolean
  /** Shown from 768px only; phones download nothing. */
  desktopOnly?: boolean
  /** With desktopOnly: the narrowest window (px) it is drawn in; below it nothing is fetched (768 by default). */
  from?: number
}

/**
 * One of the site's illustrations: a static, cached SVG file shown with its
 * width and height (no layout shift, no JavaScript). Decorative: alt="".
 */
export function Illustration({ name, className, eager = false, desktopOnly = false, from = 768 }: Props) {
  const info = __ILLUSTRATIONS__[name]
  if (!info) return null
  const img = (
    <img
      className={className}
      src={info.src}
      width={info.width}
      height={info.height}
      alt=""
      loading={eager ? "eager" : "lazy"}
      decoding="async"
      {...(eager ? { fetchpriority: "high" } : {})}
    />
  )
  if (!desktopOnly) return img
  return (
    <picture>
      <source media={`(max-width: ${from - 0.02}px)`} srcSet={NOTHING} />
      {img}
    </picture>
  )
}
