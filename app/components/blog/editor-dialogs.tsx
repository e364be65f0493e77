import { useEffect, useId, useRef, useState, type FormEvent, type ReactNode } from "react";
import { createPortal } from "react-dom";

import { LINK_TARGET_HINT, linkTargetProblem } from "~/lib/editor-html";
import { IMAGE_ALT_MESSAGE } from "~/lib/media";

import { Modal } from "../dialog";

// The post editor's dialogs. They render into <body> (a portal) with forms of their own, so they are
// never part of the post's form: Enter applies the dialog, not the post.

export const MEDIA_PATH = "/admin/media";
export const IMAGE_TYPES = "image/jpeg,image/png,image/webp,image/avif";

/** What `POST /admin/media` answers with 201. */
export type UploadedImage = { src: string; alt: string; width: number; height: number };

function EditorDialog({
  open,
  title,
  onClose,
  children,
}: {
  open: boolean;
  title: string;
  onClose: () => void;
  children: ReactNode;
}) {
  return createPortal(
    <Modal open={open} onClose={onClose} title={title} className="max-w-md">
      {children}
    </Modal>,
    document.body,
  );
}

function DialogForm({ onSubmit, children }: { onSubmit: () => void; children: ReactNode }) {
  return (
    <form
      noValidate
      className="space-y-5"
      onSubmit={(event: FormEvent) => {
        // React passes events up its own tree, portals included: the post's form must not see this one.
        event.preventDefault();
        event.stopPropagation();
        onSubmit();
      }}
    >
      {children}
    </form>
  );
}

/** Focuses the element once its dialog is open (showModal focuses the first control, the close button). */
function useFocusOnOpen<E extends HTMLElement>() {
  const ref = useRef<E>(null);
  useEffect(() => {
    const frame = requestAnimationFrame(() => ref.current?.focus());
    return () => cancelAnimationFrame(frame);
  }, []);
  return ref;
}

function DialogField({
  label,
  hint,
  error,
  children,
}: {
  label: string;
  hint?: string;
  error?: string | null;
  children: (ids: { id: string; "aria-describedby"?: string; "aria-invalid"?: true }) => ReactNode;
}) {
  const id = useId();
  const describedBy = [hint ? `${id}-hint` : null, error ? `${id}-error` : null].filter(Boolean).join(" ");
  return (
    <div>
      <label htmlFor={id} className="label">
        {label}
      </label>
      {children({ id, "aria-describedby": describedBy || undefined, "aria-invalid": error ? true : undefined })}
      {hint ? (
        <p id={`${id}-hint`} className="mt-1.5 text-xs text-muted-foreground">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={`${id}-error`} role="alert" className="field-error">
          {error}
        </p>
      ) : null}
    </div>
  );
}

function DialogButtons({ children }: { children: ReactNode }) {
  return <div className="flex flex-wrap items-center justify-end gap-3 pt-1">{children}</div>;
}

/** The link of the selection: its address, changed or removed. */
export function LinkDialog({
  open,
  href,
  onApply,
  onRemove,
  onClose,
}: {
  open: boolean;
  /** The address of the link being edited; empty for a new link. */
  href: string;
  onApply: (href: string) => void;
  onRemove: () => void;
  onClose: () => void;
}) {
  return (
    <EditorDialog open={open} title={href ? "Edit link" : "Add link"} onClose={onClose}>
      {open ? <LinkFields href={href} onApply={onApply} onRemove={onRemove} onClose={onClose} /> : null}
    </EditorDialog>
  );
}

function LinkFields({
  href,
  onApply,
  onRemove,
  onClose,
}: {
  href: string;
  onApply: (href: string) => void;
  onRemove: () => void;
  onClose: () => void;
}) {
  const [value, setValue] = useState(href);
  const [error, setError] = useState<string | null>(null);
  const input = useFocusOnOpen<HTMLInputElement>();
  const apply = () => {
    const problem = linkTargetProblem(value);
    setError(problem);
    if (problem) input.current?.focus();
    else onApply(value.trim());
  };
  return (
    <DialogForm onSubmit={apply}>
      <DialogField label="URL" hint={LINK_TARGET_HINT} error={error}>
        {(ids) => (
          <input
            {...ids}
            ref={input}
            type="text"
            inputMode="url"
            autoComplete="off"
            spellCheck={false}
            autoCapitalize="none"
            placeholder="https://"
            className="input"
            value={value}
            onChange={(event) => {
              setValue(event.currentTarget.value);
              setError(null);
            }}
          />
        )}
      </DialogField>
      <DialogButtons>
        {href ? (
          <button type="button" className="btn-ghost mr-auto text-danger" onClick={onRemove}>
            Remove link
          </button>
        ) : null}
        <button type="button" className="btn-outline" onClick={onClose}>
          Cancel
        </button>
        <button type="submit" className="btn-primary">
          {href ? "Save link" : "Add link"}
        </button>
      </DialogButtons>
    </DialogForm>
  );
}

