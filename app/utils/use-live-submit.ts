import { useNavigation, useNavigationType, useSubmit } from "@remix-run/react";
import { useEffect, useRef, type FormEvent, type RefObject } from "react";

/**
 * Live filtering for a GET form: submits it a moment after the user stops typing or picking,
 * replacing the history entry, so the URL always holds the current filters. Without
 * JavaScript the form's own submit button does the same.
 */
export function useLiveSubmit(delayMs = 300) {
  const submit = useSubmit();
  const navigation = useNavigation();
  const timer = useRef<ReturnType<typeof setTimeout>>();
  const submitted = useRef(false);
  useEffect(() => () => clearTimeout(timer.current), []);
  // Back and Forward drop a waiting submit the moment the browser moves, before React renders the
  // navigation (on a busy machine the timer could otherwise fire in between and undo the move).
  useEffect(() => {
    const drop = () => clearTimeout(timer.current);
    window.addEventListener("popstate", drop);
    return () => window.removeEventListener("popstate", drop);
  }, []);

  // Any other navigation (Back, Forward, a link, the Search button) that starts while a live
  // submit waits drops it: late, it would replace the entry the user went to with the old filters.
  useEffect(() => {
    if (navigation.state !== "loading") return;
    if (submitted.current) submitted.current = false;
    else clearTimeout(timer.current);
  }, [navigation.state, navigation.location]);

  return (event: FormEvent<HTMLFormElement>) => {
    const form = event.currentTarget;
    clearTimeout(timer.current);
    timer.current = setTimeout(() => {
      submitted.current = true;
      submit(form, { replace: true, preventScrollReset: true });
    }, delayMs);
  };
}

/**
 * Keeps a filter form's fields showing what the URL says ('Clear filters', Back and Forward,
 * a link with other filters). Not `form.reset()`: React never moves a select's default
 * selection after the first render, so a reset brings back the filters the page loaded with.
 */
export function useFormSync(form: RefObject<HTMLFormElement>, urlSearch: string) {
  const navigationType = useNavigationType();
  const shown = useRef<string>();
  useEffect(() => {
    if (!form.current || urlSearch === shown.current) return;
    // The field in use may be ahead of the URL when the user typed before hydration or while
    // the form's own live submit (a replace) was loading: leave that one alone then.
    const inUse = shown.current === undefined || navigationType === "REPLACE" ? document.activeElement : null;
    shown.current = urlSearch;
    showParams(form.current, new URLSearchParams(urlSearch), inUse);
  }, [form, urlSearch, navigationType]);
}

/** Sets each named select and text field to its URL parameter: "" (or a select's first option) when absent. */
function showParams(form: HTMLFormElement, params: URLSearchParams, except: Element | null) {
  for (const field of Array.from(form.elements)) {
    if (field === except) continue;
    if (field instanceof HTMLSelectElement && field.name) {
      field.value = params.get(field.name) ?? "";
      if (field.selectedIndex === -1) field.selectedIndex = 0; // a value it does not offer
    } else if (field instanceof HTMLInputElement && field.name && (field.type === "search" || field.type === "text")) {
      const value = params.get(field.name) ?? "";
      if (field.value !== value) field.value = value; // an unchanged value keeps the caret
    }
  }
}
