// The deal's settings in the page's address (#donne=123&joueurs=4&niveau=debutant), so that a deal can
// be replayed and shared; a new deal number is drawn when the address has none.
const PLAYERS = ["3", "4", "5"];
const LEVELS = ["debutant", "confirme"];

export function readAddress() {
  const params = new URLSearchParams(location.hash.slice(1));
  const donne = Number.parseInt(params.get("donne") || "", 10);
  return {
    donne: donne >= 1 && donne <= 1e9 ? donne : 1 + Math.floor(Math.random() * 99999),
    players: Number(PLAYERS.includes(params.get("joueurs")) ? params.get("joueurs") : "4"),
    level: LEVELS.includes(params.get("niveau")) ? params.get("niveau") : LEVELS[0],
  };
}

export function writeAddress({ donne, players, level }) {
  const hash = `#donne=${donne}&joueurs=${players}&niveau=${level}`;
  if (location.hash !== hash) history.replaceState(history.state, "", hash);
}
