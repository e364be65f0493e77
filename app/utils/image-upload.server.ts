import { renderImage } from "~/lib/image-variants.server";
import { IMAGE_TOO_LARGE_MESSAGE } from "~/lib/media";
import { findImage, storeImage, type UploadedImage } from "~/models/image.server";

import type { UploadedFile } from "./upload-form.server";

// An image a writer uploads (a post's cover, an image in its body): judged by its bytes, made into
// its responsive variants and kept, or refused with a message.

/** The kept image, what is wrong with the upload, or null when no file was chosen. */
export async function keepUploadedImage(
  upload: UploadedFile | undefined,
  userId: number | null,
): Promise<{ image: UploadedImage } | { error: string } | null> {
  if (!upload) return null;
  if (upload.tooLarge) return { error: IMAGE_TOO_LARGE_MESSAGE };
  const kept = await findImage(upload.bytes);
  if (kept) return { image: kept };
  const rendered = await renderImage(upload.bytes);
  if ("error" in rendered) return rendered;
  return {
    image: await storeImage({ name: upload.filename || "image", bytes: upload.bytes, image: rendered }, { userId }),
  };
}
