"""The rulebook as a reader gets it: every page served with a title, accessible (axe-core) in both
colour schemes, no sideways scrolling on a phone or a laptop, French search that finds the right page,
every rule page with a worked example and cards."""

from __future__ import annotations

from pathlib import Path
from typing import Any, Literal

import pytest
from helpers import (
    AXE,
    FORGET_THE_PALETTE,
    LAYOUT_SHIFTS,
    NO_COLOUR_IN_TRANSITION,
    PALETTE_SHOWN,
    ROOT,
    SCHEME_RULES,
    SCHEMES,
    WATCH_LAYOUT_SHIFTS,
    axe_violations,
    describe,
    follow_anchor,
    site_pages,
)
from playwright.sync_api import TimeoutError as PlaywrightTimeout
from playwright.sync_api import ViewportSize, expect

from scripts.browser import BrowserSession
from scripts.site_search import WATCH_SEARCH, ask, open_search

DOCS = ROOT / "docs"
RULE_SECTIONS = ("tarot", "africain")

pytestmark = pytest.mark.browser


PARTS = 4
"""The pages are checked in parts, so that the two test workers share the site's longest check."""
DESKTOP: ViewportSize = {"width": 1280, "height": 900}
PHONE: ViewportSize = {"width": 390, "height": 900}

WIDTHS_ONCE_LAID_OUT = """timeout => new Promise(resolve => {
    requestAnimationFrame(() => requestAnimationFrame(() =>
        resolve([document.documentElement.scrollWidth, document.documentElement.clientWidth])));
    setTimeout(() => resolve(null), timeout);
})"""
"""The page's scroll and visible widths two frames on: the resize events (Material's relayout among them)
fire before the first frame's callbacks, and what they change is laid out by the second; ``null`` if
the tab draws no frame within ``timeout`` ms (a wait that could otherwise last for ever)."""


SETTLED_TIMEOUT_MS = 15_000
"""How long a page may take to settle (palette shown, code measured, colours switched): each is done
around the page's load event, so a page still waiting after that is wrong, not slow."""
CODE_MEASURED = ".md-content[data-code-measured]"
"""Every code block of the page measured, wide ones given keyboard focus (``assets/site/code-focus.js``)."""
MEASURED_IF_ANY_CODE = """measured => !document.querySelector(".md-content pre > code")
    || document.querySelector(measured) !== null"""
"""Given :data:`CODE_MEASURED`: a page without code, or every code block of the page measured."""


def waited(session: BrowserSession, condition: str, arg: object, problem: str) -> list[str]:
    """Wait until ``condition(arg)`` holds in the page; ``[problem]`` if it does not in time, else ``[]``."""
    try:
        session.page.wait_for_function(condition, arg=arg, timeout=SETTLED_TIMEOUT_MS)
    except PlaywrightTimeout:
        return [problem]
    return []


def first_visit(session: BrowserSession, path: str, scheme: Literal["light", "dark"]) -> list[str]:
    """Open ``path`` as a reader whose system is in ``scheme`` and who never chose a palette (with
    :data:`FORGET_THE_PALETTE` installed); what went wrong (unserved, no title, not in ``scheme``, code
    not measured)."""
    session.page.emulate_media(color_scheme=scheme)
    response = session.goto(path)
    palette, name = SCHEMES[scheme]
    status = response.status if response is not None else None
    problems = [] if status == 200 else [f"réponse HTTP {status}"]
    if session.page.locator("h1").count() < 1:
        problems.append("aucun titre h1")
    problems += waited(session, PALETTE_SHOWN, palette, "la palette n'est pas celle du système")
    problems += waited(
        session, MEASURED_IF_ANY_CODE, CODE_MEASURED, "les blocs de code n'ont pas été mesurés"
    )
    return [f"{name} : {problem}" for problem in problems]


def sideways_scroll(session: BrowserSession, width: int) -> list[str]:
    """The sideways scroll of the page now open, laid out ``width`` px wide (none: an empty list). A tab
    that draws no frame (a loaded CI once saw one at the phone width, its script still answering) is
    brought to the front and measured once more: the browser's frames, not the page, are then at fault."""
    widths = session.page.evaluate(WIDTHS_ONCE_LAID_OUT, SETTLED_TIMEOUT_MS)
    if widths is None:
        session.page.bring_to_front()
        widths = session.page.evaluate(WIDTHS_ONCE_LAID_OUT, SETTLED_TIMEOUT_MS)
    if widths is None:
        return [f"à {width} px : l'onglet ne dessine plus la page, même mis au premier plan"]
    scroll, client = widths
    return [f"défilement horizontal à {width} px : {scroll} px > {client} px"] if scroll > client else []


