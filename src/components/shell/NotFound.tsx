import * as React from "react"
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
  const [searchLink, setSearchLink] = React.useState("/search")
  React.useEffect(() => {
    setSearchLink(searchHref(queryFromPath(window.location.pathname)))
  }, [])
  return (
    <div className="not-found">
      <div className="container container--narrow">
        <p className="not-found__code" aria-hidden="true">
          404
        </p>
        <h1>Oops! Page Not Found</h1>
        <p>
          <strong>Lost In Digital Space</strong>
        </p>
        <p>The page you are looking for may have moved, or the link may be mistyped.</p>
        <div className="btn-row">
          <button type="button" className="btn btn--outline" onClick={() => window.history.back()}>
            <Icon name="arrow-left" size={18} /> Go Back
          </button>
          <Link to="/" className="btn btn--primary">
            <Icon name="home" size={18} /> Return Home
          </Link>
        </div>
        <p>
          Tip: <Link to={searchLink}>search our guides</Link> for what you were looking for, or start from the{" "}
          <Link to="/services">services list</Link>.
        </p>
        <p>
          Still stuck? <Link to="/contact">Contact support</Link>
        </p>
      </div>
    </div>
  )
}
