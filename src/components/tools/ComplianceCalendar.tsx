import * as React from "react"
import { Link } from "gatsby"
import { Icon } from "../common/Icon"
import type { BusinessForm, CalendarOptions, GstScheme, LicenceKind, Occurrence } from "../../lib/tools/calendar"
import { addDays, addYear, formatDate, formatMonth, localToday } from "../../lib/tools/calendar-basics"
import { useStrings } from "../common/Strings"
import { calendarFromSheet, describeFromSheet, extrasOf, messageFromSheet, type CalendarSheet } from "../../lib/tools/calendar-sheet"
import { fill } from "../../config/strings/fill"

type Licences = Record<LicenceKind, string>
const NO_LICENCES: Licences = { trade: "", labour: "" }

/**
 * The entries grouped by month, in order: [["December 2026", [...]], ...], with the page's month
 * names; a licence renewal already overdue under `overdue`, not under a month before the year the
 * list covers (review 49).
 */
function byMonth(list: Occurrence[], months: string[], overdue: string): Array<[string, Occurrence[]]> {
  const groups = new Map<string, Occurrence[]>()
  for (const o of list) {
    const month = o.overdue ? overdue : formatMonth(o.date, months)
    const group = groups.get(month)
    if (group) group.push(o)
    else groups.set(month, [o])
  }
  return Array.from(groups)
}

function Check({ id, label, checked, onChange, hint }: { id: string; label: string; checked: boolean; onChange: (v: boolean) => void; hint?: string }) {
  return (
    <>
      <label className="calendar-choice">
        <input type="checkbox" id={id} checked={checked} onChange={e => onChange(e.target.checked)} aria-describedby={hint ? `${id}-hint` : undefined} />
        {label}
      </label>
      {hint && (
        <p id={`${id}-hint`} className="calendar-hint">
          {hint}
        </p>
      )}
    </>
  )
}

/**
 * Choose a business form and what applies to it (tax audit, GST scheme, TDS,
 * advance tax, PF, ESI, professional tax, licences) and see every due date
 * of the next 12 months, then download them as an .ics file or send them on
 * WhatsApp. The dates depend on today's date, so they appear after the page
 * loads (the prerendered page cannot know the visitor's today); the Markdown
 * text of the page lists every rule for readers without JavaScript.
 */
