// The two levels of the computer players and of the drills, as the options of a select: the key the
// engine reads (tarot_rules.players.base.LEVELS) and the name the pages show (tarot_app.drills.base.LEVEL_NAMES,
// capitalised): tests/js/levels.test.mjs checks both against the engine.
export const LEVELS = [
  ["debutant", "Débutant"],
  ["confirme", "Confirmé"],
];

export const LEVEL_KEYS = LEVELS.map(([key]) => key);

export function levelName(key) {
  return LEVELS.find(([known]) => known === key)[1];
}
