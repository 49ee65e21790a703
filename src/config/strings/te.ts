/** The Telugu table (see index.ts). Imported by the build only (gatsby/build-html.ts), never by a component. */
import type { UiStrings } from "./index"
import { guideTe } from "./guide.te"
import { shellTe } from "./shell.te"

export const TE: UiStrings = {
  shell: shellTe,
  guide: guideTe,
}
