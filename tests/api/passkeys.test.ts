// Passkey sign-in (POST /login/passkey) with a software authenticator (a P-256 key signing what a
// real one signs): a right answer signs in and moves the counter on; a replayed challenge, another
// origin, a missing user verification and a counter going backwards (a cloned authenticator) are
// refused and change nothing. (Through the built server: under vitest's own module loading the
// library's ASN.1 parser does not find its ECDSA schema.)
import { isoCBOR } from "@simplewebauthn/server/helpers";
import { createHash, generateKeyPairSync, sign } from "node:crypto";
import { beforeEach, describe, expect, it } from "vitest";

import { call, createUser, db } from "./harness";
import { env } from "../../app/utils/env.server";

const RP = { origin: env.siteUrl };
const CREDENTIAL_ID = "dGVzdC1wYXNza2V5";
// Ed25519, as Chromium's virtual authenticator makes them; ES256 (P-256), as most phones and laptops do.
const ED25519 = generateKeyPairSync("ed25519");
const P256 = generateKeyPairSync("ec", { namedCurve: "P-256" });
type Algorithm = "Ed25519" | "ES256";

const b64url = (bytes: Uint8Array) => Buffer.from(bytes).toString("base64url");
const sha256 = (data: string | Uint8Array) => createHash("sha256").update(data).digest();

/** The stored public key, COSE-encoded as an authenticator reports it. */
function cosePublicKey(algorithm: Algorithm) {
  const jwk = (algorithm === "ES256" ? P256 : ED25519).publicKey.export({ format: "jwk" });
  const x = Buffer.from(jwk.x!, "base64url");
  const entries: Array<[number, number | Uint8Array]> =
    algorithm === "ES256"
      ? [
          [1, 2],
          [3, -7],
          [-1, 1],
          [-2, x],
          [-3, Buffer.from(jwk.y!, "base64url")],
        ]
      : [
          [1, 1],
          [3, -8],
          [-1, 6],
          [-2, x],
        ];
  return b64url(isoCBOR.encode(new Map(entries) as never));
}

/** What the authenticator answers to `challenge`: signed over its data and the client's. */
function answer(
  challenge: string,
  {
    counter,
    origin = RP.origin,
    verified = true,
    algorithm = "Ed25519",
  }: { counter: number; origin?: string; verified?: boolean; algorithm?: Algorithm },
) {
  const clientData = Buffer.from(JSON.stringify({ type: "webauthn.get", challenge, origin, crossOrigin: false }));
  const counterBytes = Buffer.alloc(4);
  counterBytes.writeUInt32BE(counter);
  const flags = Buffer.from([verified ? 0x05 : 0x01]);
  const authenticatorData = Buffer.concat([sha256(new URL(RP.origin).hostname), flags, counterBytes]);
  const signed = Buffer.concat([authenticatorData, sha256(clientData)]);
  const signature =
    algorithm === "ES256" ? sign("sha256", signed, P256.privateKey) : sign(null, signed, ED25519.privateKey);
  return {
    id: CREDENTIAL_ID,
    rawId: CREDENTIAL_ID,
    type: "public-key" as const,
    response: {
      clientDataJSON: b64url(clientData),
      authenticatorData: b64url(authenticatorData),
      signature: b64url(signature),
    },
    clientExtensionResults: {},
  };
}

async function storedCounter() {
  const row = await db.selectFrom("passkeys").select(["counter", "last_used_at"]).executeTakeFirstOrThrow();
  return row;
}

let username: string;

/** The test user's one passkey, of `algorithm`, its counter at 5. */
async function storePasskey(algorithm: Algorithm) {
  await db.deleteFrom("passkeys").execute();
  const { id } = await db.selectFrom("users").select("id").where("username", "=", username).executeTakeFirstOrThrow();
  await db
    .insertInto("passkeys")
    .values({
      id: CREDENTIAL_ID,
      user_id: id,
      name: "Laptop",
      public_key: cosePublicKey(algorithm),
      counter: 5,
      created_at: new Date().toISOString(),
    })
    .execute();
}

beforeEach(async () => {
  ({ username } = await createUser({ role: "editor" }));
  await storePasskey("Ed25519");
});

/** A challenge from the sign-in page's first call. */
async function challenge() {
  const options = await call("POST", "/login/passkey", { json: { intent: "options" } });
  expect(options.status).toBe(200);
  return options.body.challenge as string;
}

const verify = (response: ReturnType<typeof answer>) =>
  call("POST", "/login/passkey", { json: { intent: "verify", response, redirectTo: "/admin/jobs" } });

describe("POST /login/passkey", () => {
  it("signs in with a right answer, once per challenge, moving the counter on", async () => {
    const response = answer(await challenge(), { counter: 6 });
    const signedIn = await verify(response);
    expect(signedIn).toMatchObject({ status: 200, body: { redirectTo: "/admin/jobs" } });
    expect(signedIn.headers.get("Set-Cookie")).toContain("__session=");
    expect(await storedCounter()).toMatchObject({ counter: 6, last_used_at: expect.any(String) });
    const logged = await db.selectFrom("activity_log").select("summary").where("actor_name", "=", username).execute();
    expect(logged.map((entry) => entry.summary)).toContain("Signed in with a passkey");
    // The same answer again: its challenge is spent.
    expect(await verify(response)).toMatchObject({ status: 401 });
  });

  it("refuses another origin, an unverified user and a counter going backwards, changing nothing", async () => {
    for (const options of [
      { counter: 6, origin: "https://evil.example" },
      { counter: 6, verified: false },
      { counter: 4 },
    ]) {
      const refused = await verify(answer(await challenge(), options));
      expect(refused).toMatchObject({
        status: 401,
        body: { message: "That passkey could not be verified. Please try again." },
      });
    }
    expect(await storedCounter()).toEqual({ counter: 5, last_used_at: null });
  });

  it("refuses an answer to a challenge it never handed out, and a body that is not JSON", async () => {
    expect(await verify(answer("bm90LWlzc3VlZA", { counter: 6 }))).toMatchObject({ status: 401 });
    const form = await call("POST", "/login/passkey", {
      body: "intent=options",
      headers: { "Content-Type": "application/x-www-form-urlencoded" },
    });
    expect(form.status).toBe(415);
  });

  // Most real passkeys (phones, laptops). It needs one copy of @peculiar/asn1-schema: the ECDSA
  // schema is registered in the copy @peculiar/asn1-ecc loads (package.json's overrides).
  it("signs in with an ES256 (P-256) passkey", async () => {
    await storePasskey("ES256");
    const signedIn = await verify(answer(await challenge(), { counter: 6, algorithm: "ES256" }));
    expect(signedIn.status).toBe(200);
  });
});
