import { Form } from "@remix-run/react";
import type { ReactNode } from "react";

/**
 * A one-button form that acts on one item of a list (remove a passkey, sign out a session): it posts
 * `intent` with the item's id under `name`; `label` names the item for screen readers.
 */
export function RowActionForm({
  name,
  id,
  intent,
  label,
  children,
}: {
  name: string;
  id: string | number;
  intent: string;
  label: string;
  children: ReactNode;
}) {
  return (
    <Form method="post">
      <input type="hidden" name={name} value={id} />
      <button type="submit" name="intent" value={intent} className="btn-outline" aria-label={label}>
        {children}
      </button>
    </Form>
  );
}