def switch_to_dark(session: BrowserSession) -> list[str]:
    """Click Material's « Passer en mode sombre »; what went wrong (the palette not shown)."""
    palette, name = SCHEMES["dark"]
    try:
        session.page.get_by_title("Passer en mode sombre").click(timeout=SETTLED_TIMEOUT_MS)
    except PlaywrightTimeout:
        return [f"{name} : le bouton « Passer en mode sombre » ne répond pas"]
    if problems := waited(session, PALETTE_SHOWN, palette, f"{name} : la palette ne change pas"):
        return problems
    return waited(session, NO_COLOUR_IN_TRANSITION, None, f"{name} : des couleurs changent encore")


SHARED_PARTS = (".md-header", ".md-sidebar--primary", ".md-footer")
"""The header, the site's menu and the footer: the same on every page of a section (the menu opens on the
section), so checked with axe on the section's first page only."""


def page_problems(session: BrowserSession, path: str, whole: bool) -> list[str]:
    """Everything a reader would stumble on at ``path``: opened in the light scheme on a laptop (served,
    a title, no sideways scroll, every axe rule), switched to the dark scheme (the axe rules about
    colours, read once no colour is in transition), then narrowed to a phone (no sideways scroll). Axe
    checks the :data:`SHARED_PARTS` too only if ``whole``."""
    leave_out = () if whole else SHARED_PARTS
    session.page.set_viewport_size(DESKTOP)
    problems = first_visit(session, path, "light")
    problems += sideways_scroll(session, DESKTOP["width"])
    if light := axe_violations(session, leave_out=leave_out):
        problems.append("axe, schéma clair :\n" + describe(light))
    problems += switch_to_dark(session)
    if dark := axe_violations(session, SCHEME_RULES, leave_out=leave_out):
        problems.append("axe, schéma sombre :\n" + describe(dark))
    session.page.set_viewport_size(PHONE)
    return problems + sideways_scroll(session, PHONE["width"])


def section_firsts(pages: list[str]) -> set[str]:
    """The first page of each section (the first folder of its path; the home page is one of its own).

    >>> sorted(section_firsts(["/", "/tarot/", "/tarot/score/", "/table/feuille/"]))
    ['/', '/table/feuille/', '/tarot/']
    """
    firsts: dict[str, str] = {}
    for path in pages:
        firsts.setdefault(path.strip("/").split("/")[0], path)
    return set(firsts.values())


def balanced_parts(pages: list[str], site_dir: Path, parts: int) -> list[list[str]]:
    """``pages`` shared into ``parts`` of about the same work: the biggest page first, each to the part
    with the fewest bytes of HTML so far (a page's check takes longer the more it holds)."""
    sizes = {path: (site_dir / path.strip("/") / "index.html").stat().st_size for path in pages}
    shares: list[list[str]] = [[] for _ in range(parts)]
    loads = [0] * parts
    for path in sorted(pages, key=sizes.__getitem__, reverse=True):
        lightest = loads.index(min(loads))
        shares[lightest].append(path)
        loads[lightest] += sizes[path]
    return shares


def test_a_first_visit_follows_the_system_colour_scheme(session: BrowserSession) -> None:
    """A reader who never chose a palette gets the one of the system, dark or light."""
    session.page.add_init_script(FORGET_THE_PALETTE)
    for scheme in ("dark", "light"):
        assert first_visit(session, "tarot/score/", scheme) == []


SWITCH_TO_DARK_THEN_TRANSITIONS = """async () => {
    document.querySelector('label[title="Passer en mode sombre"]').click();
    await new Promise(resolve => requestAnimationFrame(() => requestAnimationFrame(resolve)));
    return document.getAnimations().filter(animation => animation instanceof CSSTransition)
        .map(transition => `${transition.transitionProperty} ${transition.effect.target.className}`);
}"""
"""Click « Passer en mode sombre », then the transitions running once the new colours are styled."""
RULES_ON_SWITCHING_MARK = """() => [...document.styleSheets].flatMap(sheet => [...sheet.cssRules])
    .filter(rule => rule.cssText.includes("data-md-color-switching")).map(rule => rule.cssText)"""


