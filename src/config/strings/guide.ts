/**
 * The words of a guide page's parts that run in the browser (the enquiry form's heading and intro,
 * "On this page", the law-update line, the document checklist and its WhatsApp message), in
 * English. A guide's hero, fees, Sources and call to action, which the build renders on a guide
 * but the combined screens and tool pages render in the browser, have theirs in guide-parts.ts;
 * the words only the build shows (aside, static blocks, tables) are in guide-static.ts. So a
 * guide's JavaScript carries neither.
 */
export const guideEn = {
  /** The WhatsApp message a guide's buttons open with ({service}: the guide's heading). */
  helloService: "Hello, I need help with {service}.",
  onThisPage: "On this page",
  enquireAbout: "Enquire about {service}",
  /** The enquiry block's form (its heading is enquireAbout). */
  enquiryIntro: "Share your number, e-mail and what you need; the form opens WhatsApp with your request ready to send.",
  /** A law change near the top of a guide (GuideUpdates; {date} as the query formats it). */
  updated: "Updated {date}: {title}",
  /** The document checklist (DocumentChecklist, src/lib/tools/checklist.ts); the message's first line is helloService. */
  checklist: {
    intro: "Tick the documents you already have. The WhatsApp message tells us what is still missing.",
    /** "{has} of {total}": {has} is one of `has`, chosen by how many the visitor has (Telugu's verb agrees with that number). */
    statusOne: "{has} of {total} document.",
    statusMany: "{has} of {total} documents.",
    has: { none: "You have 0", one: "You have {have}", many: "You have {have}" },
    send: "Send on WhatsApp",
    haveAll: "I have all {total} documents on your checklist:",
    stillNeed: "Documents I still need ({missing} of {total}):",
    haveNone: "Documents I have: none yet.",
    haveSome: "Documents I have ({have} of {total}):",
    nextSteps: "Please tell me the next steps.",
  },
}
export type GuideStrings = typeof guideEn
