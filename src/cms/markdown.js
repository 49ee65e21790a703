/**
 * Markdown to HTML in the browser, for the CMS preview, with the same
 * libraries and options gatsby-transformer-remark uses for the site (remark
 * 13 with GitHub tables and inline footnotes, raw HTML such as the
 * <!-- block:... --> markers kept) and the site's heading ids.
 */
const remark = require("remark")
const remarkGfm = require("remark-gfm")
const remarkFootnotes = require("remark-footnotes")
const toHast = require("mdast-util-to-hast")
const toHtml = require("hast-util-to-html")
const { addHeadingIds } = require("../../plugins/gatsby-remark-heading-ids")

const processor = remark().use(remarkGfm).use(remarkFootnotes, { inlineNotes: true })

/** @param {string} markdown @returns {string} */
function markdownToHtml(markdown) {
  const tree = processor.runSync(processor.parse(markdown))
  addHeadingIds(tree)
  return toHtml(toHast(tree, { allowDangerousHtml: true }), { allowDangerousHtml: true })
}

module.exports = { markdownToHtml }
