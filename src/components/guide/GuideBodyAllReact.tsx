import * as React from "react"
import { guidePieces, INTERACTIVE_BLOCKS } from "../../lib/guide-html"
import { GuideBlockInteractive } from "./GuideBlockInteractive"
import { GuideBlockStatic } from "./GuideBlockStatic"
import type { GuideData } from "./GuideBodyWithStaticParts"
import { useStrings } from "../common/Strings"
import { guideEn } from "../../config/strings/guide"
import { guideStaticEn } from "../../config/strings/guide-static"
import { guidePartsEn } from "../../config/strings/guide-parts"

export type { GuideData }
export { demoteHeadings, prefixIds, wrapTables } from "../../lib/guide-html"

/**
 * A guide's body, all in React: Markdown text with its structured blocks placed where the
 * author marked them. The pages ship the same markup with the static parts as HTML
 * (GuideBodyWithStaticParts, built by gatsby/static-html.ts from the same components).
 */
export function GuideBodyAllReact({ guide, level = 2 }: { guide: GuideData; level?: 2 | 3 }) {
  const fm = guide.frontmatter
  const words = { ...useStrings("guide", guideEn), ...useStrings("guideStatic", guideStaticEn), ...useStrings("guideParts", guidePartsEn) }
  return (
    <>
      {guidePieces(guide.html ?? "", fm, level, words).map((piece, i) =>
        piece.kind === "html" ? (
          <div key={i} className="prose" dangerouslySetInnerHTML={{ __html: piece.html }} />
        ) : INTERACTIVE_BLOCKS.includes(piece.name) ? (
          <GuideBlockInteractive key={i} name={piece.name} id={piece.id} heading={piece.heading} fm={fm} level={level} />
        ) : (
          <GuideBlockStatic key={i} name={piece.name} id={piece.id} heading={piece.heading ?? ""} fm={fm} level={level} />
        ),
      )}
      {fm.disclaimer && <p className="disclaimer">{fm.disclaimer}</p>}
    </>
  )
}
