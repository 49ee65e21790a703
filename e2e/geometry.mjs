// Geometry checks of a rendered page, run inside the browser (page.evaluate(layoutProblems, opts)).
// They look at what a visitor sees, not at what the spec names: text spilling out of a box that
// is too narrow for it, a page that scrolls sideways, a table cut off with no cue that it scrolls,
// a table cell with a figure cut off on a phone, a sticky element taller than the window, and fixed chrome (the floating contact button, the
// sticky header) lying over a control or a table's last column. Geometry only, so the answer
// is the same on a busy machine. Used by e2e/layout.test.mjs and scripts/screenshots.mjs.

/**
 * Problems of the page as it is now laid out, one string each ("what: where (figures)").
 * Runs in the page: it must not close over anything (Playwright serialises its source).
 * @param {{ covered?: boolean, coveredOnly?: boolean, within?: string }} [options] covered: also check fixed chrome
 *   over content at the current scroll position; coveredOnly: that check alone (the rest does not change with the
 *   scroll position); within: a selector, the part of the page whose controls that check looks at (else main and footer)
 */
export function layoutProblems(options = {}) {
  const problems = []
  const layout = !options.coveredOnly
  const viewportWidth = document.documentElement.clientWidth
  const viewportHeight = window.innerHeight

  /** A short, readable name of an element: tag, id or classes, and the start of its text. */
  const describe = el => {
    let name = el.tagName.toLowerCase()
    if (el.id) name += `#${el.id}`
    else if (typeof el.className === "string" && el.className.trim()) name += `.${el.className.trim().split(/\s+/).slice(0, 2).join(".")}`
    const text = (el.innerText || el.textContent || "").replace(/\s+/g, " ").trim().slice(0, 40)
    return text ? `${name} "${text}"` : name
  }
  const isShown = el => {
    const style = getComputedStyle(el)
    if (style.visibility === "hidden" || style.display === "none") return false
    const rect = el.getBoundingClientRect()
    return rect.width > 0 && rect.height > 0
  }
  /** Visually hidden (screen-reader only) text: clipped to a pixel on purpose. */
  const isVisuallyHidden = el => {
    for (let node = el; node && node !== document.body; node = node.parentElement) {
      const style = getComputedStyle(node)
      if (style.position !== "absolute") continue
      if (style.clip === "rect(0px, 0px, 0px, 0px)" || style.clipPath === "inset(50%)") return true
      if (node.getBoundingClientRect().width <= 1 && style.overflow === "hidden") return true
    }
    return false
  }
  /** Inside something that is closed, off screen on purpose (the closed drawer) or inert. */
  const isOutOfPlay = el => Boolean(el.closest("[inert], [aria-hidden='true'], [hidden]"))
  const scrollsX = el => {
    const style = getComputedStyle(el)
    return ["auto", "scroll"].includes(style.overflowX)
  }
  const clipsX = el => getComputedStyle(el).overflowX !== "visible"

  // 1. No page scrolls sideways.
  const pageWidth = layout ? Math.max(document.documentElement.scrollWidth, document.body.scrollWidth) : 0
  if (pageWidth > viewportWidth + 1) {
    // Name the widest culprit: the element reaching furthest right (outside scroll containers).
    let culprit = null
    let right = viewportWidth
    for (const el of document.body.querySelectorAll("*")) {
      if (!isShown(el) || isOutOfPlay(el)) continue
      const r = el.getBoundingClientRect().right + window.scrollX
      if (r > right + 1 && !el.parentElement?.closest(".table-scroll, [data-scrolls]")) {
        right = r
        culprit = el
      }
    }
    problems.push(`page scrolls sideways: ${pageWidth}px wide in a ${viewportWidth}px window${culprit ? ` (widest: ${describe(culprit)}, right edge ${Math.round(right)}px)` : ""}`)
  }

  // 2. Content wider than its box, spilling out over what is beside it (the box lets it overflow
  //    instead of wrapping, shrinking or scrolling): reported for the innermost such box only.
  const spilling = []
  for (const el of layout ? document.body.querySelectorAll("*") : []) {
    if (el.scrollWidth - el.clientWidth <= 1) continue
    if (["svg", "path", "use", "script", "style", "noscript", "br", "img", "input", "select", "textarea", "option", "table", "tr", "tbody", "thead", "tfoot"].includes(el.tagName.toLowerCase())) continue
    if (!(el.textContent ?? "").trim()) continue
    const style = getComputedStyle(el)
    if (style.display === "inline" || style.display === "contents" || style.display === "none") continue
    if (clipsX(el) || style.visibility === "hidden" || !el.getClientRects().length || isOutOfPlay(el) || isVisuallyHidden(el)) continue
    if (el.closest(".table-scroll, [data-scrolls]") && el.closest("table")) continue
    // Overflow that comes only from a positioned child (a submenu hanging below its entry) is
    // not text spilling out.
    const box = el.getBoundingClientRect()
    const inFlowSpills = [...el.childNodes].some(child => {
      if (child.nodeType === Node.TEXT_NODE) {
        if (!child.textContent.trim()) return false
        const range = document.createRange()
        range.selectNodeContents(child)
        return [...range.getClientRects()].some(r => r.right > box.right + 1 || r.left < box.left - 1)
      }
      if (child.nodeType !== Node.ELEMENT_NODE || ["absolute", "fixed"].includes(getComputedStyle(child).position)) return false
      const r = child.getBoundingClientRect()
      return r.width > 0 && (r.right > box.right + 1 || r.left < box.left - 1 || child.scrollWidth > child.clientWidth + 1)
    })
    if (!inFlowSpills) continue
    // A row laid out to be swiped (the testimonials on phones): its scrolling parent holds it.
    let holder = el.parentElement
    while (holder && holder !== document.body && !scrollsX(holder)) holder = holder.parentElement
    if (holder && holder !== document.body && holder.contains(el) && holder.tabIndex >= 0) continue
    spilling.push(el)
  }
  for (const el of spilling) {
    if (spilling.some(other => other !== el && el.contains(other))) continue
    problems.push(`text overflows its box: ${describe(el)} (${el.clientWidth}px box, ${el.scrollWidth}px content)`)
  }

  // 3. Tables: fit their space, or scroll in their own focusable, named region whose frame shows
  //    the cue that there is more (the fade at the cut edge) while the region is at its start.
  for (const table of layout ? document.querySelectorAll("table") : []) {
    if (!isShown(table) || isOutOfPlay(table)) continue
    const scroller = table.closest(".table-scroll")
    const where = describe(table.querySelector("th, td") ?? table)
    if (!scroller) {
      const space = table.parentElement.clientWidth
      if (table.scrollWidth > space + 1) problems.push(`table is cut off: ${where} (${table.scrollWidth}px wide in ${space}px, no scrolling region)`)
      continue
    }
    if (scroller.scrollWidth <= scroller.clientWidth + 1) continue
    if (!scrollsX(scroller)) problems.push(`table is cut off: ${where} (its region does not scroll)`)
    const named = (scroller.tagName === "SECTION" || scroller.getAttribute("role") === "region") && (scroller.getAttribute("aria-label") || scroller.getAttribute("aria-labelledby"))
    if (scroller.tabIndex < 0 || !named) problems.push(`scrolling table is not a named, focusable region: ${where}`)
    const frame = scroller.parentElement
    const cue = frame?.classList.contains("table-wrap") ? getComputedStyle(frame, "::after") : null
    const cueShown = cue && cue.content !== "none" && Number(cue.opacity) > 0.5 && parseFloat(cue.width) >= 16
    if (scroller.scrollLeft < 1 && !cueShown) problems.push(`scrolling table has no visible cue that there is more: ${where}`)
  }

  // 3a. Phones (up to 480 px wide, so 320 and 375): every table cell with a figure in it is
  //     wholly in view as the page loads, without scrolling sideways: inside the window and
  //     inside every box around it that cuts its content off (a table's scrolling region).
  for (const cell of layout && viewportWidth <= 480 ? document.querySelectorAll("td, th") : []) {
    if (!/\d/.test(cell.textContent ?? "") || !isShown(cell) || isOutOfPlay(cell) || isVisuallyHidden(cell)) continue
    const r = cell.getBoundingClientRect()
    let left = 0
    let right = viewportWidth
    for (let box = cell.parentElement; box && box !== document.body; box = box.parentElement) {
      if (!clipsX(box)) continue
      const b = box.getBoundingClientRect()
      left = Math.max(left, b.left + box.clientLeft)
      right = Math.min(right, b.left + box.clientLeft + box.clientWidth)
    }
    if (r.left < left - 1 || r.right > right + 1) {
      const seen = Math.max(0, Math.min(r.right, right) - Math.max(r.left, left))
      problems.push(`table cell with a figure is not wholly in view without scrolling sideways: ${describe(cell)} (${Math.round(r.left)}-${Math.round(r.right)}px, ${Math.round(seen)} of ${Math.round(r.width)}px in view)`)
    }
  }

  // 3b. Card grids: the last row of a grid of three or more columns holds more than one card.
  for (const grid of layout ? document.querySelectorAll(".cards") : []) {
    if (!isShown(grid) || isOutOfPlay(grid)) continue
    const columns = getComputedStyle(grid).gridTemplateColumns.split(" ").filter(Boolean).length
    const cards = [...grid.children].filter(isShown)
    // (testimonials from two columns: a quote alone beside an empty cell, issue 29)
    if (columns < (grid.closest(".testimonials-scroll") ? 2 : 3) || cards.length <= columns) continue
    const lastTop = Math.round(cards[cards.length - 1].getBoundingClientRect().top)
    const inLastRow = cards.filter(card => Math.round(card.getBoundingClientRect().top) === lastTop).length
    const last = cards[cards.length - 1].getBoundingClientRect()
    if (inLastRow === 1 && last.width < 0.9 * grid.getBoundingClientRect().width) problems.push(`a card stands alone in the last row of a ${columns}-column grid: ${describe(cards[cards.length - 1])} (${cards.length} cards)`)
  }

  // 4. Sticky elements fit in the window below the sticky header, or scroll themselves.
  const header = document.querySelector(".site-header")
  const headerStyle = header ? getComputedStyle(header) : null
  const headerHeight = header && ["sticky", "fixed"].includes(headerStyle.position) ? header.getBoundingClientRect().height : 0
  for (const el of layout ? document.body.querySelectorAll("*") : []) {
    if (el === header) continue
    const style = getComputedStyle(el)
    if (style.position !== "sticky" || !isShown(el) || isOutOfPlay(el)) continue
    const room = viewportHeight - Math.max(headerHeight, parseFloat(style.top) || 0)
    const height = el.getBoundingClientRect().height
    const scrollsItself = ["auto", "scroll"].includes(style.overflowY) && el.scrollHeight > el.clientHeight - 1
    if (height > room + 1 && !scrollsItself) problems.push(`sticky element taller than the window: ${describe(el)} (${Math.round(height)}px in ${Math.round(room)}px)`)
  }

  // 5. Fixed chrome lying over a control or a table's last column at this scroll position.
  if (options.covered || options.coveredOnly) {
    const chrome = [...document.querySelectorAll(".floating-contact, .site-header")]
      .filter(el => ["fixed", "sticky"].includes(getComputedStyle(el).position) && isShown(el))
    const scope = options.within ?? "main"
    const targets = [
      ...document.querySelectorAll(`${scope} a[href], ${scope} button, ${scope} input, ${scope} select, ${scope} textarea, ${scope} summary`),
      ...(options.within ? [] : document.querySelectorAll("footer a[href], footer button")),
      ...[...document.querySelectorAll(`${scope} table tr`)].map(row => row.lastElementChild).filter(Boolean),
    ]
    for (const chromeEl of chrome) {
      const parts = chromeEl.classList.contains("floating-contact")
        ? [...chromeEl.querySelectorAll(".floating-contact__toggle, .floating-contact__menu:not([hidden]) a")].filter(isShown)
        : [chromeEl]
      for (const part of parts) {
        const c = part.getBoundingClientRect()
        for (const target of targets) {
          if (chromeEl.contains(target) || !isShown(target) || isOutOfPlay(target) || isVisuallyHidden(target)) continue
          // What shows of it: a cell of a scrolling table only within its region.
          const box = target.getBoundingClientRect()
          const region = target.closest(".table-scroll")?.getBoundingClientRect()
          const t = { left: Math.max(box.left, region?.left ?? -Infinity), right: Math.min(box.right, region?.right ?? Infinity), top: box.top, bottom: box.bottom }
          t.width = t.right - t.left
          t.height = t.bottom - t.top
          if (t.width <= 0) continue
          if (t.bottom <= 0 || t.top >= viewportHeight) continue
          const x = Math.min(c.right, t.right) - Math.max(c.left, t.left)
          const y = Math.min(c.bottom, t.bottom) - Math.max(c.top, t.top)
          if (x <= 2 || y <= 2) continue
          // Content passes under the sticky header while the page scrolls; at the top of the page
          // nothing may be under it. The floating button may not lie over a tenth of a control
          // or a cell, nor over its middle.
          const middleX = (t.left + t.right) / 2
          const middleY = (t.top + t.bottom) / 2
          const covers = chromeEl.classList.contains("site-header")
            ? window.scrollY < 1
            : x * y >= 0.1 * t.width * t.height || (middleX > c.left && middleX < c.right && middleY > c.top && middleY < c.bottom)
          if (covers) problems.push(`${describe(part)} covers ${describe(target)} at scroll ${Math.round(window.scrollY)}px`)
        }
      }
    }
  }
  return problems
}

