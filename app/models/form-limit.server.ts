import { db } from "~/db.server";

import { countRows } from "./query.server";

/**
 * A per-address limit on public forms (spam protection without a CAPTCHA), counted in the
 * database so it holds across restarts and instances.
 */
export const FORM_LIMITS = {
  contact: { max: 5, windowMs: 10 * 60 * 1000 },
  appointment: { max: 5, windowMs: 10 * 60 * 1000 },
  application: { max: 5, windowMs: 10 * 60 * 1000 },
  // Moving, cancelling or answering a booking from an email's link.
  "booking-change": { max: 10, windowMs: 10 * 60 * 1000 },
  // Asking for a password reset link, as strict as sign-in: an address cannot mail-bomb staff.
  "password-reset": { max: 10, windowMs: 60 * 1000 },
  // Choosing a password from an invitation or reset link.
  "account-link": { max: 10, windowMs: 60 * 1000 },
} as const;

export type LimitedForm = keyof typeof FORM_LIMITS;

export const TOO_MANY_SUBMISSIONS_MESSAGE =
  "You have sent several requests in a short time. Please wait a few minutes and try again.";

/** Whether this address already used up its submissions of this form in the window. */
export async function isFormRateLimited(form: LimitedForm, ip: string, now = Date.now()) {
  const { max, windowMs } = FORM_LIMITS[form];
  const count = await countRows(
    db
      .selectFrom("form_submissions")
      .where("form", "=", form)
      .where("ip", "=", ip)
      .where("created_at", ">", new Date(now - windowMs).toISOString()),
  );
  return count >= max;
}

export async function recordFormSubmission(form: LimitedForm, ip: string, now = Date.now()) {
  await db.transaction().execute(async (trx) => {
    const expired = new Date(now - FORM_LIMITS[form].windowMs * 6).toISOString();
    await trx.deleteFrom("form_submissions").where("created_at", "<", expired).execute();
    await trx
      .insertInto("form_submissions")
      .values({ form, ip, created_at: new Date(now).toISOString() })
      .execute();
  });
}
