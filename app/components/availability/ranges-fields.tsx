import { INTENT } from "@conform-to/dom";
import type { ReactNode } from "react";

import { TextField } from "~/components/form-field";
import { WEEKDAYS } from "~/lib/availability";
import { insertIntent, removeIntent, valueAt } from "~/lib/content-form";

/** A range as a form holds it: what was typed, or what is stored. */
export type RangeValue = { start?: string | null; end?: string | null };

/** The ranges a reply carries at `name` (a range added blank comes back empty); null without a reply. */
export function typedRanges(typed: unknown, name: string): RangeValue[] | null {
  if (!typed) return null;
  const ranges = (valueAt(typed, name) as Array<RangeValue | null> | undefined) ?? [];
  return ranges.map((range) => range ?? {});
}

/**
 * The time ranges of one day (`name`: "weekly[1]", "ranges"), each a start and an end, with plain
 * submit buttons to add and remove one: the server shows the form again with the change, saving nothing.
 */
export function RangesFields({
  name,
  label,
  ranges,
  error,
}: {
  name: string;
  /** What the ranges are of ("Monday"): names the buttons for assistive technology. */
  label: string;
  ranges: RangeValue[];
  error: (field: string) => string | null;
}) {
  return (
    <div className="grid gap-3">
      {ranges.length === 0 ? <p className="text-sm text-muted-foreground">Closed</p> : null}
      {ranges.map((range, index) => (
        <div key={index} className="flex flex-wrap items-start gap-3">
          <div className="w-32">
            <TextField
              label="Start"
              name={`${name}[${index}].start`}
              type="time"
              defaultValue={range.start ?? ""}
              error={error(`${name}[${index}].start`)}
            />
          </div>
          <div className="w-32">
            <TextField
              label="End"
              name={`${name}[${index}].end`}
              type="time"
              defaultValue={range.end ?? ""}
              error={error(`${name}[${index}].end`)}
            />
          </div>
          <button
            type="submit"
            name={INTENT}
            value={removeIntent(name, index)}
            className="btn-outline self-end"
            aria-label={`Remove ${label} range ${index + 1}`}
            formNoValidate
          >
            Remove
          </button>
        </div>
      ))}
      {error(name) ? <p className="field-error">{error(name)}</p> : null}
      <div>
        <button
          type="submit"
          name={INTENT}
          value={insertIntent(name, { start: "", end: "" })}
          className="btn-outline"
          aria-label={`Add a range to ${label}`}
          formNoValidate
        >
          Add a range
        </button>
      </div>
    </div>
  );
}

/** Monday first, as people read a week; the form's names count from Sunday (weekly[0]). */
const WEEK_ORDER = [1, 2, 3, 4, 5, 6, 0];

/** A week of ranges (`weekly[0]`…`weekly[6]`), one fieldset a day, Monday first; `heading` above them. */
export function WeeklyRangesFields({
  rangesOf,
  error,
  heading,
}: {
  rangesOf: (day: number) => RangeValue[];
  error: (field: string) => string | null;
  heading?: ReactNode;
}) {
  return (
    <div className="grid gap-6">
      {heading}
      {WEEK_ORDER.map((day) => (
        <fieldset key={day} className="grid gap-3 border-b border-border pb-5 sm:grid-cols-[8rem_1fr]">
          <legend className="float-left font-medium sm:pt-7">{WEEKDAYS[day]}</legend>
          <RangesFields name={`weekly[${day}]`} label={WEEKDAYS[day]!} ranges={rangesOf(day)} error={error} />
        </fieldset>
      ))}
    </div>
  );
}
