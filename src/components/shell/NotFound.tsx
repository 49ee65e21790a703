import * as React from "react"
import { notFoundEn } from "../../config/strings/not-found"
import { Link } from "gatsby"
import { Icon } from "../common/Icon"
import { searchHref } from "../search/SearchBox"
import { useStrings } from "../common/Strings"
import { fillNodes } from "../common/fill-nodes"

/** Words of a mistyped address, as a search query: "/gst/registraton-fee" -> "gst registraton fee". */
export function queryFromPath(pathname: string): string {
  let path = pathname
  try {
    path = decodeURIComponent(pathname)
  } catch {
    // keep the raw path
  }
  if (/^\/404(\.html)?\/?$/.test(path)) return ""
  return path
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean)
    .join(" ")
}

/** The not-found screen shown for any unknown route. */
export function NotFound() {
  const shell = useStrings("shell")
  const words = useStrings("notFound", notFoundEn)
  // The prerendered page links to the search page; once loaded, the words of the address are the query.
  const [query, setQuery] = React.useState("")
  React.useEffect(() => {
    setQuery(queryFromPath(window.location.pathname))
  }, [])
  const searchLink = searchHref(query, shell.searchPath)
  return (
    <div className="not-found">
      <div className="container container--narrow">
        <p className="not-found__code" aria-hidden="true">
          404
        </p>
        <h1>{words.notFoundHeading}</h1>
        <p>
          <strong>{words.notFoundTagline}</strong>
        </p>
        <p>{words.notFoundText}</p>
        <div className="btn-row">
          <button type="button" className="btn btn--outline" onClick={() => window.history.back()}>
            <Icon name="arrow-left" size={18} />
            {` ${words.goBack}`}
          </button>
          <Link to={shell.homePath} className="btn btn--primary">
            <Icon name="home" size={18} />
            {` ${words.returnHome}`}
          </Link>
        </div>
        <p>
          {fillNodes(words.notFoundTip, {
            search: <Link to={searchLink}>{words.searchOurGuides}</Link>,
            services: <Link to={words.servicesPath}>{words.servicesList}</Link>,
          })}
        </p>
        <p>
          {words.stillStuck}
          <Link to={words.supportPath}>{words.contactSupport}</Link>
        </p>
      </div>
    </div>
  )
}
