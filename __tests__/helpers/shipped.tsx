/**
 * The components the pages ship, rendered in the unit tests with the parts the build makes for
 * them (gatsby/build-html.ts): the header and footer with their links-only parts as HTML (the
 * SiteShell static query), a guide's body with its static blocks as HTML (the `guideBody` field).
 */
import * as React from "react"
import { useStaticQuery } from "gatsby"
import { guideBody, siteShell, type GuideSource } from "../../gatsby/build-html"
import { GuideBodyWithStaticParts, type GuideData } from "../../src/components/guide/GuideBodyWithStaticParts"
import type { Locale } from "../../src/lib/i18n"

/** The site's shell in a language, as the SiteShell static query returns it to HeaderWithStaticParts and FooterWithStaticParts. */
export function useBuiltShell(lang: Locale = "en", translated: readonly string[] = []): void {
  ;(useStaticQuery as jest.Mock).mockReturnValue({ siteShell: siteShell(lang, translated) })
}

/** A guide's body as the guide template renders it: the parts the build makes from its Markdown and frontmatter. */
export function ShippedGuideBody({ guide, level = 2 }: { guide: GuideData; level?: 2 | 3 }) {
  const parts = guideBody({ html: guide.html ?? "", fm: guide.frontmatter } as unknown as GuideSource, level)
  return <GuideBodyWithStaticParts parts={parts} fm={guide.frontmatter} level={level} />
}
