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
  return (
    <fieldset
      aria-describedby={[helpId, messageId].filter(Boolean).join(" ") || undefined}
      className="min-w-0 space-y-5 rounded-xl border border-border p-5"
    >
      <legend className="px-1 text-sm font-semibold">{legend}</legend>
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
      {children}
    </fieldset>
  );
}
