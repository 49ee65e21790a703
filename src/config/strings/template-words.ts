/**
 * The words the templates themselves write (issue 33), in English: the law-update pages and the
 * combined screens. They reach a page through its page data, in its own language (the
 * `templateWords` field: gatsby/build-html.ts templateWords), not through its JavaScript, so a
 * Telugu page carries Telugu words and an English page never downloads them. Telugu:
 * template-words.te.ts, typed by this file.
 */
export const templateWordsEn = {
  /** src/templates/update.tsx and updates.tsx. */
  updates: {
    /** The kicker above an update's title, linking to /updates. */
    lawUpdates: "Law updates",
    /** Under an update's title ({date}: "1 April 2026"). */
    inForce: "In force from {date}",
    officialSource: "Official source",
    guidesUpdated: "Guides we updated",
    allUpdates: "All law updates",
    /** /updates: the feed and the calendar. */
    followFeed: "Follow the updates (RSS feed)",
    subscribeCalendar: "Subscribe to the compliance calendar",
    /** The calendar in the page's language. */
    calendarPath: "/tools/compliance-calendar",
    /** /updates: each entry's lines ({source} and {guides}: links). */
    entrySource: "Official source: {source}",
    entryGuides: "Guides updated: {guides}",
    /** /updates: the list of the changes' titles above the entries (review 9: 22 entries and no way to scan them). */
    contents: "The changes, newest first",
  },
  /** src/templates/combined.tsx: under each stacked guide, and the call to action's WhatsApp message. */
  combined: {
    /** {full}: a link "Open the full {name} page"; {quote}: a link "get a quote for it". */
    partLinks: "{full} or {quote}",
    openFull: "Open the full {name} page",
    quoteFor: "get a quote for it",
    /** The fold of each part below 1024px, and of the Sources list. */
    readPart: "Read this part in full",
    sourcesFold: "Sources of the figures",
    /** Above the links to each part's own Sources, in the fold's HTML (PartSourceLinks). */
    sourcesOnParts: "Each part's page lists its figures with the Act, rule or notification each comes from and the date it applies from:",
    whatsapp: "Hello, I need help with {name}.",
    /** The breadcrumb's first step: the home page of the page's language. */
    home: "Home",
    homePath: "/",
  },
}
export type TemplateWords = typeof templateWordsEn
