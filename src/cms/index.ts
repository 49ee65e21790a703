/**
 * The site's additions to Decap CMS at /admin (built into public/admin/cms-site.js
 * by plugins/decap-admin; loaded after decap-cms.js, never by a public page):
 *
 * - previews that render each entry with the site's own page template and CSS,
 * - the "fact-text" widget that offers every fact as a {{group.name}} token,
 * - the facts from public/admin/facts.json (written from content/facts.json);
 * - the facts file's preview: their review dates and the pages each appears on
 *   (public/admin/fact-pages.json), filtered and sorted by review date;
 * - what the editor writes for a translation (src/cms/translation-files.ts).
 */
// The site's stylesheets, in the order gatsby-browser.tsx imports them.
import "../styles/global.css"
import "../components/forms/document-checklist.css"
import type { Fact } from "../lib/facts"
import { registerFactWidget, type Cms } from "./fact-widget"
import { factReviewPreview } from "./fact-review"
import type { PageRef } from "../lib/fact-review"
import { mountPreview } from "./site-preview"
import type { EntryData } from "./preview-data"
import { guardTranslations, type BackendEntry } from "./translation-files"

type H = (type: unknown, props?: Record<string, unknown> | null, ...children: unknown[]) => unknown
type CreateClass = (spec: Record<string, unknown>) => unknown

interface CmsWindow {
  CMS: Cms & { getBackend(name: string): BackendEntry | undefined }
  h: H
  createClass: CreateClass
  CMS_SITE?: { collections: string[] }
}

const w = window as unknown as CmsWindow

let facts: Fact[] = []
const listeners = new Set<() => void>()
fetch("/admin/facts.json")
  .then(res => (res.ok ? (res.json() as Promise<Fact[]>) : []))
  .then(list => {
    facts = list
    for (const listener of listeners) listener()
  })
  .catch(() => undefined)

interface PreviewTemplateProps {
  entry: { get(key: "data"): { toJS(): EntryData } | undefined }
}

/** The editor's preview component: a frame element that the site's React renders the page into. */
const Preview = w.createClass({
  componentDidMount(this: { el: HTMLElement; view?: ReturnType<typeof mountPreview>; draw(): void; listener?: () => void }) {
    this.view = mountPreview(this.el)
    this.listener = () => this.draw()
    listeners.add(this.listener)
    this.draw()
  },
  componentDidUpdate(this: { draw(): void }) {
    this.draw()
  },
  componentWillUnmount(this: { view?: ReturnType<typeof mountPreview>; listener?: () => void }) {
    if (this.listener) listeners.delete(this.listener)
    this.view?.unmount()
  },
  draw(this: { props: PreviewTemplateProps; view?: ReturnType<typeof mountPreview> }) {
    const data = this.props.entry.get("data")?.toJS() ?? {}
    this.view?.render(data, facts)
  },
  render(this: { el?: HTMLElement }) {
    return w.h("div", {
      ref: (el: HTMLElement | null) => {
        if (el) this.el = el
      },
    })
  },
})

// English and Telugu side by side: no Telugu file for an untranslated guide; a translation saved
// with its language and address (src/cms/translation-files.ts). Before Decap makes its backend,
// which it does once the configuration has loaded.
guardTranslations(name => w.CMS.getBackend(name))

w.CMS.registerPreviewStyle("/admin/cms-site.css")
for (const collection of w.CMS_SITE?.collections ?? []) w.CMS.registerPreviewTemplate(collection, Preview)
registerFactWidget(w.CMS, w.h, w.createClass, () => facts, listener => listeners.add(listener))

let factPages: Record<string, PageRef[]> = {}
const pageListeners = new Set<() => void>()
fetch("/admin/fact-pages.json")
  .then(res => (res.ok ? (res.json() as Promise<Record<string, PageRef[]>>) : {}))
  .then(map => {
    factPages = map
    for (const listener of pageListeners) listener()
  })
  .catch(() => undefined)
w.CMS.registerPreviewTemplate(
  "facts",
  factReviewPreview(w.h, w.createClass, () => factPages, listener => pageListeners.add(listener), window.location.origin),
)
