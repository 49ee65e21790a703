/**
 * `npm run launch-check`: what must be replaced before the site goes live.
 * Pure rules over the site's configuration and content (scripts/launch-check.mjs
 * reads the files); each problem names where to fix it.
 */
export interface GuideFees {
  /** The Markdown file, relative to the repository. */
  file: string
  fees?: { ours?: string | null; example?: boolean | null } | null
  /** What our fee includes (issue 22), on guides and combined screens. */
  inclusions?: { example?: boolean | null } | null
  /** "combined": a screen that stacks guides; it has no fee line of its own. */
  template?: string
}

export interface LaunchInput {
  /** src/config/site.ts (`site`). */
  site: unknown
  team: ReadonlyArray<{ name: string | null; role: string; photo: string | null }>
  /** Footer reviews (src/config/reviews.ts) and page testimonials, with `sample: true` while they are samples. */
  reviews: ReadonlyArray<{ name: string; sample?: boolean }>
  testimonials: ReadonlyArray<{ file: string; name: string; sample?: boolean | null }>
  guides: ReadonlyArray<GuideFees>
  /** Facts past their review date (`npm run facts:due`, src/lib/fact-review.ts). */
  dueFacts?: ReadonlyArray<{ key: string; reviewBy: string; pages: ReadonlyArray<{ path: string }> }>
}

import { isRealUrl } from "./links"

/** Tell-tale example values: example.com and the like (ఎగ్జాంపుల్ in the Telugu address), or the example phone number 98765 43210. */
const EXAMPLE = /\bexample\b|ఎగ్జాంపుల్|9876543210|98765[\s-]?43210/i

/** Every string in a nested object, with its path ("address.street"). */
export function stringLeaves(value: unknown, prefix = ""): [string, string][] {
  if (typeof value === "string") return [[prefix, value]]
  if (Array.isArray(value)) return value.flatMap((v, i) => stringLeaves(v, `${prefix}[${i}]`))
  if (value && typeof value === "object") {
    return Object.entries(value).flatMap(([k, v]) => stringLeaves(v, prefix ? `${prefix}.${k}` : k))
  }
  return []
}

/** The fields of `site` whose values are set in src/config/contact-basics.ts (what the pages' JavaScript needs) and src/config/contact.ts. */
const CONTACT_FILES: Record<string, string> = {
  businessName: "src/config/contact-basics.ts",
  phone: "src/config/contact-basics.ts",
  whatsapp: "src/config/contact-basics.ts",
  email: "src/config/contact-basics.ts",
  address: "src/config/contact.ts",
  mapUrl: "src/config/contact.ts",
  rating: "src/config/contact.ts",
}

export function launchProblems(input: LaunchInput): string[] {
  const problems: string[] = []
  for (const [path, value] of stringLeaves(input.site)) {
    const file = CONTACT_FILES[path.split(/[.[]/)[0]] ?? "src/config/site.ts"
    if (EXAMPLE.test(value)) problems.push(`${file}: ${path} is an example value (${JSON.stringify(value)})`)
  }
  const links = input.site as { social?: ReadonlyArray<{ name: string; url: string }>; videoChannelUrl?: string } | null
  for (const [i, s] of (links?.social ?? []).entries()) {
    if (!isRealUrl(s.url)) problems.push(`src/config/site.ts: social[${i}].url (${s.name}) is not set: the footer leaves its icon out until it is`)
  }
  if (links && "videoChannelUrl" in links && !isRealUrl(links.videoChannelUrl)) {
    problems.push("src/config/site.ts: videoChannelUrl is not set: the header leaves the video channel icon out until it is")
  }
  for (const member of input.team) {
    if (!member.name) problems.push(`src/config/team.ts: "${member.role}" has no name`)
    if (!member.photo) problems.push(`src/config/team.ts: "${member.role}" has no photo (the About page shows ${member.name ? "the initials" : "the role's icon"} in its place)`)
  }
  for (const review of input.reviews) {
    if (review.sample) problems.push(`src/config/reviews.ts: the review by "${review.name}" is a sample`)
  }
  for (const t of input.testimonials) {
    if (t.sample) problems.push(`${t.file}: the testimonial by "${t.name}" is a sample`)
  }
  for (const guide of input.guides) {
    if (guide.template !== "combined") {
      if (!guide.fees || !guide.fees.ours) problems.push(`${guide.file}: no fees (our fee, government fee, time) for the guide's fee line`)
      else if (guide.fees.example) problems.push(`${guide.file}: fees.ours ${JSON.stringify(guide.fees.ours)} is an example value (fees.example: true)`)
    }
    if (guide.inclusions?.example) problems.push(`${guide.file}: inclusions (what our fee covers and what it does not) are an example (inclusions.example: true)`)
  }
  for (const fact of input.dueFacts ?? []) {
    const pages = fact.pages.length > 0 ? `; shown on ${fact.pages.map(p => p.path).join(", ")}` : ""
    problems.push(`content/facts.json: fact "${fact.key}" is past its review date ${fact.reviewBy} (npm run facts:due)${pages}`)
  }
  return problems
}
