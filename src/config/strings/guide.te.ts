import type { GuideStrings } from "./guide"

/** guide.ts in Telugu (content/glossary.te.yml). */
export const guideTe: GuideStrings = {
  helloService: "నమస్కారం, నాకు {service} విషయంలో సహాయం కావాలి.",
}
