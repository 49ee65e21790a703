import * as React from "react"
import { checklistStatus, checklistWhatsAppUrl } from "../../lib/tools/checklist"
import { whatsAppUrl } from "../../lib/whatsapp"
import { fill } from "../../config/strings/fill"
import { Icon } from "../common/Icon"
import { useStrings } from "../common/Strings"
import { useHydrated } from "../common/useHydrated"

interface Props {
  /** Unique on the page (a combined page stacks several guides). */
  id: string
  /** The service the documents are for: the guide's heading. */
  service: string
  documents: readonly string[]
}

/**
 * A guide's documents as a checklist. Prerendered as a list of labelled
 * checkboxes, so it reads as the list of documents without JavaScript; once the
 * page runs, the "Send on WhatsApp" link carries the message for the current ticks.
 */
export function DocumentChecklist({ id, service, documents }: Props) {
  const words = useStrings("guide")
  const [have, setHave] = React.useState<ReadonlySet<number>>(() => new Set())
  const toggle = (index: number, checked: boolean) =>
    setHave(prev => {
      const next = new Set(prev)
      if (checked) next.add(index)
      else next.delete(index)
      return next
    })
  const state = { service, documents, have }
  // Only the running page follows the ticks, so the HTML's link carries the greeting alone (what a
  // visitor without JavaScript sends) and the page puts the lists in once it runs: the lists, URL-
  // encoded, were 0.8 KB of a combined screen's gzipped HTML (three checklists).
  const running = useHydrated()
  const href = running ? checklistWhatsAppUrl(state, words) : whatsAppUrl(fill(words.helloService, { service }))

  return (
    <div className="checklist">
      <p className="checklist__intro" id={`${id}-intro`}>
        {words.checklist.intro}
      </p>
      <ul className="checklist__items" aria-describedby={`${id}-intro`}>
        {documents.map((doc, i) => (
          <li key={i}>
            {/* labelled by wrapping, not by id: three checklists' ids were 0.3 KB of the Telugu GST screen's gzipped HTML (issue 33) */}
            <label>
              <input type="checkbox" checked={have.has(i)} onChange={e => toggle(i, e.target.checked)} />
              {doc}
            </label>
          </li>
        ))}
      </ul>
      <p className="checklist__status" aria-live="polite">
        {checklistStatus(state, words)}
      </p>
      <a className="btn btn--whatsapp" href={href} target="_blank" rel="noopener noreferrer">
        <Icon name="whatsapp" size={18} />{` ${words.checklist.send}`}
      </a>
    </div>
  )
}
