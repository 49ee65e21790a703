/**
 * What react-helmet asks when its props may have changed, in the pages' JavaScript: whether they are
 * the same value. react-helmet's only use of react-fast-compare (0.8 KB gzipped on every page) is
 * `shouldComponentUpdate() { return !isEqual(this.props, nextProps) }`, a deep comparison that lets
 * it skip a render whose head would be the same. The pages' head tags come from their page data
 * (src/components/shell/HeadTags.tsx) and a page renders them again only when it changes (another
 * page, another hash), where Helmet then compares the tags themselves and leaves the head's
 * unchanged ones in place (isEqualNode). So the browser bundle takes this function instead of
 * react-fast-compare (gatsby-node.ts onCreateWebpackConfig, issue 31); the build's renderer keeps
 * the package.
 */
export default function helmetPropsEqual(a: unknown, b: unknown): boolean {
  return a === b
}
