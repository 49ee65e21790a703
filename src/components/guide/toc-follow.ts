/**
 * The rail's "On this page" following the reader (from 1024px; review 7: at 1280 x 800 the box
 * showed the first entries only, faded at the window's foot, whatever was being read). The entry
 * of the section being read is marked (aria-current="location") and, when the box scrolls, kept in
 * its upper part, the entries above it shown whole. A section counts as being read once its heading is in the window's upper third;
 * one hidden in a closed part (a combined screen's fold) has no box and is passed over, and a
 * closed part's entry shows no sections (data-folded).
 *
 * An entry clicked (or the address's #section) is marked for as long as its section's heading is
 * in the window and the reader has not scrolled on their own (reviews 31, 32: "Costs and
 * timelines" clicked, "Ongoing compliance" marked: a short section, or one near the page's end,
 * brings the next heading into the upper third too).
 *
 * Loaded on the first scroll of a guide or combined screen (GuideToc), so the first visit's
 * JavaScript does not carry it (issue 31). Returns what stops it.
 */
export function followToc(list: HTMLElement): () => void {
  // From 1024px the list scrolls in its own box under its title (global.css); below, it does not.
  const box = list
  const links = Array.from(list.querySelectorAll("a"))
  const idOf = (link: HTMLAnchorElement) => decodeURIComponent(link.hash.slice(1))
  // Each entry's section, found once (the guide's sections are the prerendered HTML, kept by
  // hydration), and found again only if it has left the document.
  const sections = new Map<HTMLAnchorElement, HTMLElement | null>()
  const sectionOf = (link: HTMLAnchorElement) => {
    let section = sections.get(link)
    if (section === undefined || (section && !section.isConnected)) sections.set(link, (section = document.getElementById(idOf(link))))
    return section
  }
  // A combined screen's parts (entries with their sections under them), each with its fold.
  const parts = links
    .filter(link => link.parentElement?.querySelector(":scope > .toc__sublist"))
    .map(link => ({ entry: link.parentElement!, fold: sectionOf(link)?.querySelector<HTMLDetailsElement>("details.part-more") }))
  /** The entry clicked, or named by the address, while its heading has not left the window and the reader has not scrolled. */
  let pinned: { link: HTMLAnchorElement; seen: boolean } | undefined
  const pin = (link: HTMLAnchorElement | undefined) => {
    pinned = link ? { link, seen: false } : undefined
  }
  const targetOf = (link: HTMLAnchorElement) => sectionOf(link)?.getBoundingClientRect()
  pin(links.find(link => link.hash !== "" && link.hash === location.hash))
  /** The entry marked now (aria-current), so that a frame in which it stays writes nothing. */
  let marked = links.find(link => link.hasAttribute("aria-current"))
  let frame = 0
  /** Sets or removes a flag attribute, only where it changes. */
  const flag = (element: Element, name: string, on: boolean) => {
    if (element.hasAttribute(name) !== on) element.toggleAttribute(name, on)
  }
  // Runs in the frame after a scroll: it reads the layout first and writes only what changed, so a
  // frame that changes nothing restyles and lays out nothing again (issue 31).
  const update = () => {
    frame = 0
    let current: HTMLAnchorElement | undefined
    for (const link of links) {
      const target = targetOf(link)
      if (target && target.height > 0 && target.top < innerHeight / 3) current = link
    }
    if (pinned) {
      const target = targetOf(pinned.link)
      if (target && target.height > 0 && target.top >= 0 && target.bottom <= innerHeight) {
        pinned.seen = true
        current = pinned.link
      } else if (pinned.seen) pinned = undefined
    }
    // A part folded shut is named without its sections (review 30: the rail listed the sections of
    // the part being read while they were folded away, and grew past the window's foot); opened,
    // they show while it is read (global.css).
    // The part being read (its entry or one of its sections marked) is data-reading: the rail shows
    // its sections (issue 31: a selector asking whether an entry holds the marked link, :has, made
    // each change of the mark restyle the whole page, 1,007 elements on the private limited guide).
    for (const { entry, fold } of parts) {
      flag(entry, "data-folded", Boolean(fold && !fold.open))
      flag(entry, "data-reading", Boolean(current && entry.contains(current)))
    }
    if (current !== marked) {
      marked?.removeAttribute("aria-current")
      current?.setAttribute("aria-current", "location")
      marked = current
    }
    if (!box || !current || box.scrollHeight <= box.clientHeight) return
    const boxTop = box.getBoundingClientRect().top
    const top = current.getBoundingClientRect().top - boxTop
    if (top >= 0 && top <= (box.clientHeight * 2) / 3) return
    // Whole entries from the box's top (review 8: a line cut in half at the box's top read as
    // something lying over the list): the entry two before the one being read starts just under
    // the box's top fade (global.css, 12px), or the list is at its start while it is among the first.
    const i = links.indexOf(current)
    if (i < 3) box.scrollTop = 0
    else box.scrollTop += links[i - 2].getBoundingClientRect().top - boxTop - 10
  }
  const onScroll = () => {
    frame ||= requestAnimationFrame(update)
  }
  const onClick = (event: MouseEvent) => {
    const link = (event.target as Element).closest?.("a")
    if (link && links.includes(link)) pin(link)
    onScroll()
  }
  // the reader's own scrolling (wheel, touch, keys) ends what a click marked
  const release = () => {
    if (pinned) pin(undefined)
  }
  list.addEventListener("click", onClick)
  for (const type of ["wheel", "touchstart", "keydown"]) addEventListener(type, release, { passive: true })
  addEventListener("scroll", onScroll, { passive: true })
  // (a fold opened or closed: "toggle" does not bubble, so it is heard on its way down)
  document.addEventListener("toggle", onScroll, true)
  update()
  return () => {
    list.removeEventListener("click", onClick)
    for (const type of ["wheel", "touchstart", "keydown"]) removeEventListener(type, release)
    removeEventListener("scroll", onScroll)
    document.removeEventListener("toggle", onScroll, true)
    cancelAnimationFrame(frame)
  }
}
