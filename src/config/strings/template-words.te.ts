/** The templates' own words in Telugu (see template-words.ts). Read at build time only. */
import type { TemplateWords } from "./template-words"

export const templateWordsTe: TemplateWords = {
  updates: {
    lawUpdates: "చట్ట మార్పులు",
    inForce: "{date} నుంచి అమల్లో",
    officialSource: "అధికారిక ఆధారం",
    guidesUpdated: "మేము మార్చిన గైడ్‌లు",
    allUpdates: "అన్ని చట్ట మార్పులు",
    followFeed: "మార్పులను అనుసరించండి (RSS ఫీడ్)",
    subscribeCalendar: "గడువు తేదీల క్యాలెండర్‌కు సబ్‌స్క్రైబ్ చేయండి",
    calendarPath: "/te/tools/compliance-calendar",
    entrySource: "అధికారిక ఆధారం: {source}",
    entryGuides: "మార్చిన గైడ్‌లు: {guides}",
    contents: "మార్పులు, తాజావి ముందుగా",
  },
  combined: {
    partLinks: "{full} లేదా {quote}",
    openFull: "{name} పూర్తి పేజీ చూడండి",
    quoteFor: "దీనికి కొటేషన్ పొందండి",
    readPart: "ఈ భాగం పూర్తిగా చదవండి",
    sourcesFold: "అంకెలకు ఆధారాలు",
    sourcesOnParts: "ప్రతి అంకె ఏ చట్టం, రూల్ లేదా నోటిఫికేషన్ నుంచి వచ్చిందో, ఏ తేదీ నుంచి వర్తిస్తుందో ఆ భాగం పూర్తి పేజీలో ఉంది:",
    whatsapp: "నమస్తే, నాకు {name} విషయంలో సహాయం కావాలి.",
    home: "హోమ్",
    homePath: "/te",
  },
}
