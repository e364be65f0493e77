import type { LoaderFunctionArgs } from "@remix-run/node";

import { mediaFormat, mediaSha } from "~/lib/media";
import { mediaFile } from "~/models/image.server";

import { IMAGE_HEADERS } from "../../server/security-headers.js";

/**
 * /media/{sha256}.{ext}: one variant of an uploaded image. The address names the bytes, so they
 * never change there: any cache keeps them for a year and never asks again. Only image variants
 * (rendered by the server from staff uploads) are served here, never an original or any other file.
 */
export async function loader({ params }: LoaderFunctionArgs) {
  const path = `/media/${params.file ?? ""}`;
  const sha = mediaSha(path);
  const format = mediaFormat(path);
  const file = sha && format ? await mediaFile(sha, format) : null;
  if (!sha || !file) {
    return new Response("Image not found", {
      status: 404,
      headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "public, max-age=60" },
    });
  }
  // The HTTP server answers If-None-Match with 304, as for every answer a cache may keep (server/shareable-answer.js).
  return new Response(file.bytes, {
    headers: {
      "Cache-Control": "public, max-age=31536000, immutable",
      ETag: `"${sha}"`,
      ...IMAGE_HEADERS,
      "Content-Type": file.contentType,
      "Content-Length": String(file.bytes.byteLength),
    },
  });
}