/**
 * The header's share of the window (issue 29), at the current scroll position, one string per
 * problem. At the top of the page (at: "rest"): from 768px up the content starts within 170px.
 * Scrolled (at: "scrolled", once the sticky header has reached its place): what stays on screen
 * is at most 80px, 64px on phones (design.md). At either: the menu, where it is a bar (not the
 * drawer), sits on one row. Runs in the page: it must not close over anything.
 * @param {{ at: "rest" | "scrolled" }} options
 */
export function headerProblems(options) {
  const problems = []
  const header = document.querySelector(".site-header")
  if (!header) return ["no header (.site-header) on the page"]
  const width = document.documentElement.clientWidth
  const box = header.getBoundingClientRect()
  const style = getComputedStyle(header)
  if (options.at === "rest") {
    const main = document.querySelector("main")
    const content = Math.round(main ? main.getBoundingClientRect().top + window.scrollY : box.bottom + window.scrollY)
    if (width >= 768 && content > 170) problems.push(`the header takes ${content}px before the content (at most 170px from 768px)`)
    // Phones up to 399px: the contact bar (phone, e-mail, language switch, icons) on one row (review 5: two rows took 88px of 375;
    // review 18: 152px of header at 320px)
    if (width < 400 && content > 108) problems.push(`the header takes ${content}px before the content (at most 108px up to 399px: the contact bar on one row)`)
  } else {
    // A sticky header that has not yet reached its place (a page too short to scroll it there) is skipped.
    const stuck = style.position !== "sticky" || Math.abs(box.top - (parseFloat(style.top) || 0)) < 1
    const kept = Math.round(Math.min(box.bottom, window.innerHeight) - Math.max(box.top, 0))
    const limit = width < 768 ? 64 : 80
    if (stuck && kept > limit) problems.push(`the header keeps ${kept}px on screen while scrolling (at most ${limit}px at this width)`)
  }
  // The menu bar: its entries' tops on one row (the open drawer stacks them on purpose).
  const entries = [...document.querySelectorAll(".site-nav__list > li")].filter(li => {
    if (li.closest(".menu-panel.is-open, [hidden], [inert]")) return false
    const s = getComputedStyle(li)
    const r = li.getBoundingClientRect()
    return s.display !== "none" && s.visibility !== "hidden" && r.width > 0 && r.height > 0
  })
  const rows = new Map()
  for (const li of entries) {
    const top = li.getBoundingClientRect().top
    const row = [...rows.keys()].find(t => Math.abs(t - top) < 4) ?? top
    const label = (li.querySelector(".site-nav__link, .site-nav__toggle-label") ?? li).textContent.trim()
    rows.set(row, [...(rows.get(row) ?? []), label])
  }
  if (rows.size > 1) {
    const [, ...later] = [...rows.entries()].sort((a, b) => a[0] - b[0])
    problems.push(`the menu wraps to ${rows.size} rows (on the next: ${later.flatMap(([, labels]) => labels).map(l => `"${l}"`).join(", ")})`)
  }
  return problems
}

