import type { Submission } from "@conform-to/dom";

import type { DocumentDefinition, Field, Fields, ValueOf } from "~/lib/content-fields";
import { IMAGE_FILE_SUFFIX, isImageFileName } from "~/lib/content-form";
import { sanitizeDocument } from "~/lib/content-values.server";
import type { FormReply } from "~/lib/form-reply";
import { IMAGE_MAX_BYTES } from "~/lib/media";

import { keepUploadedImage } from "./image-upload.server";
import { parseSubmission } from "./submission.server";
import { readUploadForm } from "./upload-form.server";

// The editor of a content document (app/components/content-form/) posted: read as it streams, its
// uploads kept, checked by the document's schema with the list intents of its buttons applied.

/** What a posted document form comes to. */
export type DocumentForm<V> =
  /** A button changed the form (an item added, removed or moved, an image emptied): show it again, save nothing (200). */
  | { kind: "changed"; reply: FormReply; status: 200 }
  /** The schema (or an upload) refused it: show it again with the messages (400). */
  | { kind: "invalid"; reply: FormReply; status: 400 }
  /** The value to save, its rich text sanitized; `submission.reply(…)` answers a failure to save it. */
  | { kind: "valid"; value: V; submission: Submission<V> };

/** Inputs of the page's own around the document's (its version, publish date, buttons): room for them. */
const PAGE_FIELDS = 50;

/** The most inputs and file inputs the document's form can have, and the longest text it takes, in bytes. */
function formSize(fields: Fields) {
  const size = { inputs: 0, files: 0, textBytes: 0 };
  for (const field of Object.values(fields)) {
    const inner = fieldSize(field);
    size.inputs += inner.inputs;
    size.files += inner.files;
    size.textBytes = Math.max(size.textBytes, inner.textBytes);
  }
  return size;
}

function fieldSize(field: Field): ReturnType<typeof formSize> {
  switch (field.kind) {
    case "object":
      return formSize(field.fields);
    case "group":
      return times(formSize(field.fields), field.max);
    case "list":
      return times(fieldSize(field.item), field.max);
    case "sections": {
      const types = Object.values(field.types).map((type) => formSize(type.fields));
      const largest = {
        inputs: 1 + Math.max(...types.map((type) => type.inputs)),
        files: Math.max(...types.map((type) => type.files)),
        textBytes: Math.max(...types.map((type) => type.textBytes)),
      };
      return times(largest, field.max);
    }
    case "image":
      return { inputs: 2, files: 1, textBytes: 0 };
    default:
      // A UTF-16 unit is at most 3 bytes of UTF-8: text one byte over this is over the schema's limit.
      return { inputs: 1, files: 0, textBytes: "max" in field ? field.max * 3 + 1 : 0 };
  }
}

function times(size: ReturnType<typeof formSize>, count: number) {
  return { inputs: size.inputs * count, files: size.files * count, textBytes: size.textBytes };
}

/**
 * Reads a document's edit form (multipart, streamed: each upload is judged by its bytes, and one
 * over 10 MB is counted and dropped as it arrives). An uploaded image is kept at once and becomes
 * its field's `src` (its /media address), so the form comes back with it whatever else needs fixing;
 * a refused one is its file input's message.
 */
export async function readDocumentForm<F extends Fields>(
  request: Request,
  definition: DocumentDefinition<F>,
  { userId }: { userId: number | null },
): Promise<DocumentForm<ValueOf<F>>> {
  const size = formSize(definition.fields);
  const { formData, files } = await readUploadForm(request, {
    fileFields: (name) => isImageFileName(definition.fields, name),
    maxFiles: size.files,
    maxFileBytes: IMAGE_MAX_BYTES,
    maxFields: size.inputs + PAGE_FIELDS,
    maxFieldBytes: Math.max(64 * 1024, size.textBytes),
  });
  const uploadErrors: Record<string, string[]> = {};
  for (const file of files.values()) {
    const kept = await keepUploadedImage(file, userId);
    if (kept && "error" in kept) uploadErrors[file.field] = [kept.error];
    else if (kept) formData.set(`${file.field.slice(0, -IMAGE_FILE_SUFFIX.length)}.src`, kept.image.src);
  }
  return answerDocumentForm(formData, definition, uploadErrors);
}

/** A document's form, read (with what was wrong with its uploads, by file input), as it is answered. */
export function answerDocumentForm<F extends Fields>(
  formData: FormData,
  definition: DocumentDefinition<F>,
  uploadErrors: Record<string, string[]> = {},
): DocumentForm<ValueOf<F>> {
  const submission = parseSubmission(formData, definition.schema);
  const fieldErrors = Object.keys(uploadErrors).length > 0 ? uploadErrors : undefined;
  // Only an intent leaves the status unset. It is not a save: the schema's messages wait for one
  // (a new item starts blank, not wrong).
  if (submission.status === undefined)
    return { kind: "changed", reply: { ...submission.reply(), error: fieldErrors }, status: 200 };
  if (submission.status !== "success" || fieldErrors)
    return { kind: "invalid", reply: submission.reply({ fieldErrors }), status: 400 };
  return {
    kind: "valid",
    value: sanitizeDocument(definition, submission.value),
    submission: submission as Submission<ValueOf<F>>,
  };
}