/** The message of a refused upload, from the endpoint's JSON `{ message }` when it sent one. */
async function uploadProblem(response: Response) {
  const body: unknown = await response.json().catch(() => null);
  const message = body && typeof body === "object" && "message" in body ? body.message : null;
  return typeof message === "string" && message ? message : `The image could not be uploaded (${response.status}).`;
}

function isUploadedImage(value: unknown): value is UploadedImage {
  if (!value || typeof value !== "object") return false;
  const image = value as Record<string, unknown>;
  return (
    typeof image.src === "string" &&
    typeof image.alt === "string" &&
    typeof image.width === "number" &&
    typeof image.height === "number"
  );
}

/** Uploads an image with its alt text to the media library and hands back what to insert. */
export function ImageDialog({
  open,
  onInsert,
  onClose,
}: {
  open: boolean;
  onInsert: (image: UploadedImage) => void;
  onClose: () => void;
}) {
  return (
    <EditorDialog open={open} title="Insert image" onClose={onClose}>
      {open ? <ImageFields onInsert={onInsert} onClose={onClose} /> : null}
    </EditorDialog>
  );
}

function ImageFields({ onInsert, onClose }: { onInsert: (image: UploadedImage) => void; onClose: () => void }) {
  const file = useFocusOnOpen<HTMLInputElement>();
  const alt = useRef<HTMLInputElement>(null);
  const [errors, setErrors] = useState<{ file?: string; alt?: string; upload?: string }>({});
  const [pending, setPending] = useState(false);
  const upload = useRef<AbortController>();
  useEffect(() => () => upload.current?.abort(), []);

  const send = async () => {
    if (pending) return;
    const chosen = file.current?.files?.[0];
    const text = alt.current?.value.trim() ?? "";
    const problems = {
      file: chosen ? undefined : "Choose an image to upload",
      alt: text ? undefined : IMAGE_ALT_MESSAGE,
    };
    setErrors(problems);
    if (!chosen || !text) {
      (chosen ? alt : file).current?.focus();
      return;
    }
    const body = new FormData();
    body.set("file", chosen);
    body.set("alt", text);
    upload.current = new AbortController();
    setPending(true);
    try {
      const response = await fetch(MEDIA_PATH, { method: "POST", body, signal: upload.current.signal });
      const image: unknown = response.status === 201 ? await response.json() : null;
      if (isUploadedImage(image)) onInsert(image);
      else
        setErrors({ upload: response.ok ? "The upload's answer was not understood." : await uploadProblem(response) });
    } catch (error) {
      if ((error as Error).name !== "AbortError")
        setErrors({ upload: "The image could not be uploaded. Check your connection and try again." });
    } finally {
      setPending(false);
    }
  };

  return (
    <DialogForm onSubmit={() => void send()}>
      <DialogField label="Image file" hint="JPEG, PNG, WebP or AVIF." error={errors.file}>
        {(ids) => (
          <input
            {...ids}
            ref={file}
            type="file"
            accept={IMAGE_TYPES}
            className="input file:mr-3 file:rounded-md file:border-0 file:bg-muted file:px-3 file:py-1.5 file:text-sm file:font-medium file:text-foreground"
            onChange={() => setErrors((current) => ({ ...current, file: undefined, upload: undefined }))}
          />
        )}
      </DialogField>
      <DialogField label="Alt text" hint="What the image shows, for people who cannot see it." error={errors.alt}>
        {(ids) => (
          <input
            {...ids}
            ref={alt}
            type="text"
            required
            autoComplete="off"
            className="input"
            onChange={() => setErrors((current) => ({ ...current, alt: undefined }))}
          />
        )}
      </DialogField>
      {errors.upload ? (
        <p
          role="alert"
          className="rounded-lg border border-danger/40 bg-danger/10 px-4 py-3 text-sm font-medium text-danger"
        >
          {errors.upload}
        </p>
      ) : null}
      <DialogButtons>
        <button type="button" className="btn-outline" onClick={onClose}>
          Cancel
        </button>
        {/* aria-disabled, not disabled: the button keeps the focus while the image uploads. */}
        <button type="submit" className="btn-primary aria-disabled:opacity-60" aria-disabled={pending || undefined}>
          {pending ? "Uploading…" : "Upload and insert"}
        </button>
      </DialogButtons>
      <p role="status" className="sr-only">
        {pending ? "Uploading the image…" : ""}
      </p>
    </DialogForm>
  );
}
