/**
 * react-helmet for the CMS preview: the preview must not change the editor's
 * own <head> (its title, meta tags and JSON-LD), so only <style> elements
 * (the tools' own CSS) are rendered, where the component stands.
 */
import * as React from "react"

export function Helmet({ children }: { children?: React.ReactNode }) {
  const styles = React.Children.toArray(children).filter(
    (child): child is React.ReactElement => React.isValidElement(child) && child.type === "style",
  )
  return styles.length > 0 ? <>{styles}</> : null
}
export default Helmet
