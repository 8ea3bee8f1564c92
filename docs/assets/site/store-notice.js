// The notice a page shows about its DeviceStore (device-store.js): `messages[problem]` once per problem;
// a notice that a save failed goes once a save succeeds.
export function tellStore(notice, messages, problem) {
  if (problem && notice.dataset.problem !== problem) {
    notice.textContent = messages[problem];
    notice.dataset.problem = problem;
    notice.hidden = false;
  } else if (!problem && notice.dataset.problem === "full") {
    notice.hidden = true;
    delete notice.dataset.problem;
  }
}
