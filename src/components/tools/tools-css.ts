/**
 * Styles of the tool pages (/tools/...), built from the tokens in
 * src/styles/tokens.css. They are added to the <head> of tool pages only
 * (through Helmet in ToolPage), so the other pages' inlined CSS does not grow.
 * On phones a result's rows read as cards: label and figure on one line, an item's notes under it
 * at the card's full width (issue 29).
 * The answer's heading, focused when the answer appears, is scrolled to just under the sticky header
 * (the fresh-eyes review: at 768 x 1024 only "Your FSSAI licence" showed, at the window's foot).
 * Chromium centres an element focus() scrolls to, margins included, in the window below html's
 * scroll-padding (the sticky row): a bottom margin of that space less the top margin and two
 * lines puts a heading of one or two lines 40-52px under the header, its box's top edge and coloured
 * stripe 12-24px under it (review 5: a margin of the whole window put the wizard's two-line heading
 * under the header at 375px; review 16: a margin of 16px left the stripe under the header).
 * An amount's box keeps the room of its unit's label above it, and the unit the width of its
 * longest choice in either language (issue 31): a slow phone painted the page before the parser had
 * reached the unit, and the box moved 24 px down, the unit's label 80 px left, when the rest came.
 * A question's legend is floated into its box: a legend otherwise sits on the box's top border,
 * and a question of several lines straddled it on phones (issue 29). Below 360px the form's and
 * the questions' sides are narrower, so that an answer such as "One person company (OPC)" keeps
 * one line (review 37: at 320px the answers had 196px between the boxes' frames).
 */
