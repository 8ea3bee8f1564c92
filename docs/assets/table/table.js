// « À la table » : the French Tarot calculator, the evening score sheet and the Tarot Africain lives sheet.
// This script only collects what players type, keeps the sheets in localStorage and shows what the
// engine answers: every score, dealer, card count, bid check, life and winner comes from Python
// (tarot_rules.table, run by the live runner's Pyodide worker, assets/live/). Works with Material's
// instant navigation (document$), the keyboard alone, the dark scheme and a 390 px screen.

import { onEveryPage, runner } from "../live/live.js";

const STORE_KEY = "tarot-table";
const STORE_VERSION = 2;
const UNDO_DEPTH = 50;
const MINUS = "\u2212";

// ----- the engine -----------------------------------------------------------------------------------

const IMPORT = "from tarot_rules.table import call\n";

// Call tarot_rules.table.call(name, payload) in the worker; resolves to its answer ({ok, error, …}).
async function engine(name, payload) {
  const code = IMPORT + `print(call(${JSON.stringify(name)}, ${JSON.stringify(JSON.stringify(payload))}))\n`;
  const result = await runner.run(code);
  if (result.error) return { ok: false, error: `Erreur du moteur\u00a0: ${result.error.summary}` };
  return JSON.parse(result.output);
}

// A status line with a progress bar while Python loads (started at once: the pages need it).
function engineStatus() {
  const box = h("div", { className: "table-engine table-no-print", role: "status" });
  const label = h("span", { className: "table-engine__label" }, "Chargement du moteur de règles…");
  const track = h("div", {
    className: "table-engine__track",
    role: "progressbar",
    "aria-label": "Chargement du moteur",
    "aria-valuemin": "0",
    "aria-valuemax": "100",
    "aria-valuenow": "0",
  });
  const fill = h("div", { className: "table-engine__fill" });
  track.append(fill);
  box.append(label, track);
  const unsubscribe = runner.subscribe((state) => {
    if (state.error) {
      label.textContent = `Le moteur n’a pas pu démarrer\u00a0: ${state.error}`;
      box.hidden = false;
      return;
    }
    box.hidden = state.ready;
    box.dataset.ready = state.ready ? "1" : "";
    track.setAttribute("aria-valuenow", String(state.value));
    fill.style.width = `${Math.max(3, state.value)}%`;
    label.textContent = `Chargement du moteur de règles dans votre navigateur… ${state.value} % (vous pouvez déjà remplir)`;
  });
  runner.ensure();
  return { element: box, stop: unsubscribe };
}

// ----- small helpers ----------------------------------------------------------------------------------

function h(tag, attrs = {}, ...children) {
  const node = document.createElement(tag);
  for (const [key, value] of Object.entries(attrs)) {
    if (value === false || value === null || value === undefined) continue;
    if (key === "className") node.className = value;
    else if (key === "text") node.textContent = value;
    else if (key.startsWith("on")) node.addEventListener(key.slice(2), value);
    else node.setAttribute(key, value === true ? "" : value);
  }
  for (const child of children.flat()) {
    if (child !== null && child !== undefined && child !== false) node.append(child);
  }
  return node;
}

function button(label, onclick, className = "", attrs = {}) {
  return h("button", { type: "button", className: `md-button table-button ${className}`, onclick, ...attrs }, label);
}

function signed(value) {
  if (value === null || value === undefined) return "";
  return value > 0 ? `+${value}` : value < 0 ? `${MINUS}${-value}` : "0";
}

function field(labelText, control, hint) {
  const id = control.id || `tf-${Math.random().toString(36).slice(2, 9)}`;
  control.id = id;
  return h("div", { className: "table-field" }, h("label", { for: id }, labelText), control, hint || null);
}

function select(name, options, value) {
  const node = h("select", { name });
  for (const [optionValue, label] of options) node.append(h("option", { value: optionValue }, label));
  if (value !== undefined) node.value = value;
  return node;
}

