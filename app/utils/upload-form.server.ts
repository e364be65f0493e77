import busboy from "busboy";
import { Readable } from "node:stream";
import type { ReadableStream as NodeReadableStream } from "node:stream/web";

import { formRefusal, readFormData, UNREADABLE_FORM_MESSAGE, UNSUPPORTED_FORM_MESSAGE } from "./form-data.server";

// A multipart form with files, read as it streams (busboy). `request.formData()` would hold the
// whole body in memory, and Remix's unstable_parseMultipartFormData gives up on the whole form when
// one file is too large, losing what else was typed. Here a file over its limit is counted and
// dropped as it arrives, and the fields after it are still read, so the form can come back with
// its message and everything else the person typed.

export type UploadedFile = {
  field: string;
  /** The name the browser gave (never trusted for the type): no folders, at most 255 characters. */
  filename: string;
  /** What was kept: at most `maxFileBytes` bytes. */
  bytes: Buffer;
  /** How many bytes the part really had, counted while the rest was dropped. */
  size: number;
  /** Whether it had more than `maxFileBytes` (the extra bytes were never kept). */
  tooLarge: boolean;
};

type UploadOptions = {
  /** The file inputs read (their names, or a test of a name); files in any other field are dropped. */
  fileFields: string[] | ((name: string) => boolean);
  /** How many file inputs the form may have when `fileFields` is a test (empty ones are parts too). */
  maxFiles?: number;
  maxFileBytes: number;
  maxFields?: number;
  /** Longer text is cut here (the schema's length limit then says so). */
  maxFieldBytes?: number;
};

const MULTIPART = "multipart/form-data";
const URL_ENCODED = "application/x-www-form-urlencoded";

function safeFilename(name: string) {
  return (name.split(/[\\/]/).pop() ?? "").trim().slice(0, 255);
}

/**
 * The text fields (as FormData) and the files of a posted form. A URL-encoded form has no files
 * (the person then hears that the file is missing); any other body is refused (415), and one that
 * does not parse or is cut off is a 400.
 */
export async function readUploadForm(
  request: Request,
  { fileFields, maxFiles, maxFileBytes, maxFields = 50, maxFieldBytes = 64 * 1024 }: UploadOptions,
): Promise<{ formData: FormData; files: Map<string, UploadedFile> }> {
  const contentType = request.headers.get("content-type") ?? "";
  const mediaType = contentType.split(";")[0]!.trim().toLowerCase();
  if (mediaType === URL_ENCODED) return { formData: await readFormData(request), files: new Map() };
  if (mediaType !== MULTIPART) throw formRefusal(415, UNSUPPORTED_FORM_MESSAGE);
  if (!request.body) throw formRefusal(400, UNREADABLE_FORM_MESSAGE);

  const isFileField = typeof fileFields === "function" ? fileFields : (name: string) => fileFields.includes(name);
  const fileParts = maxFiles ?? (Array.isArray(fileFields) ? fileFields.length : 0);
  let parser: busboy.Busboy;
  try {
    parser = busboy({
      headers: { "content-type": contentType },
      defParamCharset: "utf8",
      limits: { fields: maxFields, fieldSize: maxFieldBytes, parts: maxFields + fileParts + 2 },
    });
  } catch {
    throw formRefusal(400, UNREADABLE_FORM_MESSAGE); // no boundary
  }

  const formData = new FormData();
  const files = new Map<string, UploadedFile>();
  const body = Readable.fromWeb(request.body as NodeReadableStream<Uint8Array>);

  await new Promise<void>((resolve, reject) => {
    const fail = () => {
      body.unpipe(parser);
      body.resume(); // drain and drop the rest, so the connection can carry the answer
      reject(formRefusal(400, UNREADABLE_FORM_MESSAGE));
    };
    parser.on("field", (name, value) => formData.append(name, value));
    parser.on("file", (name, stream, info) => {
      const keep = isFileField(name) && !files.has(name);
      const chunks: Buffer[] = [];
      let size = 0;
      // A cut-off body errors this part's stream as well as the parser: the parser's handler answers.
      stream.on("error", () => {});
      stream.on("data", (chunk: Buffer) => {
        if (keep && size < maxFileBytes) chunks.push(chunk.subarray(0, maxFileBytes - size));
        size += chunk.length;
      });
      stream.on("end", () => {
        // A file input left empty sends a part with no name and no bytes: no file.
        if (!keep || (size === 0 && !info.filename)) return;
        files.set(name, {
          field: name,
          filename: safeFilename(info.filename ?? ""),
          bytes: Buffer.concat(chunks),
          size,
          tooLarge: size > maxFileBytes,
        });
      });
    });
    parser.on("close", resolve);
    parser.on("error", fail);
    body.on("error", fail);
    request.signal.addEventListener("abort", fail, { once: true });
    body.pipe(parser);
  });
  return { formData, files };
}