export const TOOLS_CSS = `
.tool-page{padding:var(--space-6) 0 var(--space-7)}
.tool-form h2{margin:0 0 var(--space-4)}
.tool-form__fields>legend{padding:0}
.tool-form__fields{border:0;margin:0;padding:0;min-width:0;display:grid;gap:var(--space-4)}
.tool-form__fields:disabled .choice{cursor:default}
.tool-noscript{border-left:4px solid var(--color-accent);background:var(--color-surface);padding:var(--space-3) var(--space-4);border-radius:var(--radius)}
.field__hint{color:var(--color-muted);font-size:var(--text-sm);margin:0 0 var(--space-1)}
.amount-field{display:flex;gap:var(--space-2);align-items:flex-end}
.amount-field>input{flex:1 1 auto;min-width:0;margin-top:calc(var(--text-sm) * var(--leading-text) + 2px)}
.amount-field__unit{flex:none;min-width:7.5em}
:lang(te) .amount-field__unit{min-width:8.5em}
.field .amount-field__unit label{font-weight:400;font-size:var(--text-sm);line-height:var(--leading-text);color:var(--color-muted);margin-bottom:2px}
.field .amount-field select{width:auto}
.field__readback{font-size:var(--text-sm);margin:var(--space-1) 0 0}
.choice-group{border:1px solid var(--color-border);border-radius:var(--radius);margin:0;padding:var(--space-2) var(--space-4) var(--space-3);min-width:0}
.choice-group legend{float:left;width:100%;font-weight:600;padding:var(--space-1) 0}
.choice-group legend+*{clear:both}
.choice{display:flex;align-items:center;gap:var(--space-3);min-height:40px;cursor:pointer}
.choice input{width:20px;height:20px;margin:0;flex:none;accent-color:var(--color-primary)}
@media (max-width:359.98px){.tool-form.form{padding-inline:var(--space-2)}.choice-group{padding-inline:var(--space-3)}.choice{gap:var(--space-2)}}
.tool-result{margin-top:var(--space-6);padding:var(--space-5);border:1px solid var(--color-border);border-top:4px solid var(--color-accent);border-radius:var(--radius);background:var(--color-surface)}
.tool-result h2,.tool-result h3{margin-top:0}
.tool-result>h2{--above:calc(var(--space-5) + 4px + var(--space-3));scroll-margin-top:var(--above);scroll-margin-bottom:calc(100vh - var(--sticky-height) - var(--above) - 2lh)}
.tool-result table{margin:var(--space-2) 0 var(--space-4)}
.tool-result th,.tool-result td{padding:var(--space-2)}
.tool-result td:last-child{white-space:nowrap;text-align:right}
@media (max-width:767px){.tool-result{padding:var(--space-4)}}
.tool-result__value{font-size:var(--text-2xl);font-weight:700;color:var(--color-primary);margin:0 0 var(--space-2)}
.findings{list-style:none;padding:0;margin:0 0 var(--space-5);display:grid;gap:var(--space-3)}
.findings>li{background:var(--color-white);border:1px solid var(--color-border);border-radius:var(--radius);padding:var(--space-3) var(--space-4)}
.findings__points{list-style:disc;margin:0 0 var(--space-2);padding-left:var(--space-5);display:grid;gap:var(--space-1)}
.findings h4{margin:0 0 var(--space-1);font-size:var(--text-base)}
.findings p{margin:0 0 var(--space-1)}
.tool-text{margin-top:var(--space-6)}
.cost-table{width:100%;border-collapse:collapse;background:var(--color-white)}
.cost-table caption{text-align:left;font-weight:700;padding:var(--space-2) 0}
.cost-table tr{border-bottom:1px solid var(--color-border)}
.cost-table th{text-align:left;vertical-align:top}
.cost-table th[scope=row]{font-weight:400}
.cost-table tfoot th,.cost-table tfoot td{font-weight:700}
.cost-table__item{display:block;font-weight:600}
.cost-table__detail,.cost-table__source{display:block;font-size:var(--text-sm);color:var(--color-muted);margin-top:2px}
.cost-table__source summary{width:fit-content;max-width:100%;min-height:32px;display:flex;align-items:center;cursor:pointer;font-weight:600;color:var(--color-primary)}
.cost-table__source summary::-webkit-details-marker{display:none}
.cost-table__source summary::before{content:"▸";margin-right:var(--space-2)}
.cost-table__source[open] summary::before{content:"▾"}
.cost-table__source p{margin:var(--space-1) 0 0}
.cost-glance{margin:0 0 var(--space-4);padding:0;display:grid;grid-template-columns:minmax(0,1fr);gap:var(--space-1)}
.cost-glance div{display:flex;flex-wrap:wrap;justify-content:space-between;align-items:baseline;column-gap:var(--space-3);border-bottom:1px solid var(--color-border);padding:var(--space-1) 0}
.cost-glance dt{font-weight:600;flex:1 1 8em;min-width:0}
.cost-glance dd{margin:0 0 0 auto;font-weight:700;color:var(--color-primary);text-align:right;white-space:nowrap}
.cost-glance .tool-result__value{margin:0 0 0 auto}
@media (max-width:479.98px){.cost-glance .tool-result__value{font-size:var(--text-xl)}}
.cost-ours{border-left:4px solid var(--color-accent);padding-left:var(--space-3)}
@media (max-width:767.98px){
.tool-result .table-scroll td[data-label]{display:flex;justify-content:space-between;align-items:baseline;gap:var(--space-3);text-align:right}
.tool-result .table-scroll td[data-label]::before{text-align:left;flex:none;overflow-wrap:normal}
.cost-table,.cost-table caption,.cost-table tbody,.cost-table tfoot,.cost-table th,.cost-table td{display:block}
.cost-table{background:none}
.cost-table tbody tr{background:var(--color-white)}
.cost-table thead{position:absolute;width:1px;height:1px;overflow:hidden;clip:rect(0 0 0 0)}
.cost-table tr{display:block;position:relative;border:1px solid var(--color-border);border-radius:var(--radius);margin-top:var(--space-3);padding:var(--space-3)}
.cost-table th,.cost-table td,.cost-table tbody th{border:0;padding:0;background:none}
.cost-table td{position:absolute;top:var(--space-3);right:var(--space-3);font-weight:700;color:var(--color-primary)}
.cost-table__item,.cost-table tfoot th{padding-right:calc(var(--figure,6.75em) + var(--space-3))}
.cost-table tfoot tr{background:var(--color-surface)}
}
`