/**
 * Controls that the sticky header or the floating contact button would lie over when the visitor
 * brings them to the middle of the window (issue 29). Measured at one scroll position where the
 * header is in its scrolled place (and the floating button is shown): both stay put in the window
 * while the page moves, so each control of main and the footer is moved, on paper, to the middle
 * of the window (as far as the page's length allows) and compared with them. Controls inside
 * sticky or fixed parts (which do not move with the page) are left out. Runs in the page.
 */
export function middleCoverProblems() {
  const problems = []
  const describe = el => {
    let name = el.tagName.toLowerCase()
    if (el.id) name += `#${el.id}`
    else if (typeof el.className === "string" && el.className.trim()) name += `.${el.className.trim().split(/\s+/).slice(0, 2).join(".")}`
    const text = (el.innerText || el.textContent || el.getAttribute("aria-label") || "").replace(/\s+/g, " ").trim().slice(0, 40)
    return text ? `${name} "${text}"` : name
  }
  const shown = el => {
    const s = getComputedStyle(el)
    const r = el.getBoundingClientRect()
    return s.display !== "none" && s.visibility !== "hidden" && r.width > 0 && r.height > 0
  }
  const chrome = []
  const header = document.querySelector(".site-header")
  if (header && ["sticky", "fixed"].includes(getComputedStyle(header).position)) {
    const r = header.getBoundingClientRect()
    if (r.bottom > 0) chrome.push({ el: header, rect: { left: r.left, right: r.right, top: Math.max(r.top, 0), bottom: r.bottom }, any: true })
  }
  for (const part of document.querySelectorAll(".floating-contact__toggle, .floating-contact__menu:not([hidden]) a")) {
    if (shown(part) && getComputedStyle(part).opacity !== "0") chrome.push({ el: part, rect: part.getBoundingClientRect(), any: false })
  }
  const maxScroll = document.documentElement.scrollHeight - window.innerHeight
  const away = header ? -(parseFloat(getComputedStyle(header).top) || 0) : 0
  const movesWithPage = el => {
    for (let node = el.parentElement; node && node !== document.body; node = node.parentElement) {
      if (["sticky", "fixed"].includes(getComputedStyle(node).position)) return false
    }
    return true
  }
  const controls = document.querySelectorAll("main a[href], main button, main input, main select, main textarea, main summary, footer a[href], footer button")
  for (const control of controls) {
    if (control.closest("[inert], [aria-hidden='true'], [hidden]") || !shown(control) || !movesWithPage(control)) continue
    const r = control.getBoundingClientRect()
    if (r.width <= 1 || r.height <= 1) continue // visually hidden
    const region = control.closest(".table-scroll")?.getBoundingClientRect()
    const left = Math.max(r.left, region?.left ?? -Infinity)
    const right = Math.min(r.right, region?.right ?? Infinity)
    if (right - left <= 0) continue
    const pageTop = r.top + window.scrollY
    const wanted = pageTop + r.height / 2 - window.innerHeight / 2
    // Only where the page can bring it to the middle with the header in its place (the top of the
    // page and its end are checked at rest).
    if (wanted < away || wanted > maxScroll) continue
    const top = pageTop - wanted
    const t = { left, right, top, bottom: top + r.height }
    for (const { el, rect: c, any } of chrome) {
      const x = Math.min(c.right, t.right) - Math.max(c.left, t.left)
      const y = Math.min(c.bottom, t.bottom) - Math.max(c.top, t.top)
      if (x <= 2 || y <= 2) continue
      const midX = (t.left + t.right) / 2
      const midY = (t.top + t.bottom) / 2
      const covers = any || x * y >= 0.1 * (t.right - t.left) * (t.bottom - t.top) || (midX > c.left && midX < c.right && midY > c.top && midY < c.bottom)
      if (covers) problems.push(`${describe(el)} covers ${describe(control)} in the middle of the window`)
    }
  }
  return problems
}