def test_colours_switch_at_once_and_page_load_restyles_nothing_for_it(session: BrowserSession) -> None:
    """No style sheet hangs a rule on Material's switching mark (which it sets at every page load:
    scripts/hooks/material_assets.py), yet switching the palette runs no colour transition."""
    session.page.add_init_script(FORGET_THE_PALETTE)
    assert first_visit(session, "tarot/score/", "light") == []
    assert session.page.evaluate(RULES_ON_SWITCHING_MARK) == []
    assert session.page.evaluate(SWITCH_TO_DARK_THEN_TRANSITIONS) == []
    assert session.page.evaluate("() => document.body.dataset.mdColorScheme") == "slate"


def arrived(session: BrowserSession, title: str) -> None:
    """Wait until Material's instant navigation has swapped in the page titled ``title``."""
    session.page.wait_for_function("title => document.title.startsWith(title)", arg=title)
    assert session.page.evaluate("() => window.sameDocument"), "navigation instantanée, pas un rechargement"


def swap_in(session: BrowserSession, href: str, title: str) -> None:
    """Follow a link to ``href`` and wait until its page, titled ``title``, is swapped in."""
    session.follow(href)
    arrived(session, title)


PAGE_SCHEME = """() => [...document.querySelectorAll('meta[name="color-scheme"]')].map(meta => meta.content)
    .concat(getComputedStyle(document.querySelector(".md-header")).colorScheme)"""
"""The page's colour-scheme tags, then the scheme of the palette shown (the browser takes the first tag)."""


COUNT_SCHEME_WRITES = """window.schemeWrites = 0;
new MutationObserver(records => {
  window.schemeWrites += records.filter(record => record.target.name === "color-scheme").length;
}).observe(document, { subtree: true, attributeFilter: ["content"] });"""
"""An init script: how many times the colour-scheme tag is written."""


def test_the_browser_gets_the_colour_scheme_of_the_palette_shown(session: BrowserSession) -> None:
    """The page's one colour-scheme tag, in the page from the build, follows the palette. Material writes
    into it only a scheme that differs, so a light page is not restyled for it at load (the browser
    restyles the whole page at each write); also right once another page is swapped in."""
    session.page.add_init_script(FORGET_THE_PALETTE)
    session.page.add_init_script(COUNT_SCHEME_WRITES)
    assert first_visit(session, "tarot/score/", "light") == []
    built = session.page.evaluate("() => fetch(location.href).then(response => response.text())")
    assert '<meta name="color-scheme" content="light">' in built.split("</head>")[0]
    assert session.page.evaluate(PAGE_SCHEME) == ["light", "light"]
    assert session.page.evaluate("() => window.schemeWrites") == 0
    assert switch_to_dark(session) == []
    assert session.page.evaluate(PAGE_SCHEME) == ["dark", "dark"]
    assert session.page.evaluate("() => window.schemeWrites") > 0
    swap_in(session, "../../reference/api/calls/", "Ce que les pages demandent au moteur")
    schemes = session.page.evaluate(PAGE_SCHEME)
    assert [schemes[0], schemes[-1]] == ["dark", "dark"]


ADDRESSES = """() => ({
    sheets: [...document.querySelectorAll('link[rel="stylesheet"]')].map(link => link.href),
    icons: [...document.querySelectorAll('link[rel~="icon"]')].map(link => link.href),
    home: document.querySelector("a.md-logo").href,
    nav: [...document.querySelectorAll(".md-nav--primary a.md-nav__link[href]")].map(a => a.href)
        .filter(href => !href.includes("#")),
})"""
"""Where the page's style sheets, its icon, its logo and its menu lead."""


def in_any_order(addresses: dict[str, Any]) -> dict[str, Any]:
    """``addresses`` with each list sorted (a page swapped in adds its style sheets last)."""
    return {key: sorted(value) if isinstance(value, list) else value for key, value in addresses.items()}


