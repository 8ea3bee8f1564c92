// The table pages and the engine: ask() a registered function (tarot_app.calls) through the engine
// client, and a status line with a progress bar while Python loads.
import { call, ensure, subscribe } from "../engine/client.js";
import { h } from "../site/dom.js";
import { progressBar } from "../site/progress.js";

// The function's answer ({ok: true, …}), or {ok: false, error, code} with the engine's French reason.
export function ask(fn, args) {
  return call(fn, args).catch((error) => ({ ok: false, error: error.message, code: error.code }));
}

// A status line with a progress bar while Python loads (started at once: the pages need it). On a page the
// reader can already fill (`usable`), the line floats over the bottom of the screen and says so: going
// when the engine is ready, it moves nothing under the reader's finger. A failure to start is shown in
// the page's flow, where it stays.
export function engineStatus({ usable = false } = {}) {
  const box = h("div", {
    className: `table-engine table-no-print${usable ? " table-engine--floating" : ""}`,
    role: "status",
  });
  const bar = progressBar("table-engine__", "Chargement du moteur de règles…", { "aria-label": "Chargement du moteur" });
  box.append(bar.label, bar.track);
  const unsubscribe = subscribe((state) => {
    if (state.error) {
      bar.label.textContent = `Le moteur n’a pas pu démarrer\u00a0: ${state.error}`;
      box.dataset.failed = "1";
      box.hidden = false;
      return;
    }
    box.hidden = state.ready;
    box.dataset.ready = state.ready ? "1" : "";
    bar.set(state.value, `Chargement du moteur de règles dans votre navigateur… ${state.value} %${usable ? " (vous pouvez déjà remplir)" : ""}`);
  });
  ensure();
  return { element: box, stop: unsubscribe };
}
