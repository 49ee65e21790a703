import * as React from "react"
import { Link } from "gatsby"
import { Icon } from "../Icon"
import { Helmet } from "react-helmet"
import { useFactTable } from "./ToolFacts"
import {
  addDays,
  addYear,
  BUSINESS_FORMS,
  calendarMessage,
  deadlinesFor,
  describeOptions,
  formatDate,
  GUIDES,
  LICENCES,
  localToday,
  yearOfDates,
  type BusinessForm,
  type CalendarOptions,
  type LicenceKind,
} from "../../lib/tools/calendar"
import { whatsAppUrl } from "../../lib/whatsapp"
import { CALENDAR_CSS } from "./compliance-calendar-css"

const GUIDE_LABELS: Record<string, string> = {
  [GUIDES.incomeTax]: "Income tax return filing",
  [GUIDES.audit]: "Income tax audit",
  [GUIDES.llp]: "LLP registration and compliance",
  [GUIDES.pf]: "PF registration",
  ...Object.fromEntries(LICENCES.map(l => [l.guide, l.label.replace(/ \(.*\)$/, "")])),
}

type Licences = Record<LicenceKind, string>
const NO_LICENCES: Licences = { trade: "", labour: "", fssai: "" }

/** Saves text as a file through a Blob link made on the spot (no server). */
function saveFile(text: string, fileName: string, type: string) {
  const url = URL.createObjectURL(new Blob([text], { type }))
  const link = document.createElement("a")
  link.href = url
  link.download = fileName
  link.hidden = true
  document.body.appendChild(link)
  link.click()
  link.remove()
  setTimeout(() => URL.revokeObjectURL(url), 10000)
}

/**
 * Choose a business form (and a tax audit, PF, licences) and see the year's
 * due dates, then download them as an .ics file or send them on WhatsApp.
 * The dates depend on today's date, so they appear after the page loads (the
 * prerendered page cannot know the visitor's today); the Markdown text of the
 * page lists every deadline for readers without JavaScript.
 */
