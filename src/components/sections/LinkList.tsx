import * as React from "react"
import { Link } from "gatsby"
import type { CardData } from "./Cards"
import { Icon, type IconName } from "../common/Icon"

/** A compact list of links with a line each (two columns from 768px): lighter than a card grid. */
export function LinkList({ items }: { items: ReadonlyArray<CardData> }) {
  return (
    <ul className="link-list">
      {items.map(item => (
        <li key={`${item.title}-${item.path ?? ""}`}>
          {item.icon && <Icon name={item.icon as IconName} size={22} className="link-list__icon" />}
          <span>
            {item.path ? (
              <Link to={item.path} className="link-list__link">
                {item.title}
              </Link>
            ) : (
              <strong>{item.title}</strong>
            )}
            {item.text && <span className="link-list__text">{item.text}</span>}
          </span>
        </li>
      ))}
    </ul>
  )
}
