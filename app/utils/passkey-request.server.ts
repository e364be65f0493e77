import { json } from "@remix-run/node";

import type { RelyingParty } from "~/models/passkey.server";
import { siteSettings } from "~/models/site-settings.server";

import { siteOrigin } from "./http.server";

// What the passkey endpoints share: the relying party (the site's configured origin, never the
// request's Host) and the JSON body the page's passkey script posts.

export const PASSKEY_BODY_MESSAGE = "Send a JSON object";

export async function relyingParty(): Promise<RelyingParty> {
  return { name: (await siteSettings()).company.name, origin: siteOrigin };
}

/**
 * The request's JSON object body; throws 415 for any other type of body (only JSON: a cross-site
 * form cannot send it), and 400 for JSON that is not an object.
 */
export async function readPasskeyRequest(request: Request): Promise<Record<string, unknown>> {
  const refuse = (status: 400 | 415) => json({ message: PASSKEY_BODY_MESSAGE }, { status });
  if (!/^application\/json\s*(;|$)/i.test(request.headers.get("content-type") ?? "")) throw refuse(415);
  try {
    const body: unknown = await request.json();
    if (typeof body !== "object" || body === null || Array.isArray(body)) throw new Error("not an object");
    return body as Record<string, unknown>;
  } catch {
    throw refuse(400);
  }
}