def test_instant_navigation_keeps_every_address_right(session: BrowserSession) -> None:
    """The page's addresses stay as built at load (making them absolute restyled the whole page); Material
    makes them absolute when it first takes a link, so that a page at another depth still gets its style
    sheets (each once), its icon, a logo leading home, a menu leading where the page's own menu leads when
    loaded in full (the menu shows the sections around each page: ``navigation.prune``); and back again."""
    session.goto("reference/api/calls/")
    built_menu = session.page.evaluate(ADDRESSES)["nav"]
    session.goto("tarot/score/")
    assert session.page.evaluate("() => document.querySelector('a.md-logo').getAttribute('href')") == "../.."
    before = session.page.evaluate(ADDRESSES)
    assert before["home"] == session.base_url
    swap_in(session, "../../reference/api/calls/", "Ce que les pages demandent au moteur")
    after = session.page.evaluate(ADDRESSES)
    for sheets in (before["sheets"], after["sheets"]):
        assert len(set(sheets)) == len(sheets) > 2
        assert all(sheet.startswith(session.base_url + "assets/") for sheet in sheets)
    assert after["icons"] == before["icons"] == [session.base_url + "favicon.ico"]
    assert after["home"] == session.base_url
    assert set(after["nav"]) == set(built_menu) != set(before["nav"])
    session.page.go_back()
    arrived(session, "Le score")
    back = session.page.evaluate(ADDRESSES)
    assert in_any_order(back) == in_any_order(before)


def test_the_first_link_to_an_anchor_keeps_the_page(session: BrowserSession) -> None:
    """The first link of the table of contents scrolls to its heading on the page as it is: Material
    fetched the page again and swapped it in, losing what the reader had on it (README, « Les
    correctifs de Material »); and Back keeps it too."""
    page = session.page
    page.set_viewport_size({"width": 1280, "height": 900})
    session.goto("tarot/score/")
    page.evaluate("() => { document.querySelector('article').dataset.kept = '1'; }")
    last = page.locator(".md-sidebar--secondary a.md-nav__link").last.get_attribute("href") or ""
    follow_anchor(page, last.removeprefix("#"))
    assert page.evaluate("() => document.querySelector('article').dataset.kept") == "1"
    page.go_back()
    page.wait_for_function("() => location.hash === ''")
    assert page.evaluate("() => document.querySelector('article').dataset.kept") == "1"


def test_a_title_cut_short_gets_its_whole_text_when_pointed_at(session: BrowserSession) -> None:
    """The site's name in the header of a narrow window is cut short: the pointer over it shows it whole
    (a ``title``); a menu entry shown whole gets none, on this page or one swapped in."""
    session.page.set_viewport_size(PHONE)
    session.goto("tarot/score/")
    name = session.page.locator(".md-header__topic .md-ellipsis").first
    assert name.evaluate("text => text.offsetWidth < text.scrollWidth")
    name.hover()
    expect(name).to_have_attribute("title", "Tarot — la règle et l’école")
    session.page.set_viewport_size(DESKTOP)
    swap_in(session, "../encheres/", "Les enchères")
    entry = session.page.locator(".md-nav--primary a.md-nav__link--active")
    entry.hover()
    assert entry.inner_text() == "Les enchères"
    assert entry.get_attribute("title") is None


LONE_PILCROWS = """() => [...document.querySelectorAll("article :is(h1, h2, h3, h4, h5, h6)")]
    .filter(heading => heading.querySelector(":scope > .headerlink"))
    .filter(heading => !heading.querySelector("code, .doc-object-name"))
    .filter(heading => {
        const link = heading.querySelector(".headerlink");
        const title = document.createRange();
        title.setStartBefore(heading.firstChild);
        title.setEndBefore(link);
        const lines = [...title.getClientRects()].filter(rect => rect.width > 0);
        return link.getClientRects()[0].top >= Math.max(...lines.map(rect => rect.bottom)) - 2;
    }).map(heading => heading.textContent)"""
"""The article's prose headings whose ¶ sits on a line of its own (a title with code or an identifier
apart: those may break anywhere)."""


def test_no_title_ends_with_an_empty_looking_line_on_a_phone(session: BrowserSession) -> None:
    """A title that just fits a phone's width keeps its (invisible) ¶ on its last line, not alone on a
    line that looks empty: pages where this happened at 390 px with Material's inline-block ¶."""
    session.page.set_viewport_size({"width": 390, "height": 800})
    for path in ("table/calculateur/", "s-entrainer/africain/", "tarot/encheres/", "africain/exemple/"):
        session.goto(path)
        assert session.page.evaluate(LONE_PILCROWS) == [], path


MENU_LINKS_RENDERED = """() => [...document.querySelectorAll(".md-sidebar--primary .md-nav__link")]
    .filter(link => link.checkVisibility()).length"""
