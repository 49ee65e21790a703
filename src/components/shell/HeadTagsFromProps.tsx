import * as React from "react"
import { headData, type HeadDataInput } from "../../lib/head-data"
import { SeoTags } from "./HeadTags"

/**
 * Per-page head tags through react-helmet (prerendered by gatsby-plugin-react-helmet), computed
 * in the page. The guides and `page` pages get the same values from the build (SeoTags).
 */
export function Seo(props: HeadDataInput) {
  return <SeoTags head={headData(props)} />
}
