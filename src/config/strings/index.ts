/**
 * The words the components show, one table per language (issue 24). Each area of the site has
 * its own file (`<area>.ts` in English, `<area>.te.ts` in Telugu, typed by the English one, so a
 * missing Telugu string fails the type check). The English table is the default of
 * `useStrings()` (src/components/common/Strings.tsx); the Telugu one is read only at build time
 * (gatsby/build-html.ts) and reaches Telugu pages in their shell's data, so English pages never
 * carry Telugu.
 */
import { formsEn } from "./forms"
import { quoteSentEn } from "./forms-sent"
import { guideEn } from "./guide"
import { searchEn } from "./search"
import { sectionsEn } from "./sections"
import { shellEn } from "./shell"
import { notFoundEn } from "./not-found"
import { contactDetailsEn } from "./contact-details"
import { shellStaticEn } from "./shell-static"
import { guideStaticEn } from "./guide-static"
import { guidePartsEn } from "./guide-parts"
import { sectionsStaticEn } from "./sections-static"
import { toolsEn } from "./tools"

export const EN = {
  shellStatic: shellStaticEn,
  guideStatic: guideStaticEn,
  sectionsStatic: sectionsStaticEn,
  shell: shellEn,
  notFound: notFoundEn,
  contactDetails: contactDetailsEn,
  guide: guideEn,
  guideParts: guidePartsEn,
  sections: sectionsEn,
  forms: formsEn,
  quoteSent: quoteSentEn,
  search: searchEn,
  tools: toolsEn,
}
export type UiStrings = typeof EN

export { fill } from "./fill"
