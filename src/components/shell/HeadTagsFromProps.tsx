import * as React from "react"
import { headData, type HeadDataInput } from "../../lib/head-data"
import { HeadTags } from "./HeadTags"
import { alternatesOf } from "../../lib/i18n"
import type { PageLanguages } from "../common/PagePath"

/**
 * Head tags computed in the page (the combined screens' `Head`, whose FAQPage gathers the FAQs of
 * the guides they stack). The other templates get theirs from the build (HeadTags with `guidePage`,
 * `pageHead` or `headTags`). `languages`: the page's language and its other-language versions,
 * from its page context (gatsby/pages.ts).
 */
export function HeadTagsFromProps({ languages, children, ...props }: HeadDataInput & { languages: Partial<PageLanguages>; children?: React.ReactNode }) {
  const lang = languages.lang ?? "en"
  const head = headData({ lang, alternates: alternatesOf(props.canonicalPath, languages.translations ?? [lang]), ...props })
  return <HeadTags head={head}>{children}</HeadTags>
}
