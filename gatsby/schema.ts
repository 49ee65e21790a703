import type { GatsbyNode } from "gatsby"
import { interpolateFacts, interpolateFactsHtml } from "../src/lib/facts"

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

  type Glance { label: String! @facts, value: String! @facts }
  type Card { title: String! @facts, text: String @facts, path: String, icon: String, value: String @facts }
  type Step { title: String! @facts, text: String @facts }
  type Faq { question: String! @facts, answer: String! @facts }
  type Portal { label: String! @facts, url: String!, text: String @facts }
  type Cta { heading: String @facts, text: String @facts, label: String @facts, path: String }
  type Testimonial { name: String!, company: String, content: String! @facts, rating: Int! }

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
  }
`

export const createSchemaCustomization: GatsbyNode["createSchemaCustomization"] = ({ actions }) => {
  actions.createFieldExtension({
    name: "facts",
    extend() {
      return {
        resolve(source: Record<string, unknown>, _args: unknown, _context: unknown, info: { fieldName: string }) {
          const value = source[info.fieldName]
          if (typeof value === "string") return interpolateFacts(value)
          if (Array.isArray(value)) return value.map(v => (typeof v === "string" ? interpolateFacts(v) : v))
          return value
        },
      }
    },
  })
  actions.createTypes(typeDefs)
}

/** The rendered Markdown body, with fact tokens resolved. */
export const createResolvers: GatsbyNode["createResolvers"] = ({ createResolvers }) => {
  createResolvers({
    MarkdownRemark: {
      html: {
        async resolve(source: unknown, args: unknown, context: unknown, info: any) {
          const html: string | null = await info.originalResolver(source, args, context, info)
          if (typeof html !== "string") return html
          try {
            return interpolateFactsHtml(html)
          } catch (error) {
            const file = (source as { fileAbsolutePath?: string }).fileAbsolutePath ?? "a Markdown file"
            throw new Error(`${file}: ${(error as Error).message}`)
          }
        },
      },
    },
  })
}
