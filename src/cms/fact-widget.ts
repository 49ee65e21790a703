/**
 * The "fact-text" widget of the CMS: a text field (one line, or several with
 * `multiline: true`) with a list of every fact to insert as a {{group.name}}
 * token at the cursor, and below it the text as the page will show it.
 * A token naming no fact is shown in red and blocks saving.
 *
 * Written with the editor's own React (window.h, window.createClass, which
 * decap-cms.js provides), as every Decap widget is.
 */
import { factTokens, readsValue, resolveTokens, type Fact } from "../lib/facts"

export interface Cms {
  registerWidget(name: string, control: unknown, preview?: unknown): void
  registerPreviewTemplate(name: string, component: unknown): void
  registerPreviewStyle(url: string): void
}

type H = (type: unknown, props?: Record<string, unknown> | null, ...children: unknown[]) => unknown
type CreateClass = (spec: Record<string, unknown>) => unknown

interface ImmutableMap {
  get(key: string): unknown
}

interface ControlProps {
  value?: string
  onChange(value: string): void
  forID: string
  classNameWrapper: string
  setActiveStyle(): void
  setInactiveStyle(): void
  field: ImmutableMap
}

/** Problems with the tokens of a text: unknown facts, dates a fact does not have. */
export function tokenErrors(text: string, facts: readonly Fact[]): string[] {
  const byKey = new Map(facts.map(f => [f.key, f]))
  return factTokens(text)
    .filter(t => {
      const fact = byKey.get(t.key)
      return !fact || (!readsValue(t.attribute) && !fact[t.attribute])
    })
    .map(t => `${t.text} is not a fact`)
}

/** "gst": [facts of gst], in file order. */
function groups(facts: readonly Fact[]): Array<[string, Fact[]]> {
  const map = new Map<string, Fact[]>()
  for (const fact of facts) map.set(fact.group, [...(map.get(fact.group) ?? []), fact])
  return [...map]
}

export function registerFactWidget(cms: Cms, h: H, createClass: CreateClass, facts: () => readonly Fact[], onFacts: (listener: () => void) => void): void {
  const Control = createClass({
    getInitialState() {
      return { loaded: facts().length, picking: false }
    },
    componentDidMount(this: { setState(s: object): void }) {
      onFacts(() => this.setState({ loaded: facts().length }))
    },
    isValid(this: { props: ControlProps }) {
      const errors = tokenErrors(this.props.value ?? "", facts())
      return errors.length === 0 || facts().length === 0 ? true : { error: { message: `${errors.join("; ")}: choose one from "Insert a fact".` } }
    },
    insert(this: { props: ControlProps; input?: HTMLInputElement | HTMLTextAreaElement }, token: string) {
      const value = this.props.value ?? ""
      const input = this.input
      const at = input && typeof input.selectionStart === "number" ? input.selectionStart : value.length
      const end = input && typeof input.selectionEnd === "number" ? input.selectionEnd : at
      this.props.onChange(value.slice(0, at) + token + value.slice(end))
    },
    render(this: {
      props: ControlProps
      state: { picking: boolean }
      setState(s: object): void
      insert(token: string): void
      input?: HTMLInputElement | HTMLTextAreaElement
    }) {
      const { value = "", onChange, forID, classNameWrapper, setActiveStyle, setInactiveStyle, field } = this.props
      const multiline = Boolean(field.get("multiline"))
      const all = facts()
      const errors = all.length ? tokenErrors(value, all) : []
      const byKey = new Map(all.map(f => [f.key, f]))
      const shown = resolveTokens(value, key => byKey.get(key))
      const inputProps = {
        id: forID,
        className: classNameWrapper,
        value,
        ref: (el: HTMLInputElement | HTMLTextAreaElement | null) => {
          this.input = el ?? undefined
        },
        onChange: (e: { target: { value: string } }) => onChange(e.target.value),
        onFocus: setActiveStyle,
        onBlur: setInactiveStyle,
        style: multiline ? { minHeight: "6em", resize: "vertical", fontFamily: "inherit" } : undefined,
      }
      return h(
        "div",
        null,
        multiline ? h("textarea", { ...inputProps, rows: 4 }) : h("input", { ...inputProps, type: "text" }),
        h(
          "div",
          { style: { display: "flex", gap: "8px", alignItems: "center", flexWrap: "wrap", marginTop: "6px", fontSize: "13px" } },
          all.length > 0 &&
            !this.state.picking &&
            h(
              "button",
              {
                type: "button",
                style: { padding: "2px 8px", fontSize: "13px", border: "1px solid #cdcfd7", borderRadius: "4px", background: "#fff", cursor: "pointer" },
                onClick: () => this.setState({ picking: true }),
              },
              "Insert a fact {{…}}",
            ),
          all.length > 0 &&
            this.state.picking &&
            h(
              "select",
              {
                "aria-label": "Insert a fact",
                value: "",
                autoFocus: true,
                style: { maxWidth: "100%", padding: "4px", fontSize: "13px" },
                onBlur: () => this.setState({ picking: false }),
                onChange: (e: { target: { value: string } }) => {
                  if (e.target.value) this.insert(e.target.value)
                  this.setState({ picking: false })
                },
              },
              h("option", { value: "" }, "Insert a fact…"),
              ...groups(all).map(([group, list]) =>
                h("optgroup", { key: group, label: group }, ...list.map(f => h("option", { key: f.key, value: `{{${f.key}}}` }, `${f.label}: ${f.value}`))),
              ),
            ),
          value.includes("{{") && errors.length === 0 ? h("span", { style: { color: "#4B5563" } }, `Shows: ${shown}`) : null,
          errors.length > 0 ? h("span", { role: "alert", style: { color: "#B91C1C" } }, `${errors.join("; ")} (see Facts)`) : null,
        ),
      )
    },
  })
  const Preview = (props: { value?: string }) => {
    const byKey = new Map(facts().map(f => [f.key, f]))
    return h("span", null, resolveTokens(props.value ?? "", key => byKey.get(key)))
  }
  cms.registerWidget("fact-text", Control, Preview)
}
