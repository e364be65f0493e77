import { Link, useFetcher } from "@remix-run/react";
import { useState, type ReactNode } from "react";
import { toast } from "sonner";

import { useHydrated } from "~/utils/use-hydrated";

import { ConfirmDialog, Modal } from "../dialog";

type DeleteButtonProps = {
  /** The record's delete page: a confirmation page without JavaScript, the action it posts to with it. */
  href: string;
  label: string;
  /** Names the record for screen readers, e.g. "Delete Pricing for founders". */
  accessibleLabel?: string;
  question: string;
  message?: string;
  confirmLabel: string;
  cancelLabel: string;
  /** Only the pending toast is shown here; the action sends the outcome's toast. */
  toasts: { pending: string };
};

/** Delete with an accessible confirmation dialog and pending/success/failure toasts (a link to a confirmation page without JS). */
export function DeleteButton({ href, label, accessibleLabel, question, message, confirmLabel, cancelLabel, toasts }: DeleteButtonProps) {
  const hydrated = useHydrated();
  const fetcher = useFetcher();
  const [open, setOpen] = useState(false);

  // The server answers with the success or failure toast under the same id (through the flash
  // cookie), replacing this pending one even though this row is gone from the list by then.
  const confirm = () => {
    setOpen(false);
    const toastId = `delete-${crypto.randomUUID()}`;
    toast.loading(toasts.pending, { id: toastId });
    fetcher.submit({ toastId }, { method: "post", action: href });
  };

  return (
    <>
      <Link
        to={href}
        className="btn-ghost px-3 py-2 text-danger"
        aria-label={accessibleLabel}
        aria-disabled={fetcher.state !== "idle" || undefined}
        onClick={(event) => {
          if (!hydrated) return;
          event.preventDefault();
          setOpen(true);
        }}
      >
        {label}
      </Link>
      <ConfirmDialog
        open={open}
        title={question}
        message={message}
        confirmLabel={confirmLabel}
        cancelLabel={cancelLabel}
        onConfirm={confirm}
        onCancel={() => setOpen(false)}
      />
    </>
  );
}

type ViewButtonProps<T> = {
  /** A page showing the record: the link target without JS, the data source of the modal with it. */
  href: string;
  label?: string;
  accessibleLabel?: string;
  title: string;
  render: (data: T) => ReactNode;
};

/** Opens the record in a modal (loading it on demand); without JS, a link to the record's page. */
export function ViewButton<T>({ href, label = "View", accessibleLabel, title, render }: ViewButtonProps<T>) {
  const hydrated = useHydrated();
  const fetcher = useFetcher();
  const [open, setOpen] = useState(false);

  return (
    <>
      <Link
        to={href}
        className="btn-ghost px-3 py-2"
        aria-label={accessibleLabel}
        onClick={(event) => {
          if (!hydrated) return;
          event.preventDefault();
          setOpen(true);
          if (fetcher.state === "idle") fetcher.load(href);
        }}
      >
        {label}
      </Link>
      <Modal open={open} onClose={() => setOpen(false)} title={title} className="max-w-3xl">
        {fetcher.data && fetcher.state === "idle" ? (
          render(fetcher.data as T)
        ) : (
          <p role="status" className="py-10 text-center text-muted-foreground">
            Loading...
          </p>
        )}
      </Modal>
    </>
  );
}
