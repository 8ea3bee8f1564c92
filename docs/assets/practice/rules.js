// The rule pages the engine names as "page.md#section" (a refusal, a score line, a computer's advice),
// turned into this site's addresses.
const SITE_ROOT = new URL("../../", import.meta.url);

export function ruleUrl(link) {
  const [page, section] = link.split("#");
  const path = page.replace(/(^|\/)index\.md$/, "$1").replace(/\.md$/, "/");
  return new URL(path + (section ? `#${section}` : ""), SITE_ROOT).href;
}
