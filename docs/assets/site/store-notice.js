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

// `store` (a DeviceStore) whose every problem is said in `notice`, in the words of `messages`: read() and
// update(change) give the data, putAside(raw) keeps `raw` aside as found.
export function toldStore(store, notice, messages) {
  const said = ({ data, problem }) => {
    tellStore(notice, messages, problem);
    return data;
  };
  return {
    read: () => said(store.read()),
    update: (change) => said(store.update(change)),
    putAside: (raw) => tellStore(notice, messages, store.putAside(raw) ? "aside" : "full"),
  };
}
