import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from "node:crypto";

// Secrets the server must read back (an authenticator app's TOTP secret) are stored sealed with
// AES-256-GCM under a key derived (HKDF-SHA256) from ENCRYPTION_KEY, else SESSION_SECRET: a copy
// of the database alone reveals none of them, and a changed byte is refused, not misread.

const VERSION = "v1";

function keyFrom(keyMaterial: string) {
  return Buffer.from(hkdfSync("sha256", keyMaterial, "", "stored-secrets", 32));
}

/** `plain` sealed: "v1.<iv>.<tag>.<ciphertext>", base64url parts. */
export function sealSecret(plain: string, keyMaterial: string) {
  const iv = randomBytes(12);
  const cipher = createCipheriv("aes-256-gcm", keyFrom(keyMaterial), iv);
  const sealed = Buffer.concat([cipher.update(plain, "utf8"), cipher.final()]);
  return [VERSION, iv, cipher.getAuthTag(), sealed].map((part) => part.toString("base64url")).join(".");
}

/** What sealSecret sealed; throws when the key differs or the value was altered. */
export function openSecret(box: string, keyMaterial: string) {
  const [version, iv, tag, sealed, ...rest] = box.split(".");
  if (version !== VERSION || !iv || !tag || !sealed || rest.length > 0) throw new Error("Not a sealed secret");
  const decipher = createDecipheriv("aes-256-gcm", keyFrom(keyMaterial), Buffer.from(iv, "base64url"));
  decipher.setAuthTag(Buffer.from(tag, "base64url"));
  return Buffer.concat([decipher.update(Buffer.from(sealed, "base64url")), decipher.final()]).toString("utf8");
}
