/** A field people never see or reach but form-filling bots do: a filled one marks spam. */
export const HONEYPOT_FIELD = "website";
