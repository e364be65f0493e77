import { useEffect, useRef } from "react";

/**
 * For the heading of an error page: an error page can replace a page in place (a form sent with
 * JavaScript that the server refused), scrolled wherever the form was. On arrival it brings the
 * page to its top and moves focus to the heading, so the visitor sees it and a screen reader says it.
 */
export function useArrivalFocus<T extends HTMLElement>() {
  const heading = useRef<T>(null);
  useEffect(() => {
    window.scrollTo({ top: 0, behavior: "instant" });
    heading.current?.focus({ preventScroll: true });
  }, []);
  return heading;
}