/**
 * Questions that straddle their box's border (issue 29): a legend rendered on the top border of a
 * bordered fieldset (neither floated nor positioned) sits across that line, which a question of
 * several lines on a phone makes plain. One string per such question. Runs in the page.
 */
export function legendProblems() {
  const problems = []
  for (const fieldset of document.querySelectorAll("fieldset")) {
    const style = getComputedStyle(fieldset)
    const legend = [...fieldset.children].find(child => child.tagName === "LEGEND")
    if (!legend || parseFloat(style.borderTopWidth) === 0 || style.borderTopStyle === "none") continue
    const box = legend.getBoundingClientRect()
    if (box.width === 0 || box.height === 0 || fieldset.closest("[hidden]")) continue
    const l = getComputedStyle(legend)
    if (l.float !== "none" || ["absolute", "fixed"].includes(l.position)) continue
    const line = parseFloat(l.lineHeight) || parseFloat(l.fontSize) * 1.6
    if (box.height > line * 1.5) {
      const text = legend.textContent.replace(/\s+/g, " ").trim().slice(0, 50)
      problems.push(`question "${text}" straddles the top border of its box (${Math.round(box.height / line)} lines on the border)`)
    }
  }
  return problems
}

/**
 * Text of the page lying under another part of the page at the current scroll position (issue 29):
 * the rail's cards over each other, a card over a table, anything drawn over words a visitor is
 * meant to read. The sticky header and the floating contact button are left out (content passes
 * under the header while the page scrolls; layoutProblems' `covered` check keeps both off the
 * controls). Each line of text in the window is probed at three points along its middle: the
 * topmost element there (document.elementFromPoint) must be the text's own element, one inside
 * it or one around it (a table's fade, drawn by its frame, is meant to lie over the cut edge).
 * Text clipped away by a box that scrolls or hides its overflow is not probed. A card's title
 * link stretched over its card (its ::after) is the card itself, not something over it.
 * Runs in the page: it must not close over anything (Playwright serialises its source).
 * @returns {string[]} "<what lies over> lies over <whose text> at x,y", one for each pair
 */
