import * as React from "react"
import { useStrings } from "../common/Strings"
import { guideStaticEn } from "../../config/strings/guide-static"
import { guidePartsEn } from "../../config/strings/guide-parts"
import type { CardData } from "../sections/Cards"
import { Cards } from "../sections/Cards"
import { GuideBlockFrame } from "./GuideBlockFrame"
import type { StepData } from "../sections/Steps"
import { Steps } from "../sections/Steps"

/** What the static blocks show, from a guide's frontmatter. */
export interface StaticBlockFields {
  features?: ReadonlyArray<CardData> | null
  pros?: ReadonlyArray<string> | null
  cons?: ReadonlyArray<string> | null
  steps?: ReadonlyArray<StepData> | null
  important?: ReadonlyArray<string> | null
  portals?: ReadonlyArray<{ label: string; url: string; text?: string | null }> | null
}

/**
 * A block with nothing to click but links (cards, pros and cons, steps, important
 * information, official portals). Rendered to HTML at build time (gatsby/static-html.ts):
 * the page ships the markup, not this code.
 */
export function GuideBlockStatic({ name, id, heading, fm, level }: { name: string; id: string; heading: string; fm: StaticBlockFields; level: 2 | 3 }) {
  const H = `h${level}` as "h2" | "h3"
  const sub = (level + 1) as 3 | 4
  const words = { ...useStrings("guideStatic", guideStaticEn), ...useStrings("guideParts", guidePartsEn) }
  const body = (() => {
    switch (name) {
      case "features":
        return <Cards items={fm.features ?? []} headingLevel={sub} />
      case "pros-cons":
        return (
          <div className="pros-cons">
            <div className="card">
              {React.createElement(`h${sub}`, null, words.advantages)}
              <ul>{fm.pros?.map(p => <li key={p}>{p}</li>)}</ul>
            </div>
            <div className="card">
              {React.createElement(`h${sub}`, null, words.disadvantages)}
              <ul>{fm.cons?.map(c => <li key={c}>{c}</li>)}</ul>
            </div>
          </div>
        )
      case "steps":
        return <Steps steps={fm.steps ?? []} headingLevel={sub} />
      case "important":
        return <ul className="prose">{fm.important?.map(i => <li key={i}>{i}</li>)}</ul>
      case "portals":
        return (
          <ul className="prose">
            {fm.portals?.map(p => (
              <li key={p.url}>
                <a href={p.url} target="_blank" rel="noopener noreferrer">
                  {p.label}
                  <span className="visually-hidden">{words.newTab}</span>
                </a>
                {p.text ? ` : ${p.text}` : null}
              </li>
            ))}
          </ul>
        )
      default:
        throw new Error(`"${name}" is not a static block`)
    }
  })()
  return (
    <GuideBlockFrame level={level} labelledBy={id}>
      <H id={id}>{heading}</H>
      {body}
    </GuideBlockFrame>
  )
}
