import * as React from "react"
import { useStrings } from "../common/Strings"
import { shellEn } from "../../config/strings/shell"
import { Link } from "gatsby"
import { Icon } from "../common/Icon"
import { searchHref } from "../search/SearchBox"

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
  // The prerendered page links to /search; once loaded, the words of the address are the query.
  const words = useStrings("shell", shellEn)
  const [searchLink, setSearchLink] = React.useState(words.searchPath)
  React.useEffect(() => {
    setSearchLink(searchHref(queryFromPath(window.location.pathname), words.searchPath))
  }, [words.searchPath])
  return (
    <div className="not-found">
      <div className="container container--narrow">
        <p className="not-found__code" aria-hidden="true">
          404
        </p>
        <h1>{words.notFoundHeading}</h1>
        <p>
          <strong>{words.notFoundLead}</strong>
        </p>
        <p>{words.notFoundText}</p>
        <div className="btn-row">
          <button type="button" className="btn btn--outline" onClick={() => window.history.back()}>
            <Icon name="arrow-left" size={18} /> {words.goBack}
          </button>
          <Link to={words.homePath} className="btn btn--primary">
            <Icon name="home" size={18} /> {words.returnHome}
          </Link>
        </div>
        <p>
          {words.tipBefore}
          <Link to={searchLink}>{words.tipSearch}</Link>
          {words.tipMiddle}
          <Link to="/services">{words.tipServices}</Link>
          {words.tipAfter}
        </p>
        <p>
          {words.stillStuck}
          <Link to={words.contactSupportPath}>{words.contactSupport}</Link>
        </p>
      </div>
    </div>
  )
}
