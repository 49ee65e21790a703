import * as React from "react"
import { graphql } from "gatsby"
import { BLOCK_ORDER, splitBody, placedBlocks } from "../lib/body"
import { blockHeading, blockId } from "../lib/toc"
import { Cards } from "./Cards"
import { DisclosureList } from "./DisclosureList"
import { DocumentChecklist } from "./DocumentChecklist"
import { QuoteForm } from "./QuoteForm"
import { Steps } from "./Steps"

export const guideFields = graphql`
  fragment GuideFields on MarkdownRemark {
    id
    html
    factsUsed { key label value kind source sourceTitle effective until basis }
    frontmatter {
      path
      title
      heading
      reviewed
      fees { ours government time example }
      description
      keywords
      category
      lead
      glance { label value }
      featuresHeading
      features { title text path icon }
      pros
      cons
      stepsHeading
      steps { title text }
      documentsHeading
      documents
      collapsiblesHeading
      collapsibles { question answer }
      faqs { question answer }
      important
      portals { label url text }
      enquiry
      disclaimer
      cta { heading text label path }
    }
  }
`

export type GuideData = Queries.GuideFieldsFragment


/**
 * A block is a labelled section (a landmark) on the guide's own page; nested in a
 * combined page, where the same blocks repeat for every guide, it is a plain group.
 */
function Shell({ level, labelledBy, children }: { level: 2 | 3; labelledBy?: string; children: React.ReactNode }) {
  return level === 2 ? (
    <section className="guide-block" aria-labelledby={labelledBy}>
      {children}
    </section>
  ) : (
    <div className="guide-block">{children}</div>
  )
}

function Block({ name, guide, level }: { name: string; guide: GuideData; level: 2 | 3 }) {
  const fm = guide.frontmatter
  const H = `h${level}` as "h2" | "h3"
  const sub = (level + 1) as 3 | 4
  const key = blockId(fm.path, name)
  // The same heading "On this page" lists (src/lib/toc.ts).
  const heading = blockHeading(name, fm)
  switch (name) {
    case "features":
      return fm.features?.length ? (
        <Shell level={level} labelledBy={key}>
          <H id={key}>{heading}</H>
          <Cards items={fm.features} headingLevel={sub} />
        </Shell>
      ) : null
    case "pros-cons":
      return fm.pros?.length || fm.cons?.length ? (
        <Shell level={level} labelledBy={key}>
          <H id={key}>{heading}</H>
          <div className="pros-cons">
            <div className="card">
              {React.createElement(`h${sub}`, null, "Advantages")}
              <ul>{fm.pros?.map(p => <li key={p}>{p}</li>)}</ul>
            </div>
            <div className="card">
              {React.createElement(`h${sub}`, null, "Disadvantages")}
              <ul>{fm.cons?.map(c => <li key={c}>{c}</li>)}</ul>
            </div>
          </div>
        </Shell>
      ) : null
    case "steps":
      return fm.steps?.length ? (
        <Shell level={level} labelledBy={key}>
          <H id={key}>{heading}</H>
          <Steps steps={fm.steps} headingLevel={sub} />
        </Shell>
      ) : null
    case "documents":
      return fm.documents?.length ? (
        <Shell level={level} labelledBy={key}>
          <H id={key}>{heading}</H>
          <DocumentChecklist id={`${key}-check`} service={fm.heading || fm.title} documents={fm.documents} />
        </Shell>
      ) : null
    case "collapsibles":
      return fm.collapsibles?.length ? (
        <Shell level={level} labelledBy={key}>
          <H id={key}>{heading}</H>
          <DisclosureList id={`${key}-items`} items={fm.collapsibles} single headingLevel={sub} />
        </Shell>
      ) : null
    case "faqs":
      return fm.faqs?.length ? (
        <Shell level={level} labelledBy={key}>
          <H id={key}>{heading}</H>
          <DisclosureList id={`${key}-items`} items={fm.faqs} headingLevel={sub} />
        </Shell>
      ) : null
    case "important":
      return fm.important?.length ? (
        <Shell level={level} labelledBy={key}>
          <H id={key}>{heading}</H>
          <ul className="prose">{fm.important.map(i => <li key={i}>{i}</li>)}</ul>
        </Shell>
      ) : null
    case "portals":
      return fm.portals?.length ? (
        <Shell level={level} labelledBy={key}>
          <H id={key}>{heading}</H>
          <ul className="prose">
            {fm.portals.map(p => (
              <li key={p.url}>
                <a href={p.url} target="_blank" rel="noopener noreferrer">
                  {p.label}
                  <span className="visually-hidden"> (opens in a new tab)</span>
                </a>
                {p.text ? ` : ${p.text}` : null}
              </li>
            ))}
          </ul>
        </Shell>
      ) : null
    case "enquiry":
      return fm.enquiry ? (
        <Shell level={level}>
          <QuoteForm id={`${key}-form`} heading={`Enquire about ${fm.heading || fm.title}`} intro="Share your number, e-mail and what you need; the form opens WhatsApp with your request ready to send." />
        </Shell>
      ) : null
    default:
      throw new Error(`${fm.path}: unknown block "${name}" in the Markdown (known: ${BLOCK_ORDER.join(", ")})`)
  }
}

/** Moves Markdown headings one level down when a guide is nested in a combined page. */
export function demoteHeadings(html: string): string {
  return html.replace(/<(\/?)h([2-5])(?=[\s>])/g, (_m, slash: string, n: string) => `<${slash}h${Number(n) + 1}`)
}

/** Prefixes heading ids so that guides stacked on one page keep unique ids. */
export function prefixIds(html: string, prefix: string): string {
  return html.replace(/ id="([^"]+)"/g, (_m, id: string) => ` id="${prefix}-${id}"`)
}

/** Wraps each Markdown table in a focusable, labelled container that scrolls sideways on phones. */
export function wrapTables(html: string): string {
  return html.replace(/<table>[\s\S]*?<\/table>/g, table => {
    const headers = [...table.matchAll(/<th[^>]*>([\s\S]*?)<\/th>/g)]
      .map(m => m[1].replace(/<[^>]+>/g, "").trim())
      .filter(Boolean)
      .slice(0, 4)
    const label = headers.length ? `Table: ${headers.join(", ")}` : "Table"
    return `<section class="table-scroll" tabindex="0" aria-label="${label.replace(/"/g, "&quot;")}">${table}</section>`
  })
}

/** A guide's body: Markdown text with its structured blocks placed where the author marked them. */
export function GuideContent({ guide, level = 2 }: { guide: GuideData; level?: 2 | 3 }) {
  const slug = guide.frontmatter.path.split("/").filter(Boolean).pop() ?? "guide"
  const html = wrapTables(guide.html ?? "")
  const parts = splitBody(level === 3 ? prefixIds(demoteHeadings(html), slug) : html)
  const placed = placedBlocks(parts)
  return (
    <>
      {parts.map((part, i) =>
        part.kind === "html" ? (
          <div key={i} className="prose" dangerouslySetInnerHTML={{ __html: part.html }} />
        ) : (
          <Block key={i} name={part.name} guide={guide} level={level} />
        ),
      )}
      {BLOCK_ORDER.filter(name => !placed.has(name)).map(name => (
        <Block key={name} name={name} guide={guide} level={level} />
      ))}
      {guide.frontmatter.disclaimer && <p className="disclaimer">{guide.frontmatter.disclaimer}</p>}
    </>
  )
}
