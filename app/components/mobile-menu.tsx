import { NavLink, useLocation } from "@remix-run/react";
import { useEffect, useRef, useState, type KeyboardEvent } from "react";

import { mainNav } from "~/content/site";

import { CloseIcon, MenuIcon } from "./icons";
import { ThemeToggle } from "./theme-toggle";

const FOCUSABLE = 'a[href], button:not([disabled]), input:not([disabled]), summary, [tabindex]:not([tabindex="-1"])';

/**
 * The menu below 768px. A <details> element, so it opens without JavaScript;
 * with it, the page behind stops scrolling, Escape closes, and Tab stays inside.
 */
export function MobileMenu() {
  const [open, setOpen] = useState(false);
  const detailsRef = useRef<HTMLDetailsElement>(null);
  const location = useLocation();

  useEffect(() => setOpen(false), [location.pathname, location.search]);

  useEffect(() => {
    if (!open) return;
    const { overflow } = document.body.style;
    document.body.style.overflow = "hidden";
    return () => {
      document.body.style.overflow = overflow;
    };
  }, [open]);

  function close() {
    setOpen(false);
    detailsRef.current?.querySelector("summary")?.focus();
  }

  function handleKeyDown(event: KeyboardEvent<HTMLDetailsElement>) {
    if (!open) return;
    if (event.key === "Escape") {
      event.preventDefault();
      close();
      return;
    }
    if (event.key !== "Tab" || !detailsRef.current) return;
    const focusable = Array.from(detailsRef.current.querySelectorAll<HTMLElement>(FOCUSABLE));
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
    <details
      ref={detailsRef}
      open={open}
      onToggle={(event) => setOpen(event.currentTarget.open)}
      onKeyDown={handleKeyDown}
      className="group md:hidden"
    >
      <summary
        className="btn-ghost h-10 w-10 cursor-pointer list-none p-0 [&::-webkit-details-marker]:hidden"
        aria-label={open ? "Close menu" : "Open menu"}
        aria-controls="mobile-menu"
      >
        <span className="group-open:hidden">
          <MenuIcon />
        </span>
        <span className="hidden group-open:inline">
          <CloseIcon />
        </span>
      </summary>
      <div
        id="mobile-menu"
        className="fixed inset-x-0 bottom-0 top-16 z-40 animate-slide-in-right overflow-y-auto border-t border-border bg-background px-5 pb-10 pt-6"
      >
        <nav aria-label="Mobile">
          <ul className="space-y-1">
            {mainNav.map((link) => (
              <li key={link.to}>
                <NavLink
                  to={link.to}
                  className={({ isActive }) =>
                    `block rounded-lg px-3 py-3 text-lg font-medium ${isActive ? "bg-muted text-primary" : "hover:bg-muted"}`
                  }
                >
                  {link.label}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
        <div className="mt-6 border-t border-border pt-6">
          <ThemeToggle withLabel />
        </div>
      </div>
    </details>
  );
}
