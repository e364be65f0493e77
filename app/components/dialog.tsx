import { useEffect, useId, useRef, useState, type ReactNode } from "react";

import { CloseIcon } from "./icons";

type ModalProps = {
  open: boolean;
  onClose: () => void;
  title: string;
  /** Extra classes for the panel, e.g. a wider max-width. */
  className?: string;
  children: ReactNode;
};

/**
 * An accessible modal on the native <dialog>: showModal() makes the rest of the page inert
 * (focus stays inside), Escape closes it, and focus returns to the opener when it closes.
 * It joins the page when first opened (a list has one per row, which the server would otherwise
 * render, empty, on every request) and stays, so that closing it hands the focus back.
 */
export function Modal({ open, onClose, title, className = "max-w-2xl", children }: ModalProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const [opened, setOpened] = useState(open);
  if (open && !opened) setOpened(true);

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) dialog.showModal();
    if (!open && dialog.open) dialog.close();
  }, [open]);

  if (!opened) return null;
  return (
    // The backdrop click is a mouse shortcut; keyboards close a modal dialog with Escape natively.
    // eslint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/no-noninteractive-element-interactions
    <dialog
      ref={ref}
      aria-labelledby={titleId}
      onClose={onClose}
      onClick={(event) => {
        // A click on the backdrop (the dialog element itself, outside the panel) closes it.
        if (event.target === event.currentTarget) onClose();
      }}
      className={`w-[calc(100%-2rem)] ${className} rounded-2xl border border-border bg-background p-0 text-foreground shadow-2xl backdrop:bg-slate-950/60 backdrop:backdrop-blur-sm`}
    >
      {open ? (
        <div className="max-h-[85vh] overflow-y-auto p-6 sm:p-8">
          <div className="mb-5 flex items-start justify-between gap-4">
            <h2 id={titleId} className="text-xl font-semibold tracking-tight">
              {title}
            </h2>
            <button type="button" onClick={onClose} className="btn-ghost -mr-2 -mt-1 p-2" aria-label="Close">
              <CloseIcon width={18} height={18} />
            </button>
          </div>
          {children}
        </div>
      ) : null}
    </dialog>
  );
}

type ConfirmDialogProps = {
  open: boolean;
  title: string;
  message?: string;
  confirmLabel: string;
  cancelLabel: string;
  onConfirm: () => void;
  onCancel: () => void;
  pending?: boolean;
};

/** A yes/no question in a modal; the cancel button gets focus first so Enter never deletes by accident. */
export function ConfirmDialog({
  open,
  title,
  message,
  confirmLabel,
  cancelLabel,
  onConfirm,
  onCancel,
  pending = false,
}: ConfirmDialogProps) {
  return (
    <Modal open={open} onClose={onCancel} title={title} className="max-w-md">
      {message ? <p className="text-sm text-muted-foreground">{message}</p> : null}
      <div className="mt-6 flex justify-end gap-3">
        <button type="button" className="btn-outline" onClick={onCancel} autoFocus>
          {cancelLabel}
        </button>
        <button type="button" className="btn-danger" onClick={onConfirm} disabled={pending}>
          {confirmLabel}
        </button>
      </div>
    </Modal>
  );
}