MENU_LINK_TAKES_FOCUS = """() => {
    const link = document.querySelector(".md-sidebar--primary .md-nav__link[href]");
    link.focus();
    return document.activeElement === link;
}"""


def test_on_a_phone_the_menu_is_rendered_only_once_opened(session: BrowserSession) -> None:
    """On a phone the closed menu costs the page nothing (none of its links rendered, none reachable with
    Tab: tarot.css); opened, its links are there and lead to their page. On a laptop it is always shown."""
    session.page.set_viewport_size(DESKTOP)
    session.goto("tarot/score/")
    assert session.page.evaluate(MENU_LINKS_RENDERED) > 20
    assert session.page.evaluate(MENU_LINK_TAKES_FOCUS) is True
    session.page.set_viewport_size(PHONE)
    session.goto("tarot/score/")
    assert session.page.evaluate(MENU_LINKS_RENDERED) == 0
    assert session.page.evaluate(MENU_LINK_TAKES_FOCUS) is False
    session.page.locator('label.md-header__button[for="__drawer"]').click()
    menu = session.page.locator(".md-sidebar--primary")
    menu.get_by_role("link", name="Le décompte", exact=True).click()
    expect(session.page.locator("h1")).to_contain_text("Le décompte")


PAGES_PER_TAB = 8
"""Pages checked in one tab before a new one: a tab of headless Chromium once stopped drawing frames
after sixteen pages (the click on the palette then waited out its whole minute); a new tab for every page
cost 0.5 s of processor each. Each page is loaded in full, its scheme and width set before it is seen."""


def in_a_fresh_tab(session: BrowserSession) -> None:
    """The session's tab swapped for a new one of the same profile (its storage, its recorded requests)."""
    used = session.page
    session.page = session.context.new_page()
    session.page.bring_to_front()
    used.close()


@pytest.mark.fresh_profile
@pytest.mark.parametrize("part", range(PARTS))
def test_every_page_is_served_readable_on_a_phone_and_accessible_in_both_schemes(
    session: BrowserSession, site_dir: Path, part: int
) -> None:
    """Each page loaded once and seen in both colour schemes: every problem of every page of the part
    reported. The parts share the pages by size; axe checks the shared header, menu and footer once per
    section."""
    pages = site_pages(site_dir)
    assert len(pages) > 50
    whole = section_firsts(pages)
    mine = balanced_parts(pages, site_dir, PARTS)[part]
    session.context.add_init_script(FORGET_THE_PALETTE)
    session.context.add_init_script(path=AXE)
    problems = {}
    for number, path in enumerate(mine):
        if number % PAGES_PER_TAB == 0:
            in_a_fresh_tab(session)
        if found := page_problems(session, path, path in whole):
            problems[path] = found
    assert len(session.requests) > len(mine)  # every page's HTML, and what it loads
    assert not problems, "\n".join(f"{path}\n" + "\n".join(found) for path, found in problems.items())


CODE_BLOCKS = """() => [...document.querySelectorAll(".md-content pre > code")].map(code => ({
    wide: code.scrollWidth > code.offsetWidth,
    focusable: code.getAttribute("tabindex") === "0",
    below: code.getBoundingClientRect().top > innerHeight,
}))"""
"""Each code block of the page: wider than its box, focusable from the keyboard, below the screen."""


def measured_code_blocks(session: BrowserSession) -> list[dict[str, bool]]:
    """The code blocks once measured, each focusable exactly when wide, some wide ones never seen."""
    session.page.wait_for_selector(CODE_MEASURED, state="attached")
    blocks: list[dict[str, bool]] = session.page.evaluate(CODE_BLOCKS)
    assert len(blocks) > 40
    assert [b for b in blocks if b["wide"] != b["focusable"]] == []
    assert any(b["wide"] and b["below"] for b in blocks)
    return blocks


def test_wide_code_can_be_scrolled_from_the_keyboard_before_it_is_seen(session: BrowserSession) -> None:
    """Material sets a code block up when it comes on screen; every wide block is focusable at once,
    on a laptop and again once narrowed to a phone, and a block gets its copy button when shown."""
    session.page.set_viewport_size(DESKTOP)
    session.goto("reference/api/fft/deal/")
    laptop = measured_code_blocks(session)
    session.page.eval_on_selector(".md-content", 'content => content.removeAttribute("data-code-measured")')
    session.page.set_viewport_size(PHONE)
    phone = measured_code_blocks(session)
    assert sum(b["wide"] for b in phone) > sum(b["wide"] for b in laptop)
    last = session.page.locator(".md-content pre > code").last
    assert last.evaluate('code => code.closest("pre").querySelector("[data-md-type=copy]")') is None
    last.scroll_into_view_if_needed()
    expect(last.locator("xpath=..").locator("[data-md-type=copy]")).to_be_attached()


