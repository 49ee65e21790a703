/**
 * Whether a link of the site's configuration leads somewhere: an http(s) address. An empty
 * value or "#" (not set yet) does not, and the header and footer leave such a link out
 * rather than show an icon that goes nowhere; `npm run launch-check` lists it (issue 29).
 */
export function isRealUrl(url: string | null | undefined): url is string {
  return typeof url === "string" && /^https?:\/\/[^\s/]+\.[^\s]+/.test(url.trim())
}
