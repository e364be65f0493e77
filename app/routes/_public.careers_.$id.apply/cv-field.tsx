import { useId, useState, type ChangeEvent } from "react";

import { useFocusWhenFirstInvalid } from "~/components/form-field";
import { CV_ACCEPT, cvClientProblem, formatFileSize } from "~/lib/cv-file";

/** The file chosen in this page, what the browser could tell of it, and the server message it followed. */
type Chosen = { name: string; size: number; problem: string | null; after: string | null | undefined };

/**
 * The CV upload. The server decides (it reads the file's bytes); with JavaScript the chosen file's
 * name and size show at once, and a file that is too large or of the wrong kind is named before
 * anything is sent (`onProblem` tells the form, which then holds the submit).
 */
export function CvField({
  error,
  reselect,
  onProblem,
}: {
  error?: string | null;
  /** The form came back: the browser has forgotten the chosen file (said only when the CV itself was fine). */
  reselect?: boolean;
  onProblem: (problem: string | null) => void;
}) {
  const id = useId();
  const [chosen, setChosen] = useState<Chosen | null>(null);
  // The server's message stands until a file is chosen after it came.
  const message = chosen && chosen.after === error ? chosen.problem : (error ?? chosen?.problem ?? null);
  // Focused after a failed submit when it is the form's first field with a message.
  const focus = useFocusWhenFirstInvalid<HTMLInputElement>("cv", chosen ? null : error);
  const hintId = `${id}-hint`;
  const statusId = `${id}-status`;
  const errorId = `${id}-error`;

  function onChange(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    const next = file ? { name: file.name, size: file.size, problem: cvClientProblem(file), after: error } : null;
    setChosen(next);
    onProblem(next?.problem ?? null);
  }

  return (
    <div>
      <label htmlFor={id} className="label">
        CV
      </label>
      <input
        id={id}
        name="cv"
        type="file"
        required
        accept={CV_ACCEPT}
        onChange={onChange}
        ref={focus.ref}
        autoFocus={focus.autoFocus}
        aria-invalid={message ? true : undefined}
        aria-describedby={[hintId, chosen ? statusId : null, message ? errorId : null].filter(Boolean).join(" ")}
        className="input cursor-pointer file:mr-4 file:cursor-pointer file:rounded-md file:border-0 file:bg-primary/10 file:px-3 file:py-1.5 file:text-sm file:font-semibold file:text-primary"
      />
      <p id={hintId} className="mt-1.5 text-xs text-muted-foreground">
        PDF, DOC or DOCX, at most 5 MB.
        {reselect && !chosen && !error
          ? " Please choose your file again: browsers forget a chosen file when a form comes back."
          : ""}
      </p>
      {chosen ? (
        <p id={statusId} className="mt-1.5 text-sm font-medium" aria-live="polite">
          {chosen.name} · {formatFileSize(chosen.size)}
        </p>
      ) : null}
      {message ? (
        <p id={errorId} className="field-error">
          {message}
        </p>
      ) : null}
    </div>
  );
}
