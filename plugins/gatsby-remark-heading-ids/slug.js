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

/** The slug of one heading text, without de-duplication. */
function slug(text) {
  return GithubSlugger.slug(String(text).trim())
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
