import type { GatsbyNode } from "gatsby"
import { escapeHtml, factKeys, resolveTokens, type Fact } from "../src/lib/facts"
import { FACT_TYPE, factNodeId } from "./facts"

/**
 * The frontmatter of every Markdown page, declared so that GraphQL types do
 * not depend on which fields happen to be used, and so that fact tokens
 * ({{group.name}}) are resolved wherever text is read.
 */
const typeDefs = `
  type MarkdownRemark implements Node {
    frontmatter: Frontmatter!
  }

  type Frontmatter {
    path: String!
    aliases: [String!]
    redirect_from: [String!]
    template: String!
    title: String! @facts
    heading: String @facts
    reviewed: Date @dateformat(formatString: "YYYY-MM-DD")
    fees: Fees
    description: String! @facts
    keywords: [String!]
    category: String
    order: Int
    lead: String @facts
    glance: [Glance!]
    featuresHeading: String @facts
    features: [Card!]
    pros: [String!] @facts
    cons: [String!] @facts
    stepsHeading: String @facts
    steps: [Step!]
    documentsHeading: String @facts
    documents: [String!] @facts
    collapsiblesHeading: String @facts
    collapsibles: [Faq!]
    faqs: [Faq!]
    important: [String!] @facts
    portals: [Portal!]
    enquiry: Boolean
    disclaimer: String @facts
    cta: Cta
    includes: [String!]
    listing: [String!]
    sections: [Section!]
  }

  type Fees { ours: String @facts, government: String @facts, time: String @facts, example: Boolean }
  type Glance { label: String! @facts, value: String! @facts }
  type Card { title: String! @facts, text: String @facts, path: String, icon: String, value: String @facts }
  type Step { title: String! @facts, text: String @facts }
  type Faq { question: String! @facts, answer: String! @facts }
  type Portal { label: String! @facts, url: String!, text: String @facts }
  type Cta { heading: String @facts, text: String @facts, label: String @facts, path: String }
  type Testimonial { name: String!, company: String, content: String! @facts, rating: Int! }

  """One figure of content/facts.json (gatsby/facts.ts); pages read it through {{group.name}} tokens."""
  type Fact implements Node @dontInfer {
    key: String!
    group: String!
    name: String!
    value: String!
    label: String!
    kind: String!
    source: String
    sourceTitle: String
    effective: String
    until: String
    checked: String
    basis: String
    note: String
  }

  type Section {
    type: String!
    id: String
    heading: String @facts
    intro: String @facts
    text: String @facts
    items: [Card!]
    steps: [Step!]
    list: [String!] @facts
    testimonials: [Testimonial!]
    stats: [String!]
    button: Cta
    secondary: Cta
    variant: String
  }
`

interface NodeModel {
  getNodeById(args: { id: string; type?: string }): unknown
}
interface ResolverContext {
  nodeModel: NodeModel
}
type CreateNodeId = (input: string) => string

/**
 * Reads facts through the data layer, so that the page whose query resolves a
 * token depends on that fact's node. A token naming no fact is left as written:
 * gatsby/pages.ts reports it with its file and stops the build.
 */
function factLookup(createNodeId: CreateNodeId, context: ResolverContext) {
  return (key: string) => (context.nodeModel.getNodeById({ id: factNodeId(createNodeId, key), type: FACT_TYPE }) as Fact | null) ?? undefined
}

function resolveText(text: string, lookup: (key: string) => Fact | undefined, escape?: (s: string) => string): string {
  return resolveTokens(text, lookup, escape)
}

export const createSchemaCustomization: GatsbyNode["createSchemaCustomization"] = ({ actions, createNodeId }) => {
  actions.createFieldExtension({
    name: "facts",
    extend() {
      return {
        resolve(source: Record<string, unknown>, _args: unknown, context: ResolverContext, info: { fieldName: string }) {
          const value = source[info.fieldName]
          const lookup = factLookup(createNodeId, context)
          if (typeof value === "string") return resolveText(value, lookup)
          if (Array.isArray(value)) return value.map(v => (typeof v === "string" ? resolveText(v, lookup) : v))
          return value
        },
      }
    },
  })
  actions.createTypes(typeDefs)
}

interface MarkdownSource {
  rawMarkdownBody?: string
  frontmatter?: unknown
  fileAbsolutePath?: string
}

/** The rendered Markdown body with fact tokens resolved, and the facts a page uses (its Sources). */
export const createResolvers: GatsbyNode["createResolvers"] = ({ createResolvers, createNodeId }) => {
  // createNodeId is namespaced by plugin: this file and gatsby/facts.ts both run as the site's gatsby-node.
  const ids = createNodeId
  createResolvers({
    MarkdownRemark: {
      html: {
        async resolve(source: MarkdownSource, args: unknown, context: ResolverContext, info: any) {
          const html: string | null = await info.originalResolver(source, args, context, info)
          if (typeof html !== "string") return html
          return resolveText(html, factLookup(ids, context), escapeHtml)
        },
      },
      factsUsed: {
        type: `[${FACT_TYPE}!]!`,
        description: "The facts this page's frontmatter and Markdown refer to, in order of first use.",
        resolve(source: MarkdownSource, _args: unknown, context: ResolverContext) {
          const lookup = factLookup(ids, context)
          const keys = [...new Set([...factKeys(source.frontmatter), ...factKeys(source.rawMarkdownBody ?? "")])]
          return keys.map(lookup).filter((fact): fact is Fact => Boolean(fact))
        },
      },
    },
  })
}
