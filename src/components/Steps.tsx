import * as React from "react"

export interface StepData {
  title: string
  text?: string | null
}

/** A numbered timeline: vertical on phones, horizontal on wide screens for six steps or fewer. */
export function Steps({ steps, headingLevel = 3 }: { steps: ReadonlyArray<StepData>; headingLevel?: 3 | 4 }) {
  const H = `h${headingLevel}` as "h3" | "h4"
  return (
    <ol className={`steps${steps.length <= 6 ? " steps--horizontal" : ""}`}>
      {steps.map(step => (
        <li key={step.title}>
          <H>{step.title}</H>
          {step.text && <p>{step.text}</p>}
        </li>
      ))}
    </ol>
  )
}
