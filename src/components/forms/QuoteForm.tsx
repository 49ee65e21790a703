import * as React from "react"
import { Icon } from "../common/Icon"
import { useStrings } from "../common/Strings"
import { requirementFor } from "../../lib/quote-link"
import {
  buildWhatsAppUrl,
  characterCount,
  hasErrors,
  QUOTE_FIELDS,
  quoteMessage,
  REQUIREMENT_COUNT_FROM,
  REQUIREMENT_MAX_LENGTH,
  requirementCount,
  validateQuote,
  type QuoteErrors,
  type QuoteField,
  type QuoteRequest,
} from "../../lib/quote"

/** The confirmation after sending: loaded only once a request has been sent. */
const QuoteSent = React.lazy(() => import("./QuoteSent"))

const EMPTY: QuoteRequest = { mobileNo: "", email: "", requirement: "" }
/** How long the button reads "Submitting..." after a successful hand-off. */
export const SUBMITTING_MS = 600

interface Props {
  id?: string
  /** The form's heading (the language's "Get a free quote" when none is given). */
  heading?: string
  intro?: string
  /** The service the requirement starts with (the contact page: the one named in its URL, src/lib/quote-link.ts). */
  service?: string
  /** The one service the form is about (a guide's own form): named in the WhatsApp message, under the request line. */
  about?: string
}

/**
 * The free-quote form: validates, then opens WhatsApp with the request prefilled. Its labels,
 * messages and WhatsApp message are in the page's language (forms.quote), with the same rules.
 */
export function QuoteForm({ id = "quote", heading, intro, service = "", about }: Props) {
  const words = useStrings("forms").quote
  const [values, setValues] = React.useState<QuoteRequest>(() => ({ ...EMPTY, requirement: requirementFor(service, words.serviceOpening) }))
  const [errors, setErrors] = React.useState<QuoteErrors>({})
  const [submitting, setSubmitting] = React.useState(false)
  /** The message last sent to WhatsApp, shown in the confirmation with the other ways to send it. */
  const [sent, setSent] = React.useState("")
  const refs = {
    mobileNo: React.useRef<HTMLInputElement>(null),
    email: React.useRef<HTMLInputElement>(null),
    requirement: React.useRef<HTMLTextAreaElement>(null),
  }
  const timer = React.useRef<ReturnType<typeof setTimeout>>()
  React.useEffect(() => () => clearTimeout(timer.current), [])

  const onChange = (field: QuoteField) => (event: React.ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => {
    // Every field keeps what was typed or pasted: the mobile number is read on submit (normaliseMobile).
    const value = event.target.value
    setValues(v => ({ ...v, [field]: value }))
    setErrors(e => (e[field] ? { ...e, [field]: undefined } : e))
  }
  const used = characterCount(values.requirement)
  const showCount = used >= REQUIREMENT_COUNT_FROM

  const onSubmit = (event: React.FormEvent) => {
    event.preventDefault()
    if (submitting) return
    setSubmitting(true)
    setSent("")
    const found = validateQuote(values, words)
    if (hasErrors(found)) {
      setErrors(found)
      const first = QUOTE_FIELDS.find(f => found[f])
      const field = first && refs[first].current
      if (field) {
        // the field with the first error, in the middle of the window: never under the sticky header, whatever the rounding of the scroll
        field.focus({ preventScroll: true })
        field.scrollIntoView?.({ block: "center" })
      }
      setSubmitting(false)
      return
    }
    const request = { ...values, about }
    window.open(buildWhatsAppUrl(request, words), "_blank", "noopener,noreferrer")
    setSent(quoteMessage(request, words))
    setValues(EMPTY)
    setErrors({})
    timer.current = setTimeout(() => setSubmitting(false), SUBMITTING_MS)
  }

  const fieldProps = (field: QuoteField) => ({
    id: `${id}-${field}`,
    name: field,
    value: values[field],
    onChange: onChange(field),
    required: true,
    "aria-invalid": errors[field] ? true : undefined,
    "aria-describedby": [errors[field] && `${id}-${field}-error`, field === "requirement" && showCount && `${id}-requirement-count`].filter(Boolean).join(" ") || undefined,
  })

  const error = (field: QuoteField) =>
    errors[field] ? (
      <p id={`${id}-${field}-error`} className="field__error">
        {errors[field]}
      </p>
    ) : null

  return (
    <form className="form quote-form" onSubmit={onSubmit} noValidate aria-labelledby={`${id}-heading`}>
      <h2 id={`${id}-heading`}>{heading ?? words.heading}</h2>
      {intro && <p>{intro}</p>}
      <p className="form__required">{words.required}</p>
      <div className="field">
        <label htmlFor={`${id}-mobileNo`}>{words.mobileLabel}</label>
        <input
          ref={refs.mobileNo}
          type="text"
          inputMode="tel"
          autoComplete="tel-national"
          {...fieldProps("mobileNo")}
        />
        {error("mobileNo")}
      </div>
      <div className="field">
        <label htmlFor={`${id}-email`}>{words.emailLabel}</label>
        <input ref={refs.email} type="email" autoComplete="email" {...fieldProps("email")} />
        {error("email")}
      </div>
      <div className="field">
        <label htmlFor={`${id}-requirement`}>{words.requirementLabel}</label>
        <textarea ref={refs.requirement} rows={4} {...fieldProps("requirement")} />
        {showCount && (
          <p id={`${id}-requirement-count`} className={`field__count${used > REQUIREMENT_MAX_LENGTH ? " field__count--over" : ""}`}>
            {requirementCount(used, words)}
          </p>
        )}
        {error("requirement")}
      </div>
      <button type="submit" className="btn btn--whatsapp" disabled={submitting}>
        <Icon name="whatsapp" size={18} />
        {submitting ? words.submitting : words.submit}
      </button>
      {sent && (
        <React.Suspense fallback={null}>
          <QuoteSent id={id} message={sent} />
        </React.Suspense>
      )}
    </form>
  )
}
