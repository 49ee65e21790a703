import * as React from "react"
import { Link } from "gatsby"
import { Icon, type IconName } from "../common/Icon"

export interface CardData {
  title: string
  text?: string | null
  path?: string | null
  icon?: string | null
  value?: string | null
  /** The "our fee" of the guide the card links to (gatsby/schema.ts, feesByPath), or none. */
  fee?: string | null
  /** The service that fee is for, where the card does not say it (src/lib/fee-words.ts, cardFeeFor). */
  feeFor?: string | null
  /** A service quoted case by case (content-model.ts `noFee`): the card says so instead of a price. */
  noFee?: boolean | null
}

/**
 * A grid of cards: icon, title and two lines. A card with a path is one
 * target: its title link covers the whole card (hover, focus and pressed
 * states in global.css), so a tap anywhere on it follows the link.
 * Icon names are checked against src/config/icons.ts by a unit test.
 */
export function Cards({
  items,
  columns = 3,
  headingLevel = 3,
  tiles = false,
  feeLabel,
  quotedLabel,
}: {
  items: ReadonlyArray<CardData>
  columns?: 3 | 4
  headingLevel?: 3 | 4
  /** Compact tiles: the icon beside the title, for a grid of many short entries. */
  tiles?: boolean
  /** The words before a card's fee for screen readers ("Our fee"). */
  feeLabel?: string
  /** What a card of a service quoted case by case says after feeLabel ("quoted for your case"). */
  quotedLabel?: string
}) {
  const H = `h${headingLevel}` as "h3" | "h4"
  return (
    <ul className={`cards${columns === 4 ? " cards--4" : ""}${tiles ? " cards--tiles" : ""}`}>
      {items.map(card => (
        <li key={`${card.title}-${card.path ?? ""}`} className={card.path ? "card card--link" : "card"}>
          {card.icon && (
            <span className="card__icon">
              <Icon name={card.icon as IconName} size={28} />
            </span>
          )}
          {card.value && <span className="card__value">{card.value}</span>}
          <H>
            {card.path ? (
              <Link className="card__link" to={card.path}>
                {card.title}
              </Link>
            ) : (
              card.title
            )}
          </H>
          {card.fee && (
            <span className="card__fee">
              {/* the service first, where the card's fee is one of several: "Udyam Registration: from ₹999"
                  under "Company registrations" (review 14: "from ₹999 (Udyam Registration)" read as the
                  price of a company registration); on a line of its own, so its colon is for screen
                  readers only (review 45: "FSSAI Food Licence Registration:" alone read as an unfilled field) */}
              {card.feeFor && (
                <span className="card__fee-for">
                  {card.feeFor}
                  <span className="visually-hidden">: </span>
                </span>
              )}
              {feeLabel && <span className="visually-hidden">{`${feeLabel}: `}</span>}
              {card.fee}
            </span>
          )}
          {card.noFee && feeLabel && quotedLabel && <span className="card__fee">{`${feeLabel}: ${quotedLabel}`}</span>}
          {card.text && <p>{card.text}</p>}
        </li>
      ))}
    </ul>
  )
}
