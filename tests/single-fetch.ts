import { decode } from "turbo-stream";

// A page's data request as Remix's client makes it (single fetch) and its answer as the client
// reads it, for tests that send one without a browser.

/** The data request of a page's URL: `/careers?q=x` → `/careers.data?q=x`, `/` → `/_root.data`. */
export function dataPath(pagePath: string) {
  const at = pagePath.search(/[?#]|$/);
  const path = pagePath.slice(0, at);
  return `${path === "/" ? "/_root" : path.replace(/\/$/, "")}.data${pagePath.slice(at)}`;
}

/** What a route threw (Remix's ErrorResponse), as a test compares it. */
export type Thrown = { status: number; data: unknown };

/**
 * A single-fetch answer (turbo-stream): for a read, `{ [routeId]: { data } | { error } }`; for a
 * write, `{ data }`, `{ error }` or `{ redirect, status, … }`. What a route threw decodes to
 * `{ status, data }`, an error Remix hid to an Error with its message.
 */
export async function decodeSingleFetch(text: string): Promise<unknown> {
  const { value, done } = await decode(new Response(text).body!, {
    plugins: [
      (type, ...rest) => {
        if (type === "ErrorResponse") return { value: { status: Number(rest[1]), data: rest[0] } satisfies Thrown };
        if (type === "SanitizedError") return { value: new Error(String(rest[1])) };
        if (type === "SingleFetchRedirect") return { value: rest[0] };
        if (type === "SingleFetchClassInstance") return { value: rest[0] };
        if (type === "SingleFetchFallback") return { value: undefined };
        return false;
      },
    ],
  });
  await done;
  return value;
}
