/**
 * What the site's components use from "gatsby", for the CMS preview bundle
 * (webpack aliases "gatsby" to this file; see plugins/decap-admin): there is
 * no Gatsby runtime in the editor. Links stay plain links that do not leave
 * the preview, page queries are the data the preview builds from the entry.
 */
import * as React from "react"

export function graphql(): undefined {
  return undefined
}

type LinkProps = React.AnchorHTMLAttributes<HTMLAnchorElement> & {
  to: string
  activeClassName?: string
  activeStyle?: React.CSSProperties
  partiallyActive?: boolean
  replace?: boolean
  state?: unknown
}

export function Link({ to, activeClassName: _a, activeStyle: _s, partiallyActive: _p, replace: _r, state: _st, onClick, ...rest }: LinkProps) {
  return (
    <a
      {...rest}
      href={to}
      onClick={event => {
        onClick?.(event)
        // The preview shows one page: a click on a link does not navigate away from it.
        event.preventDefault()
      }}
    />
  )
}

export function navigate(): void {}

export function withPrefix(path: string): string {
  return path
}

export type PageProps<Data = unknown, Context = unknown> = { data: Data; pageContext: Context; location: { pathname: string; search: string; hash: string } }
