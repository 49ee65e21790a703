/** The Telugu table (see index.ts). Imported by the build only (gatsby/build-html.ts), never by a component. */
import type { UiStrings } from "./index"
import { formsTe } from "./forms.te"
import { quoteSentTe } from "./forms-sent.te"
import { guideTe } from "./guide.te"
import { searchTe } from "./search.te"
import { sectionsTe } from "./sections.te"
import { shellTe } from "./shell.te"
import { notFoundTe } from "./not-found.te"
import { contactDetailsTe } from "./contact-details.te"
import { shellStaticTe } from "./shell-static.te"
import { guideStaticTe } from "./guide-static.te"
import { guidePartsTe } from "./guide-parts.te"
import { sectionsStaticTe } from "./sections-static.te"
import { toolsTe } from "./tools.te"

export const TE: UiStrings = {
  shellStatic: shellStaticTe,
  guideStatic: guideStaticTe,
  sectionsStatic: sectionsStaticTe,
  shell: shellTe,
  notFound: notFoundTe,
  contactDetails: contactDetailsTe,
  guide: guideTe,
  guideParts: guidePartsTe,
  sections: sectionsTe,
  forms: formsTe,
  quoteSent: quoteSentTe,
  search: searchTe,
  tools: toolsTe,
}
