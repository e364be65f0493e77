import { useNavigation, useSubmit } from "@remix-run/react";
import { useEffect, useMemo, useRef, type MutableRefObject, type RefObject } from "react";

import { renderedFor } from "./hydration";

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
  useEffect(() => () => cancel(timer), []);
  // Back and Forward drop a waiting submit the moment the browser moves, before React renders the
  // navigation (on a busy machine the timer could otherwise fire in between and undo the move).
  useEffect(() => {
    const drop = () => cancel(timer);
    window.addEventListener("popstate", drop);
    return () => window.removeEventListener("popstate", drop);
  }, []);

  // Any other navigation (Back, Forward, a link, the Search button) that starts while a live
  // submit waits drops it: late, it would replace the entry the user went to with the old filters.
  useEffect(() => {
    if (navigation.state !== "loading") return;
    if (submitted.current) submitted.current = false;
    else cancel(timer);
  }, [navigation.state, navigation.location]);

  // The same object from render to render: the effect that takes it (useFormSync) then runs when the
  // URL changes, not on every render.
  return useMemo(
    () => ({
      submitSoon(form: HTMLFormElement) {
        clearTimeout(timer.current);
        timer.current = setTimeout(() => {
          timer.current = undefined;
          submitted.current = true;
          submit(form, { replace: true, preventScrollReset: true });
        }, delayMs);
      },
      /** Whether a submit waits: the form is then ahead of the URL, and the submit will bring the URL along. */
      waiting: () => timer.current !== undefined,
    }),
    [submit, delayMs],
  );
}

function cancel(timer: MutableRefObject<ReturnType<typeof setTimeout> | undefined>) {
  clearTimeout(timer.current);
  timer.current = undefined;
}

/**
 * Keeps a filter form's fields showing what the URL says ('Clear filters', Back and Forward,
 * a link with other filters). Not `form.reset()`: React never moves a select's default
 * selection after the first render, so a reset brings back the filters the page loaded with.
 * Fields changed before the page hydrated are ahead of the URL: the live submit sends them then.
 */
export function useFormSync(
  form: RefObject<HTMLFormElement>,
  urlSearch: string,
  { submitSoon, waiting }: ReturnType<typeof useLiveSubmit>,
) {
  const shown = useRef<string>();
  useEffect(() => {
    if (!form.current || urlSearch === shown.current) return;
    const hydrating = shown.current === undefined;
    shown.current = urlSearch;
    const params = new URLSearchParams(urlSearch);
    if (hydrating) {
      // Fields that differ from an address the page was not rendered for were not changed by the visitor.
      if (!renderedFor({ pathname: window.location.pathname, search: urlSearch })) return;
      if (filterFields(form.current).some((field) => differs(field, params))) submitSoon(form.current);
      return;
    }
    // A field changed while the form's last live submit (a replace) was loading is ahead of the URL
    // that submit brings: the submit now waiting carries it, so the form stays as it is.
    if (!waiting()) showParams(form.current, params);
  }, [form, urlSearch, submitSoon, waiting]);
}

/** The named selects and text fields of a filter form. */
function filterFields(form: HTMLFormElement) {
  return Array.from(form.elements).filter(
    (field): field is HTMLSelectElement | HTMLInputElement =>
      (field instanceof HTMLSelectElement ||
        (field instanceof HTMLInputElement && ["search", "text"].includes(field.type))) &&
      Boolean(field.name),
  );
}

/** What a field shows for the URL: its parameter, "" when absent, a select's first option for a value it does not offer. */
function urlValue(field: HTMLSelectElement | HTMLInputElement, params: URLSearchParams) {
  const value = params.get(field.name) ?? "";
  if (field instanceof HTMLInputElement) return value;
  const options = Array.from(field.options);
  return options.some((option) => option.value === value) ? value : (options[0]?.value ?? "");
}

function differs(field: HTMLSelectElement | HTMLInputElement, params: URLSearchParams) {
  return field.value !== urlValue(field, params);
}

/** Sets each field to what the URL says. */
function showParams(form: HTMLFormElement, params: URLSearchParams) {
  for (const field of filterFields(form)) {
    // An unchanged value keeps the caret.
    if (differs(field, params)) field.value = urlValue(field, params);
  }
}
