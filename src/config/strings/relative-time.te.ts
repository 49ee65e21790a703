/** A review's age in Telugu (src/lib/relative-time.ts); build-only. "2 వారాల క్రితం", "1 నెల క్రితం". */
import type { RelativeTimeWords, TimeUnit } from "../../lib/relative-time"

/** Each unit: one, and more than one in the joined form used before క్రితం. */
const UNITS: Record<TimeUnit, [string, string]> = {
  minute: ["నిమిషం", "నిమిషాల"],
  hour: ["గంట", "గంటల"],
  day: ["రోజు", "రోజుల"],
  week: ["వారం", "వారాల"],
  month: ["నెల", "నెలల"],
  year: ["సంవత్సరం", "సంవత్సరాల"],
}

export const relativeTimeTe: RelativeTimeWords = {
  ago: (count, unit) => `${count} ${UNITS[unit][count === 1 ? 0 : 1]} క్రితం`,
}
