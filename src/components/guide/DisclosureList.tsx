import * as React from "react"
import { Icon } from "../common/Icon"
import { useHydrated } from "../common/useHydrated"

export interface DisclosureItem {
  question: string
  answer: string
}

interface Props {
  id: string
  items: ReadonlyArray<DisclosureItem>
  /** Only one item open at a time: opening one closes any other. */
  single?: boolean
  headingLevel?: 3 | 4
}

/**
 * Expandable items (FAQs, compliance items): full-width buttons with
 * aria-expanded and aria-controls. Without JavaScript every answer shows.
 */
export function DisclosureList({ id, items, single = false, headingLevel = 3 }: Props) {
  const [open, setOpen] = React.useState<ReadonlySet<number>>(new Set())
  const hydrated = useHydrated()
  const H = `h${headingLevel}` as "h3" | "h4"

  const toggle = (index: number) =>
    setOpen(current => {
      if (current.has(index)) {
        const next = new Set(current)
        next.delete(index)
        return next
      }
      return single ? new Set([index]) : new Set(current).add(index)
    })

  return (
    <div className="disclosure-list">
      {items.map((item, index) => {
        const isOpen = open.has(index)
        const panelId = `${id}-panel-${index}`
        return (
          <div className="disclosure" key={item.question}>
            <H>
              <button
                type="button"
                className="disclosure__button"
                aria-expanded={isOpen}
                aria-controls={panelId}
                onClick={() => toggle(index)}
              >
                {item.question}
                <Icon name="chevron-down" size={20} />
              </button>
            </H>
            <div
              id={panelId}
              className="disclosure__panel"
              hidden={hydrated && !isOpen}
            >
              <p>{item.answer}</p>
            </div>
          </div>
        )
      })}
    </div>
  )
}
