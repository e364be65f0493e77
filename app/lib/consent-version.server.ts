import { createHash } from "node:crypto";

/** How a consent version is written: 12 hex digits. */
export const CONSENT_VERSION_PATTERN = /^[0-9a-f]{12}$/;

/**
 * The version of a consent wording: the first 12 hex digits of the SHA-256 of its words, so an
 * edit of the text (or of its link's label) is a new version and the same words are the same one.
 */
export function consentVersionOf(consent: { text: string; linkLabel: string }) {
  return createHash("sha256").update(`${consent.text}\n${consent.linkLabel}`).digest("hex").slice(0, 12);
}