export function coveredTextProblems() {
  const problems = []
  const seen = new Set()
  const viewport = { left: 0, top: 0, right: document.documentElement.clientWidth, bottom: window.innerHeight }
  const describe = el => {
    let name = el.tagName.toLowerCase()
    if (el.id) name += `#${el.id}`
    else if (typeof el.className === "string" && el.className.trim()) name += `.${el.className.trim().split(/\s+/).slice(0, 2).join(".")}`
    const text = (el.innerText || el.textContent || "").replace(/\s+/g, " ").trim().slice(0, 40)
    return text ? `${name} "${text}"` : name
  }
  const isChrome = el => Boolean(el.closest(".site-header, .floating-contact"))
  const clips = new Map()
  /** The part of the window in which an element's content can show: the window cut by every box around it that clips. */
  const clipOf = el => {
    if (!el || el === document.body || el === document.documentElement) return viewport
    if (clips.has(el)) return clips.get(el)
    const style = getComputedStyle(el)
    let clip = style.position === "fixed" ? viewport : clipOf(el.parentElement)
    if (style.overflowX !== "visible" || style.overflowY !== "visible") {
      const r = el.getBoundingClientRect()
      const left = r.left + el.clientLeft
      const top = r.top + el.clientTop
      clip = {
        left: Math.max(clip.left, left),
        top: Math.max(clip.top, top),
        right: Math.min(clip.right, left + el.clientWidth),
        bottom: Math.min(clip.bottom, top + el.clientHeight),
      }
    }
    clips.set(el, clip)
    return clip
  }
  const inside = (x, y, r) => x > r.left && x < r.right && y > r.top && y < r.bottom
  const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT)
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    if (!node.textContent.trim()) continue
    const el = node.parentElement
    if (!el) continue
    const range = document.createRange()
    range.selectNodeContents(node)
    const lines = [...range.getClientRects()].filter(r => r.width >= 2 && r.height >= 2 && r.bottom > 0 && r.top < viewport.bottom && r.right > 0 && r.left < viewport.right)
    if (lines.length === 0) continue
    if (isChrome(el) || el.closest("script, style, noscript, template, [inert], [aria-hidden='true'], [hidden]")) continue
    // not painted: hidden, transparent, or the content of a closed <details> (laid out, never shown)
    if (el.checkVisibility && !el.checkVisibility({ opacityProperty: true, visibilityProperty: true })) continue
    const closed = el.closest("details:not([open])")
    if (closed && !el.closest("summary")) continue
    const style = getComputedStyle(el)
    if (style.visibility !== "visible" || Number(style.opacity) === 0) continue
    const clip = clipOf(el)
    for (const line of lines) {
      const y = (line.top + line.bottom) / 2
      for (const x of [line.left + line.width * 0.2, line.left + line.width * 0.5, line.left + line.width * 0.8]) {
        if (!inside(x, y, clip)) continue
        const hit = document.elementFromPoint(x, y)
        if (!hit || hit === el || el.contains(hit) || hit.contains(el) || isChrome(hit)) continue
        // A card's title link stretched over its card by a pseudo-element: the point is outside the
        // link's own boxes, inside the box the pseudo-element is positioned in, which holds the text.
        if (hit.matches("a, button") && ![...hit.getClientRects()].some(b => x >= b.left && x <= b.right && y >= b.top && y <= b.bottom)) {
          let holder = hit.parentElement
          while (holder && holder !== document.body && getComputedStyle(holder).position === "static") holder = holder.parentElement
          if (holder && holder.contains(el)) continue
        }
        const key = `${describe(hit)} over ${describe(el)}`
        if (seen.has(key)) continue
        seen.add(key)
        problems.push(`${describe(hit)} lies over the text of ${describe(el)} at ${Math.round(x)},${Math.round(y)}`)
      }
    }
  }
  return problems
}

