import { inertOutside } from "../../src/lib/inert"

describe("inertOutside", () => {
  beforeEach(() => {
    document.body.innerHTML = `
      <a id="skip" href="#main">Skip</a>
      <header id="header">
        <div id="bar"><a id="logo" href="/">Logo</a>
          <div id="panel"><button id="close">Close</button></div>
          <div id="overlay"></div>
          <button id="toggle">Menu</button>
        </div>
      </header>
      <main id="main"><button id="inside-main">x</button></main>
      <footer id="footer" inert></footer>
      <div id="announcer"></div>`
  })

  it("makes every branch of the page inert except the kept elements and their ancestors, and undoes it", () => {
    const $ = (id: string) => document.getElementById(id)!
    const undo = inertOutside([$("panel"), $("overlay")], { skip: el => el.id === "announcer" })
    for (const id of ["skip", "logo", "toggle", "main"]) expect($(id)).toHaveAttribute("inert")
    for (const id of ["header", "bar", "panel", "close", "overlay", "announcer"]) expect($(id)).not.toHaveAttribute("inert")
    expect($("inside-main").closest("[inert]")).toBe($("main"))
    undo()
    for (const id of ["skip", "logo", "toggle", "main"]) expect($(id)).not.toHaveAttribute("inert")
    // an element that was inert before stays inert
    expect($("footer")).toHaveAttribute("inert")
  })
})