WATCH_CODE_WIDTH_READS = """window.codeWidthsRead = new Set();
const scrollWidth = Object.getOwnPropertyDescriptor(Element.prototype, "scrollWidth");
Object.defineProperty(Element.prototype, "scrollWidth", {
  get() {
    if (this.matches(".md-content pre > code")) codeWidthsRead.add(this);
    return scrollWidth.get.call(this);
  },
});"""
"""An init script: the code blocks whose width the page reads."""
CODE_READ_UNSEEN = """() => [...codeWidthsRead]
    .filter(code => code.getBoundingClientRect().top > innerHeight).length"""
"""How many blocks below the screen had their width read (Material reads only the blocks shown)."""


def test_a_code_blocks_copy_button_is_no_navigation_landmark(session: BrowserSession) -> None:
    """Material's copy button of a code block sits in a plain box, not a ``<nav>``: a screen reader's
    list of the page's landmarks holds the site's navigations only (scripts/hooks/material_assets.py)."""
    session.page.set_viewport_size(DESKTOP)
    session.goto("tarot/score/")
    session.page.locator("article pre").first.scroll_into_view_if_needed()
    session.page.locator("article .md-code__nav .md-code__button").first.wait_for(state="attached")
    assert session.page.evaluate("() => document.querySelectorAll('article nav').length") == 0


COUNT_TABLES_MOVED = """window.tablesMoved = 0;
new MutationObserver(records => {
  for (const record of records)
    for (const node of record.removedNodes) if (node.nodeName === "TABLE") window.tablesMoved += 1;
}).observe(document, { childList: true, subtree: true });"""
"""An init script: how many times a table leaves its place in the page."""
TABLE_WRAPPERS = """() => [...document.querySelectorAll("article table:not([class])")].map(table =>
    [table.parentElement.className, table.parentElement.parentElement.className,
     table.closest(".md-typeset__table").parentElement.closest(".md-typeset__table") !== null])"""
"""Each table's box and the box around it, and whether it sits in two scrolling boxes."""


def test_tables_come_in_their_scrolling_box_and_stay_there(session: BrowserSession) -> None:
    """Each table comes in Material's scrolling box from the build, once; Material's script, which
    would move it there after the page's first layout (laying the whole page out again), leaves it in
    place (scripts/hooks/material_assets.py)."""
    session.page.add_init_script(COUNT_TABLES_MOVED)
    session.goto("tarot/score/")
    session.page.wait_for_function("() => document.readyState === 'complete'")
    wrappers = session.page.evaluate(TABLE_WRAPPERS)
    assert len(wrappers) >= 3
    assert set(map(tuple, wrappers)) == {("md-typeset__table", "md-typeset__scrollwrap", False)}
    assert session.page.evaluate("() => window.tablesMoved") == 0


@pytest.mark.parametrize(
    "path", ["exercices/tarot/poignee/", "reference/api/players/", "reference/api/table/"]
)
def test_landmarks_have_names_of_their_own(session: BrowserSession, path: str) -> None:
    """A screen reader's list of landmarks names each section of the menu and of the table of contents
    once: an exercise page's open menu holds the rulebook's « Tarot » and the exercises' « Exercices de
    Tarot »; a reference page's contents name an object by its path (``tarot_app.table.Table``), not by
    a short name another object, or a section of the menu, has too (overrides/partials/toc-item.html)."""
    session.page.set_viewport_size(DESKTOP)
    session.goto(path)
    assert axe_violations(session, ["landmark-unique"], ("minor", "moderate", "serious", "critical")) == []


