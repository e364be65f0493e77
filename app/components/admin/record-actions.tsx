import { Link, useFetcher, useLocation } from "@remix-run/react";
import { useState, type ReactNode } from "react";

import type { AdminResource } from "~/content/admin-resources";

import { ConfirmDialog, Modal } from "../dialog";
import { showToast } from "../toaster";

/** The pending toast of every delete (the spec's), replaced by the outcome's. */
const DELETE_PENDING = "Deleting...";

/** Whether `pathname` is one of the record's own pages (`/admin/jobs/7`, `/admin/jobs/7/view`…). */
function isRecordPage(pathname: string, recordPath: string) {
  return pathname === recordPath || pathname.startsWith(`${recordPath}/`);
}

/**
 * Delete with an accessible confirmation dialog (the resource's question and labels) and a pending
 * toast; the action sends the outcome's toast. On a list the row goes and the page stays; on the
 * record's own page the action redirects to the list. Without JavaScript, a link to the
 * confirmation page.
 */
export function DeleteButton<R>({
  resource,
  record,
}: {
  resource: AdminResource<R>;
  /** `id`: what names it in its URL (a number, or a tag's slug). */
  record: R & { id: number | string };
}) {
  const { question, message, buttonLabel, confirmLabel, cancelLabel } = resource.delete;
  const recordPath = `${resource.listPath}/${record.id}`;
  const href = `${recordPath}/delete`;
  const onRecordPage = isRecordPage(useLocation().pathname, recordPath);
  const fetcher = useFetcher();
  const [open, setOpen] = useState(false);

  // The server answers with the success or failure toast under the same id (through the flash
  // cookie), replacing this pending one even though this row is gone from the list by then.
  const confirm = () => {
    setOpen(false);
    const toastId = `delete-${crypto.randomUUID()}`;
    showToast((toast) => toast.loading(DELETE_PENDING, { id: toastId }));
    fetcher.submit(onRecordPage ? { toastId, from: "record" } : { toastId }, { method: "post", action: href });
  };

  return (
    <>
      <Link
        to={href}
        className="btn-ghost px-3 py-2 text-danger"
        aria-label={buttonLabel(record)}
        aria-disabled={fetcher.state !== "idle" || undefined}
        onClick={(event) => {
          event.preventDefault();
          setOpen(true);
        }}
      >
        Delete
      </Link>
      <ConfirmDialog
        open={open}
        title={question}
        message={message(record)}
        confirmLabel={confirmLabel}
        cancelLabel={cancelLabel}
        onConfirm={confirm}
        onCancel={() => setOpen(false)}
      />
    </>
  );
}

/**
 * Opens the record in a modal titled as its resource says, loading its View page's data (`{ record }`)
 * on demand and showing it with `details`; without JS, a link to that page.
 */
export function ViewButton<R, T>({
  resource,
  record,
  details,
}: {
  resource: AdminResource<R> & Required<Pick<AdminResource<R>, "view">>;
  record: R & { id: number };
  details: (loaded: T) => ReactNode;
}) {
  const href = `${resource.listPath}/${record.id}/view`;
  const fetcher = useFetcher();
  const [open, setOpen] = useState(false);

  return (
    <>
      <Link
        to={href}
        className="btn-ghost px-3 py-2"
        aria-label={resource.view.buttonLabel(record)}
        onClick={(event) => {
          event.preventDefault();
          setOpen(true);
          if (fetcher.state === "idle") fetcher.load(href);
        }}
      >
        View
      </Link>
      <Modal open={open} onClose={() => setOpen(false)} title={resource.view.title(record)} className="max-w-3xl">
        {fetcher.data && fetcher.state === "idle" ? (
          details((fetcher.data as { record: T }).record)
        ) : (
          <p role="status" className="py-10 text-center text-muted-foreground">
            Loading...
          </p>
        )}
      </Modal>
    </>
  );
}