function download(filename, text, type) {
  const url = URL.createObjectURL(new Blob([text], { type }));
  const link = h("a", { href: url, download: filename, hidden: true });
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

function message(box, kind, text) {
  box.className = `table-message table-message--${kind}`;
  box.textContent = text;
  box.hidden = !text;
}

function stamp() {
  return new Date().toISOString().slice(0, 16).replace("T", "-").replace(":", "h");
}

// ----- storage: one versioned record, several saved games per sheet, each with its undo stack ----------

// Version 2: {version: 2, tarot: {current, games: [{id, created, sheet, undo}]}, africain: {…}}.
// Version 1 kept one game per sheet ({version: 1, tarot: {sheet, undo} | null, …}): migrated, not lost.
function emptyKind() {
  return { current: null, games: [] };
}

function newId() {
  return `${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 8)}`;
}

function migrate(raw) {
  if (raw && raw.version === STORE_VERSION) return raw;
  const store = { version: STORE_VERSION, tarot: emptyKind(), africain: emptyKind() };
  if (raw && raw.version === 1) {
    for (const kind of ["tarot", "africain"]) {
      const slot = raw[kind];
      if (slot && slot.sheet) {
        const id = newId();
        store[kind] = { current: id, games: [{ id, created: new Date().toISOString(), sheet: slot.sheet, undo: slot.undo || [] }] };
      }
    }
  }
  return store;
}

function readStore() {
  try {
    const raw = JSON.parse(localStorage.getItem(STORE_KEY) || "null");
    const store = migrate(raw);
    for (const kind of ["tarot", "africain"]) if (!store[kind] || !Array.isArray(store[kind].games)) store[kind] = emptyKind();
    if (raw && raw.version !== STORE_VERSION) writeStore(store);
    return store;
  } catch {
    // unreadable storage: start afresh
  }
  return { version: STORE_VERSION, tarot: emptyKind(), africain: emptyKind() };
}

function writeStore(store) {
  try {
    localStorage.setItem(STORE_KEY, JSON.stringify(store));
  } catch {
    // private mode or full storage: the sheet lives as long as the page
  }
}

// The current game of one sheet ({sheet, undo: [older sheets], redo: [undone sheets]}) and the list
// of saved games.
// A new game is only stored once it has a sheet (id null until then).
class Slot {
  constructor(kind) {
    this.kind = kind;
    const own = readStore()[kind];
    this.load(own.games.find((game) => game.id === own.current) || null);
  }

  load(game) {
    this.id = game ? game.id : null;
    this.created = game ? game.created : null;
    this.sheet = game ? game.sheet : null;
    this.undo = game ? game.undo || [] : [];
    this.redo = game ? game.redo || [] : [];
  }

  // The saved games, newest first: [{id, created, sheet}].
  games() {
    return [...readStore()[this.kind].games].reverse();
  }

  save() {
    const store = readStore();
    const own = store[this.kind];
    if (!this.sheet) {
      own.current = null;
    } else {
      if (!this.id) {
        this.id = newId();
        this.created = new Date().toISOString();
      }
      const game = { id: this.id, created: this.created, sheet: this.sheet, undo: this.undo, redo: this.redo };
      const index = own.games.findIndex((g) => g.id === this.id);
      if (index >= 0) own.games[index] = game;
      else own.games.push(game);
      own.current = this.id;
    }
    writeStore(store);
  }

  change(sheet) {
    if (this.sheet) this.undo = [...this.undo, this.sheet].slice(-UNDO_DEPTH);
    this.redo = [];
    this.sheet = sheet;
    this.save();
  }

  // Undo (from = "undo") or redo (from = "redo"): the sheet left goes on the other stack.
  step(from) {
    const to = from === "undo" ? "redo" : "undo";
    if (!this[from].length) return false;
    this[to] = [...this[to], this.sheet].slice(-UNDO_DEPTH);
    this.sheet = this[from][this[from].length - 1];
    this[from] = this[from].slice(0, -1);
    this.save();
    return true;
  }

  // « Nouvelle partie »: the current game stays in the list.
  clear() {
    this.load(null);
    this.save();
  }

  switchTo(id) {
    const store = readStore();
    const game = store[this.kind].games.find((g) => g.id === id);
    if (!game) return false;
    store[this.kind].current = id;
    writeStore(store);
    this.load(game);
    return true;
  }

  remove(id) {
    const store = readStore();
    const own = store[this.kind];
    own.games = own.games.filter((g) => g.id !== id);
    if (own.current === id) own.current = null;
    writeStore(store);
    if (this.id === id) this.load(null);
  }
}

// The saved games of a sheet: a selector to switch, and the deletion of the shown game (with confirmation).
function gamesBar(slot, describe, onSwitch) {
  const games = slot.games();
  const bar = h("div", { className: "table-games table-no-print", role: "group", "aria-label": "Parties enregistrées" });
  if (!games.length) return bar;
  const chooser = select("game", []);
  chooser.className = "table-game-select";
  if (!slot.id) chooser.append(h("option", { value: "" }, "Nouvelle partie (pas encore commencée)"));
  for (const game of games) {
    const when = (game.created || "").slice(0, 16).replace("T", " ");
    chooser.append(h("option", { value: game.id }, `${describe(game.sheet)}${when ? ` — ${when}` : ""}`));
  }
  chooser.value = slot.id || "";
  chooser.addEventListener("change", () => {
    if (chooser.value && slot.switchTo(chooser.value)) onSwitch("Partie reprise.");
  });
  bar.append(field(`Parties enregistrées (${games.length})`, chooser));
  if (slot.id) {
    bar.append(
      button("Supprimer cette partie", () => {
        if (!window.confirm("Supprimer définitivement cette partie enregistrée ?")) return;
        slot.remove(slot.id);
        onSwitch("Partie supprimée.");
      }, "table-game-delete"),
    );
  }
  return bar;
}

// Export buttons (CSV and JSON), import of a JSON sheet, print, undo and « Nouvelle partie ».
function importControl(onImport) {
  const file = h("input", { type: "file", accept: "application/json,.json", className: "table-file", "aria-label": "Fichier JSON à importer" });
  file.addEventListener("change", async () => {
    const chosen = file.files && file.files[0];
    if (!chosen) return;
    const text = await chosen.text();
    file.value = "";
    onImport(text);
  });
  return h("label", { className: "md-button table-button table-import" }, "Importer un JSON", file);
}

// exportJson: what « Exporter en JSON » saves (the sheet, or the engine's game record); after undo,
// redo, import or « Nouvelle partie », the page says what happened and shows the sheet again.
function sheetTools({ slot, sheetCall, csvCall, prefix, exportJson, say, show }) {
  const history = (from, label, className, done) => {
    const control = button(label, () => {
      if (!slot.step(from)) return;
      say("info", done);
      show();
    }, className);
    control.disabled = !slot[from].length;
    return control;
  };
  return h(
    "div",
    { className: "table-tools table-no-print", role: "group", "aria-label": "Feuille" },
    history("undo", "Annuler la dernière modification", "table-undo", "Dernière modification annulée."),
    history("redo", "Rétablir", "table-redo", "Modification rétablie."),
    button("Exporter en CSV", async () => {
      const answer = await engine(csvCall, slot.sheet);
      if (answer.ok) download(`${prefix}-${stamp()}.csv`, answer.csv, "text/csv");
    }, "table-export-csv"),
    button("Exporter en JSON", () => {
      download(`${prefix}-${stamp()}.json`, JSON.stringify(exportJson(), null, 1), "application/json");
    }, "table-export-json"),
    importControl(async (text) => {
      if (await importSheet(text, sheetCall, slot, say)) show();
    }),
    button("Imprimer", () => window.print(), "table-print"),
    button("Nouvelle partie", () => {
      if (!window.confirm("Commencer une nouvelle partie ? Celle-ci reste enregistrée : elle se reprend depuis la liste des parties.")) return;
      slot.clear();
      say("info", "");
      show();
    }, "table-new"),
  );
}

async function importSheet(text, call, slot, say) {
  let data;
  try {
    data = JSON.parse(text);
  } catch {
    say("error", "Ce fichier n'est pas du JSON lisible.");
    return null;
  }
  const answer = await engine(call, data);
  if (!answer.ok) {
    say("error", `Import refusé : ${answer.error}`);
    return null;
  }
  slot.load(null); // an imported sheet is a new saved game: the current one stays in the list
  slot.change(answer.sheet);
  say("info", "Feuille importée : une nouvelle partie enregistrée.");
  return answer;
}

// The stored sheet read again by the engine (scores and checks are never stored); null if refused.
async function readSheet(slot, call, body, say) {
  if (!runner.ready) body.replaceChildren(h("p", { className: "table-waiting" }, "La feuille s'affichera dès que le moteur sera prêt…"));
  const answer = await engine(call, slot.sheet);
  if (answer.ok) return answer;
  say("error", `Feuille enregistrée illisible : ${answer.error}`);
  return null;
}

// A changed sheet, kept only if the engine accepts it (else its French reason is shown); null if refused.
async function commitSheet(slot, call, payload, say, done) {
  const answer = await engine(call, payload);
  if (!answer.ok) {
    say("error", answer.error);
    return null;
  }
  say("info", typeof done === "function" ? done(answer) : done);
  slot.change(answer.sheet);
  return answer;
}

// « Ou reprendre … » under a setup form: import a JSON sheet.
function importRow(text, call, slot, say, show) {
  return h("p", { className: "table-tools table-no-print" }, text, importControl(async (json) => {
    if (await importSheet(json, call, slot, say)) show();
  }));
}

// Names, count and first dealer of a new sheet.
function setupForm({ counts, defaultCount, extra, onStart, startLabel }) {
  const form = h("form", { className: "table-setup", novalidate: true });
  const count = select("count", counts.map((n) => [String(n), `${n} joueurs`]), String(defaultCount));
  const names = h("fieldset", { className: "table-names" }, h("legend", {}, "Noms, dans l'ordre du jeu"));
  const dealer = select("dealer", []);
  const inputs = [];
  const refresh = () => {
    const n = Number(count.value);
    while (inputs.length < n) {
      const input = h("input", { type: "text", name: `name${inputs.length}`, autocomplete: "off", maxlength: "40" });
      inputs.push(input);
      names.append(field(`Joueur ${inputs.length}`, input));
    }
    inputs.forEach((input, i) => (input.closest(".table-field").hidden = i >= n));
    const chosen = dealer.value;
    dealer.replaceChildren(...inputs.slice(0, n).map((input, i) => h("option", { value: String(i) }, input.value.trim() || `J${i + 1}`)));
    if (Number(chosen) < n) dealer.value = chosen;
  };
  count.addEventListener("change", refresh);
  names.addEventListener("input", refresh);
  refresh();
  form.append(field("Nombre de joueurs", count), names, extra || "", field("Premier donneur", dealer), h("button", { type: "submit", className: "md-button md-button--primary table-button table-start" }, startLabel));
  form.addEventListener("submit", (event) => {
    event.preventDefault();
    const n = Number(count.value);
    onStart({ players: inputs.slice(0, n).map((input, i) => input.value.trim() || `J${i + 1}`), first_dealer: Number(dealer.value) });
  });
  return form;
}

// ----- the deal form (French Tarot) ---------------------------------------------------------------

const CONTRACTS = [["prise", "Prise (× 1)"], ["garde", "Garde (× 2)"], ["garde sans", "Garde sans (× 4)"], ["garde contre", "Garde contre (× 6)"]];
const CAMPS = [["attaque", "l'attaque"], ["défense", "la défense"]];

class DealForm {
  constructor({ players, names, choosePlayers, submitLabel, onSubmit, onChange }) {
    this.names = names;
    this.onChange = onChange;
    this.form = h("form", { className: "table-deal", novalidate: true, "aria-label": "Donne" });
    const f = this.form;
    this.count = select("players", [["3", "3 joueurs"], ["4", "4 joueurs"], ["5", "5 joueurs"]], String(players));
    this.nameInputs = [0, 1, 2, 3, 4].map((i) => h("input", { type: "text", name: `name${i}`, autocomplete: "off", maxlength: "40", value: names[i] || "" }));
    this.taker = select("taker", []);
    this.partner = select("partner", []);
    this.contract = select("contract", CONTRACTS, "garde");
    this.bouts = select("bouts", [["0", "0"], ["1", "1"], ["2", "2"], ["3", "3"]], "");
    this.bouts.value = "";
    this.bouts.prepend(h("option", { value: "" }, "—"));
    this.bouts.value = "";
    this.points = h("input", { type: "text", name: "points", inputmode: "decimal", autocomplete: "off", placeholder: "ex. 49 ou 40,5" });
    this.poignees = [0, 1].map((i) => ({
      size: select(`poignee${i}`, [["", "aucune"], ["simple", "simple"], ["double", "double"], ["triple", "triple"]], ""),
      camp: select(`poignee${i}-camp`, CAMPS, "attaque"),
    }));
    this.petit = select("petit_au_bout", [["", "non"], ...CAMPS], "");
    this.chelemAnnounced = h("input", { type: "checkbox", name: "chelem_announced" });
    this.chelem = select("chelem", [["", "non"], ["attaque", "réalisé par l'attaque"], ["défense", "subi : la défense fait tous les plis"]], "");
    this.submit = h("button", { type: "submit", className: "md-button md-button--primary table-button table-submit" }, submitLabel);
    this.cancel = button("Annuler la modification", () => this.onCancel && this.onCancel(), "table-cancel");
    this.cancel.hidden = true;

    const who = h("fieldset", { className: "table-group" }, h("legend", {}, "Les joueurs"));
    if (choosePlayers) {
      who.append(field("Nombre de joueurs", this.count));
      const namesBox = h("div", { className: "table-names-grid" });
      this.nameInputs.forEach((input, i) => namesBox.append(field(`Joueur ${i + 1}`, input)));
      who.append(namesBox);
    }
    this.partnerField = field("Partenaire (roi appelé)", this.partner);
    who.append(field("Preneur", this.taker), this.partnerField);
    const deal = h(
      "fieldset",
      { className: "table-group" },
      h("legend", {}, "Le contrat"),
      field("Contrat", this.contract),
      field("Bouts du preneur", this.bouts),
      field("Points du preneur", this.points, h("small", { className: "table-hint" }, "demi-points permis à 3 et 5 joueurs : 40,5")),
    );
    const bonus = h("fieldset", { className: "table-group" }, h("legend", {}, "Primes"));
    this.poignees.forEach((p, i) => {
      bonus.append(h("div", { className: "table-pair" }, field(`Poignée ${i + 1}`, p.size), field(`montrée par`, p.camp)));
    });
    bonus.append(field("Petit au bout, mené par", this.petit));
    bonus.append(h("div", { className: "table-field table-check" }, this.chelemAnnounced, h("label", { for: (this.chelemAnnounced.id = `tf-chelem-${Math.random().toString(36).slice(2, 8)}`) }, "Chelem annoncé")));
    bonus.append(field("Chelem", this.chelem));
    f.append(who, deal, bonus, h("div", { className: "table-actions" }, this.submit, this.cancel));
    f.addEventListener("submit", (event) => {
      event.preventDefault();
      onSubmit(this.facts());
    });
    f.addEventListener("input", () => this.changed());
    f.addEventListener("change", (event) => {
      if (event.target === this.count || this.nameInputs.includes(event.target)) this.refreshPlayers();
      this.changed();
    });
    this.refreshPlayers();
  }

  get players() {
    return Number(this.count.value);
  }

  setPlayers(players, names) {
    this.count.value = String(players);
    names.forEach((name, i) => (this.nameInputs[i].value = name));
    this.refreshPlayers();
  }

  currentNames() {
    return this.nameInputs.slice(0, this.players).map((input, i) => input.value.trim() || `J${i + 1}`);
  }

  refreshPlayers() {
    const n = this.players;
    this.nameInputs.forEach((input, i) => (input.closest(".table-field") ? (input.closest(".table-field").hidden = i >= n) : null));
    const names = this.currentNames();
    const keep = (node, options) => {
      const value = node.value;
      node.replaceChildren(...options.map(([v, label]) => h("option", { value: v }, label)));
      if ([...node.options].some((o) => o.value === value)) node.value = value;
    };
    keep(this.taker, names.map((name, i) => [String(i), name]));
    keep(this.partner, [["", "seul (pas de partenaire)"], ...names.map((name, i) => [String(i), name])]);
    this.partnerField.hidden = n !== 5;
  }

  facts() {
    const facts = {
      players: this.players,
      taker: Number(this.taker.value || 0),
      partner: this.players === 5 && this.partner.value !== "" ? Number(this.partner.value) : null,
      contract: this.contract.value,
      bouts: this.bouts.value,
      points: this.points.value,
      poignees: this.poignees.filter((p) => p.size.value).map((p) => ({ size: p.size.value, camp: p.camp.value })),
      petit_au_bout: this.petit.value || null,
      chelem_announced: this.chelemAnnounced.checked,
      chelem: this.chelem.value || null,
    };
    return facts;
  }

  fill(facts) {
    this.taker.value = String(facts.taker ?? 0);
    this.partner.value = facts.partner === null || facts.partner === undefined ? "" : String(facts.partner);
    this.contract.value = facts.contract || "garde";
    this.bouts.value = String(facts.bouts ?? "");
    this.points.value = String(facts.points ?? "");
    this.poignees.forEach((p, i) => {
      const given = (facts.poignees || [])[i];
      p.size.value = given ? given.size : "";
      p.camp.value = given ? given.camp || "attaque" : "attaque";
    });
    this.petit.value = facts.petit_au_bout || "";
    this.chelemAnnounced.checked = !!facts.chelem_announced;
    this.chelem.value = facts.chelem || "";
  }

  clearDeal() {
    this.fill({ taker: this.taker.value, contract: this.contract.value });
  }

  complete() {
    return this.bouts.value !== "" && this.points.value.trim() !== "";
  }

  changed() {
    if (this.onChange) this.onChange(this.facts());
  }
}

// The engine's breakdown: the formula lines and each player's score.
function breakdownView(answer, names) {
  const box = h("div", { className: "table-breakdown" });
  box.append(h("p", { className: "table-breakdown__title" }, answer.lines[0]));
  const formula = h("ul", { className: "table-breakdown__lines" });
  for (const line of answer.lines.slice(1)) formula.append(h("li", {}, line));
  box.append(formula);
  const table = h("table", { className: "table-scores" }, h("caption", {}, "Score de la donne"));
  const body = h("tbody");
  answer.scores.forEach((value, seat) => {
    const role = seat === answer.taker ? "preneur" : seat === answer.partner ? "partenaire" : "défense";
    body.append(h("tr", { "data-seat": String(seat) }, h("th", { scope: "row" }, names[seat], h("span", { className: "table-role" }, ` (${role})`)), h("td", { className: "table-score", "data-score": String(value) }, signed(value))));
  });
  table.append(body);
  box.append(table);
  return box;
}

// ----- page: the calculator ---------------------------------------------------------------------------

function calculatorPage(root) {
  const status = engineStatus();
  const result = h("div", { className: "table-result", "aria-live": "polite" });
  const msg = h("p", { className: "table-message", role: "alert", hidden: true });
  let sequence = 0;
  let last = null;
  const compute = async (facts, explicit) => {
    const mine = ++sequence;
    if (!explicit && !form.complete()) {
      result.replaceChildren();
      message(msg, "info", "");
      return;
    }
    if (!runner.ready) result.replaceChildren(h("p", { className: "table-waiting" }, "Le résultat s'affichera dès que le moteur sera prêt…"));
    const answer = await engine("score_deal", facts);
    if (mine !== sequence) return;
    if (!answer.ok) {
      result.replaceChildren();
      last = null;
      message(msg, "error", answer.error);
      return;
    }
    message(msg, "info", "");
    last = { facts, answer };
    result.replaceChildren(breakdownView(answer, form.currentNames()), addBox);
  };
  const form = new DealForm({
    players: 4,
    names: [],
    choosePlayers: true,
    submitLabel: "Calculer",
    onSubmit: (facts) => compute(facts, true),
    onChange: (facts) => compute(facts, false),
  });
  const addNote = h("p", { className: "table-message", role: "status", hidden: true });
  const addBox = h(
    "div",
    { className: "table-add table-no-print" },
    button("Ajouter à la feuille de la soirée", async () => {
      if (!last) return;
      const slot = new Slot("tarot");
      const { players, ...facts } = last.facts;
      const names = form.currentNames();
      let sheet = slot.sheet;
      if (sheet && sheet.players.length !== players) {
        message(addNote, "error", `La feuille en cours est à ${sheet.players.length} joueurs : commencez-en une nouvelle depuis la feuille.`);
        return;
      }
      if (!sheet) sheet = { format: "tarot-table/feuille-tarot", version: 1, players: names, first_dealer: 0, deals: [] };
      const answer = await engine("tarot_sheet", { ...sheet, deals: [...sheet.deals, facts] });
      if (!answer.ok) {
        message(addNote, "error", answer.error);
        return;
      }
      slot.change(answer.sheet);
      message(addNote, "info", `Donne ${answer.rows.length} ajoutée à la feuille de la soirée.`);
    }, "table-add-button"),
    h("a", { href: "../feuille-tarot/", className: "table-link" }, "Voir la feuille de la soirée"),
    addNote,
  );
  root.replaceChildren(status.element, form.form, msg, result);
}

// ----- what both sheet pages share -----------------------------------------------------------------

function sheetPageParts(kind) {
  const msg = h("p", { className: "table-message", role: "alert", hidden: true });
  return {
    slot: new Slot(kind),
    status: engineStatus(),
    msg,
    say: (level, text) => message(msg, level, text),
    body: h("div", { className: "table-body" }),
    games: h("div", { className: "table-games-box" }),
  };
}

// An engine answer about the sheet becomes the page's view; a refusal (null) was already said.
function adopter(use) {
  return (answer) => {
    if (answer) use(answer);
    return Boolean(answer);
  };
}

function plural(n, word) {
  return `${n} ${word}${n > 1 ? "s" : ""}`;
}

// ----- page: the evening score sheet (French Tarot) -----------------------------------------------

function tarotSheetPage(root) {
  const { slot, status, msg, say, body, games } = sheetPageParts("tarot");
  let view = null;
  const adopt = adopter((answer) => {
    view = answer;
    render();
  });
  let editing = null; // index of the deal being edited
  let form = null;
  const describe = (sheet) => `${sheet.players.join(", ")} — ${plural(sheet.deals.length, "donne")}`;

  const refreshGames = () =>
    games.replaceChildren(gamesBar(slot, describe, (text) => {
      say("info", text);
      stopEditing();
      show();
    }));

  const show = async () => {
    refreshGames();
    if (!slot.sheet) {
      view = null;
      form = null;
      body.replaceChildren(
        h("h2", {}, "Nouvelle feuille"),
        setupForm({
          counts: [3, 4, 5],
          defaultCount: 4,
          startLabel: "Commencer la feuille",
          onStart: ({ players, first_dealer }) => {
            slot.change({ format: "tarot-table/feuille-tarot", version: 1, players, first_dealer, deals: [] });
            show();
          },
        }),
        importRow("Ou reprendre une feuille exportée : ", "tarot_sheet", slot, say, show),
      );
      return;
    }
    adopt(await readSheet(slot, "tarot_sheet", body, say));
  };

  const save = async (sheet, done) => adopt(await commitSheet(slot, "tarot_sheet", sheet, say, done));

  const render = () => {
    refreshGames();
    const names = view.players;
    if (!form || form.names.join("\n") !== names.join("\n")) {
      form = new DealForm({
        players: names.length,
        names,
        choosePlayers: false,
        submitLabel: "Ajouter la donne",
        onSubmit: async (facts) => {
          const { players, ...deal } = facts;
          const deals = [...slot.sheet.deals];
          const index = editing;
          if (index === null) deals.push(deal);
          else deals[index] = deal;
          const ok = await save({ ...slot.sheet, deals }, index === null ? `Donne ${deals.length} ajoutée.` : `Donne ${index + 1} modifiée : la suite est recalculée.`);
          if (ok) {
            stopEditing();
            form.clearDeal();
          }
        },
      });
      form.setPlayers(names.length, names);
      form.onCancel = () => {
        stopEditing();
        form.clearDeal();
      };
    }
    const next = h("p", { className: "table-next" }, "Prochaine donne : ", h("strong", { className: "table-next-dealer" }, names[view.next_dealer]), " distribue.");
    const passed = button("Tout le monde passe", () => save({ ...slot.sheet, deals: [...slot.sheet.deals, { passe: true }] }, "Donne passée : la main tourne."), "table-pass");
    const table = sheetTable(view);
    const tools = sheetTools({
      slot,
      sheetCall: "tarot_sheet",
      csvCall: "tarot_csv",
      prefix: "feuille-tarot",
      exportJson: () => slot.sheet,
      say,
      show: () => {
        stopEditing();
        show();
      },
    });
    const entry = h("section", { className: "table-entry table-no-print", "aria-label": "Saisie d'une donne" }, h("h2", { className: "table-entry__title" }, editing === null ? "Nouvelle donne" : `Modifier la donne ${editing + 1}`), form.form, passed);
    body.replaceChildren(next, entry, h("h2", {}, "La feuille"), table, tools);
  };

  const stopEditing = () => {
    editing = null;
    if (form) {
      form.submit.textContent = "Ajouter la donne";
      form.cancel.hidden = true;
    }
    const title = body.querySelector(".table-entry__title");
    if (title) title.textContent = "Nouvelle donne";
  };

  const startEditing = (index) => {
    editing = index;
    form.fill(slot.sheet.deals[index]);
    form.submit.textContent = `Enregistrer la donne ${index + 1}`;
    form.cancel.hidden = false;
    body.querySelector(".table-entry__title").textContent = `Modifier la donne ${index + 1}`;
    form.taker.focus();
  };

  const sheetTable = (data) => {
    const names = data.players;
    const head = h("tr", {}, h("th", { scope: "col" }, "N°"), h("th", { scope: "col" }, "Donne"), ...names.map((name) => h("th", { scope: "col", className: "table-num" }, name)), h("th", { scope: "col", className: "table-num" }, "Somme"), h("th", { scope: "col", className: "table-no-print" }, h("span", { className: "md-visually-hidden" }, "Actions")));
    const rows = data.rows.map((row, index) => {
      const deal = slot.sheet.deals[index];
      const tr = h(
        "tr",
        { className: "table-row", "data-row": String(row.number) },
        h("th", { scope: "row" }, String(row.number)),
        h("td", { className: "table-what" }, row.title, h("small", {}, ` — donneur : ${names[row.dealer]}${row.taker !== null ? `, preneur : ${names[row.taker]}` : ""}${row.partner !== null && row.partner !== undefined ? `, partenaire : ${names[row.partner]}` : ""}`)),
        ...row.scores.map((value, seat) =>
          h("td", { className: "table-num", "data-score": String(value), "data-total": String(row.totals[seat]) }, h("span", { className: "table-score" }, signed(value)), h("span", { className: "table-running", title: "total après cette donne" }, String(row.totals[seat]).replace("-", MINUS))),
        ),
        h("td", { className: "table-num table-sum", "data-sum": String(row.sum) }, row.sum === 0 ? "0 ✓" : signed(row.sum)),
        h(
          "td",
          { className: "table-row-actions table-no-print" },
          deal.passe ? null : button("Modifier", () => startEditing(index), "table-edit", { "aria-label": `Modifier la donne ${row.number}` }),
          button("Supprimer", () => {
            const deals = slot.sheet.deals.filter((_, i) => i !== index);
            stopEditing();
            save({ ...slot.sheet, deals }, `Donne ${row.number} supprimée : la suite est recalculée.`);
          }, "table-delete", { "aria-label": `Supprimer la donne ${row.number}` }),
        ),
      );
      return tr;
    });
    const total = h("tr", { className: "table-total" }, h("th", { scope: "row", colspan: "2" }, "Total"), ...data.totals.map((value, seat) => h("td", { className: "table-num", "data-seat": String(seat), "data-total": String(value) }, String(value).replace("-", MINUS))), h("td", { className: "table-num" }, String(data.totals.reduce((a, b) => a + b, 0))), h("td", { className: "table-no-print" }));
    return h("div", { className: "table-scroll" }, h("table", { className: "table-sheet" }, h("caption", {}, `Feuille de la soirée (${names.length} joueurs)`), h("thead", {}, head), h("tbody", {}, rows), h("tfoot", {}, total)));
  };

  root.replaceChildren(status.element, msg, games, body);
  show();
}

// ----- page: the lives sheet (Tarot Africain) ----------------------------------------------------

function africainPage(root) {
  const { slot, status, msg, say, body, games } = sheetPageParts("africain");
  let view = null;
  const adopt = adopter((answer) => {
    view = answer;
    render();
  });
  const describe = (sheet) => `${sheet.players.join(", ")} — ${plural(sheet.rounds.length, "manche")}`;

  const refreshGames = () =>
    games.replaceChildren(gamesBar(slot, describe, (text) => {
      say("info", text);
      show();
    }));

  const show = async () => {
    refreshGames();
    if (!slot.sheet) {
      const preset = select("settings", [["référence", "Règle de référence (5 vies, élimination)"], ["BGA", "Board Game Arena (14 vies, fin au premier à 0)"]], "référence");
      // Optional changes to the chosen rule, sent as engine settings fields (the engine checks them).
      const asRule = "comme la règle choisie";
      const changes = {
        lives: h("input", { name: "lives", type: "number", min: "1", max: "99", inputMode: "numeric", placeholder: asRule }),
        excuse: select("excuse", [["", asRule], ["zero", "vaut 0"], ["choice", "0 ou 22, au choix"]], ""),
        end: select("end", [["", asRule], ["last-standing", "élimination, le dernier en vie gagne"], ["first-at-zero", "arrêt au premier à 0"]], ""),
        cycle: select("cycle", [["", asRule], ["restart", "on recommence en haut"], ["ascenseur", "ascenseur (on remonte)"]], ""),
        short_cycle: select("short_cycle", [["", asRule], ["true", "5 cartes à 3 joueurs (cycle court)"], ["false", "7 cartes à 3 joueurs"]], ""),
      };
      const settingsBox = h(
        "details",
        { className: "table-settings" },
        h("summary", {}, "Changer un réglage"),
        field("Vies", changes.lives),
        field("Excuse", changes.excuse),
        field("Fin de partie", changes.end),
        field("Après la manche à 1 carte", changes.cycle),
        field("Départ à 3 joueurs", changes.short_cycle),
      );
      const chosenSettings = () => {
        const picked = {};
        for (const [name, control] of Object.entries(changes)) {
          if (control.value === "") continue;
          picked[name] = name === "lives" ? Number(control.value) : name === "short_cycle" ? control.value === "true" : control.value;
        }
        return Object.keys(picked).length ? { preset: preset.value, ...picked } : preset.value;
      };
      body.replaceChildren(
        h("h2", {}, "Nouvelle partie"),
        setupForm({
          counts: [2, 3, 4, 5, 6, 7],
          defaultCount: 4,
          extra: h("div", {}, field("Règle", preset), settingsBox),
          startLabel: "Commencer la partie",
          onStart: async ({ players, first_dealer }) => {
            const sheet = { format: "tarot-table/feuille-africain", version: 1, players, settings: chosenSettings(), first_dealer, rounds: [] };
            adopt(await commitSheet(slot, "africain_sheet", sheet, say, ""));
          },
        }),
        importRow("Ou reprendre une partie exportée : ", "africain_sheet", slot, say, show),
      );
      return;
    }
    adopt(await readSheet(slot, "africain_sheet", body, say));
  };

  const act = async (action, done) => adopt(await commitSheet(slot, "africain_sheet", { ...slot.sheet, action }, say, done));

  const render = () => {
    refreshGames();
    const names = view.players;
    const parts = [h("p", { className: "table-rule" }, view.settings)];
    const cur = view.current;
    if (view.over) {
      const winners = view.winners.map((s) => names[s]).join(", ");
      parts.push(h("p", { className: "table-winner", role: "status" }, view.winners.length > 1 ? `Partie terminée : victoire partagée entre ${winners}.` : `Partie terminée : ${winners} gagne !`));
    } else if (cur) {
      const entry = h("section", { className: "table-entry table-no-print", "aria-label": "Manche en cours" });
      entry.append(h("h2", { className: "table-round" }, `Manche ${cur.number} : ${cur.cards} carte${cur.cards > 1 ? "s" : ""} chacun`, cur.blind ? " — sur le front" : ""), h("p", {}, "Donneur : ", h("strong", { className: "table-dealer" }, names[cur.dealer])));
      const bids = h("ul", { className: "table-bids" }, cur.seats.map((s) => h("li", {}, `${names[s]} : `, h("strong", {}, cur.bids[s] === null ? "…" : String(cur.bids[s])))));
      entry.append(bids);
      if (cur.phase === "annonces") {
        const speaker = names[cur.to_speak];
        const dealerSpeaks = cur.to_speak === cur.dealer;
        entry.append(h("p", { className: "table-speaker" }, `À ${speaker} d'annoncer`, dealerSpeaks ? " (le donneur, en dernier)" : "", " :"));
        if (dealerSpeaks && cur.forbidden !== null) entry.append(h("p", { className: "table-forbidden" }, `Annonce interdite au donneur : ${cur.forbidden} (le total ferait ${cur.cards} pli${cur.cards > 1 ? "s" : ""}).`));
        const choices = h("div", { className: "table-bid-buttons", role: "group", "aria-label": `Annonce de ${speaker}` });
        for (let n = 0; n <= cur.cards; n++) {
          const forbidden = dealerSpeaks && n === cur.forbidden;
          choices.append(button(forbidden ? `${n} (interdit)` : String(n), () => act({ bid: n }, () => `${speaker} annonce ${n}.`), forbidden ? "table-bid table-bid--forbidden" : "table-bid", { "data-bid": String(n), "aria-label": forbidden ? `${n}, interdit au donneur` : `${speaker} annonce ${n}` }));
        }
        entry.append(choices);
      } else {
        const form = h("form", { className: "table-tricks", novalidate: true });
        const inputs = new Map();
        for (const s of cur.seats) {
          const input = h("input", { type: "number", min: "0", max: String(cur.cards), inputmode: "numeric", name: `tricks${s}`, "data-seat": String(s) });
          inputs.set(s, input);
          form.append(field(`Plis de ${names[s]} (annonce ${cur.bids[s]})`, input));
        }
        form.append(h("button", { type: "submit", className: "md-button md-button--primary table-button table-tricks-submit" }, "Valider les plis"));
        form.addEventListener("submit", (event) => {
          event.preventDefault();
          const tricks = names.map((_, s) => (inputs.has(s) ? inputs.get(s).value : null));
          act({ tricks }, (answer) => {
            const row = answer.rounds[answer.rounds.length - 1];
            const out = row.eliminated.map((s) => names[s]);
            return out.length ? `Manche ${row.number} notée. Éliminé${out.length > 1 ? "s" : ""} : ${out.join(", ")}.` : `Manche ${row.number} notée.`;
          });
        });
        entry.append(h("p", {}, `Notez les plis de chacun : ${cur.cards} en tout.`), form);
      }
      parts.push(entry);
    }
    parts.push(h("h2", {}, "La feuille des vies"), livesTable(view));
    parts.push(
      sheetTools({
        slot,
        sheetCall: "africain_sheet",
        csvCall: "africain_csv",
        prefix: "tarot-africain",
        exportJson: () => view.record,
        say,
        show,
      }),
    );
    const focused = document.activeElement && document.activeElement.dataset ? document.activeElement.className : "";
    body.replaceChildren(...parts);
    const again = focused.includes("table-bid") ? body.querySelector(".table-bid") : body.querySelector(".table-tricks input");
    if (again) again.focus();
  };

  const livesTable = (data) => {
    const names = data.players;
    const head = h("tr", {}, h("th", { scope: "col" }, "Manche"), ...names.map((name) => h("th", { scope: "col", className: "table-num" }, name)));
    const start = h("tr", {}, h("th", { scope: "row" }, "Départ"), ...names.map(() => h("td", { className: "table-num" }, String(data.start_lives))));
    const rows = data.rounds.map((row) =>
      h(
        "tr",
        { className: "table-row", "data-row": String(row.number) },
        h("th", { scope: "row" }, `${row.number}`, h("small", {}, ` ${row.cards} c., donneur ${names[row.dealer]}`)),
        ...names.map((_, s) => {
          if (row.bids[s] === null) return h("td", { className: "table-num table-out" }, "—");
          const lost = row.lost[s];
          return h(
            "td",
            { className: `table-num${lost ? " table-lost" : ""}`, "data-lives": String(row.lives[s]) },
            h("span", { className: "table-detail" }, `${row.bids[s]}/${row.tricks[s]}`),
            h("span", { className: "table-lives" }, String(row.lives[s]).replace("-", MINUS)),
            row.eliminated.includes(s) ? h("span", { className: "table-eliminated" }, " éliminé") : null,
          );
        }),
      ),
    );
    const foot = h("tr", { className: "table-total" }, h("th", { scope: "row" }, "Vies"), ...names.map((_, s) => h("td", { className: `table-num${data.alive.includes(s) || data.over ? "" : " table-out"}`, "data-seat": String(s), "data-lives": String(data.lives[s]) }, String(data.lives[s]).replace("-", MINUS), data.winners.includes(s) ? " 🏆" : "")));
    return h("div", { className: "table-scroll" }, h("table", { className: "table-sheet table-lives-sheet" }, h("caption", {}, "Annonce/plis et vies restantes après chaque manche"), h("thead", {}, head), h("tbody", {}, start, rows), h("tfoot", {}, foot)));
  };

  root.replaceChildren(status.element, msg, games, body);
  show();
}

// ----- wiring -------------------------------------------------------------------------------------------

const PAGES = { calculateur: calculatorPage, "feuille-tarot": tarotSheetPage, "feuille-africain": africainPage };

function wireAll() {
  document.querySelectorAll("div.table-app[data-table]").forEach((root) => {
    if (root.dataset.wired) return;
    root.dataset.wired = "1";
    const page = PAGES[root.dataset.table];
    if (page) page(root);
    keepOffline();
  });
}

// ----- offline: the site's service worker (docs/sw.js, scope "/") ------------------------------------

const SITE_ROOT = new URL("../../", import.meta.url);
const TABLE_PAGES = ["table/", "table/calculateur/", "table/feuille-tarot/", "table/feuille-africain/", "search/search_index.json"];
let offlineStarted = false;

// Register the service worker, then, once the engine is ready, have it store this page, the other table
// pages and everything they and the engine's worker loaded. window.tarotOffline holds its answer.
async function keepOffline() {
  if (offlineStarted || !("serviceWorker" in navigator) || !window.isSecureContext) return;
  offlineStarted = true;
  try {
    await navigator.serviceWorker.register(new URL("sw.js", SITE_ROOT), { scope: SITE_ROOT.pathname });
    await runner.ensure();
    const { active } = await navigator.serviceWorker.ready;
    const manifest = (await import("../live/manifest.js")).default;
    const live = new URL("../live/", import.meta.url);
    const wheel = manifest.wheel.split("/").pop();
    const urls = [
      location.href.split("#")[0],
      ...TABLE_PAGES.map((path) => new URL(path, SITE_ROOT).href),
      ...performance.getEntriesByType("resource").map((entry) => entry.name).filter((name) => name.startsWith(SITE_ROOT.origin)),
      ...["worker.js", "manifest.js", "runner.py"].map((name) => new URL(name, live).href),
      ...Object.keys(manifest.sizes).map((name) => new URL(name === wheel ? manifest.wheel : manifest.pyodide + name, live).href),
    ];
    const channel = new MessageChannel();
    const answer = new Promise((resolve) => (channel.port1.onmessage = ({ data }) => resolve(data)));
    active.postMessage({ type: "cache", urls }, [channel.port2]);
    window.tarotOffline = await answer;
  } catch {
    // no service worker (private mode, old browser): the site simply needs the network
  }
}

onEveryPage(wireAll);
