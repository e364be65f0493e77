import { IMAGE_MAX_BYTES } from "~/lib/media";

import { keepUploadedImage } from "./image-upload.server";
import type { ReadForm } from "./submission.server";
import { readUploadForm } from "./upload-form.server";

/** A post's body may be 200,000 characters of up to 4 bytes each, sent in a multipart form. */
const MAX_FIELD_BYTES = 1024 * 1024;

/** The Featured checkbox sends nothing when unticked: that reads as "not featured". */
export function readFeatured(formData: FormData) {
  formData.set("featured", formData.has("featured") ? "true" : "false");
}

/** The newsletter's checkbox and format as the post's `newsletter` choice: unticked reads as no email. */
export function readNewsletterChoice(formData: FormData) {
  const format = formData.get("emailFormat") === "full" ? "full" : "summary";
  formData.set("newsletter", formData.has("emailSubscribers") ? format : "none");
}

/**
 * The post form as posted (multipart, or plain without a file): a chosen cover image is kept at
 * once and becomes the post's `image`, so the form comes back with it even when another field
 * needs fixing; what is wrong with the file is the `coverFile` field's message.
 */
export async function readPostForm(request: Request, userId: number): Promise<ReadForm> {
  const { formData, files } = await readUploadForm(request, {
    fileFields: ["coverFile"],
    maxFileBytes: IMAGE_MAX_BYTES,
    maxFieldBytes: MAX_FIELD_BYTES,
  });
  readFeatured(formData);
  readNewsletterChoice(formData);
  const kept = await keepUploadedImage(files.get("coverFile"), userId);
  if (kept && "error" in kept) return { formData, fieldErrors: { coverFile: [kept.error] } };
  if (kept) formData.set("image", kept.image.src);
  return { formData };
}
