import * as React from "react"
import { Link } from "gatsby"
import { Icon } from "../common/Icon"
import type { BusinessForm, CalendarOptions, GstScheme, LicenceKind, Occurrence } from "../../lib/tools/calendar"
import { addDays, addYear, formatDate, formatMonth, localToday } from "../../lib/tools/calendar-basics"
import { useStrings } from "../common/Strings"
import { calendarFromSheet, describeFromSheet, messageFromSheet, type CalendarSheet } from "../../lib/tools/calendar-sheet"

type Licences = Record<LicenceKind, string>
const NO_LICENCES: Licences = { trade: "", labour: "" }

/** The entries grouped by month, in order: [["December 2026", [...]], ...]. */
function byMonth(list: Occurrence[]): Array<[string, Occurrence[]]> {
  const groups = new Map<string, Occurrence[]>()
  for (const o of list) {
    const month = formatMonth(o.date)
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
  // the due dates, the choices' and answers' words and the facts the hints name, worked out at build time (calendar-sheet.ts)
  const { facts, words } = sheet
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

  const download = async () => {
    if (!options || !today) return
    setError(null)
    setBusy(true)
    try {
      const { downloadIcs } = await import("../../lib/tools/calendar-ics")
      downloadIcs(options, list)
    } catch {
      setError(words.failed)
    } finally {
      setBusy(false)
    }
  }

  const summary =
    options && today
      ? `${list.length} due date${list.length === 1 ? "" : "s"} for your ${describeFromSheet(sheet, options)}, from ${formatDate(today)} to ${formatDate(addDays(addYear(today), -1))}.`
      : ""

  return (
    <div className="calendar-tool">
      {/* Answers update as you choose, so there is nothing to submit: a group, not a form. */}
      <div className="form calendar-form" role="group" aria-labelledby={`${id}-form-heading`}>
        <h2 id={`${id}-form-heading`}>Your business</h2>
        <fieldset>
          <legend>Business form</legend>
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
            {words.jump[0]}
            {list.length}
            {words.jump[1]}
          </a>
        )}
        <fieldset>
          <legend>Income tax</legend>
          <div className="calendar-choices">
            {business && (
              <Check
                id={`${id}-audit`}
                label="Tax audit applies"
                checked={audit}
                onChange={setAudit}
                hint={`Usually when a business's turnover is above ${facts.incomeTax.auditTurnoverBusiness} (${facts.incomeTax.auditTurnoverDigital} when cash is within ${facts.incomeTax.auditCashShare}), or a professional's receipts are above ${facts.incomeTax.auditReceiptsProfessional}.`}
              />
            )}
            {form === "llp" && (
              <Check
                id={`${id}-llp-audit`}
                label="The LLP's accounts are audited"
                checked={llpAudit}
                onChange={setLlpAudit}
                hint={`Required when turnover is above ${facts.llp.auditTurnover} or contribution above ${facts.llp.auditContribution}; the return is then due on the date for audit cases.`}
              />
            )}
            {business && (
              <Check
                id={`${id}-transfer-pricing`}
                label="Files a transfer pricing report (dealings with associated enterprises)"
                checked={transferPricing}
                onChange={setTransferPricing}
              />
            )}
            <Check
              id={`${id}-advance-tax`}
              label="Pays advance tax"
              checked={advanceTax}
              onChange={setAdvanceTax}
              hint={`When the tax for the year, after TDS, is ${facts.advanceTax.minimumTax} or more.`}
            />
            {business && (
              <Check
                id={`${id}-tds`}
                label="Deducts TDS (salaries, rent, contractors, professionals)"
                checked={tds}
                onChange={setTds}
              />
            )}
          </div>
        </fieldset>
        {business && (
          <fieldset aria-describedby={`${id}-gst-hint`}>
            <legend>GST</legend>
            <p id={`${id}-gst-hint`} className="calendar-hint">
              Quarterly returns (QRMP) are open to businesses with turnover up to {facts.gst.qrmpLimit}; the quarterly GSTR-3B date shown is
              Telangana's.
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
            <legend>Employees and licences</legend>
            <div className="calendar-choices">
              <Check
                id={`${id}-pf`}
                label={`PF: employs ${facts.pf.employees.replace(/ employees$/, "")} or more people`}
                checked={pf}
                onChange={setPf}
              />
              <Check
                id={`${id}-esi`}
                label={`ESI: ${facts.esi.employees}, some earning up to ${facts.esi.wageLimit} a month`}
                checked={esi}
                onChange={setEsi}
              />
              <Check
                id={`${id}-professional-tax`}
                label="Professional tax: pays salaries in Telangana and deducts the tax"
                checked={professionalTax}
                onChange={setProfessionalTax}
              />
              <label className="calendar-choice">
                <input type="checkbox" checked={hasLicence} onChange={e => setHasLicence(e.target.checked)} aria-controls={`${id}-licences`} />
                Holds a trade or labour licence
              </label>
              <div id={`${id}-licences`} className="calendar-licences" hidden={!hasLicence}>
                <p className="calendar-hint">Enter the expiry date of each licence you hold; leave the others blank.</p>
                {sheet.licences.map(l => (
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
        )}
      </div>

      <section className="calendar-results" aria-labelledby={`${id}-results-heading`}>
        <h2 id={`${id}-results-heading`}>Your due dates</h2>
        <p className="calendar-summary" aria-live="polite">
          {summary}
        </p>
        {today && !options && <p>Choose your business form to see your due dates for the next 12 months.</p>}
        {options && today && (
          <>
            <div className="btn-row">
              <button type="button" className="btn btn--primary" onClick={download} disabled={busy}>
                <Icon name="download" size={18} /> Download calendar (.ics)
              </button>
              <a className="btn btn--outline" href={words.subscriptions[options.form][0]}>
                <Icon name="clock" size={18} /> Subscribe ({words.short[options.form]})
              </a>
              <a className="btn btn--whatsapp" href={`${chat}?text=${encodeURIComponent(messageFromSheet(sheet, options, list))}`} target="_blank" rel="noopener noreferrer">
                <Icon name="whatsapp" size={18} /> Send these dates on WhatsApp
              </a>
            </div>
            {error && (
              <p role="alert" className="field__error">
                {error}
              </p>
            )}
            <p className="calendar-hint">
              The .ics file opens in Google Calendar, Apple Calendar and Outlook: each date is its own all-day event with a reminder. Download it again
              next year, or after changing your answers: the same dates update instead of being added twice.
            </p>
            <p className="calendar-hint">
              Subscribe instead, and your calendar program fetches the dates that every {words.short[options.form]} has:{" "}
              {words.subscriptions[options.form][1]}. It fetches them from this site and keeps them current: when a due date is extended or the law
              changes it, the date moves in your calendar too. GST, PF, ESI, audit and licence dates come only in the download.
            </p>
            {byMonth(list).map(([month, entries]) => (
              <section key={month} className="calendar-month" aria-label={month}>
                <h3>{month}</h3>
                <ol className="calendar-list">
                  {entries.map(o => (
                    <li key={o.key} className={o.overdue ? "calendar-item calendar-item--late" : "calendar-item"}>
                      <time dateTime={o.date}>{formatDate(o.date)}</time>
                      <div>
                        <strong>{o.title}</strong>
                        <span>
                          {o.note}. Due {o.rule}.
                        </span>
                      </div>
                    </li>
                  ))}
                </ol>
              </section>
            ))}
            <p>
              Read more:{" "}
              {guides.map((path, i) => (
                <React.Fragment key={path}>
                  {i > 0 && ", "}
                  <Link to={path}>{words.guides[path]}</Link>
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
