/**
 * The About page's team and credentials section.
 *
 * Before launch the owner adds each person's name and photo: put the photo
 * (square, at least 400x400 px, JPEG or WebP) in static/team/ and set `photo`
 * to its path, e.g. "/team/founder.jpg". Until then the page shows a marked
 * photo slot, and `npm run launch-check` lists the empty slots. The roles, focus and credentials
 * are words of the page: src/config/strings/sections.ts (English) and sections.te.ts (Telugu).
 */
import { sectionsEn, type TeamKey } from "./strings/sections"

export interface TeamMember {
  /** The member's words in src/config/strings/sections.ts (`team`): their role and focus in each language. */
  key: TeamKey
  /** The person's name; null until the owner fills it in (the role is shown alone). */
  name: string | null
  role: string
  focus: string
  /** Path of the photo under static/, or null for the marked photo slot. */
  photo: string | null
}

export const team: TeamMember[] = [
  { key: "founder", name: null, photo: null, ...sectionsEn.team.founder },
  { key: "tax", name: null, photo: null, ...sectionsEn.team.tax },
  { key: "licences", name: null, photo: null, ...sectionsEn.team.licences },
  { key: "trademarks", name: null, photo: null, ...sectionsEn.team.trademarks },
]

/** Who does the work that the law reserves for a qualified professional, and how filings are made. */
export const credentials: string[] = Object.values(sectionsEn.credentials)
