import { onEach } from "./elements";

/**
 * The message a redirect left for a page without React (app/components/flash-message.tsx): its
 * close button removes it, and a success message goes by itself after `data-duration` ms.
 */
export function startFlashMessages() {
  onEach("[data-flash]", (message) => {
    message.querySelector("[data-flash-close]")?.classList.remove("hidden");
    const duration = Number(message.dataset.duration);
    if (duration) setTimeout(() => message.remove(), duration);
  });
  document.addEventListener("click", (event) => {
    (event.target as Element).closest?.("[data-flash-close]")?.closest("[data-flash]")?.remove();
  });
}
