// The overview of every tutorial (tutoriels/index): each one's progress, and « tout recommencer ».
import { STORE_KEY, progressOf, store } from "./progress.js";

export function renderOverview() {
  const slots = document.querySelectorAll(".tuto-progress[data-tutorial]");
  if (!slots.length) return;
  const { data } = store.read();
  let any = false;
  slots.forEach((slot) => {
    const total = Number(slot.dataset.steps);
    const done = progressOf(data, slot.dataset.tutorial, total).done.length;
    any = any || done > 0;
    slot.classList.toggle("tuto-progress--finished", done === total);
    slot.textContent =
      done === total ? `terminé (${total}\u00a0étapes) ✓` : done ? `${done}\u00a0étape(s) réussie(s) sur ${total}` : `${total}\u00a0étapes, pas commencé`;
  });
  const reset = document.querySelector(".tuto-reset-all__button");
  if (reset) {
    reset.hidden = !any;
    if (!reset.dataset.bound) {
      reset.dataset.bound = "1";
      reset.addEventListener("click", () => {
        try {
          localStorage.removeItem(STORE_KEY);
        } catch (error) {
          // nothing stored
        }
        renderOverview();
      });
    }
  }
}
