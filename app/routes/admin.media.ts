import { json, type ActionFunctionArgs } from "@remix-run/node";

import { IMAGE_ALT_MESSAGE, IMAGE_MAX_BYTES, IMAGE_REQUIRED_MESSAGE } from "~/lib/media";
import { requirePermission } from "~/utils/auth.server";
import { keepUploadedImage } from "~/utils/image-upload.server";
import { readUploadForm } from "~/utils/upload-form.server";

/**
 * The editor's image upload: multipart `file` and `alt`. Answers 201 `{ src, alt, width, height }`
 * (the address of the image's largest variant; pages draw all of them), or 400 `{ message }`.
 */
export async function action({ request }: ActionFunctionArgs) {
  const user = await requirePermission(request, "blogs:write");
  const { formData, files } = await readUploadForm(request, { fileFields: ["file"], maxFileBytes: IMAGE_MAX_BYTES });
  const alt = String(formData.get("alt") ?? "").trim();
  const noStore = { "Cache-Control": "no-store" };
  if (!alt) return json({ message: IMAGE_ALT_MESSAGE }, { status: 400, headers: noStore });
  const kept = await keepUploadedImage(files.get("file"), user.id);
  if (!kept) return json({ message: IMAGE_REQUIRED_MESSAGE }, { status: 400, headers: noStore });
  if ("error" in kept) return json({ message: kept.error }, { status: 400, headers: noStore });
  const { src, width, height } = kept.image;
  return json({ src, alt, width, height }, { status: 201, headers: noStore });
}
