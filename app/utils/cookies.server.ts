import { createCookieSessionStorage } from "@remix-run/node";

import { env } from "./env.server";
import { noteSessionRead } from "./request-context.server";

/**
 * A signed-in member's cookies: their session, and the devices they signed in on (kept after they sign
 * out). A page whose render never read them is the same with them as without, so the page cache answers
 * a request that carries them with the page anyone gets (server/page-cache.js): every read of one is
 * noted on the request (see `createSignedCookieStorage`).
 */
export const MEMBER_COOKIES = { session: "__session", knownDevice: "__known_device" } as const;

/** Their names, as the server's page cache takes them (`ServerContract.pageSessionCookies`). */
export const MEMBER_COOKIE_NAMES: string[] = Object.values(MEMBER_COOKIES);

/** Every cookie of the site: HTTP-only, signed, SameSite=Lax, Secure in production. */
export function createSignedCookieStorage<Data, FlashData = Data>(name: string, maxAge?: number) {
  const storage = createCookieSessionStorage<Data, FlashData>({
    cookie: {
      name,
      path: "/",
      httpOnly: true,
      sameSite: "lax",
      secure: env.isProduction,
      secrets: [env.sessionSecret],
      maxAge,
    },
  });
  if (!MEMBER_COOKIE_NAMES.includes(name)) return storage;
  return {
    ...storage,
    // Reading the request's cookie (even to find none) makes the answer depend on who is signed in;
    // getSession() without a header starts a new session and reads nothing.
    getSession: (...args: Parameters<typeof storage.getSession>) => {
      if (args.length > 0) noteSessionRead();
      return storage.getSession(...args);
    },
  };
}
