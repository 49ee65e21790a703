/**
 * The About page's team and credentials section.
 *
 * Before launch the owner adds each person's name and photo: put the photo
 * (square, at least 400x400 px, JPEG or WebP) in static/team/ and set `photo`
 * to its path, e.g. "/team/founder.jpg". Until then the page shows a marked
 * photo slot, and `npm run launch-check` lists the empty slots.
 */
export interface TeamMember {
  /** The person's name; null until the owner fills it in (the role is shown alone). */
  name: string | null
  role: string
  focus: string
  /** Path of the photo under static/, or null for the marked photo slot. */
  photo: string | null
}

export const team: TeamMember[] = [
  {
    name: null,
    role: "Founder and lead consultant",
    focus: "Company, LLP and OPC incorporations, Startup India and Udyam. Your first call for a new business.",
    photo: null,
  },
  {
    name: null,
    role: "GST and income tax",
    focus: "GST registrations, monthly and quarterly returns, income tax returns and Telangana professional tax.",
    photo: null,
  },
  {
    name: null,
    role: "Licences and employer registrations",
    focus: "FSSAI, GHMC trade and labour licences, IEC, ESI and PF, from the first application to each renewal.",
    photo: null,
  },
  {
    name: null,
    role: "Trademarks and documents",
    focus: "Trademark searches, applications and renewals; partnership deeds, agreements and declarations.",
    photo: null,
  },
]

/** Who does the work that the law reserves for a qualified professional, and how filings are made. */
export const credentials: string[] = [
  "Tax audit reports are prepared and signed by a practising chartered accountant.",
  "Trademark objection hearings and oppositions are handled by a registered trademark agent or an advocate.",
  "Company and LLP forms that the Ministry of Corporate Affairs requires to be certified are certified by a practising chartered accountant, company secretary or cost accountant.",
  "Every application is filed on the official government portal in your name, and the government fee is paid to the government.",
]
