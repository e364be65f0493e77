import { onEach, reducedMotion } from "./elements";

/**
 * Rotating words (`data-cycle="<ms>"`, app/routes/_public._index/cycling-text.tsx): the word marked
 * `data-active` moves to the next every so many milliseconds; CSS fades it. Nothing moves for
 * visitors who prefer reduced motion.
 */
export function startCyclingText() {
  onEach("[data-cycle]", (box) => {
    if (reducedMotion()) return;
    const words = box.querySelectorAll("[data-word]");
    let index = 0;
    const timer = setInterval(() => {
      if (!box.isConnected) return clearInterval(timer);
      words[index]?.removeAttribute("data-active");
      index = (index + 1) % words.length;
      words[index]?.setAttribute("data-active", "");
    }, Number(box.dataset.cycle));
  });
}
