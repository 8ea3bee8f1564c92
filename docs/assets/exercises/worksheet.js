// The print view of a worksheet: ?exercice=SLUG&niveau=debutant|confirme&graine=N gives the ten
// questions of seeds N to N+9 on the first printed page and their corrections on the second. Seeds of
// the pool need nothing more; any other seed is computed by the engine worker.
import { h } from "../site/dom.js";
import { LEVEL_KEYS, levelName } from "../site/levels.js";
import { solution } from "./correction.js";
import { position } from "./position.js";
import { loadPool, question } from "./source.js";

export const SHEET_SIZE = 10;

function parameters() {
  const query = new URLSearchParams(window.location.search);
  const slug = query.get("exercice") || "";
  const level = query.get("niveau") || LEVEL_KEYS[0];
  const seed = Number(query.get("graine") || "1");
  if (!/^[a-z0-9-]+$/.test(slug)) return { problem: "Choisissez un exercice depuis sa page («\u00a0Fiche à imprimer\u00a0»)." };
  if (!LEVEL_KEYS.includes(level)) return { problem: `Niveau inconnu\u00a0: «\u00a0${level}\u00a0».` };
  if (!Number.isSafeInteger(seed) || seed < 1) return { problem: "La graine doit être un nombre entier positif." };
  return { slug, level, seed };
}

export class Worksheet {
  constructor(root) {
    this.root = root;
    root.dataset.ready = "0";
    const wanted = parameters();
    if (wanted.problem) {
      this.fail(wanted.problem);
      return;
    }
    this.status = h("p", { className: "worksheet-status", role: "status", text: "Préparation de la fiche…" });
    root.append(this.status);
    this.compose(wanted).catch((error) => this.fail(error.message));
  }

  async compose({ slug, level, seed }) {
    const pool = await loadPool(this.root.dataset.pools, slug, level).catch(() => {
      throw new Error(`Exercice inconnu\u00a0: «\u00a0${slug}\u00a0».`);
    });
    const seeds = Array.from({ length: SHEET_SIZE }, (_, index) => seed + index);
    const questions = await Promise.all(seeds.map((n) => question(pool, n)));
    const title = `${pool.title} — niveau ${levelName(level).toLowerCase()}, graine ${seed}`;
    const print = h("button", { type: "button", className: "tarot-button tarot-button--primary worksheet-print", onclick: () => window.print() }, "Imprimer");
    const sheet = h(
      "section",
      { className: "worksheet-questions" },
      h("h2", { text: title }),
      h("p", { className: "worksheet-name", text: "Nom\u00a0: ……………………………… Date\u00a0: ………………" }),
      h("ol", {}, questions.map((q) => h("li", { className: "worksheet-item" },
        h("p", { className: "worksheet-prompt", text: q.prompt }), position(q),
        h("p", { className: "worksheet-blank", text: "Réponse\u00a0: ……………………………" })))),
    );
    const answers = h(
      "section",
      { className: "worksheet-answers" },
      h("h2", { text: `Corrigé — ${title}` }),
      h("ol", {}, questions.map((q) => h("li", { className: "worksheet-item" },
        solution(q),
        h("p", { className: "worksheet-correction", text: q.correction })))),
    );
    this.status.remove();
    this.root.append(print, sheet, answers);
    this.root.dataset.ready = "1";
  }

  fail(message) {
    this.root.append(h("p", { className: "worksheet-status", role: "status", text: message }));
    this.root.dataset.ready = "error";
  }
}
