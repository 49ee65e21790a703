/**
 * The law updates' dates line and speed line in Telugu (src/lib/updates.ts UpdateLineWords).
 * Imported by the build only (gatsby/schema.ts, the Telugu feed in gatsby-config.ts): no page's
 * JavaScript carries these words.
 */
import type { UpdateLineWords } from "../../lib/updates"
import { guidePartsTe } from "./guide-parts.te"

export const updateLineWordsTe: UpdateLineWords = {
  months: guidePartsTe.months,
  notified: date => `నోటిఫై చేసిన తేదీ ${date}`,
  inForce: date => `అమల్లోకి ${date}`,
  onSite: date => `ఈ సైట్‌లో ${date}`,
  checked: date => `మా గైడ్‌లలో సరిచూసిన తేదీ ${date}`,
  daysAfter: days => ` (నోటిఫికేషన్ తర్వాత ${days} ${days === 1 ? "రోజుకు" : "రోజులకు"})`,
  speed: (median, count, began) =>
    `నోటిఫికేషన్ నుంచి ఈ సైట్‌కు: ఈ రికార్డు ${began}న మొదలైనప్పటి నుంచి నోటిఫై అయిన ${count} ${count === 1 ? "మార్పులో" : "మార్పుల్లో"} సాధారణంగా పట్టిన సమయం ${median} ${median === 1 ? "రోజు" : "రోజులు"}.`,
  noMedian: began =>
    `${began} నుంచి ప్రతి మార్పు నోటిఫై అయిన రోజు నుంచి ఈ సైట్‌కు చేరడానికి ఎన్ని రోజులు పట్టిందో నమోదు చేస్తున్నాం; అప్పటి నుంచి ఇంకా ఏ మార్పూ నోటిఫై కాలేదు, కాబట్టి ఇంకా లెక్క లేదు.`,
  eachEntry:
    "ప్రతి ఎంట్రీ మార్పు అమల్లోకి వచ్చిన తేదీ, ఈ సైట్‌లో కనిపించిన తేదీ చూపుతుంది; అధికారిక పాఠం నిర్ధారించిన చోట నోటిఫై అయిన తేదీ కూడా చూపుతుంది.",
}
