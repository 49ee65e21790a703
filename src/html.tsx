import * as React from "react"

interface HtmlProps {
  htmlAttributes: React.HtmlHTMLAttributes<HTMLHtmlElement>
  headComponents: React.ReactNode[]
  bodyAttributes: React.HTMLAttributes<HTMLBodyElement>
  preBodyComponents: React.ReactNode[]
  body: string
  postBodyComponents: React.ReactNode[]
}

/**
 * The document around every page: Gatsby's own (gatsby/cache-dir/default-html.js) without the
 * two directives no supported browser reads any more (`X-UA-Compatible` for Internet Explorer,
 * `shrink-to-fit=no` for Safari 9), bytes that every page's first round trip carries (the guide
 * budget, docs/budgets.md).
 */
export default function HTML({ htmlAttributes, headComponents, bodyAttributes, preBodyComponents, body, postBodyComponents }: HtmlProps) {
  return (
    <html {...htmlAttributes}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        {headComponents}
      </head>
      <body {...bodyAttributes}>
        {preBodyComponents}
        <div key="body" id="___gatsby" dangerouslySetInnerHTML={{ __html: body }} />
        {postBodyComponents}
      </body>
    </html>
  )
}
