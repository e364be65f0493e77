import { createContext, useContext, useId, type ReactNode } from "react";

import type { Field } from "~/lib/content-fields";

import type { DocumentForm } from "./use-document-form";

export type FieldProps<F extends Field = Field> = { field: F; name: string; form: DocumentForm };

/** The control (a field's name, or a button's focus key) that takes the focus after a button changed the form. */
export const FocusTarget = createContext<string | null>(null);

/** Whether this control takes the focus now (autofocus: the server's HTML without JavaScript, React's on mount). */
export function useTakesFocus(key: string) {
  return useContext(FocusTarget) === key;
}

/** Whether a group sits inside another: on a phone it gives up its box so the inputs keep the width. */
const Nested = createContext(false);

// A top-level group is a bordered box; one inside it is, on a narrow screen, only a rule under its
// heading (five boxes deep, the inputs were left 170 px of a 375 px screen), a box again from `sm` up.
const TOP_LEVEL = "rounded-xl border p-4 sm:p-5";
const INSIDE = "border-0 border-t px-0 pb-0 pt-3 sm:rounded-xl sm:border sm:p-5";

/** Fields under a heading: a fieldset and its legend, its help and its message linked to it. */
export function FieldGroup({
  legend,
  help,
  error,
  errorId,
  children,
}: {
  legend: ReactNode;
  help?: string;
  error?: string | null;
  /** The message's id, when a control (a list's "Add" button) is described by it too. */
  errorId?: string;
  children: ReactNode;
}) {
  const id = useId();
  const helpId = help ? `${id}-help` : undefined;
  const messageId = error ? (errorId ?? `${id}-error`) : undefined;
  const nested = useContext(Nested);
  return (
    <fieldset
      aria-describedby={[helpId, messageId].filter(Boolean).join(" ") || undefined}
      className={`min-w-0 space-y-5 border-border ${nested ? INSIDE : TOP_LEVEL}`}
    >
      <legend className={`text-sm font-semibold ${nested ? "pr-2 sm:px-1" : "px-1"}`}>{legend}</legend>
      {help ? (
        <p id={helpId} className="text-xs text-muted-foreground">
          {help}
        </p>
      ) : null}
      {error ? (
        <p id={messageId} className="field-error">
          {error}
        </p>
      ) : null}
      <Nested.Provider value={true}>{children}</Nested.Provider>
    </fieldset>
  );
}
