// The rule pages the engine names as "page.md#section" (a refusal, a score line, a computer's advice),
// turned into this site's addresses; a score's lines, each linked to its rule.
import { h } from "../site/dom.js";

const SITE_ROOT = new URL("../../", import.meta.url);

export function ruleUrl(link) {
  const [page, section] = link.split("#");
  const path = page.replace(/(^|\/)index\.md$/, "$1").replace(/\.md$/, "/");
  return new URL(path + (section ? `#${section}` : ""), SITE_ROOT).href;
}

// The score's lines ({text, rule}) as a list, each line a link to its rule.
export function scoreLines(lines) {
  return h("ul", { className: "practice-lines" }, lines.map((line) => h("li", {}, h("a", { href: ruleUrl(line.rule) }, line.text))));
}
