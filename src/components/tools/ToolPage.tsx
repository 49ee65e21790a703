import * as React from "react"
import { graphql } from "gatsby"
import { Helmet } from "react-helmet"
import { Layout } from "../shell/Layout"
import { HeadTags } from "../shell/HeadTags"
import { StaticHtml, type StaticPart } from "../common/StaticHtml"
import type { HeadData } from "../../lib/head-data"
import type { Thresholds } from "../../lib/tools/thresholds"
import type { UiStrings } from "../../config/strings"
import { ThresholdsContext } from "./thresholds-context"
import { useToolWords } from "./words"

export const toolPageFields = graphql`
  fragment ToolPageFields on MarkdownRemark {
    html
    toolCss
  }
`

/** A tool page's parts made at build time (gatsby/build-html.ts toolPage): its query's `parts: toolPage(canonical: $canonical, template: "<its template>")`. */
export interface ToolPageParts {
  hero: StaticPart
  cta: StaticPart
  /** The words the tools show, in the page's language. */
  words: Partial<UiStrings>
}

/** What a tool template's page query returns (see the ToolPageFields fragment). */
export interface ToolPageData<Words = unknown> {
  /** The template's own words in the page's language (a calculator's: src/config/strings/calculator-words.ts). */
  words?: Words | null
  /** The limits, rates and fees the calculators use, worked out from the facts by the build (`thresholds: toolThresholds`). */
  thresholds?: Thresholds | null
  markdownRemark: {
    /** The head tags and breadcrumb, made at build time (gatsby/build-html.ts plainHead). */
    headTags: HeadData
    /** The hero, the call to action and the tools' words (gatsby/build-html.ts toolPage). */
    parts: ToolPageParts
    /** The tools' styles, made at build time (gatsby/build-html.ts toolCss), so the JavaScript does not carry them. */
    toolCss: string
    html?: string | null
  } | null
}

export const TOOLS_PATH = "/tools"

/**
 * A tool page: the title and lead, the interactive tool, then the Markdown text that states the
 * rules and limits the tool uses, so the page explains itself with JavaScript off. What a visitor
 * only reads (the hero with its breadcrumb, the call to action with the WhatsApp greeting of the
 * tool's service) is HTML made at build time, as on a guide; the words the tool shows come with
 * the page's data.
 */
export function ToolPage({ data, children }: { data: ToolPageData; children: React.ReactNode }) {
  const page = data.markdownRemark!
  return (
    <Layout words={page.parts.words}>
      {/*
        The tools' styles, in the first Helmet of the page (issue 31: CLS 0.218 on the Udyam tool,
        0.030 on PF). Each Helmet hands its tags to react-helmet as React reaches it, while the page
        hydrates in slices (gatsby-browser.tsx), and react-helmet applies what it has been given so
        far at the next frame: with these styles in a later Helmet, a slow phone painted a frame with
        only the head tags', the styles taken out of the head, and the form jumped and came back.
        Here every state react-helmet applies has them, so the prerendered <style> stays in place.
      */}
      <Helmet>
        <style>{page.toolCss}</style>
      </Helmet>
      {/* The head tags and breadcrumb in the page's language, made at build time (gatsby/build-html.ts plainHead). */}
      <HeadTags head={page.headTags} />
      <StaticHtml part={page.parts.hero} />
      <div className="tool-page">
        <div className="container container--narrow">
          <NoScript />
          <ThresholdsContext.Provider value={data.thresholds ?? null}>{children}</ThresholdsContext.Provider>
          {page.html && <div className="prose tool-text" dangerouslySetInnerHTML={{ __html: page.html }} />}
        </div>
      </div>
      <StaticHtml part={page.parts.cta} />
    </Layout>
  )
}

/** What a reader without JavaScript is told (inside the Layout, which provides the page's words). */
function NoScript() {
  return (
    <noscript>
      <p className="tool-noscript">{useToolWords().page.noscript}</p>
    </noscript>
  )
}