/**
 * Controls the floating contact button lies over where a visitor scrolls them to (issue 29): each
 * form field, button and button-like link of main and the footer that reaches the button's
 * column is really scrolled (not moved on paper: the button hides itself while a form or a
 * tool's result passes its corner, a scroll-driven state) until its middle is level with the
 * button's, which every control passes on its way up the window; after the next frames, the
 * button, if shown, may not lie over a tenth of it, its middle or its text. Positions the page
 * cannot scroll to (its top and its end) are checked at rest. One string per covered control.
 * Runs in the page; async (it waits for frames after each scroll, guarded by `guardMs`).
 *
 * `stops` (issue 31): other checks' scroll positions, `{ y, run() }`, visited in the same pass
 * down the page (each position once, in order, `run` called there after the frames), so that
 * checks that each went down the page and back up go down it once. `scrollTo(y)`: the walk's
 * (e2e/walk.mjs, inPage), which waits for the frames only when the page moved or has not been
 * painted there; without it, every scroll waits for two frames. Ends where it started, painted.
 */
export async function floatingCornerProblems(guardMs = 30000, { scrollTo = null, stops = [] } = {}) {
  const toggle = document.querySelector(".floating-contact__toggle")
  if (!toggle && !stops.length) return []
  const frames = () =>
    new Promise((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error(`no frame painted within ${guardMs / 1000} s`)), guardMs)
      requestAnimationFrame(() => requestAnimationFrame(() => (clearTimeout(timer), resolve())))
    })
  const scroll =
    scrollTo ??
    (async y => {
      window.scrollTo(0, y)
      await frames()
    })
  const describe = el => {
    let name = el.tagName.toLowerCase()
    if (el.id) name += `#${el.id}`
    else if (typeof el.className === "string" && el.className.trim()) name += `.${el.className.trim().split(/\s+/).slice(0, 2).join(".")}`
    const text = (el.innerText || el.value || el.getAttribute("aria-label") || "").replace(/\s+/g, " ").trim().slice(0, 40)
    return text ? `${name} "${text}"` : name
  }
  const shown = el => {
    const s = getComputedStyle(el)
    const r = el.getBoundingClientRect()
    return s.display !== "none" && s.visibility !== "hidden" && r.width > 1 && r.height > 1
  }
  const movesWithPage = el => {
    for (let node = el.parentElement; node && node !== document.body; node = node.parentElement) {
      if (["sticky", "fixed"].includes(getComputedStyle(node).position)) return false
    }
    return true
  }
  // Where the button sits when shown (it stays put in the window): its box as laid out, with any
  // entrance transform or hiding taken away for the measurement.
  const fixed = toggle?.closest(".floating-contact")
  const byScroll = new Map()
  if (toggle) {
    const saved = fixed.style.cssText
    fixed.style.cssText += ";animation:none!important;transform:none!important;visibility:visible!important"
    const spot = toggle.getBoundingClientRect()
    fixed.style.cssText = saved
    const selector =
      "main button, main input:not([type=hidden]), main select, main textarea, main summary, main a.btn, main .btn-row a, footer button, footer a.btn"
    const candidates = [...document.querySelectorAll(selector)].filter(control => {
      if (control.closest("[inert], [aria-hidden='true'], [hidden], .floating-contact") || !shown(control) || !movesWithPage(control)) return false
      const r = control.getBoundingClientRect()
      return r.right > spot.left + 2 && r.left < spot.right - 2
    })
    const maxScroll = document.documentElement.scrollHeight - window.innerHeight
    for (const control of candidates) {
      const r = control.getBoundingClientRect()
      const wanted = Math.round(r.top + window.scrollY + r.height / 2 - (spot.top + spot.bottom) / 2)
      if (wanted <= 48 || wanted >= maxScroll) continue // the top (before the button comes in) and the end: checked at rest
      const key = Math.round(wanted / 8) * 8
      if (!byScroll.has(key)) byScroll.set(key, [])
      byScroll.get(key).push(control)
    }
  }
  for (const stop of stops) if (!byScroll.has(stop.y)) byScroll.set(stop.y, [])
  const problems = []
  const startY = window.scrollY
  for (const [y, controls] of [...byScroll].sort((a, b) => a[0] - b[0])) {
    await scroll(y)
    for (const stop of stops) if (stop.y === y) stop.run()
    if (!controls.length) continue
    const style = getComputedStyle(toggle)
    if (style.visibility === "hidden" || Number(getComputedStyle(fixed).opacity) < 0.1 || style.display === "none") continue
    const c = toggle.getBoundingClientRect()
    for (const control of controls) {
      const t = control.getBoundingClientRect()
      const x = Math.min(c.right, t.right) - Math.max(c.left, t.left)
      const h = Math.min(c.bottom, t.bottom) - Math.max(c.top, t.top)
      if (x <= 2 || h <= 2) continue
      const midX = (t.left + t.right) / 2
      const midY = (t.top + t.bottom) / 2
      let covers = x * h >= 0.1 * t.width * t.height || (midX > c.left && midX < c.right && midY > c.top && midY < c.bottom)
      if (!covers && !["INPUT", "SELECT", "TEXTAREA"].includes(control.tagName)) {
        const range = document.createRange()
        range.selectNodeContents(control)
        covers = [...range.getClientRects()].some(
          q => q.width > 1 && Math.min(c.right, q.right) - Math.max(c.left, q.left) > 2 && Math.min(c.bottom, q.bottom) - Math.max(c.top, q.top) > 2,
        )
      }
      if (covers) problems.push(`the floating contact button lies over ${describe(control)} (scrolled to ${y}px, the control at ${Math.round(t.top)}-${Math.round(t.bottom)}px of the window)`)
    }
  }
  await scroll(startY)
  return problems
}