export function ComplianceCalendar({ sheet, id = "calendar" }: { sheet: CalendarSheet; id?: string }) {
  // the due dates and every word the tool shows, in the page's language, worked out at build time (calendar-sheet.ts)
  const { words } = sheet
  const { ui, months } = words
  // the firm's WhatsApp chat link, from the page's data (gatsby/build-html.ts toolPage)
  const chat = useStrings("tools").chat
  const [today, setToday] = React.useState<string | null>(null)
  const [form, setForm] = React.useState<BusinessForm | null>(null)
  const [audit, setAudit] = React.useState(false)
  const [llpAudit, setLlpAudit] = React.useState(false)
  const [transferPricing, setTransferPricing] = React.useState(false)
  const [advanceTax, setAdvanceTax] = React.useState(false)
  const [tds, setTds] = React.useState(false)
  const [gst, setGst] = React.useState<GstScheme>("none")
  const [pf, setPf] = React.useState(false)
  const [esi, setEsi] = React.useState(false)
  const [professionalTax, setProfessionalTax] = React.useState(false)
  const [hasLicence, setHasLicence] = React.useState(false)
  const [licences, setLicences] = React.useState<Licences>(NO_LICENCES)
  const [error, setError] = React.useState<string | null>(null)
  const [busy, setBusy] = React.useState(false)

  React.useEffect(() => setToday(localToday()), [])

  const business = form !== null && form !== "individual"
  const options: CalendarOptions | null = form
    ? {
        form,
        audit: business && audit,
        llpAudit: form === "llp" && llpAudit,
        transferPricing: business && transferPricing,
        advanceTax,
        tds: business && tds,
        gst: business ? gst : "none",
        pf: business && pf,
        esi: business && esi,
        professionalTax: business && professionalTax,
        licences: business && hasLicence ? licences : {},
      }
    : null
  const list = options && today ? calendarFromSheet(sheet, options, today) : []
  const guides = Array.from(new Set(list.map(o => o.guide)))
  const formWords = words.forms.find(f => f.value === form)

  const download = async () => {
    if (!options || !today) return
    setError(null)
    setBusy(true)
    try {
      const { downloadIcs } = await import("../../lib/tools/calendar-ics")
      downloadIcs(options, list, { ics: words.ics, months, description: describeFromSheet(sheet, options) })
    } catch {
      setError(ui.downloadError)
    } finally {
      setBusy(false)
    }
  }

  const count = (counted: { one: string; many: string }) => fill(list.length === 1 ? counted.one : counted.many, { n: list.length })
  const summary =
    options && today && formWords
      ? fill(count(ui.summary), { description: describeFromSheet(sheet, options), from: formatDate(today, months), to: formatDate(addDays(addYear(today), -1), months) }) +
        (extrasOf(options).length ? "" : ` ${fill(ui.onlyForm, { every: formWords.every })}`)
      : ""

  return (
    <div className="calendar-tool">
      {/* Answers update as you choose, so there is nothing to submit: a group, not a form. */}
      <div className="form calendar-form" role="group" aria-labelledby={`${id}-form-heading`}>
        <h2 id={`${id}-form-heading`}>{ui.formHeading}</h2>
        <fieldset>
          <legend>{ui.formLegend}</legend>
          <div className="calendar-choices calendar-choices--forms">
            {words.forms.map(f => (
              <label key={f.value} className="calendar-choice">
                <input type="radio" name={`${id}-form`} value={f.value} checked={form === f.value} onChange={() => setForm(f.value)} />
                {f.label}
              </label>
            ))}
          </div>
        </fieldset>
        {/* The dates fill in below the rest of the questions, far down on a phone: a sign at the answer that they are there (review 5). */}
        {summary && (
          <a className="btn btn--outline calendar-jump" href={`#${id}-results-heading`}>
            {count(ui.jump)}
          </a>
        )}
        <fieldset>
          <legend>{ui.incomeTaxLegend}</legend>
          <div className="calendar-choices">
            {business && <Check id={`${id}-audit`} label={ui.audit} checked={audit} onChange={setAudit} hint={ui.auditHint} />}
            {form === "llp" && <Check id={`${id}-llp-audit`} label={ui.llpAudit} checked={llpAudit} onChange={setLlpAudit} hint={ui.llpAuditHint} />}
            {business && <Check id={`${id}-transfer-pricing`} label={ui.transferPricing} checked={transferPricing} onChange={setTransferPricing} />}
            <Check id={`${id}-advance-tax`} label={ui.advanceTax} checked={advanceTax} onChange={setAdvanceTax} hint={ui.advanceTaxHint} />
            {business && <Check id={`${id}-tds`} label={ui.tds} checked={tds} onChange={setTds} />}
          </div>
        </fieldset>
        {business && (
          <fieldset aria-describedby={`${id}-gst-hint`}>
            <legend>{ui.gstLegend}</legend>
            <p id={`${id}-gst-hint`} className="calendar-hint">
              {ui.gstHint}
            </p>
            <div className="calendar-choices calendar-choices--forms">
              {words.schemes.map(g => (
                <label key={g.value} className="calendar-choice">
                  <input type="radio" name={`${id}-gst`} value={g.value} checked={gst === g.value} onChange={() => setGst(g.value)} />
                  {g.label}
                </label>
              ))}
            </div>
          </fieldset>
        )}
        {business && (
          <fieldset>
            <legend>{ui.employeesLegend}</legend>
            <div className="calendar-choices">
              <Check id={`${id}-pf`} label={ui.pf} checked={pf} onChange={setPf} />
              <Check id={`${id}-esi`} label={ui.esi} checked={esi} onChange={setEsi} />
              <Check id={`${id}-professional-tax`} label={ui.professionalTax} checked={professionalTax} onChange={setProfessionalTax} />
              <label className="calendar-choice">
                <input type="checkbox" checked={hasLicence} onChange={e => setHasLicence(e.target.checked)} aria-controls={`${id}-licences`} />
                {ui.hasLicence}
              </label>
              <div id={`${id}-licences`} className="calendar-licences" hidden={!hasLicence}>
                <p className="calendar-hint">{ui.licencesHint}</p>
                {sheet.licences.map(l => (
                  <div key={l.kind} className="field">
                    <label htmlFor={`${id}-${l.kind}-expiry`}>{fill(ui.expiry, { licence: l.label })}</label>
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
        )}
      </div>

      <section className="calendar-results" aria-labelledby={`${id}-results-heading`}>
        <h2 id={`${id}-results-heading`}>{ui.resultsHeading}</h2>
        <p className="calendar-summary" aria-live="polite">
          {summary}
        </p>
        {!options && <p>{ui.choose}</p>}
        {options && today && formWords && (
          <>
            <div className="btn-row">
              <button type="button" className="btn btn--primary" onClick={download} disabled={busy}>
                <Icon name="download" size={18} /> {ui.download}
              </button>
              <a className="btn btn--outline" href={words.subscriptions[options.form][0]}>
                <Icon name="clock" size={18} /> {fill(ui.subscribe, { form: formWords.short })}
              </a>
              <a className="btn btn--whatsapp" href={`${chat}?text=${encodeURIComponent(messageFromSheet(sheet, options, list))}`} target="_blank" rel="noopener noreferrer">
                <Icon name="whatsapp" size={18} /> {ui.sendWhatsApp}
              </a>
            </div>
            {error && (
              <p role="alert" className="field__error">
                {error}
              </p>
            )}
            {/* the dates straight under the actions; what the download and the subscription do, after
                them (review 19: on a phone "See your due dates" led to the buttons and eight lines on
                .ics files, the first date a screen further down) */}
            {byMonth(list, months, ui.overdue).map(([month, entries]) => (
              <section key={month} className="calendar-month" aria-label={month}>
                <h3>{month}</h3>
                <ol className="calendar-list">
                  {entries.map(o => (
                    <li key={o.key} className={o.overdue ? "calendar-item calendar-item--late" : "calendar-item"}>
                      <time dateTime={o.date}>{formatDate(o.date, months)}</time>
                      <div>
                        <strong>{o.title}</strong>
                        <span>{fill(ui.entry, { note: o.note, rule: o.rule })}</span>
                      </div>
                    </li>
                  ))}
                </ol>
              </section>
            ))}
            <p className="calendar-hint">{ui.icsHint}</p>
            <p className="calendar-hint">{fill(ui.subscribeHint, { every: formWords.every, contents: words.subscriptions[options.form][1] })}</p>
            <p>
              {ui.readMore}{" "}
              {guides.map((path, i) => (
                <React.Fragment key={path}>
                  {i > 0 && ui.listSep}
                  <Link to={path}>{words.guides[path]}</Link>
                </React.Fragment>
              ))}
              {ui.listEnd}
            </p>
          </>
        )}
      </section>
    </div>
  )
}
