import * as React from "react"
import { headData, type HeadDataInput } from "../../lib/head-data"
import { HeadTags } from "./HeadTags"
import { PageLanguage } from "../common/PagePath"
import { alternatesOf } from "../../lib/alternates"

/**
 * Per-page head tags through react-helmet (prerendered by gatsby-plugin-react-helmet), computed
 * in the page. The guides and `page` pages get the same values from the build (HeadTags).
 */
export function HeadTagsFromProps(props: HeadDataInput) {
  // The page's language and its other-language versions, from its page context (gatsby/pages.ts).
  const { lang, translations } = React.useContext(PageLanguage)
  return <HeadTags head={headData({ lang, alternates: alternatesOf(props.canonicalPath, translations), ...props })} />
}
