// The form of one French Tarot deal (calculator and evening sheet) and the engine's breakdown of its score.
// The contracts, the bouts, and which player counts call a partner or count half points come from the
// engine's facts (`rules`: tarot_app.table.facts, put in the page at build).
import { h } from "../site/dom.js";
import { button, field, select, signed, who } from "./widgets.js";

// « 3 et 5 » : the player counts where half points are allowed.
const halfPoints = (rules) => rules.tarot_players.filter((counted) => counted.half_points).map((counted) => counted.players).join(" et ");

const CAMPS = [["attaque", "l’attaque"], ["défense", "la défense"]];

export class DealForm {
  constructor({ rules, players, names, choosePlayers, submitLabel, onSubmit, onChange }) {
    this.names = names;
    this.rules = new Map(rules.tarot_players.map((counted) => [counted.players, counted]));
    this.onChange = onChange;
    this.form = h("form", { className: "table-deal", novalidate: true, "aria-label": "Donne" });
    const f = this.form;
    const counts = [...this.rules.keys()];
    this.count = select("players", counts.map((n) => [String(n), `${n}\u00a0joueurs`]), String(players));
    this.nameInputs = [...Array(Math.max(...counts)).keys()].map((i) => h("input", { type: "text", name: `name${i}`, autocomplete: "off", maxlength: "40", value: names[i] || "" }));
    this.taker = select("taker", []);
    this.partner = select("partner", []);
    this.contract = select("contract", rules.contracts, "garde");
    this.bouts = select("bouts", rules.bouts.map((n) => [String(n), String(n)]), "");
    this.bouts.value = "";
    this.bouts.prepend(h("option", { value: "" }, "—"));
    this.bouts.value = "";
    this.points = h("input", { type: "text", name: "points", inputmode: "decimal", autocomplete: "off", placeholder: "ex. 49\u00a0ou 40,5" });
    this.poignees = [0, 1].map((i) => ({
      size: select(`poignee${i}`, [["", "aucune"], ["simple", "simple"], ["double", "double"], ["triple", "triple"]], ""),
      camp: select(`poignee${i}-camp`, CAMPS, "attaque"),
    }));
    this.petit = select("petit_au_bout", [["", "non"], ...CAMPS], "");
    this.chelemAnnounced = h("input", { type: "checkbox", name: "chelem_announced" });
    this.chelem = select("chelem", [["", "non"], ["attaque", "réalisé par l’attaque"], ["défense", "subi\u00a0: la défense fait tous les plis"]], "");
    this.submit = h("button", { type: "submit", className: "tarot-button tarot-button--primary table-submit" }, submitLabel);
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
      field("Points du preneur", this.points, h("small", { className: "table-hint" }, `demi-points permis à ${halfPoints(rules)}\u00a0joueurs\u00a0: 40,5`)),
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

  callsPartner() {
    return this.rules.get(this.players).partner;
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
    this.partnerField.hidden = !this.callsPartner();
  }

  facts() {
    const facts = {
      players: this.players,
      taker: Number(this.taker.value || 0),
      partner: this.callsPartner() && this.partner.value !== "" ? Number(this.partner.value) : null,
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
export function breakdownView(answer, names) {
  const box = h("div", { className: "table-breakdown" });
  box.append(h("p", { className: "table-breakdown__title" }, answer.lines[0]));
  const formula = h("ul", { className: "table-breakdown__lines" });
  for (const line of answer.lines.slice(1)) formula.append(h("li", {}, line));
  box.append(formula);
  const table = h("table", { className: "table-scores" }, h("caption", {}, "Score de la donne"));
  const body = h("tbody");
  answer.scores.forEach((value, seat) => {
    const role = seat === answer.taker ? "preneur" : seat === answer.partner ? "partenaire" : "défense";
    body.append(h("tr", { "data-seat": String(seat) }, h("th", { scope: "row" }, who(names[seat]), h("span", { className: "table-role" }, ` (${role})`)), h("td", { className: "table-score", "data-score": String(value) }, signed(value))));
  });
  table.append(body);
  box.append(table);
  return box;
}
