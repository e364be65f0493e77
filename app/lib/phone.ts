/** The fewest and most digits of a phone number we accept (E.164 allows at most 15). */
export const PHONE_DIGITS = { min: 7, max: 15 } as const;

/**
 * A phone number as we keep it and as the phone fields show it while typing: its digits, with the
 * leading + of an international number ('+91 98765-43210' is '+919876543210'). The field and the
 * schema use this one rule, so what the visitor sees is what is stored.
 */
export function normalizePhone(text: string) {
  const digits = text.replace(/\D/g, "");
  return `${text.trim().startsWith("+") ? "+" : ""}${digits}`;
}

/** Whether a phone number has as many digits as one can (PHONE_DIGITS), its + and separators aside. */
export function hasPhoneDigits(phone: string) {
  const count = phone.replace(/\D/g, "").length;
  return count >= PHONE_DIGITS.min && count <= PHONE_DIGITS.max;
}

/** What a phone field says when its number has too few or too many digits. */
export function phoneDigitsMessage(label: string) {
  return `${label} must have ${PHONE_DIGITS.min} to ${PHONE_DIGITS.max} digits`;
}

/** The tel: link of a phone number as people write it ("+91 80 4719 2500" is "tel:+918047192500"). */
export function phoneHref(phone: string) {
  return `tel:${normalizePhone(phone)}`;
}
