import * as React from "react"

/**
 * A block is a labelled section (a landmark) on the guide's own page; nested in a
 * combined page, where the same blocks repeat for every guide, it is a plain group.
 */
export function GuideBlockFrame({ level, labelledBy, children }: { level: 2 | 3; labelledBy?: string; children: React.ReactNode }) {
  return level === 2 ? (
    <section className="guide-block" aria-labelledby={labelledBy}>
      {children}
    </section>
  ) : (
    <div className="guide-block">{children}</div>
  )
}
