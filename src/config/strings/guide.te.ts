import type { GuideStrings } from "./guide"

/** guide.ts in Telugu (content/glossary.te.yml). */
export const guideTe: GuideStrings = {
  helloService: "నమస్తే, నాకు {service} విషయంలో సహాయం కావాలి.",
  onThisPage: "ఈ పేజీలో",
  enquireAbout: "{service} గురించి అడగండి",
  enquiryIntro: "మీ ఫోన్ నంబర్, ఈ-మెయిల్, మీకు ఏమి కావాలో తెలపండి; పంపండి నొక్కగానే మీ అభ్యర్థనతో వాట్సాప్ సందేశం సిద్ధంగా తెరుచుకుంటుంది; మీరు పంపితే చాలు.",
  updated: "{date}న మార్పు: {title}",
  checklist: {
    intro: "మీ దగ్గర ఇప్పటికే ఉన్న పత్రాలకు టిక్ పెట్టండి. ఇంకా ఏవి లేవో వాట్సాప్ సందేశం మాకు తెలియజేస్తుంది.",
    statusOne: "మొత్తం {total} పత్రంలో {has}.",
    statusMany: "మొత్తం {total} పత్రాల్లో {has}.",
    has: { none: "మీ దగ్గర ఏదీ లేదు", one: "మీ దగ్గర {have} ఉంది", many: "మీ దగ్గర {have} ఉన్నాయి" },
    send: "వాట్సాప్‌లో పంపండి",
    haveAll: "మీ జాబితాలోని మొత్తం {total} పత్రాలూ నా దగ్గర ఉన్నాయి:",
    stillNeed: "ఇంకా కావాల్సిన పత్రాలు ({total}లో {missing}):",
    haveNone: "నా దగ్గర ఉన్న పత్రాలు: ఇంకా ఏవీ లేవు.",
    haveSome: "నా దగ్గర ఉన్న పత్రాలు ({total}లో {have}):",
    nextSteps: "తర్వాత ఏం చేయాలో దయచేసి చెప్పండి.",
  },
}
