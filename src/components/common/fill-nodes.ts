import * as React from "react"

/**
 * A table's template with its {name} slots filled by elements (links) or text, as React children:
 * fillNodes("Tip: {search} for …", { search: <Link …/> }). Each slot's value stays its own node
 * (as in JSX), the text between them is one; `lead` goes before the first text (" " after an icon).
 */
export function fillNodes(template: string, values: Record<string, React.ReactNode>, lead = ""): React.ReactNode[] {
  const nodes: React.ReactNode[] = []
  let text = lead
  template.split(/(\{\w+\})/).forEach((piece, i) => {
    const slot = /^\{(\w+)\}$/.exec(piece)
    if (slot && slot[1] in values) {
      if (text) nodes.push(text)
      text = ""
      const value = values[slot[1]]
      nodes.push(React.isValidElement(value) ? React.cloneElement(value, { key: i }) : value)
    } else {
      text += piece
    }
  })
  if (text) nodes.push(text)
  return nodes
}
