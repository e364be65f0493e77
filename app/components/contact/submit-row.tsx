import { useNavigation } from "@remix-run/react";
import type { ReactNode } from "react";

/**
 * The full-width last row of a public form: its submit button, which says it is busy while the form
 * is sent, and any note under it.
 */
export function SubmitRow({
  label,
  pendingLabel,
  children,
}: {
  label: string;
  pendingLabel: string;
  children?: ReactNode;
}) {
  const submitting = useNavigation().state === "submitting";
  return (
    <div className="sm:col-span-2">
      <button type="submit" className="btn-primary w-full sm:w-auto" disabled={submitting}>
        {submitting ? pendingLabel : label}
      </button>
      {children}
    </div>
  );
}
