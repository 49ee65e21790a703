import * as React from "react"
import { useStrings } from "../common/Strings"
import { quoteSentEn } from "../../config/strings/forms-sent"
import { fill } from "../../config/strings/fill"
import { phoneDisplay } from "../../config/contact-basics"
import { quoteMailtoUrl } from "../../lib/quote-sent"
import { telUrl } from "../../lib/whatsapp"

/**
 * What the quote form shows once it has opened WhatsApp (issue 29, point 7): that WhatsApp was
 * opened with the request, the message as sent, and the other ways to send it (copy it, e-mail it,
 * call). Loaded only after a request was sent (QuoteForm's lazy import), so a first visit carries
 * none of it. It scrolls to the top of the window (it opened at the foot of the screen, under the
 * button) and the focus moves to its first line, so a keyboard or screen reader user hears it.
 */
export default function QuoteSent({ id, message }: { id: string; message: string }) {
  const words = useStrings("quoteSent", quoteSentEn)
  const [copied, setCopied] = React.useState<boolean | null>(null)
  const first = React.useRef<HTMLParagraphElement>(null)
  const box = React.useRef<HTMLTextAreaElement>(null)
  React.useEffect(() => {
    // the panel's top under the sticky header (scroll-margin-top in global.css), its first line focused
    first.current?.focus({ preventScroll: true })
    first.current?.parentElement?.scrollIntoView?.({ block: "start" })
  }, [message])
  React.useEffect(() => setCopied(null), [message])

  const copy = () =>
    Promise.resolve()
      .then(() => navigator.clipboard.writeText(message))
      .then(
      () => setCopied(true),
      () => {
        // No permission to copy: select the message so the visitor can copy it themselves.
        box.current?.focus()
        box.current?.select()
        setCopied(false)
      },
    )

  return (
    <div className="quote-sent">
      <p className="quote-sent__title" ref={first} tabIndex={-1}>
        {words.opened}
      </p>
      <p>{words.otherWays}</p>
      <div className="field">
        <label htmlFor={`${id}-sent-message`}>{words.message}</label>
        <textarea id={`${id}-sent-message`} ref={box} readOnly rows={5} value={message} />
      </div>
      <div className="btn-row">
        <button type="button" className="btn btn--outline" onClick={copy}>
          {words.copy}
        </button>
        <a className="btn btn--outline" href={quoteMailtoUrl(message, words.subject)}>
          {words.email}
        </a>
      </div>
      <p aria-live="polite">{copied === null ? null : copied ? words.copied : words.copyByHand}</p>
      <p>
        <a href={telUrl()}>{fill(words.call, { phone: phoneDisplay })}</a>
      </p>
    </div>
  )
}
