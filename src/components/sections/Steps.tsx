import * as React from "react"

export interface StepData {
  title: string
  text?: string | null
  /** The step of a shorter telling of the same process it belongs to ("Our step 6 of 6: Annual filings"). */
  stage?: string | null
}

/**
 * A numbered timeline, vertical at every width (inside a guide's text
 * column). With `horizontal`, six steps or fewer run across wide screens
 * (the home page's process section).
 */
export function Steps({ steps, headingLevel = 3, horizontal = false }: { steps: ReadonlyArray<StepData>; headingLevel?: 3 | 4; horizontal?: boolean }) {
  const H = `h${headingLevel}` as "h3" | "h4"
  return (
    <ol className={`steps${horizontal && steps.length <= 6 ? " steps--horizontal" : ""}`}>
      {steps.map(step => (
        <li key={step.title}>
          {step.stage && <p className="steps__stage">{step.stage}</p>}
          <H>{step.title}</H>
          {step.text && <p>{step.text}</p>}
        </li>
      ))}
    </ol>
  )
}
