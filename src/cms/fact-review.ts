/**
 * The facts file's preview in the content editor: a review list of every fact
 * with its review date and the pages that show it, filtered and sorted by
 * review date. Decap sorts and filters entries of a folder collection only
 * (`sortable_fields`, `view_filters`); content/facts.json is one file, so the
 * list is this preview, beside the form, and follows every edit.
 *
 * The pages of each fact come from public/admin/fact-pages.json (written at
 * build from the Markdown's fact tokens, as `npm run facts:due` finds them).
 */
import { REVIEW_FILTERS, reviewRows, type PageRef, type ReviewFilter, type ReviewSort } from "../lib/fact-review"

type H = (type: unknown, props?: Record<string, unknown> | null, ...children: unknown[]) => unknown
type CreateClass = (spec: Record<string, unknown>) => unknown

interface PreviewProps {
  entry: { get(key: "data"): { toJS(): Record<string, Record<string, Record<string, unknown>>> } | undefined }
}

/** Today's date in India, YYYY-MM-DD. */
export function indiaToday(now = new Date()): string {
  return new Date(now.getTime() + 5.5 * 3600 * 1000).toISOString().slice(0, 10)
}

const cell = { padding: "6px 8px", borderBottom: "1px solid #d6dee8", textAlign: "left", verticalAlign: "top" }

export function factReviewPreview(h: H, createClass: CreateClass, pages: () => Record<string, PageRef[]>, onPages: (listener: () => void) => void, siteUrl: string) {
  return createClass({
    getInitialState() {
      return { filter: "all" as ReviewFilter, sort: "reviewBy" as ReviewSort, loaded: 0 }
    },
    componentDidMount(this: { setState(s: object): void }) {
      onPages(() => this.setState({ loaded: Object.keys(pages()).length }))
    },
    render(this: { props: PreviewProps; state: { filter: ReviewFilter; sort: ReviewSort }; setState(s: object): void }) {
      const today = indiaToday()
      const data = this.props.entry.get("data")?.toJS() ?? {}
      const rows = reviewRows(data, today, pages(), { filter: this.state.filter, sort: this.state.sort })
      const overdue = rows.filter(r => r.overdue).length
      return h(
        "div",
        { className: "container", style: { padding: "16px", fontSize: "14px" } },
        h("h1", { style: { fontSize: "20px" } }, "Review dates of the facts"),
        h(
          "p",
          null,
          `Today in India: ${today}. A fact past its review date stops \`npm run launch-check\` and is listed by \`npm run facts:due\` and the build: check it against its source and what changed since, then set "checked" and a new "reviewBy".`,
        ),
        h(
          "div",
          { style: { display: "flex", gap: "16px", flexWrap: "wrap", margin: "12px 0" } },
          h(
            "label",
            null,
            "Show ",
            h(
              "select",
              { value: this.state.filter, onChange: (e: { target: { value: string } }) => this.setState({ filter: e.target.value as ReviewFilter }) },
              ...REVIEW_FILTERS.map(f => h("option", { key: f.value, value: f.value }, f.label)),
            ),
          ),
          h(
            "label",
            null,
            "Sort by ",
            h(
              "select",
              { value: this.state.sort, onChange: (e: { target: { value: string } }) => this.setState({ sort: e.target.value as ReviewSort }) },
              h("option", { value: "reviewBy" }, "Review date, soonest first"),
              h("option", { value: "key" }, "Fact name"),
            ),
          ),
        ),
        h("p", { role: "status" }, `${rows.length} fact${rows.length === 1 ? "" : "s"} shown${overdue ? `, ${overdue} past the review date` : ""}.`),
        h(
          "table",
          { style: { borderCollapse: "collapse", width: "100%" } },
          h(
            "thead",
            null,
            h("tr", null, ...["Fact", "Value", "Review by", "Checked", "Shown on"].map(t => h("th", { key: t, scope: "col", style: cell }, t))),
          ),
          h(
            "tbody",
            null,
            ...rows.map(r =>
              h(
                "tr",
                { key: r.key },
                h("td", { style: cell }, h("code", null, `{{${r.key}}}`), h("br"), r.label),
                h("td", { style: cell }, r.value),
                h("td", { style: { ...cell, color: r.overdue ? "#B91C1C" : undefined, fontWeight: r.overdue ? 700 : undefined } }, r.reviewBy ? `${r.reviewBy}${r.overdue ? " (past)" : ""}` : "not set"),
                h("td", { style: cell }, r.checked ?? ""),
                h(
                  "td",
                  { style: cell },
                  r.pages.length === 0
                    ? "no page's text (a tool may use it)"
                    : h("ul", { style: { margin: 0, paddingLeft: "16px" } }, ...r.pages.map(p => h("li", { key: p.path }, h("a", { href: `${siteUrl}${p.path}`, target: "_blank", rel: "noopener noreferrer" }, p.path)))),
                ),
              ),
            ),
          ),
        ),
      )
    },
  })
}
