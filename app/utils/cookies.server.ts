import { createCookieSessionStorage } from "@remix-run/node";

import { env } from "./env.server";

/** Every cookie of the site: HTTP-only, signed, SameSite=Lax, Secure in production. */
export function createSignedCookieStorage<Data, FlashData = Data>(name: string, maxAge?: number) {
  return createCookieSessionStorage<Data, FlashData>({
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
}
