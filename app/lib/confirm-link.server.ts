import { readKeyToken, signToken } from "~/lib/signed-token.server";

// Double opt-in links (the newsletter's, job alerts'): a signed token naming a row and the nonce the
// row must still hold, good for 48 hours; using it once clears the nonce, so a second use is "used".

export const CONFIRM_LINK_MS = 48 * 60 * 60_000;
/** A pending row gets at most one confirmation email in this long, however often it is asked for. */
export const CONFIRMATION_RESEND_MS = 10 * 60_000;

/** What a confirmation link leads to. */
export type ConfirmLinkState = "ready" | "confirmed" | "used" | "expired" | "invalid";

/** The token of a confirmation link: the row, its nonce and an optional detail (the consent version). */
export function signConfirmLink(
  secret: string,
  purpose: string,
  link: { rowId: number; nonce: string; detail?: string },
  now = new Date(),
) {
  const id = [link.rowId, link.nonce, ...(link.detail ? [link.detail] : [])].join(".");
  return signToken(secret, purpose, id, new Date(now.getTime() + CONFIRM_LINK_MS));
}

/**
 * The row a confirmation link names (found by `findRow`), its nonce and detail, and its state;
 * nothing is changed. An expired link of a row that is gone is "invalid", as a forged one.
 */
export async function readConfirmLink<Row extends { confirm_nonce: string | null }>(
  secret: string,
  purpose: string,
  token: string,
  now: Date,
  findRow: (rowId: number) => Promise<Row | undefined>,
) {
  const check = readKeyToken(secret, purpose, token, now);
  if (check.status === "invalid") return { state: "invalid" as const };
  const [id, nonce, detail] = check.id.split(".");
  const rowId = Number(id);
  if (!Number.isSafeInteger(rowId) || !nonce) return { state: "invalid" as const };
  const row = await findRow(rowId);
  if (!row) return { state: "invalid" as const };
  if (check.status === "expired") return { state: "expired" as const };
  if (row.confirm_nonce !== nonce) return { state: "used" as const };
  return { state: "ready" as const, row, nonce, detail };
}
