import { useState } from "react";

import { TextField, useFocusWhenFirstInvalid, type useFormReply } from "../form-field";
import { ImageFileInput, useChosenImage } from "../image-file-input";

/**
 * A post's cover: uploaded here (the server reads the bytes and makes every size; the address of
 * the kept image then fills Image URL), or the address of an image elsewhere; with its alt text.
 * With JavaScript the chosen file shows at once.
 */
export function CoverFields({ form }: { form: ReturnType<typeof useFormReply> }) {
  const [address, setAddress] = useState(form.value("image"));
  const { chosen, onChoose } = useChosenImage();
  const [broken, setBroken] = useState(false);
  const serverError = form.error("coverFile");
  const message = chosen ? chosen.problem : serverError;
  const focus = useFocusWhenFirstInvalid<HTMLInputElement>("coverFile", chosen ? null : serverError);

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
      <ImageFileInput
        label="Upload a cover image"
        name="coverFile"
        message={message}
        focus={focus}
        onChange={(event) => {
          setBroken(false);
          onChoose(event);
        }}
      />
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
