import { z } from "zod";

import { DEFAULT_TIME_ZONE, LIMITS, type AvailabilityRules, type TimeRange } from "~/lib/availability";
import { officeDateIn } from "~/lib/slot-engine";
import { isKnownTimeZone, parseDate } from "~/lib/slots";
import { requiredText } from "~/lib/text-schema";

// The booking calendar's rules as the back-office form and the API send them, checked once here:
// ranges in order and apart, a known time zone, numbers in their bounds, overrides not in the past.
// Form fields arrive as strings and API fields as JSON values: both read the same.

const TIME = /^([01]\d|2[0-3]):[0-5]\d$/;

export const AVAILABILITY_MESSAGES = {
  overlap: "Ranges must not overlap",
  endBeforeStart: "End must be after the start",
  timeZone: "Time zone must be a known time zone, e.g. America/Los_Angeles",
  overridePast: "Date must not be in the past",
  overrideTwice: "This date already has an override",
  noRanges: "Add at least one range, or mark the day closed",
} as const;

function time(label: string) {
  return z
    .string({ required_error: `${label} is required`, invalid_type_error: `${label} must be a time like 09:30` })
    .trim()
    .min(1, `${label} is required`)
    .regex(TIME, `${label} must be a time like 09:30`);
}

const RangeSchema = z
  .object({ start: time("Start"), end: time("End") })
  .refine((range) => range.end > range.start, { path: ["end"], message: AVAILABILITY_MESSAGES.endBeforeStart });

/** A day's ranges: each one later than the one before it ends (checked in time order). */
const RangesSchema = z
  .array(RangeSchema, { invalid_type_error: "Ranges must be a list" })
  .max(12, "A day can have at most 12 ranges")
  .superRefine((ranges, ctx) => {
    const order = ranges
      .map((range, index) => ({ range, index }))
      .sort((a, b) => (a.range.start < b.range.start ? -1 : 1));
    order.forEach(({ range, index }, position) => {
      const before = order[position - 1]?.range;
      if (before && range.start < before.end) {
        ctx.addIssue({ code: "custom", path: [index, "start"], message: AVAILABILITY_MESSAGES.overlap });
      }
    });
  });

/** A form's text (or an API's number) as a whole number; blank is missing. */
function wholeNumber(label: string, { min, max }: { min: number; max: number }, unit: string) {
  const bounds = `${label} must be between ${min} and ${max} ${unit}`;
  return z.preprocess(
    (value) => (typeof value === "string" ? (value.trim() === "" ? undefined : Number(value)) : value),
    z
      .number({ required_error: `${label} is required`, invalid_type_error: `${label} must be a whole number` })
      .int(`${label} must be a whole number`)
      .min(min, bounds)
      .max(max, bounds),
  );
}

const TimeZoneSchema = z
  .string({ required_error: "Time zone is required", invalid_type_error: AVAILABILITY_MESSAGES.timeZone })
  .trim()
  .refine(isKnownTimeZone, AVAILABILITY_MESSAGES.timeZone);

/** The days of a week, Sunday first; a day a form sent no ranges for is closed. */
export const WeeklySchema = z.preprocess(
  (value) =>
    Array.isArray(value) && value.length <= 7 ? Array.from({ length: 7 }, (_, day) => value[day] ?? []) : value,
  z.array(RangesSchema, { required_error: "Weekly hours are required" }).length(7, "Weekly hours must list 7 days"),
);

/** An override's fields; `today` (the office's date now) is the first date one may name. */
function overrideFields(today: string) {
  return {
    date: z
      .string({ required_error: "Date is required", invalid_type_error: "Date must be a valid date" })
      .trim()
      .superRefine((date, ctx) => {
        if (parseDate(date) === null) ctx.addIssue({ code: "custom", message: "Date must be a valid date" });
        else if (date < today) ctx.addIssue({ code: "custom", message: AVAILABILITY_MESSAGES.overridePast });
      }),
    closed: requiredText("Name", 80).nullable().default(null),
    ranges: z.preprocess((value) => value ?? [], RangesSchema),
  };
}

type OverrideShape = { closed: string | null; ranges: TimeRange[] };

