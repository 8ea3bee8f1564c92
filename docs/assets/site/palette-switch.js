// Colours switch at once when the reader changes the palette: no transition runs while Material
// applies it (the site's palette.css lacks Material's rule for that, which cost a restyle of every
// element at each page load: scripts/hooks/palette_css.py). The mark stays two frames, the time for
// the new colours to be styled.
const SWITCHING = "palette-switching";

document.addEventListener(
  "change",
  (event) => {
    if (!event.target.closest?.("[data-md-component=palette]")) return;
    const root = document.documentElement;
    root.classList.add(SWITCHING);
    requestAnimationFrame(() => requestAnimationFrame(() => root.classList.remove(SWITCHING)));
  },
  { capture: true },
);