/**
 * A tool's result read on a phone (issue 29): its tables use the result's whole width (no empty
 * strip beside the figures), an item's notes run under it at the card's full width (not word by
 * word in a narrow column), and every figure is wholly inside its card. One string per problem.
 * Runs in the page.
 */
export function toolResultPhoneProblems() {
  const problems = []
  for (const result of document.querySelectorAll(".tool-result")) {
    const style = getComputedStyle(result)
    const box = result.getBoundingClientRect()
    const contentRight = box.right - parseFloat(style.borderRightWidth) - parseFloat(style.paddingRight)
    for (const table of result.querySelectorAll("table")) {
      const t = table.getBoundingClientRect()
      if (t.width === 0) continue
      const name = table.querySelector("caption")?.textContent.trim().slice(0, 40) || table.className || "table"
      if (contentRight - t.right > 4) problems.push(`"${name}": ends ${Math.round(contentRight - t.right)}px short of the result's right edge`)
      for (const note of table.querySelectorAll(".cost-table__detail, .cost-table__source")) {
        const n = note.getBoundingClientRect()
        if (n.width > 0 && n.width < 0.8 * t.width) {
          problems.push(`"${name}": a note runs in a ${Math.round(n.width)}px column of a ${Math.round(t.width)}px table ("${note.textContent.trim().slice(0, 30)}")`)
        }
      }
      // a cell's label (its column heading, beside the figure) keeps each word whole (review 28:
      // "Rat / e" beside "12% of ₹15,000 less pension" at 320px)
      for (const cell of table.querySelectorAll("td[data-label]")) {
        const label = getComputedStyle(cell, "::before")
        const width = parseFloat(label.width)
        if (cell.getBoundingClientRect().width === 0 || !(width > 0)) continue
        const probe = document.createElement("span")
        probe.style.cssText = `position:absolute;visibility:hidden;white-space:nowrap;font:${label.font};letter-spacing:${label.letterSpacing}`
        document.body.append(probe)
        for (const word of cell.dataset.label.split(/\s+/)) {
          probe.textContent = word
          if (probe.getBoundingClientRect().width > width + 0.5) problems.push(`"${name}": the label "${cell.dataset.label}" breaks inside "${word}" (${Math.round(width)}px wide)`)
        }
        probe.remove()
      }
      for (const cell of table.querySelectorAll("td")) {
        const c = cell.getBoundingClientRect()
        const row = cell.closest("tr").getBoundingClientRect()
        if (c.width === 0 || !/\d/.test(cell.textContent)) continue
        const range = document.createRange()
        range.selectNodeContents(cell)
        for (const q of range.getClientRects()) {
          if (q.width > 0 && (q.left < row.left - 1 || q.right > row.right + 1)) problems.push(`"${name}": the figure "${cell.textContent.trim()}" runs out of its row`)
        }
        // a card's figure at its top right: the line's name runs up to it, never under it, and keeps
        // no more room beside it than the figure takes (review 44: a fixed 7.5em left "Stamp duty on
        // the incorporation form" four lines of 115px at 320px beside "₹20")
        const label = cell.closest("tr").querySelector(".cost-table__item") ?? cell.closest("tr").querySelector("tfoot th")
        if (!label || getComputedStyle(cell).position !== "absolute") continue
        const l = label.getBoundingClientRect()
        const room = c.left - (l.right - parseFloat(getComputedStyle(label).paddingRight))
        if (room < 4 || room > 32) problems.push(`"${name}": the name beside "${cell.textContent.trim()}" ends ${Math.round(room)}px before it (4 to 32px wanted)`)
      }
    }
  }
  return problems
}

