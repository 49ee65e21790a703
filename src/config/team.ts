/**
 * The About page's team and credentials section.
 *
 * Before launch the owner adds each person's name and photo: put the photo
 * (square, at least 400x400 px, JPEG or WebP) in static/team/ and set `photo`
 * to its path, e.g. "/team/founder.jpg". Until then the card shows the name's
 * initials (or, without a name, the role's icon) in a coloured circle, and
 * `npm run launch-check` lists each missing name and photo. The roles, focus and credentials
 * are words of the page: src/config/strings/sections.ts (English) and sections.te.ts (Telugu).
 */
import { sectionsStaticEn, type TeamKey } from "./strings/sections-static"
import type { IconName } from "./icons"

export interface TeamMember {
  /** The member's words in src/config/strings/sections.ts (`team`): their role and focus in each language. */
  key: TeamKey
  /** The person's name; null until the owner fills it in (the role is shown alone). */
  name: string | null
  role: string
  focus: string
  /** Path of the photo under static/, or null: the card then shows the initials or the role's icon. */
  photo: string | null
  /** The role's icon, in the circle while the member has neither photo nor name. */
  icon: IconName
}

export const team: TeamMember[] = [
  { key: "founder", name: null, photo: null, icon: "briefcase", ...sectionsStaticEn.team.founder },
  { key: "tax", name: null, photo: null, icon: "calculator", ...sectionsStaticEn.team.tax },
  { key: "licences", name: null, photo: null, icon: "stamp", ...sectionsStaticEn.team.licences },
  { key: "trademarks", name: null, photo: null, icon: "badge", ...sectionsStaticEn.team.trademarks },
]

/** Who does the work that the law reserves for a qualified professional, and how filings are made. */
export const credentials: string[] = Object.values(sectionsStaticEn.credentials)
