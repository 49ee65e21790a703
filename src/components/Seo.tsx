import * as React from "react"
import { Helmet } from "react-helmet"
import { headTags, type HeadInput } from "../lib/head"

/** Per-page head tags through react-helmet (prerendered by gatsby-plugin-react-helmet). */
export function Seo(props: HeadInput) {
  const tags = headTags(props)
  return (
    <Helmet htmlAttributes={{ lang: "en-IN" }}>
      <title>{tags.title}</title>
      {tags.meta.map(m => (
        <meta key={m.name ?? m.property} {...m} />
      ))}
      <link rel="canonical" href={tags.canonical} />
    </Helmet>
  )
}
