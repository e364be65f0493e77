const HIDE_AFTER_PX = 100;

/**
 * The site header (`data-hide-on-scroll`) hides while the visitor scrolls down past
 * HIDE_AFTER_PX and returns as soon as they scroll up; CSS does the rest (app/routes/_public/site-header.tsx).
 */
export function startHeader() {
  // Read in the next frame, when the page is laid out anyway: read now, it would lay the page out early.
  let lastY = 0;
  let frame = requestAnimationFrame(() => (lastY = scrollY));
  addEventListener(
    "scroll",
    () => {
      cancelAnimationFrame(frame);
      frame = requestAnimationFrame(() => {
        const y = scrollY;
        const header = document.querySelector<HTMLElement>("[data-hide-on-scroll]");
        if (header && y > HIDE_AFTER_PX && y > lastY) header.dataset.hidden = "true";
        else if (header && (y < lastY || y <= HIDE_AFTER_PX)) header.dataset.hidden = "false";
        lastY = y;
      });
    },
    { passive: true },
  );
}
