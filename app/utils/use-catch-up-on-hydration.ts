import { useEffect, useRef, type RefObject } from "react";

/** A field's value as the browser holds it, "" when the form has no such field. */
export type PickedValue = (name: string) => string;

/**
 * Public pages load React after their first paint (utils/framework-after-paint.server.ts), so a
 * visitor may pick or type in a form before it hydrates, where React's state does not see it.
 * Once, when the form first renders in the browser, `catchUp` reads what its fields hold, to take
 * it up (React leaves a field's value as the visitor left it while hydrating; after a client-side
 * visit the fields hold what React rendered, and there is nothing to take up).
 */
export function useCatchUpOnHydration(form: RefObject<HTMLFormElement>, catchUp: (picked: PickedValue) => void) {
  const latest = useRef(catchUp);
  latest.current = catchUp;
  useEffect(() => {
    const fields = form.current?.elements;
    if (!fields) return;
    latest.current((name) => {
      const field = fields.namedItem(name);
      return field instanceof HTMLInputElement ||
        field instanceof HTMLSelectElement ||
        field instanceof HTMLTextAreaElement
        ? field.value
        : "";
    });
  }, [form]);
}
