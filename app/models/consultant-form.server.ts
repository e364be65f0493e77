import { z } from "zod";

import { parseDate } from "~/lib/slots";

import { WeeklySchema } from "./availability-rules.server";
import type { ConsultantSettings } from "./consultant.server";

// A consultant's settings as the back-office form sends them: whether visitors can book them and
// recruiters put them on a panel, the topics they take (of the published ones), their weekly hours
// (checked as the team's are) and their days off, one date a line.

export const DAYS_OFF_MESSAGE = "Days off must be dates like 2026-12-24, one a line";

const checkbox = z
  .literal("on")
  .optional()
  .transform((value) => value === "on");

/** The form's days off as closed overrides (the name stays among staff: visitors only see no times). */
const DaysOffSchema = z
  .string()
  .optional()
  .transform((text, ctx) => {
    const dates = (text ?? "")
      .split(/\s+/)
      .map((line) => line.trim())
      .filter(Boolean);
    if (dates.some((date) => parseDate(date) === null)) {
      ctx.addIssue({ code: "custom", message: DAYS_OFF_MESSAGE });
      return z.NEVER;
    }
    return [...new Set(dates)].sort().map((date) => ({ date, closed: "Day off", ranges: [] }));
  });

/** The consultant form's schema; `topics` are the published appointment topics. */
export function consultantFormSchema(topics: readonly string[]) {
  return z
    .object({
      bookable: checkbox,
      interviews: checkbox,
      topics: z.preprocess(
        (value) => (value === undefined ? [] : Array.isArray(value) ? value : [value]),
        z.array(z.string().refine((topic) => topics.includes(topic), "Topics must be among the listed topics")),
      ),
      weekly: WeeklySchema,
      daysOff: DaysOffSchema,
    })
    .transform(({ daysOff, ...settings }): ConsultantSettings => ({ ...settings, overrides: daysOff }));
}

/** The days off of a consultant's overrides, as the form's text shows them. */
export function daysOffText(settings: Pick<ConsultantSettings, "overrides">) {
  return settings.overrides
    .filter((override) => override.closed !== null)
    .map((override) => override.date)
    .join("\n");
}
