import * as React from "react"
import { useStrings } from "../common/Strings"
import { guideStaticEn } from "../../config/strings/guide-static"

/** The "at a glance" box of key facts (fee, time, validity). */
export function Glance({ items }: { items: ReadonlyArray<{ label: string; value: string }> }) {
  const words = useStrings("guideStatic", guideStaticEn)
  return (
    <aside className="glance" aria-labelledby="glance-heading">
      <h2 id="glance-heading">{words.atAGlance}</h2>
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
