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
    if (columns < 3 || cards.length <= columns) continue
    const lastTop = Math.round(cards[cards.length - 1].getBoundingClientRect().top)
    const inLastRow = cards.filter(card => Math.round(card.getBoundingClientRect().top) === lastTop).length
    if (inLastRow === 1) problems.push(`a card stands alone in the last row of a ${columns}-column grid: ${describe(cards[cards.length - 1])} (${cards.length} cards)`)
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
