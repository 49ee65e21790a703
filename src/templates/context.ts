/** What gatsby-node passes to every page it creates. */
export interface PageContext {
  id: string
  canonical: string
  isAlias: boolean
  noindex: boolean
  includes: string[]
  listing: string[]
}
