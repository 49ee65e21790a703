import * as React from "react"
import { graphql } from "gatsby"
import { Helmet } from "react-helmet"
import { PageHero } from "../guide/PageHero"
import { CtaBand } from "../sections/CtaBand"
import { Layout } from "../shell/Layout"
import { useStrings } from "../common/Strings"
import { useToolWords } from "./words"
import { HeadTags } from "../shell/HeadTags"
import type { HeadData } from "../../lib/head-data"
import { ToolFactsProvider, type ToolFactNodes } from "./ToolFacts"
import type { Thresholds } from "../../lib/tools/thresholds"
import { QuotePathContext } from "./ToolResult"

export const toolPageFields = graphql`
  fragment ToolPageFields on MarkdownRemark {
    html
    toolCss
    frontmatter {
      title
      heading
      description
      keywords
      lead
    }
  }
`

/** What a tool template's page query returns (see the ToolPageFields fragment). */
export interface ToolPageData<Words = unknown> {
  /** The template's own words in the page's language (a calculator's: src/config/strings/calculator-words.ts). */
  words?: Words | null
  /** Every fact, from the data layer: the tools compute with the values the guides print. */
  facts: ToolFactNodes
  /** The limits, rates and fees the calculators use, worked out from the facts by the build (`thresholds: toolThresholds`). */
  thresholds?: Thresholds | null
  markdownRemark: {
    /** The head tags and breadcrumb, made at build time (gatsby/build-html.ts plainHead). */
    headTags: HeadData
    /** The tools' styles, made at build time (gatsby/build-html.ts toolCss), so the JavaScript does not carry them. */
    toolCss: string
    html?: string | null
    frontmatter: {
      title: string
      heading?: string | null
      description: string
      keywords?: ReadonlyArray<string | null> | null
      lead?: string | null
    }
  } | null
}

export const TOOLS_PATH = "/tools"

/**
 * A tool page: the title and lead, the interactive tool, then the Markdown
 * text that states the rules and limits the tool uses, so the page explains
 * itself with JavaScript off. `whatsappText` is the greeting of the page's WhatsApp
 * button, or a hook that reads it from the page's words table (a tool translated into other
 * languages: useWizardWhatsappText), called as the page renders inside the Layout.
 */
export function ToolPage(props: { data: ToolPageData; canonical: string; whatsappText: string | (() => string); children: React.ReactNode }) {
  return (
    <Layout>
      <ToolPageBody {...props} />
    </Layout>
  )
}

/** The page inside the Layout, which provides the words of the page's language. */
function ToolPageBody({
  data,
  canonical,
  whatsappText,
  children,
}: {
  data: ToolPageData
  canonical: string
  whatsappText: string | (() => string)
  children: React.ReactNode
}) {
  const shell = useStrings("shell")
  const words = useToolWords().page
  // A page passes either a string or the same hook every time, so the hooks run in the same order.
  const useWhatsappText = typeof whatsappText === "string" ? () => whatsappText : whatsappText
  const whatsapp = useWhatsappText()
  const page = data.markdownRemark!
  const fm = page.frontmatter
  const heading = fm.heading || fm.title
  const crumbs = [
    { label: words.home, path: shell.homePath },
    { label: words.tools, path: shell.toolsPath },
    { label: heading, path: canonical },
  ]
  return (
    <>
      {/* The head tags and breadcrumb in the page's language, made at build time (gatsby/build-html.ts plainHead). */}
      <HeadTags head={page.headTags} />
      <Helmet>
        <style>{page.toolCss}</style>
      </Helmet>
      <PageHero crumbs={crumbs} heading={heading} lead={fm.lead} />
      <div className="tool-page">
        <div className="container container--narrow">
          <noscript>
            <p className="tool-noscript">{words.noscript}</p>
          </noscript>
          <QuotePathContext.Provider value={shell.contactPath}>
            <ToolFactsProvider facts={data.facts} thresholds={data.thresholds}>
              {children}
            </ToolFactsProvider>
          </QuotePathContext.Provider>
          {page.html && <div className="prose tool-text" dangerouslySetInnerHTML={{ __html: page.html }} />}
        </div>
      </div>
      <CtaBand whatsappText={whatsapp} />
    </>
  )
}
