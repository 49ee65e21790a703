/**
 * gatsby-transformer-remark sub-plugin: sets id="<slug>" on every h2 and h3
 * of a Markdown page, so a section can be linked as /path#slug (search
 * results use this). Ids follow GitHub's slugs; see slug.js.
 */
const { headingSlugger, HEADING_DEPTHS } = require("./slug")

/** The plain text of an mdast node (text, inline code, emphasis, links...). */
function textOf(node) {
  if (typeof node.value === "string") return node.value
  if (Array.isArray(node.children)) return node.children.map(textOf).join("")
  return ""
}

function headingsOf(node, found = []) {
  if (node.type === "heading") found.push(node)
  else if (Array.isArray(node.children)) node.children.forEach(child => headingsOf(child, found))
  return found
}

function addHeadingIds(markdownAST) {
  const slugger = headingSlugger()
  for (const heading of headingsOf(markdownAST)) {
    if (!HEADING_DEPTHS.includes(heading.depth)) continue
    const id = slugger.slug(textOf(heading))
    heading.data = heading.data || {}
    heading.data.id = id
    heading.data.hProperties = { ...(heading.data.hProperties || {}), id }
  }
  return markdownAST
}

module.exports = ({ markdownAST }) => addHeadingIds(markdownAST)
module.exports.addHeadingIds = addHeadingIds
module.exports.textOf = textOf
