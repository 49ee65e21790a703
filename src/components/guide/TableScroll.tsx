import * as React from "react"

/**
 * A table that scrolls sideways in its own focusable, labelled region when it is wider than the
 * column, with the fade that says there is more (global.css, .table-wrap): the same markup as
 * the Markdown tables (src/lib/guide-html.ts, wrapTables).
 */
export function TableScroll({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <div className="table-wrap">
      <section className="table-scroll" tabIndex={0} aria-label={label}>
        {children}
      </section>
    </div>
  )
}
