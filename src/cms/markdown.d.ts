/** Markdown to HTML as the site's build makes it (see markdown.js). */
export function markdownToHtml(markdown: string): string
