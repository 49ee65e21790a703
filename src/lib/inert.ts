/**
 * Makes everything on the page inert except the given elements (and their
 * ancestors, which must stay usable for the kept elements to be): the
 * siblings of each element on the way up to <body> get the `inert`
 * attribute. Elements that were inert already are left as they were.
 * Returns the function that undoes it.
 *
 * Used by the open menu drawer: keyboard focus, clicks and the accessibility
 * tree are then confined to the drawer (WAI-ARIA modal pattern).
 */
export function inertOutside(
  keep: ReadonlyArray<Element | null | undefined>,
  { skip = () => false }: { skip?: (el: Element) => boolean } = {},
): () => void {
  const kept = keep.filter((el): el is Element => Boolean(el))
  const changed: Element[] = []
  const holdsKept = (el: Element) => kept.some(k => el === k || el.contains(k))
  const seen = new Set<Element>()
  for (const start of kept) {
    let node: Element | null = start
    while (node && node !== document.body && node.parentElement) {
      const parent: Element = node.parentElement
      if (!seen.has(parent)) {
        seen.add(parent)
        for (const sibling of Array.from(parent.children)) {
          if (holdsKept(sibling) || sibling.hasAttribute("inert") || skip(sibling)) continue
          if (sibling.tagName === "SCRIPT" || sibling.tagName === "STYLE") continue
          sibling.setAttribute("inert", "")
          changed.push(sibling)
        }
      }
      node = parent
    }
  }
  return () => {
    for (const el of changed) el.removeAttribute("inert")
  }
}