/**
 * A combined screen at every width (issue 29: /gst/services was 34,600px tall on a phone, 20,000px
 * on a tablet; review 7: 17,000-20,800px at 1280 and 1440 with its parts open): each part folded in
 * a details element with a summary to open it, the screen at most half as tall as with every part
 * open. Runs in the page; leaves the parts as it found them.
 */
export function combinedFoldProblems() {
  const folds = [...document.querySelectorAll("main .guide-main > section.guide-block > details.part-more")]
  const parts = document.querySelectorAll("main .guide-main > section.guide-block")
  if (folds.length !== parts.length) return [`${folds.length} folded parts for ${parts.length} parts`]
  const shown = el => el.getBoundingClientRect().height > 0 && getComputedStyle(el).visibility !== "hidden"
  const problems = []
  const folded = document.documentElement.scrollHeight
  const all = [...document.querySelectorAll("main details.part-more")]
  const was = all.map(f => f.open)
  all.forEach(f => (f.open = true))
  const open = document.documentElement.scrollHeight
  all.forEach((f, i) => (f.open = was[i]))
  if (folded > open / 2) problems.push(`${folded}px tall with its parts folded, ${open}px open: more than half`)
  for (const f of folds) if (!shown(f.querySelector("summary"))) problems.push(`the part "${f.parentElement.querySelector("h2")?.textContent}" has no summary to open it`)
  return problems
}

/**
 * The rail's "On this page" box (issue 29): when it scrolls, its foot shows the "more below"
 * fade while there is more, and none at its end; a box that does not scroll shows none. Runs in
 * the page; async (it scrolls the box and waits for the frames, guarded by `guardMs`).
 */
export async function railMoreProblems(guardMs = 30000) {
  const box = document.querySelector(".guide-rail .toc__list")
  if (!box || box.getBoundingClientRect().height === 0) return []
  const frames = () =>
    new Promise((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error(`no frame painted within ${guardMs / 1000} s`)), guardMs)
      requestAnimationFrame(() => requestAnimationFrame(() => (clearTimeout(timer), resolve())))
    })
  const cue = () => {
    const after = getComputedStyle(box, "::after")
    return after.content === "none" || after.display === "none" ? 0 : Number(after.opacity)
  }
  const problems = []
  // (the list's last 4px are its padding: an overflow no larger hides no entry, and shows no cue)
  const scrolls = box.scrollHeight > box.clientHeight + 4
  box.scrollTop = 0
  await frames()
  if (scrolls && cue() < 0.5) problems.push(`"On this page" scrolls (${box.clientHeight} of ${box.scrollHeight}px shown) with no cue at its foot (opacity ${cue()})`)
  if (!scrolls && cue() > 0.1) problems.push(`"On this page" does not scroll, yet shows the "more below" cue`)
  if (scrolls) {
    box.scrollTop = box.scrollHeight
    await frames()
    if (cue() > 0.1) problems.push(`"On this page" scrolled to its end still shows the "more below" cue (opacity ${cue()})`)
    box.scrollTop = 0
    await frames()
  }
  return problems
}

/**
 * Whether an element is wholly in the window, below the sticky header, and nothing fixed lies over it:
 * null, or what is wrong. Runs in the page (used by e2e/layout.test.mjs and e2e/layout-states.test.mjs).
 */
export function inViewUncovered(selector) {
  const el = document.querySelector(selector)
  if (!el) return `${selector}: not on the page`
  const r = el.getBoundingClientRect()
  if (r.width === 0 || r.height === 0) return `${selector}: not shown`
  const header = document.querySelector(".site-header").getBoundingClientRect()
  const top = Math.max(0, header.bottom)
  if (r.top < top - 1 || r.bottom > window.innerHeight + 1) return `${selector}: ${Math.round(r.top)}-${Math.round(r.bottom)}px, outside the window (${Math.round(top)}-${window.innerHeight}px)`
  const hit = document.elementFromPoint(Math.round((r.left + r.right) / 2), Math.round((r.top + r.bottom) / 2))
  if (!hit || !(el === hit || el.contains(hit))) return `${selector}: covered by ${hit?.className || hit?.tagName}`
  const toggle = document.querySelector(".floating-contact__toggle")
  const floating = toggle && getComputedStyle(toggle).visibility === "visible" ? toggle.getBoundingClientRect() : null
  if (floating && floating.width && r.right > floating.left && r.left < floating.right && r.bottom > floating.top && r.top < floating.bottom) {
    return `${selector}: the floating contact button lies over it`
  }
  return null
}
