import * as React from "react"
import { Link } from "gatsby"
import { quoteHrefTo } from "../../lib/quote-href"
import { Icon } from "../common/Icon"
import { useStrings } from "../common/Strings"
import { useToolWords } from "./words"

/**
 * The answer of a tool: a heading that takes focus when the answer appears,
 * the answer itself, and a link that opens WhatsApp with the answer as a
 * prefilled message to the firm; with `service`, also "Get a quote", the
 * quote form with the requirement naming that service.
 */
export const ToolResult = React.forwardRef<HTMLHeadingElement, { id: string; heading: string; message: string; service?: string; children: React.ReactNode }>(
  function ToolResult({ id, heading, message, service, children }, ref) {
    const words = useToolWords().result
    // the firm's chat link, from the page's data (whatsAppUrl() at build time)
    const chat = useStrings("tools").chat
    // the quote form of the page's language (/te/our_profile/contact-us on a Telugu page), from its shell
    const contactPath = useStrings("shell").contactPath
    return (
      <section className="tool-result" aria-labelledby={`${id}-heading`}>
        <h2 id={`${id}-heading`} ref={ref} tabIndex={-1}>
          {heading}
        </h2>
        {children}
        <p>{words.send}</p>
        <div className="btn-row">
          <a className="btn btn--whatsapp" href={`${chat}?text=${encodeURIComponent(message)}`} target="_blank" rel="noopener noreferrer">
            <Icon name="whatsapp" size={18} />{` ${words.whatsapp}`}
          </a>
          {service && (
            <Link className="btn btn--primary" to={quoteHrefTo(service, contactPath)}>
              {words.quote}
            </Link>
          )}
        </div>
      </section>
    )
  },
)

export type FormValues = Record<string, string>

/**
 * The state every tool form shares. The form's controls are the source of
 * truth: they are read on every change and on submit. Answers are checked
 * once submitted, then kept up to date as they change.
 *
 * The controls stay disabled until React has taken over the prerendered
 * form (`ready`): an answer given before that could be lost as React
 * attaches to the radio buttons, and the button could not work yet. Without
 * JavaScript the form stays disabled and the page's text gives the rules.
 *
 * `firstInvalid` names (by id) the first control whose answer is missing or wrong.
 */
export function useToolForm(defaults: FormValues, firstInvalid: (values: FormValues) => string | undefined) {
  const formRef = React.useRef<HTMLFormElement>(null)
  const resultRef = React.useRef<HTMLHeadingElement>(null)
  const [values, setValues] = React.useState<FormValues>(defaults)
  const [ready, setReady] = React.useState(false)
  const [submitted, setSubmitted] = React.useState(false)
  const [focusResult, setFocusResult] = React.useState(0)

  React.useEffect(() => setReady(true), [])
  React.useEffect(() => {
    if (focusResult) resultRef.current?.focus()
  }, [focusResult])

  const read = (): FormValues => {
    const next = { ...defaults }
    if (formRef.current) {
      new FormData(formRef.current).forEach((value, key) => {
        if (typeof value === "string" && key in next) next[key] = value
      })
    }
    setValues(next)
    return next
  }

  const onSubmit = (event: React.FormEvent) => {
    event.preventDefault()
    const current = read()
    setSubmitted(true)
    const invalid = firstInvalid(current)
    if (invalid) document.getElementById(invalid)?.focus()
    else setFocusResult(n => n + 1)
  }

  return { formRef, resultRef, values, ready, submitted, onChange: () => void read(), onSubmit }
}
