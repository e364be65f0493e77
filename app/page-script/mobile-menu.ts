const MENU = "#mobile-menu";
const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]):not([type="hidden"]), [tabindex]:not([tabindex="-1"])';

const menu = () => document.querySelector<HTMLElement>(MENU);
const toggle = () => document.querySelector<HTMLElement>(`[popovertarget="${MENU.slice(1)}"]`);

function closeMenu() {
  const element = menu();
  if (element?.matches(":popover-open")) element.hidePopover();
}

/** Tab and Shift+Tab go round the toggle and the menu's items while it is open; Escape closes it. */
function keepFocusInside(event: KeyboardEvent) {
  const element = menu();
  const button = toggle();
  if (!element || !button || !element.matches(":popover-open")) return;
  if (event.key === "Escape") {
    event.preventDefault();
    element.hidePopover();
    button.focus();
    return;
  }
  if (event.key !== "Tab") return;
  const focusable = [button, ...element.querySelectorAll<HTMLElement>(FOCUSABLE)];
  const first = focusable[0];
  const last = focusable[focusable.length - 1];
  if (event.shiftKey && document.activeElement === first) {
    event.preventDefault();
    last?.focus();
  } else if (!event.shiftKey && document.activeElement === last) {
    event.preventDefault();
    first?.focus();
  }
}

/**
 * The phone menu is a popover that the browser opens, closes and shows without script
 * (app/routes/_public/mobile-menu.tsx). This adds: the toggle's name follows the state, a link
 * chosen, back or forward, or a window widened past the breakpoint closes it, and focus stays inside.
 */
export function startMobileMenu() {
  // `toggle` does not bubble: listened for on its way down.
  document.addEventListener(
    "toggle",
    (event) => {
      if (event.target !== menu()) return;
      const open = (event as ToggleEvent).newState === "open";
      toggle()?.setAttribute("aria-label", open ? "Close menu" : "Open menu");
    },
    true,
  );
  document.addEventListener("click", (event) => {
    if ((event.target as Element).closest?.(`${MENU} a`)) closeMenu();
  });
  document.addEventListener("keydown", keepFocusInside);
  addEventListener("popstate", closeMenu);
  matchMedia("(min-width: 768px)").addEventListener("change", (event) => {
    if (event.matches) closeMenu();
  });
}
