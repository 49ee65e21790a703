import * as React from "react"

export type SectionData = Queries.SectionFieldsFragment

/** A page section: its heading (h2) and intro, in the page's container. */
export function SectionFrame({ section, children }: { section: Pick<SectionData, "id" | "heading" | "intro">; children: React.ReactNode }) {
  const id = section.id ?? undefined
  return (
    <section className="section" id={id} aria-labelledby={id && section.heading ? `${id}-heading` : undefined}>
      <div className="container">
        {section.heading && <h2 id={id ? `${id}-heading` : undefined}>{section.heading}</h2>}
        {section.intro && <p className="section__intro">{section.intro}</p>}
        {children}
      </div>
    </section>
  )
}
