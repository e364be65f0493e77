import { INTENT } from "@conform-to/dom";

import type { ImageField } from "~/lib/content-fields";
import { clearImageIntent, IMAGE_FILE_SUFFIX, imageValue, valueAt } from "~/lib/content-form";

import { TextField, useFocusWhenFirstInvalid } from "../form-field";
import { ImageFileInput, useChosenImage } from "../image-file-input";
import { FieldGroup, useTakesFocus, type FieldProps } from "./field-group";

/**
 * A picture of a document: the current one, a file input for a new one (the server judges its
 * bytes, makes every size and puts the kept image's address in the hidden `src`), its alt text,
 * and "Remove image" when the field may be empty. With JavaScript the chosen file shows at once.
 */
export function ImageFields({ field, name, form }: FieldProps<ImageField>) {
  const fileName = `${name}${IMAGE_FILE_SUFFIX}`;
  const image = imageValue(valueAt(form.tree, name));
  const { chosen, onChoose } = useChosenImage();
  // The upload's message, or the schema's about the picture (required, not one of ours).
  const serverError = form.error(fileName) ?? form.error(`${name}.src`);
  const message = chosen ? chosen.problem : serverError;
  const invalid = useFocusWhenFirstInvalid<HTMLInputElement>(fileName, chosen ? null : serverError);
  const takesFocus = useTakesFocus(fileName);

  const preview = chosen?.url ?? image.src;
  return (
    <FieldGroup legend={field.label} help={field.help}>
      {preview ? (
        <img
          src={preview}
          alt={chosen ? "The chosen image" : `Current image${image.alt ? `: ${image.alt}` : ""}`}
          className="aspect-[16/9] w-full max-w-md rounded-lg border border-border object-cover"
        />
      ) : null}
      <input type="hidden" name={`${name}.src`} value={image.src} />
      <ImageFileInput
        label={image.src ? "Replace the image" : "Upload an image"}
        name={fileName}
        message={message}
        focus={{ ref: invalid.ref, autoFocus: invalid.autoFocus || takesFocus }}
        required={field.required && !image.src}
        onChange={onChoose}
      />
      <TextField
        label="Alt text"
        name={`${name}.alt`}
        defaultValue={image.alt}
        error={form.error(`${name}.alt`)}
        required={field.required || Boolean(image.src)}
        maxLength={300}
        hint="What the image shows, for people who cannot see it."
      />
      {!field.required && image.src ? (
        <button type="submit" name={INTENT} value={clearImageIntent(name)} className="btn-ghost px-3 py-2 text-sm">
          Remove image<span className="sr-only"> ({field.label})</span>
        </button>
      ) : null}
    </FieldGroup>
  );
}