export function ComplianceCalendar({ id = "calendar" }: { id?: string }) {
  const facts = useFactTable()
  const [today, setToday] = React.useState<string | null>(null)
  const [form, setForm] = React.useState<BusinessForm | null>(null)
  const [audit, setAudit] = React.useState(false)
  const [pf, setPf] = React.useState(false)
  const [hasLicence, setHasLicence] = React.useState(false)
  const [licences, setLicences] = React.useState<Licences>(NO_LICENCES)
  const [error, setError] = React.useState<string | null>(null)
  const [busy, setBusy] = React.useState(false)

  React.useEffect(() => setToday(localToday()), [])

  const options: CalendarOptions | null = form ? { form, audit, pf, licences: hasLicence ? licences : {} } : null
  const list = options && today ? yearOfDates(options, today, facts) : []
  const guides = options && today ? [...new Set(deadlinesFor(options, today, facts).map(d => d.guide))] : []

  const download = async () => {
    if (!options || !today) return
    setError(null)
    setBusy(true)
    try {
      const { buildIcs, icsFileName } = await import("../../lib/tools/calendar-ics")
      saveFile(buildIcs(options, deadlinesFor(options, today, facts)), icsFileName(options), "text/calendar;charset=utf-8")
    } catch {
      setError("The calendar file could not be made. Please try again, or send the dates to us on WhatsApp.")
    } finally {
      setBusy(false)
    }
  }

  const summary =
    options && today
      ? `${list.length} due date${list.length === 1 ? "" : "s"} for your ${describeOptions(options)}, from ${formatDate(today)} to ${formatDate(addDays(addYear(today), -1))}.`
      : ""

  return (
    <div className="calendar-tool">
      <Helmet>
        <style>{CALENDAR_CSS}</style>
      </Helmet>
      {/* Answers update as you choose, so there is nothing to submit: a group, not a form. */}
      <div className="form calendar-form" role="group" aria-labelledby={`${id}-form-heading`}>
        <h2 id={`${id}-form-heading`}>Your business</h2>
        <fieldset>
          <legend>Business form</legend>
          <div className="calendar-choices calendar-choices--forms">
            {BUSINESS_FORMS.map(f => (
              <label key={f.value} className="calendar-choice">
                <input type="radio" name={`${id}-form`} value={f.value} checked={form === f.value} onChange={() => setForm(f.value)} />
                {f.label}
              </label>
            ))}
          </div>
        </fieldset>
        <fieldset>
          <legend>What applies to you (optional)</legend>
          <div className="calendar-choices">
            <label className="calendar-choice">
              <input type="checkbox" checked={audit} onChange={e => setAudit(e.target.checked)} aria-describedby={`${id}-audit-hint`} />
              Tax audit applies
            </label>
            <p id={`${id}-audit-hint`} className="calendar-hint">
              Usually when a business's turnover is above {facts.incomeTax.auditTurnoverBusiness}, or a professional's receipts are above
              {" "}{facts.incomeTax.auditReceiptsProfessional}.
            </p>
            <label className="calendar-choice">
              <input type="checkbox" checked={pf} onChange={e => setPf(e.target.checked)} />
              Employs {facts.pf.employees.replace(/ employees$/, "")} or more people (PF)
            </label>
            <label className="calendar-choice">
              <input type="checkbox" checked={hasLicence} onChange={e => setHasLicence(e.target.checked)} aria-controls={`${id}-licences`} />
              Holds a trade, labour or FSSAI licence
            </label>
            <div id={`${id}-licences`} className="calendar-licences" hidden={!hasLicence}>
              <p className="calendar-hint">Enter the expiry date of each licence you hold; leave the others blank.</p>
              {LICENCES.map(l => (
                <div key={l.kind} className="field">
                  <label htmlFor={`${id}-${l.kind}-expiry`}>{l.label}: expiry date</label>
                  <input
                    type="date"
                    id={`${id}-${l.kind}-expiry`}
                    value={licences[l.kind]}
                    onChange={e => {
                      const value = e.target.value
                      setLicences(v => ({ ...v, [l.kind]: value }))
                    }}
                  />
                </div>
              ))}
            </div>
          </div>
        </fieldset>
      </div>

      <section className="calendar-results" aria-labelledby={`${id}-results-heading`}>
        <h2 id={`${id}-results-heading`}>Your due dates</h2>
        <p className="calendar-summary" aria-live="polite">
          {summary}
        </p>
        {today && !options && <p>Choose your business form to see your due dates for the next 12 months.</p>}
        {options && today && (
          <>
            <ol className="calendar-list">
              {list.map(o => (
                <li key={`${o.id}-${o.date}`} className={o.overdue ? "calendar-item calendar-item--late" : "calendar-item"}>
                  <time dateTime={o.date}>{formatDate(o.date)}</time>
                  <div>
                    <strong>{o.title}</strong>
                    <span>
                      {o.note}. Due {o.repeat === "monthly" ? `by the ${o.rule}` : o.rule}.
                    </span>
                  </div>
                </li>
              ))}
            </ol>
            <div className="btn-row">
              <button type="button" className="btn btn--primary" onClick={download} disabled={busy}>
                <Icon name="download" size={18} /> Download calendar (.ics)
              </button>
              <a className="btn btn--whatsapp" href={whatsAppUrl(calendarMessage(options, list))} target="_blank" rel="noopener noreferrer">
                <Icon name="whatsapp" size={18} /> Send these dates on WhatsApp
              </a>
            </div>
            {error && (
              <p role="alert" className="field__error">
                {error}
              </p>
            )}
            <p className="calendar-hint">
              The .ics file opens in Google Calendar, Apple Calendar and Outlook: each date is an all-day event with a reminder, yearly dates
              repeat every year and the PF deposit every month.
            </p>
            <p>
              Read more:{" "}
              {guides.map((path, i) => (
                <React.Fragment key={path}>
                  {i > 0 && ", "}
                  <Link to={path}>{GUIDE_LABELS[path]}</Link>
                </React.Fragment>
              ))}
              .
            </p>
          </>
        )}
      </section>
    </div>
  )
}
