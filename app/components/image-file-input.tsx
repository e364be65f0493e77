import { useEffect, useId, useState, type ChangeEvent, type RefObject } from "react";

import { IMAGE_ACCEPT, IMAGE_MAX_BYTES, IMAGE_TOO_LARGE_MESSAGE } from "~/lib/media";

/**
 * The image chosen in a file input, shown at once with JavaScript (its object URL, freed when
 * another is chosen), and what is wrong with it before it is sent (its size; the server reads its bytes).
 */
export function useChosenImage() {
  const [chosen, setChosen] = useState<{ url: string; problem: string | null } | null>(null);
  useEffect(() => () => (chosen ? URL.revokeObjectURL(chosen.url) : undefined), [chosen]);
  return {
    chosen,
    onChoose(event: ChangeEvent<HTMLInputElement>) {
      const file = event.target.files?.[0];
      setChosen(
        file
          ? { url: URL.createObjectURL(file), problem: file.size > IMAGE_MAX_BYTES ? IMAGE_TOO_LARGE_MESSAGE : null }
          : null,
      );
    },
  };
}

/** A labelled file input for an image upload, with the formats it takes and its message, wired up for assistive technology. */
export function ImageFileInput({
  label,
  name,
  message,
  focus,
  required,
  onChange,
}: {
  label: string;
  name: string;
  message: string | null;
  focus: { ref: RefObject<HTMLInputElement>; autoFocus: boolean };
  required?: boolean;
  onChange: (event: ChangeEvent<HTMLInputElement>) => void;
}) {
  const id = useId();
  return (
    <div>
      <label htmlFor={id} className="label">
        {label}
      </label>
      <input
        id={id}
        name={name}
        type="file"
        accept={IMAGE_ACCEPT}
        onChange={onChange}
        ref={focus.ref}
        autoFocus={focus.autoFocus}
        required={required}
        aria-invalid={message ? true : undefined}
        aria-describedby={[`${id}-hint`, message ? `${id}-error` : null].filter(Boolean).join(" ")}
        className="input cursor-pointer file:mr-4 file:cursor-pointer file:rounded-md file:border-0 file:bg-primary/10 file:px-3 file:py-1.5 file:text-sm file:font-semibold file:text-primary"
      />
      <p id={`${id}-hint`} className="mt-1.5 text-xs text-muted-foreground">
        JPEG, PNG, WebP or AVIF, at most 10 MB. Pages get it in every size and format they need.
      </p>
      {message ? (
        <p id={`${id}-error`} className="field-error">
          {message}
        </p>
      ) : null}
    </div>
  );
}
