import * as React from "react"

/** The "at a glance" box of key facts (fee, time, validity). */
export function Glance({ items }: { items: ReadonlyArray<{ label: string; value: string }> }) {
  return (
    <aside className="glance" aria-labelledby="glance-heading">
      <h2 id="glance-heading">At a glance</h2>
      <dl>
        {items.map(item => (
          <React.Fragment key={item.label}>
            <dt>{item.label}</dt>
            <dd>{item.value}</dd>
          </React.Fragment>
        ))}
      </dl>
    </aside>
  )
}
