/**
 * Styles of the compliance calendar, built from the tokens in
 * src/styles/tokens.css. Added to the <head> of the calendar page only
 * (through Helmet), like the other tools' styles, so other pages do not grow.
 */
export const CALENDAR_CSS = `
.calendar-tool{display:grid;gap:var(--space-6);margin-bottom:var(--space-6);}
.calendar-form h2{margin-top:0;}
.calendar-form fieldset{border:0;margin:0;padding:0;min-width:0;}
.calendar-form legend{font-weight:600;margin-bottom:var(--space-2);}
.calendar-choices{display:grid;gap:var(--space-2);}
.calendar-choice{display:flex;align-items:center;gap:var(--space-3);min-height:44px;padding:var(--space-2) var(--space-3);border:1px solid var(--color-border);border-radius:var(--radius);cursor:pointer;}
.calendar-choice:has(input:checked){border-color:var(--color-link);background:var(--color-surface);}
.calendar-choice input{width:20px;height:20px;flex:none;accent-color:var(--color-link);}
.calendar-choice input:focus-visible{outline:3px solid var(--color-link);outline-offset:2px;}
.calendar-hint{color:var(--color-muted);font-size:var(--text-sm);margin:0;}
.calendar-licences{display:grid;gap:var(--space-3);padding:var(--space-3) 0 0 var(--space-4);border-left:3px solid var(--color-border);}
.calendar-licences[hidden]{display:none;}
.calendar-summary:empty{display:none;}
.calendar-jump{justify-self:start;}
.calendar-results h2{scroll-margin-top:var(--space-4);}
.calendar-month h3{margin:var(--space-5) 0 var(--space-2);font-size:var(--text-lg);}
.calendar-list{list-style:none;margin:0;padding:0;border-top:1px solid var(--color-border);}
.calendar-item{display:grid;gap:var(--space-1) var(--space-4);padding:var(--space-3) 0;border-bottom:1px solid var(--color-border);}
.calendar-item time{font-weight:700;color:var(--color-primary);}
.calendar-item span{display:block;color:var(--color-muted);font-size:var(--text-sm);}
.calendar-results .btn-row{margin:var(--space-4) 0;}
.calendar-results .calendar-hint{margin-bottom:var(--space-3);}
.calendar-item--late time{color:var(--color-error);}
@media (min-width: 768px){.calendar-choices--forms{grid-template-columns:repeat(2,minmax(0,1fr));}
.calendar-item{grid-template-columns:11rem 1fr;}
}
`
