import * as React from "react"
import { Link } from "gatsby"
import { quoteHrefTo } from "../../lib/quote-href"
import { Icon } from "../common/Icon"
import { useStrings } from "../common/Strings"
import { useToolWords } from "./words"

/**
 * The answer of a tool: a heading that takes focus when the answer appears,
 * the answer itself, and a link that opens WhatsApp with the answer as a
 * prefilled message to the firm; with `service`, also "Get a quote", the
 * quote form with the requirement naming that service.
 */
export const ToolResult = React.forwardRef<HTMLHeadingElement, { id: string; heading: string; message: string; service?: string; children: React.ReactNode }>(
  function ToolResult({ id, heading, message, service, children }, ref) {
    const words = useToolWords().result
    // the firm's chat link, from the page's data (whatsAppUrl() at build time)
    const chat = useStrings("tools").chat
    // the quote form of the page's language (/te/our_profile/contact-us on a Telugu page), from its shell
    const contactPath = useStrings("shell").contactPath
    return (
      <section className="tool-result" aria-labelledby={`${id}-heading`}>
        <h2 id={`${id}-heading`} ref={ref} tabIndex={-1}>
          {heading}
        </h2>
        {children}
        <p>{words.send}</p>
        <div className="btn-row">
          <a className="btn btn--whatsapp" href={`${chat}?text=${encodeURIComponent(message)}`} target="_blank" rel="noopener noreferrer">
            <Icon name="whatsapp" size={18} />{` ${words.whatsapp}`}
          </a>
          {service && (
            <Link className="btn btn--primary" to={quoteHrefTo(service, contactPath)}>
              {words.quote}
            </Link>
          )}
        </div>
      </section>
    )
  },
)
