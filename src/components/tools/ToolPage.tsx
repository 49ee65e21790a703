import * as React from "react"
import { graphql } from "gatsby"
import { Helmet } from "react-helmet"
import { PageHero } from "../guide/PageHero"
import { CtaBand } from "../sections/CtaBand"
import { Layout } from "../shell/Layout"
import { HeadTagsFromProps } from "../shell/HeadTagsFromProps"
import { breadcrumbJsonLd } from "../../lib/structured-data"
import { TOOLS_CSS } from "./tools-css"
import { ToolFactsProvider, type ToolFactNodes } from "./ToolFacts"

export const toolPageFields = graphql`
  fragment ToolPageFields on MarkdownRemark {
    html
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
export interface ToolPageData {
  /** Every fact, from the data layer: the tools compute with the values the guides print. */
  facts: ToolFactNodes
  markdownRemark: {
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
 * itself with JavaScript off.
 */
export function ToolPage({
  data,
  canonical,
  whatsappText,
  children,
}: {
  data: ToolPageData
  canonical: string
  whatsappText: string
  children: React.ReactNode
}) {
  const page = data.markdownRemark!
  const fm = page.frontmatter
  const heading = fm.heading || fm.title
  const crumbs = [
    { label: "Home", path: "/" },
    { label: "Tools", path: TOOLS_PATH },
    { label: heading, path: canonical },
  ]
  return (
    <Layout>
      <HeadTagsFromProps title={fm.title} description={fm.description} keywords={fm.keywords} canonicalPath={canonical} structuredData={[breadcrumbJsonLd(crumbs)]} />
      <Helmet>
        <style>{TOOLS_CSS}</style>
      </Helmet>
      <PageHero crumbs={crumbs} heading={heading} lead={fm.lead} />
      <div className="tool-page">
        <div className="container container--narrow">
          <noscript>
            <p className="tool-noscript">
              This tool needs JavaScript, which is turned off in your browser. The rules and limits it uses are set out below, so you can
              work out the answer yourself, or call or message us.
            </p>
          </noscript>
          <ToolFactsProvider facts={data.facts}>{children}</ToolFactsProvider>
          {page.html && <div className="prose tool-text" dangerouslySetInnerHTML={{ __html: page.html }} />}
        </div>
      </div>
      <CtaBand whatsappText={whatsappText} />
    </Layout>
  )
}
