import * as React from "react"
import { headData, type HeadDataInput } from "../../lib/head-data"
import { HeadTags } from "./HeadTags"

/**
 * Per-page head tags through react-helmet (prerendered by gatsby-plugin-react-helmet), computed
 * in the page. The guides and `page` pages get the same values from the build (HeadTags).
 */
export function HeadTagsFromProps(props: HeadDataInput) {
  return <HeadTags head={headData(props)} />
}
