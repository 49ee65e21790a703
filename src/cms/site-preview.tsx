/**
 * The site's side of the CMS preview: renders the page template an entry
 * names (src/templates/<template>.tsx, the very component the build uses)
 * with this site's React, into an element of the preview frame.
 */
import * as React from "react"
import { createRoot, type Root } from "react-dom/client"
import type { Fact } from "../lib/facts"
import { PagePathProvider } from "../components/common/PagePath"
import { previewProps, type EntryData } from "./preview-data"

type Template = React.ComponentType<ReturnType<typeof previewProps>>

interface WebpackContext {
  keys(): string[]
  (id: string): { default: Template }
}

// Every template file, found at bundle time (a new template is previewed without listing it here).
const context = (require as unknown as { context(dir: string, deep: boolean, match: RegExp): WebpackContext }).context("../templates", false, /^\.\/[a-z0-9-]+\.tsx$/)
const TEMPLATES: Record<string, Template> = Object.fromEntries(context.keys().map(key => [key.replace(/^\.\/|\.tsx$/g, ""), context(key).default]))

/** A page the template cannot show yet (a new entry, a half-filled list item) shows a note instead. */
class Boundary extends React.Component<{ children: React.ReactNode; resetKey: string }, { error?: string }> {
  state: { error?: string } = {}
  static getDerivedStateFromError(error: Error) {
    return { error: error.message }
  }
  componentDidUpdate(previous: { resetKey: string }) {
    if (previous.resetKey !== this.props.resetKey && this.state.error) this.setState({ error: undefined })
  }
  render() {
    if (this.state.error) {
      return (
        <p className="container" role="status">
          The preview shows the page once its required fields are filled in (those not marked "optional"). Saved pages are checked again when
          the site is built.
        </p>
      )
    }
    return this.props.children
  }
}

export function PreviewPage({ entry, facts }: { entry: EntryData; facts: readonly Fact[] }) {
  const template = typeof entry.template === "string" ? TEMPLATES[entry.template] : undefined
  if (!template) {
    return <p className="container">Choose a template to see the preview.</p>
  }
  return (
    <Boundary resetKey={JSON.stringify(entry)}>
      <Preview template={template} entry={entry} facts={facts} />
    </Boundary>
  )
}

/** The template with the entry's data (made inside the boundary: a half-filled entry may not render). */
function Preview({ template, entry, facts }: { template: Template; entry: EntryData; facts: readonly Fact[] }) {
  const props = previewProps(entry, facts)
  return (
    <PagePathProvider pathname={props.location.pathname} pageContext={props.pageContext} shell={props.data.shell}>
      {React.createElement(template, props)}
    </PagePathProvider>
  )
}

/** One preview frame's React root. */
export function mountPreview(element: HTMLElement): { render(entry: EntryData, facts: readonly Fact[]): void; unmount(): void } {
  const root: Root = createRoot(element)
  return {
    render: (entry, facts) => root.render(<PreviewPage entry={entry} facts={facts} />),
    // Outside the editor's own render pass: the two Reacts do not wait for each other.
    unmount: () => setTimeout(() => root.unmount(), 0),
  }
}

export const templateNames = Object.keys(TEMPLATES)
