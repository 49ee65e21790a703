/**
 * GitHub-style heading slugs ("## Costs and timelines" -> "costs-and-timelines"),
 * shared by the remark plugin that writes the ids and the search index that
 * links to them, so both always agree.
 *
 * github-slugger is already installed with gatsby-transformer-remark
 * (through mdast-util-toc); it strips punctuation and symbols the way GitHub does.
 */
const GithubSlugger = require("github-slugger")

/** Heading levels that get an id: the guide's sections and sub-sections. */
const HEADING_DEPTHS = [2, 3]

/** Telugu letters and signs (U+0C00-U+0C7F). */
const TELUGU = /[\u0C00-\u0C7F]/

/**
 * The slug of one heading text, without de-duplication. A heading in Telugu gets none (so the
 * slugger numbers it "section", "section-1", ...): its GitHub slug kept the Telugu words, 9 bytes
 * a letter in every link to it ("#%E0%B0%97...") and 3 in the id, written twice on a page (the
 * heading and "On this page") and far apart, where gzip cannot share them: about 0.4 KB of the
 * Telugu combined GST screen's gzipped HTML (issue 33, its 22 KB budget).
 */
function slug(text) {
  const base = GithubSlugger.slug(String(text).trim())
  return TELUGU.test(base) ? "" : base
}

/**
 * A slugger for one document: a repeated heading gets "-1", "-2"... like GitHub,
 * and an empty slug (a heading of symbols only) becomes "section".
 */
function headingSlugger() {
  const slugger = new GithubSlugger()
  return {
    slug(text) {
      const base = slug(text)
      return slugger.slug(base === "" ? "section" : base)
    },
  }
}

module.exports = { slug, headingSlugger, HEADING_DEPTHS }
