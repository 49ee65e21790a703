/**
 * The law updates' feeds, one a language (gatsby-config.ts, gatsby-plugin-feed): where each is
 * written, which pages link it, and its words. Build-only: no page imports this module.
 */
import { FEED_LINK_TITLE, FEED_PATH, FEED_TITLE, UPDATE_LINE_WORDS_EN, type UpdateLineWords } from "./updates"
import { updateLineWordsTe } from "../config/strings/updates.te"
import { feedWordsTe } from "../config/strings/feeds.te"

export const FEED_LANGUAGES = ["en", "te"] as const
export type FeedLanguage = (typeof FEED_LANGUAGES)[number]

export interface FeedWords {
  /** The feed file's path. */
  path: string
  /** The updates page the feed stands for. */
  page: string
  /** A regular expression (as text) on a page's path: the pages whose head links this feed. */
  match: string
  title: string
  linkTitle: string
  description: string
  /** The RSS <language>. */
  language: string
  /** The words before each entry's official source. */
  source: string
  lines: UpdateLineWords
}

const EN: FeedWords = {
  path: FEED_PATH,
  page: "/updates",
  // Every page but the Telugu ones (/te and below).
  match: "^/(?!te(/|$))",
  title: FEED_TITLE,
  linkTitle: FEED_LINK_TITLE,
  description: "Changes in the law (fees, limits, forms and due dates) that the guides of the site follow, each with its official source.",
  language: "en-IN",
  source: "Official source:",
  lines: UPDATE_LINE_WORDS_EN,
}

const TE: FeedWords = {
  path: "/te/updates.xml",
  page: "/te/updates",
  match: "^/te(/|$)",
  ...feedWordsTe,
  language: "te",
  lines: updateLineWordsTe,
}

export function feedWords(lang: FeedLanguage): FeedWords {
  return lang === "te" ? TE : EN
}
