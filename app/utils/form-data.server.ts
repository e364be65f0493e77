import { json } from "@remix-run/node";

export const UNSUPPORTED_FORM_MESSAGE = "Send the form as application/x-www-form-urlencoded or multipart/form-data.";
export const UNREADABLE_FORM_MESSAGE =
  "The form could not be read: it was incomplete or not properly encoded. Please reload the page and try again.";

/**
 * A refusal of what a form sent, thrown so nothing after it runs: JSON `{ message }` with the
 * status (data requests and fetchers get it as is; documents show it in the error boundary).
 */
export function formRefusal(status: 400 | 415, message: string) {
  return json({ message }, { status, headers: { "Cache-Control": "no-store" } });
}

/**
 * The submitted form of an action, read before the action changes anything. Only what a
 * browser sends for a form is accepted: URL-encoded or multipart with its boundary (415
 * otherwise); a body that does not parse (cut-off multipart, broken percent-encoding or
 * UTF-8) is a 400. Throws those as responses.
 */
export async function readFormData(request: Request): Promise<FormData> {
  const type = mediaType(request);
  if (type === URL_ENCODED) return parseUrlEncoded(await readUtf8(request));
  if (type !== MULTIPART) throw formRefusal(415, UNSUPPORTED_FORM_MESSAGE);
  try {
    // Throws a TypeError without a boundary or when the parts are cut off.
    return await request.formData();
  } catch {
    throw formRefusal(400, UNREADABLE_FORM_MESSAGE);
  }
}

/** Whether the request says its body is a form (for routes that also take JSON). */
export function sendsForm(request: Request) {
  const type = mediaType(request);
  return type === URL_ENCODED || type === MULTIPART;
}

/** The same request with the form as its body, for code that reads the body itself (remix-auth). */
export function requestWithForm(request: Request, formData: FormData) {
  const headers = new Headers(request.headers);
  // The new body brings its own multipart Content-Type (with a new boundary) and length.
  headers.delete("content-type");
  headers.delete("content-length");
  return new Request(request.url, { method: request.method, headers, body: formData, signal: request.signal });
}

const URL_ENCODED = "application/x-www-form-urlencoded";
const MULTIPART = "multipart/form-data";

function mediaType(request: Request) {
  return (request.headers.get("content-type") ?? "").split(";")[0]!.trim().toLowerCase();
}

async function readUtf8(request: Request) {
  try {
    return new TextDecoder("utf-8", { fatal: true }).decode(await request.arrayBuffer());
  } catch {
    throw formRefusal(400, UNREADABLE_FORM_MESSAGE);
  }
}

/**
 * application/x-www-form-urlencoded as browsers write it. Unlike URLSearchParams, a stray `%`
 * or an escape that is not UTF-8 is refused rather than silently turned into other text.
 */
function parseUrlEncoded(body: string) {
  const formData = new FormData();
  for (const pair of body.split("&")) {
    if (!pair) continue;
    const equals = pair.indexOf("=");
    const [name, value] = equals === -1 ? [pair, ""] : [pair.slice(0, equals), pair.slice(equals + 1)];
    try {
      formData.append(decodeFormComponent(name), decodeFormComponent(value));
    } catch {
      throw formRefusal(400, UNREADABLE_FORM_MESSAGE);
    }
  }
  return formData;
}

function decodeFormComponent(text: string) {
  return decodeURIComponent(text.replace(/\+/g, " "));
}
