import * as React from "react"
import { Link } from "gatsby"
import { Icon } from "./Icon"

export interface CardData {
  title: string
  text?: string | null
  path?: string | null
  icon?: string | null
  value?: string | null
}

/** A grid of cards: icon, title, two lines and a link (internal paths use Gatsby's Link). */
export function Cards({ items, columns = 3, headingLevel = 3 }: { items: ReadonlyArray<CardData>; columns?: 3 | 4; headingLevel?: 3 | 4 }) {
  const H = `h${headingLevel}` as "h3" | "h4"
  return (
    <ul className={`cards${columns === 4 ? " cards--4" : ""}`}>
      {items.map(card => (
        <li key={`${card.title}-${card.path ?? ""}`} className="card">
          {card.icon && (
            <span className="card__icon">
              <Icon name={card.icon} size={28} />
            </span>
          )}
          {card.value && <span className="card__value">{card.value}</span>}
          <H>{card.path ? <Link to={card.path}>{card.title}</Link> : card.title}</H>
          {card.text && <p>{card.text}</p>}
        </li>
      ))}
    </ul>
  )
}