def test_on_a_touch_screen_no_code_is_measured_for_the_keyboard(session: BrowserSession) -> None:
    """Wide code takes the keyboard focus on a device that can hover; on a touch screen no block takes
    it, and the page reads no block's width for it (each read may lay the whole page out)."""
    path = "reference/api/fft/deal/"
    session.page.add_init_script(WATCH_CODE_WIDTH_READS)
    session.page.set_viewport_size(PHONE)
    session.goto(path)
    session.page.wait_for_selector(CODE_MEASURED, state="attached")
    assert session.page.evaluate(CODE_READ_UNSEEN) > 0
    blocks = measured_code_blocks(session)
    touch = session.new_context(viewport=PHONE, has_touch=True, is_mobile=True)
    try:
        page = touch.new_page()
        page.add_init_script(WATCH_CODE_WIDTH_READS)
        page.goto(session.base_url + path, wait_until="load")
        page.wait_for_selector(CODE_MEASURED, state="attached")
        assert page.evaluate("() => matchMedia('(hover)').matches") is False
        assert page.evaluate(CODE_READ_UNSEEN) == 0
        touched = page.evaluate(CODE_BLOCKS)  # reads every width: last
        assert len(touched) == len(blocks)
        assert any(b["wide"] and b["below"] for b in touched)
        assert [b for b in touched if b["focusable"]] == []
    finally:
        touch.close()


@pytest.mark.parametrize("path", ["reference/api/calls/", "reference/api/fft/rules/", "tarot/score/"])
def test_the_text_does_not_move_once_shown_on_a_phone(session: BrowserSession, path: str) -> None:
    """Nothing shown on the first screen is pushed aside when the rest of the page is set up (a block
    laid out late, a placeholder replaced by a taller block)."""
    session.page.add_init_script(WATCH_LAYOUT_SHIFTS)
    session.page.set_viewport_size(PHONE)
    session.goto(path)
    session.page.wait_for_selector(CODE_MEASURED, state="attached")
    session.page.wait_for_load_state("load")
    shifts = session.page.evaluate(LAYOUT_SHIFTS)
    assert sum(shifts) == 0, shifts


TEACHING_PAGES = {
    "excuse": ("tarot/jeu-de-la-carte/", "tarot/litiges/", "tutoriels/excuse/"),
    "poignée": ("tarot/annonces/",),
    "petit au bout": ("tarot/score/",),
    "règle d'or": ("africain/regle-d-or/",),
    "chelem": ("tarot/annonces/", "tarot/score/"),
}
"""Words a player looks up, and the pages that teach them (one of them must come first)."""


@pytest.mark.fresh_profile
def test_french_search_finds_the_page_that_teaches_the_rule(session: BrowserSession) -> None:
    """Each word typed in the same search box, as a reader looking up several rules in a row."""
    session.context.add_init_script(WATCH_SEARCH)
    session.goto("/")
    open_search(session.page)
    wrong = {}
    for words, pages in TEACHING_PAGES.items():
        answer = ask(session.page, words)
        if not answer.pages or answer.pages[0] not in pages:
            wrong[words] = answer.pages[:5]
    assert not wrong, f"mots cherchés : pages en tête : {wrong}"


def rule_pages() -> list[Path]:
    return [page for section in RULE_SECTIONS for page in sorted((DOCS / section).glob("*.md"))]


@pytest.mark.parametrize("page", rule_pages(), ids=lambda page: str(page.relative_to(DOCS)))
def test_every_rule_page_has_a_worked_example(page: Path) -> None:
    assert "```tarot" in page.read_text("utf-8"), f"{page.name} n'a pas d'exemple calculé"


def test_score_page_shows_the_fft_example(site_dir: Path) -> None:
    html = (site_dir / "tarot" / "score" / "index.html").read_text("utf-8")
    assert "score(" in html and "106" in html and "+318" in html


def test_cards_are_drawn_with_accessible_names(site_dir: Path) -> None:
    html = (site_dir / "tarot" / "cartes" / "index.html").read_text("utf-8")
    assert html.count('role="img"') >= 36
    assert 'aria-label="Roi de cœur"' in html and 'aria-label="Excuse"' in html


def test_tables_of_numbers_come_from_the_engine() -> None:
    """Thresholds, poignées, deal tables: written by code in the page, not typed as Markdown."""
    for name, needle in [
        ("tarot/decompte.md", "threshold(bouts)"),
        ("tarot/annonces.md", "poignee_sizes"),
        ("tarot/donne.md", "packet_size"),
        ("africain/distribution.md", "start_cards_for"),
        ("africain/manche-sur-le-front.md", "blind_win_probability"),
    ]:
        assert needle in (DOCS / name).read_text("utf-8"), name
