import { NavLink, useLocation } from "@remix-run/react";
import { useEffect, useRef, useState, type KeyboardEvent } from "react";

import { ArrowRightIcon, CloseIcon, MenuIcon } from "~/components/icons";
import { ThemeToggle } from "~/components/theme-toggle";
import { useSiteSettings } from "~/utils/site-settings";

const MENU_ID = "mobile-menu";
const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]):not([type="hidden"]), [tabindex]:not([tabindex="-1"])';

/**
 * The menu below 768px, a popover: the browser opens it from the toggle with or
 * without JavaScript, closes it on Escape or a tap outside, and shows it in the
 * top layer, where no filter or transform on the header can clip or move it.
 * The page lock and the icon swap are CSS (app/tailwind.css, `group-has-*`).
 * JavaScript adds: closing on navigation, Tab kept inside, and the toggle's name.
 */
export function MobileMenu() {
  const { mainMenu } = useSiteSettings();
  const [open, setOpen] = useState(false);
  const toggleRef = useRef<HTMLButtonElement>(null);
  const menuRef = useRef<HTMLDivElement>(null);
  const location = useLocation();
  const lastLocationKey = useRef(location.key);

  // Follow the element itself: it may have been opened before the page hydrated.
  useEffect(() => {
    const menu = menuRef.current;
    if (!menu) return;
    const onToggle = (event: Event) => setOpen((event as ToggleEvent).newState === "open");
    menu.addEventListener("toggle", onToggle);
    setOpen(menu.matches(":popover-open"));
    return () => menu.removeEventListener("toggle", onToggle);
  }, []);

  // Widening past the breakpoint (a tablet turned sideways) hides the menu: close it rather than leave it open unseen.
  useEffect(() => {
    const wide = window.matchMedia("(min-width: 768px)");
    const onChange = (event: MediaQueryListEvent) => {
      if (event.matches) closeMenu();
    };
    wide.addEventListener("change", onChange);
    return () => wide.removeEventListener("change", onChange);
  }, []);

  // Client-side navigation (a link, back, forward) leaves the menu behind.
  useEffect(() => {
    if (lastLocationKey.current === location.key) return;
    lastLocationKey.current = location.key;
    closeMenu();
  }, [location.key]);

  function closeMenu() {
    const menu = menuRef.current;
    if (menu?.matches(":popover-open")) menu.hidePopover();
  }

  function handleKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    const menu = menuRef.current;
    const toggle = toggleRef.current;
    if (!menu || !toggle || !menu.matches(":popover-open")) return;
    if (event.key === "Escape") {
      event.preventDefault();
      menu.hidePopover();
      toggle.focus();
      return;
    }
    if (event.key !== "Tab") return;
    // The toggle and the menu's items form one loop while the menu is open.
    const focusable = [toggle, ...menu.querySelectorAll<HTMLElement>(FOCUSABLE)];
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

  return (
    // Keeps Tab inside the open menu; the keys come from the button and links within.
    // eslint-disable-next-line jsx-a11y/no-static-element-interactions
    <div className="group md:hidden" onKeyDown={handleKeyDown}>
      <button
        ref={toggleRef}
        type="button"
        popovertarget={MENU_ID}
        aria-controls={MENU_ID}
        aria-label={open ? "Close menu" : "Open menu"}
        className="btn-ghost h-10 w-10 p-0"
      >
        <MenuIcon className="group-has-[:popover-open]:hidden" />
        <CloseIcon className="hidden group-has-[:popover-open]:block" />
      </button>
      <div
        ref={menuRef}
        id={MENU_ID}
        popover="auto"
        // Overrides the browser's popover box (centred, fit-content, bordered) with a panel below the 4rem header.
        className="fixed inset-x-0 bottom-0 top-16 m-0 h-auto max-h-none w-auto max-w-none animate-slide-in-right overflow-y-auto overscroll-contain border-0 border-t border-border bg-background px-5 pb-10 pt-6 text-foreground md:hidden"
      >
        <nav aria-label="Mobile">
          <ul className="space-y-1">
            {mainMenu.map((link) => (
              <li key={link.to}>
                <NavLink
                  to={link.to}
                  onClick={closeMenu}
                  className={({ isActive }) =>
                    `group/link flex items-center justify-between rounded-lg px-3 py-3 text-xl font-semibold tracking-tight ${
                      isActive ? "bg-muted text-primary" : "hover:bg-muted"
                    }`
                  }
                >
                  {link.label}
                  <ArrowRightIcon className="text-muted-foreground transition-transform group-hover/link:translate-x-0.5" />
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
        <div className="mt-6 border-t border-border pt-6">
          <ThemeToggle withLabel />
        </div>
      </div>
    </div>
  );
}
