import { useEffect, useId, useState, type ChangeEvent } from "react";

import { IMAGE_ACCEPT, IMAGE_MAX_BYTES, IMAGE_TOO_LARGE_MESSAGE } from "~/lib/media";

import { TextField, useFocusWhenFirstInvalid, type useFormReply } from "../form-field";

/**
 * A post's cover: uploaded here (the server reads the bytes and makes every size; the address of
 * the kept image then fills Image URL), or the address of an image elsewhere; with its alt text.
 * With JavaScript the chosen file shows at once.
 */
export function CoverFields({ form }: { form: ReturnType<typeof useFormReply> }) {
  const id = useId();
  const [address, setAddress] = useState(form.value("image"));
  const [chosen, setChosen] = useState<{ url: string; problem: string | null } | null>(null);
  const [broken, setBroken] = useState(false);
  const serverError = form.error("coverFile");
  const message = chosen ? chosen.problem : serverError;
  const focus = useFocusWhenFirstInvalid<HTMLInputElement>("coverFile", chosen ? null : serverError);
  useEffect(() => () => (chosen ? URL.revokeObjectURL(chosen.url) : undefined), [chosen]);

  function onChoose(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    setBroken(false);
    setChosen(
      file
        ? { url: URL.createObjectURL(file), problem: file.size > IMAGE_MAX_BYTES ? IMAGE_TOO_LARGE_MESSAGE : null }
        : null,
    );
  }

  const preview = chosen?.url ?? address;
  return (
    <fieldset className="min-w-0 space-y-5 rounded-xl border border-border p-5">
      <legend className="px-1 text-sm font-semibold">Cover image</legend>
      {preview && !broken ? (
        <img
          src={preview}
          alt="Preview of the post's cover"
          onError={() => setBroken(true)}
          className="aspect-[16/9] w-full rounded-lg border border-border object-cover"
        />
      ) : null}
      <div>
        <label htmlFor={id} className="label">
          Upload a cover image
        </label>
        <input
          id={id}
          name="coverFile"
          type="file"
          accept={IMAGE_ACCEPT}
          onChange={onChoose}
          ref={focus.ref}
          autoFocus={focus.autoFocus}
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
      <TextField
        label="Image URL"
        {...form.field("image")}
        type="text"
        inputMode="url"
        placeholder="https://… or /images/…"
        hint="Or the address of an image elsewhere. An uploaded cover's address shows here; clear it to remove the cover."
        onChange={(event) => {
          setAddress(event.currentTarget.value.trim());
          setBroken(false);
        }}
      />
      <TextField
        label="Alt text"
        {...form.field("imageAlt")}
        hint="What the image shows, for people who cannot see it. Required for an uploaded cover."
      />
    </fieldset>
  );
}
