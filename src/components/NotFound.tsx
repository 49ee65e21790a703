import * as React from "react"
import { Link } from "gatsby"
import { ArrowLeft, House } from "lucide-react"

/** The not-found screen shown for any unknown route. */
export function NotFound() {
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
            <ArrowLeft size={18} aria-hidden="true" /> Go Back
          </button>
          <Link to="/" className="btn btn--primary">
            <House size={18} aria-hidden="true" /> Return Home
          </Link>
        </div>
        <p>
          Tip: use the menu above to browse our services, or start from the <Link to="/services">services list</Link>.
        </p>
        <p>
          Still stuck? <Link to="/contact">Contact support</Link>
        </p>
      </div>
    </div>
  )
}
