import { z } from "zod";

import { WeeklySchema } from "./availability-rules.server";
import type { ConsultantSettings } from "./consultant.server";

// A consultant's settings as the back-office form sends them: whether visitors can book them and
// recruiters put them on a panel, the topics they take (of the published ones) and their weekly
// hours (checked as the team's are). Their overrides have forms of their own, as the team's do.

const checkbox = z
  .literal("on")
  .optional()
  .transform((value) => value === "on");

/** The consultant form's schema; `topics` are the published appointment topics. */
export function consultantFormSchema(topics: readonly string[]) {
  return z.object({
    bookable: checkbox,
    interviews: checkbox,
    topics: z.preprocess(
      (value) => (value === undefined ? [] : Array.isArray(value) ? value : [value]),
      z.array(z.string().refine((topic) => topics.includes(topic), "Topics must be among the listed topics")),
    ),
    weekly: WeeklySchema,
  }) satisfies z.ZodType<Omit<ConsultantSettings, "overrides">, z.ZodTypeDef, unknown>;
}
