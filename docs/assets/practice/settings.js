// A practice page's settings (« Une donne de Tarot », « Tarot africain, une partie »): the form above
// the table and the page's address, which holds them so that a deal or a game can be replayed and
// shared (#donne=123&joueurs=4&niveau=debutant); a new number is drawn when the address has none.
import { h } from "../site/dom.js";
import { LEVELS } from "../site/levels.js";
import { field, select } from "../table/widgets.js";
import { paceSelect } from "./pace.js";

const LARGEST = 1e9;
const DRAWN = 99999;

// `players`: the player counts the engine offers; `number`: the deal's or game's number ({key} in the
// engine's arguments, {param} in the address, {label} in the form); `choices`: the page's own selects
// ({key, param, label, options}), shown between the players and the opponents' level; `submit`: the
// button's label. Each setting is the engine's argument of the same key.
export function practiceSettings({ players, number, choices = [], submit }) {
  const selects = [
    { key: "players", param: "joueurs", label: "Joueurs", options: players.map((n) => [String(n), `${n}\u00a0joueurs`]), parse: Number, fallback: "4" },
    ...choices,
    { key: "level", param: "niveau", label: "Niveau des adversaires", options: LEVELS },
  ];
  const parse = (choice, value) => (choice.parse ? choice.parse(value) : value);

  // The settings the address holds, each missing or unknown one replaced: a number drawn at random,
  // 4 players, the first option.
  function read() {
    const params = new URLSearchParams(location.hash.slice(1));
    const chosen = Number.parseInt(params.get(number.param) || "", 10);
    const settings = { [number.key]: chosen >= 1 && chosen <= LARGEST ? chosen : 1 + Math.floor(Math.random() * DRAWN) };
    for (const choice of selects) {
      const values = choice.options.map(([value]) => value);
      const given = params.get(choice.param);
      settings[choice.key] = parse(choice, values.includes(given) ? given : (choice.fallback ?? values[0]));
    }
    return settings;
  }

  // The address's `#…` of `settings`; `written`: that of the game in play.
  const hash = (settings) => `#${new URLSearchParams([[number.param, settings[number.key]], ...selects.map((choice) => [choice.param, settings[choice.key]])])}`;
  let written = null;

  function write(settings) {
    written = hash(settings);
    if (location.hash !== written) history.replaceState(history.state, "", written);
  }

  // The form, filled with `settings`; `start(settings)` on « submit », and when the address names another
  // game (the reader changed it: the page writes its own with replaceState, which fires no hashchange; an
  // anchor without a number, and Back to the game in play, are left alone); `extra(controls)`: what the
  // page adds after the pace (`controls`: each select by its key). `show(settings)` fills the form again.
  function form(settings, start, extra = () => []) {
    const controls = Object.fromEntries(selects.map((choice) => [choice.key, select(choice.param, choice.options, String(settings[choice.key]))]));
    const count = h("input", { type: "number", name: number.param, min: "1", max: String(LARGEST), value: String(settings[number.key]) });
    const pace = paceSelect();
    const element = h(
      "form",
      { className: "practice-settings" },
      selects.map((choice) => field(choice.label, controls[choice.key])),
      field(number.label, count),
      field("Rythme des autres joueurs", pace),
      extra(controls),
      h("button", { type: "submit", className: "tarot-button" }, submit),
    );
    element.addEventListener("submit", (event) => {
      event.preventDefault();
      const chosen = selects.map((choice) => [choice.key, parse(choice, controls[choice.key].value)]);
      start(Object.fromEntries([[number.key, Number(count.value) || 1], ...chosen]));
    });
    addEventListener("hashchange", () => {
      if (element.isConnected && !stays()) start(read());
    });
    const show = (shown) => {
      count.value = String(shown[number.key]);
      for (const choice of selects) controls[choice.key].value = String(shown[choice.key]);
    };
    return { element, pace: () => pace.value, show };
  }

  // Whether the address now shown asks for the game at `address`: it names no game, or names that one.
  const asksFor = (address) => !new URLSearchParams(location.hash.slice(1)).has(number.param) || hash(read()) === address;

  // Whether the game in play stays for the address now shown (a heading's anchor, the page's bare
  // address: then the game's own is written back).
  function stays() {
    if (!location.hash) history.replaceState(history.state, "", written);
    return asksFor(written);
  }

  // The settings of `game`, as the engine gives it back (it holds the same keys).
  const of = (game) => Object.fromEntries([number.key, ...selects.map((choice) => choice.key)].map((key) => [key, game[key]]));

  // Whether the address asks for the game of `settings` (a kept game, kept-game.js).
  const asks = (settings) => asksFor(hash(settings));

  return { read, write, form, stays, of, asks };
}
