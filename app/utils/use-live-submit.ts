import { useSubmit } from "@remix-run/react";
import { useEffect, useRef, type FormEvent, type RefObject } from "react";

/**
 * Live filtering for a GET form: submits it a moment after the user stops typing or picking,
 * replacing the history entry, so the URL always holds the current filters. Without
 * JavaScript the form's own submit button does the same.
 */
export function useLiveSubmit(delayMs = 300) {
  const submit = useSubmit();
  const timer = useRef<ReturnType<typeof setTimeout>>();
  useEffect(() => () => clearTimeout(timer.current), []);

  return (event: FormEvent<HTMLFormElement>) => {
    const form = event.currentTarget;
    clearTimeout(timer.current);
    timer.current = setTimeout(() => submit(form, { replace: true, preventScrollReset: true }), delayMs);
  };
}

/**
 * Keeps a filter form's fields in step with the URL when it changes from outside the form
 * ('Clear filters', back and forward): the fields go back to their (new) default values.
 */
export function useFormSync(form: RefObject<HTMLFormElement>, urlSearch: string) {
  useEffect(() => {
    if (form.current && !form.current.contains(document.activeElement)) form.current.reset();
  }, [form, urlSearch]);
}
