// CV upload rules the form (in the browser) and the server share. The server judges a file by its
// bytes (cv-type.server.ts); the browser can only look at the name and size, to warn early.

export const CV_MAX_BYTES = 5 * 1024 * 1024;

/** The kinds of CV accepted, with the type they are stored and served as. */
export const CV_TYPES = [
  { kind: "pdf", mime: "application/pdf", extension: ".pdf" },
  { kind: "doc", mime: "application/msword", extension: ".doc" },
  {
    kind: "docx",
    mime: "application/vnd.openxmlformats-officedocument.wordprocessingml.document",
    extension: ".docx",
  },
] as const;

export type CvType = (typeof CV_TYPES)[number];

/** The file input's `accept`: what the browser's picker offers. */
export const CV_ACCEPT = CV_TYPES.flatMap((type) => [type.extension, type.mime]).join(",");

export const CV_REQUIRED_MESSAGE = "Please attach your CV";
export const CV_TYPE_MESSAGE = "Your CV must be a PDF, DOC or DOCX file";
const CV_EMPTY_MESSAGE = "Your CV file is empty";
const CV_TOO_LARGE_MESSAGE = "Your CV must be 5 MB or smaller";

/** What is wrong with a CV of `size` bytes, or null. */
export function cvSizeError(size: number) {
  if (size === 0) return CV_EMPTY_MESSAGE;
  if (size > CV_MAX_BYTES) return CV_TOO_LARGE_MESSAGE;
  return null;
}

/** The browser's early check of a chosen file (name and size only; the server reads the bytes). */
export function cvClientProblem(file: { name: string; size: number }) {
  const extension = file.name.toLowerCase().match(/\.[^.]+$/)?.[0];
  if (!CV_TYPES.some((type) => type.extension === extension)) return CV_TYPE_MESSAGE;
  return cvSizeError(file.size);
}

/** A file size as people read it: '120 bytes', '812 KB', '4.8 MB'. */
export function formatFileSize(bytes: number) {
  if (bytes < 1024) return `${bytes} ${bytes === 1 ? "byte" : "bytes"}`;
  if (bytes < 1024 * 1024) return `${Math.round(bytes / 1024)} KB`;
  return `${(bytes / (1024 * 1024)).toFixed(1).replace(/\.0$/, "")} MB`;
}