/** An override is closed with a name visitors see, or open with ranges (a closed day keeps none). */
function closedOrRanges<S extends z.ZodType<OverrideShape, z.ZodTypeDef, unknown>>(schema: S) {
  return schema
    .superRefine((override, ctx) => {
      if (override.closed === null && override.ranges.length === 0) {
        ctx.addIssue({ code: "custom", path: ["ranges"], message: AVAILABILITY_MESSAGES.noRanges });
      }
    })
    .transform((override) => {
      const checked = override as z.output<S>;
      return { ...checked, ranges: checked.closed === null ? checked.ranges : [] };
    });
}

/** The booking rules without the weekly hours and overrides: what the rules form's second part sends. */
const bookingRuleFields = {
  timeZone: TimeZoneSchema,
  slotMinutes: wholeNumber("Slot length", LIMITS.slotMinutes, "minutes"),
  bufferBeforeMinutes: wholeNumber("Buffer before", LIMITS.bufferMinutes, "minutes"),
  bufferAfterMinutes: wholeNumber("Buffer after", LIMITS.bufferMinutes, "minutes"),
  noticeHours: wholeNumber("Minimum notice", LIMITS.noticeHours, "hours"),
  horizonDays: wholeNumber("Horizon", LIMITS.horizonDays, "days"),
  maxPerDay: z.preprocess(
    (value) => (value === "" || value === undefined ? null : value),
    wholeNumber("Maximum bookings a day", LIMITS.maxPerDay, "bookings").nullable(),
  ),
};

/** A second override on one date, refused by field. */
function oncePerDate(overrides: Array<{ date: string }>, ctx: z.RefinementCtx) {
  const seen = new Set<string>();
  overrides.forEach(({ date }, index) => {
    if (seen.has(date)) {
      ctx.addIssue({ code: "custom", path: [index, "date"], message: AVAILABILITY_MESSAGES.overrideTwice });
    }
    seen.add(date);
  });
}

/** The office's date now in the zone a body names, when it names a known one (else the default's). */
function todayIn(body: unknown, now: Date) {
  const zone = typeof body === "object" && body !== null ? (body as { timeZone?: unknown }).timeZone : undefined;
  const known = typeof zone === "string" && isKnownTimeZone(zone.trim());
  return officeDateIn({ timeZone: known ? zone.trim() : DEFAULT_TIME_ZONE }, now);
}

const VersionField = wholeNumber("Version", { min: 0, max: Number.MAX_SAFE_INTEGER }, "");

function rulesSchema(today: string) {
  return z.object({
    ...bookingRuleFields,
    weekly: WeeklySchema,
    overrides: z
      .array(closedOrRanges(z.object(overrideFields(today))), { invalid_type_error: "Overrides must be a list" })
      .max(366, "At most 366 overrides")
      .superRefine(oncePerDate)
      .default([]),
  });
}

/** All the rules, as the API's PUT sends them; `now` (in the zone they name) decides which override dates are past. */
export function availabilitySchema(now: Date) {
  return z.unknown().transform((body, ctx): AvailabilityRules => {
    const parsed = rulesSchema(todayIn(body, now)).safeParse(body);
    if (parsed.success) return parsed.data;
    for (const issue of parsed.error.issues) ctx.addIssue(issue as z.IssueData);
    return z.NEVER;
  });
}

/** The back-office rules form: weekly hours, time zone and booking rules (overrides have forms of their own). */
export const RulesFormSchema = z.object({
  ...bookingRuleFields,
  weekly: WeeklySchema,
  version: VersionField,
});

/**
 * A consultant's override form: a date, closed (`closed`: its name, e.g. "Annual leave", seen by
 * staff only) or other hours (ranges); `timeZone` is the office's. The team's adds a version.
 */
export function consultantOverrideSchema(now: Date, timeZone: string) {
  return (
    z
      .object({
        kind: z.enum(["closed", "hours"], { errorMap: () => ({ message: "Choose closed or other hours" }) }),
        closed: z.string().optional(),
        date: z.string({ required_error: "Date is required" }),
        ranges: z.unknown(),
      })
      // A closed day's range fields (left as they were) are not read.
      .transform(({ kind, closed, ranges, ...rest }) =>
        kind === "closed" ? { ...rest, closed: closed ?? "", ranges: [] } : { ...rest, closed: null, ranges },
      )
      .pipe(closedOrRanges(z.object(overrideFields(officeDateIn({ timeZone }, now)))))
  );
}

/**
 * The team's form that adds one override (`closed`: the name visitors see), with the version the
 * page was opened at.
 */
export function overrideFormSchema(now: Date, timeZone: string) {
  return z.intersection(consultantOverrideSchema(now, timeZone), z.object({ version: VersionField }));
}
