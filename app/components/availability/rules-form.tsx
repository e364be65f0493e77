import { useMemo } from "react";

import { SelectField, TextField, useFormReply } from "~/components/form-field";
import { WEEKDAYS, type StoredAvailability } from "~/lib/availability";
import type { FormReply } from "~/lib/form-reply";

import { AvailabilityForm } from "./availability-form";
import { RangesFields, typedRanges } from "./ranges-fields";

/** Monday first, as people read a week; the form's names count from Sunday (weekly[0]). */
const WEEK_ORDER = [1, 2, 3, 4, 5, 6, 0];

const NUMBER_FIELDS = [
  { name: "slotMinutes", label: "Slot length (minutes)", min: 15, max: 120, hint: "From 15 to 120 minutes." },
  {
    name: "bufferBeforeMinutes",
    label: "Buffer before (minutes)",
    min: 0,
    max: 120,
    hint: "Kept free before each booking.",
  },
  {
    name: "bufferAfterMinutes",
    label: "Buffer after (minutes)",
    min: 0,
    max: 120,
    hint: "Kept free after each booking.",
  },
  {
    name: "noticeHours",
    label: "Minimum notice (hours)",
    min: 0,
    max: 720,
    hint: "How far ahead a booking must be made.",
  },
  {
    name: "horizonDays",
    label: "Horizon (days)",
    min: 1,
    max: 365,
    hint: "How far ahead visitors can book, up to 365 days.",
  },
  { name: "maxPerDay", label: "Maximum bookings a day", min: 1, max: 100, hint: "Leave empty for no limit." },
] as const;

/**
 * The weekly hours (several ranges a day), the office's time zone and the booking rules: one form,
 * saved together from the version the page was opened at. What was typed comes back with any reply.
 */
export function RulesForm({
  rules,
  zones,
  reply,
}: {
  rules: StoredAvailability;
  zones: readonly string[];
  reply: FormReply | null;
}) {
  const stored = useMemo(
    () => ({
      ...Object.fromEntries(NUMBER_FIELDS.map(({ name }) => [name, String(rules[name] ?? "")])),
      timeZone: rules.timeZone,
      version: String(rules.version),
    }),
    [rules],
  );
  const form = useFormReply(reply, { defaults: stored });
  const typed = reply?.initialValue ?? null;
  const rangesOf = (day: number) => typedRanges(typed, `weekly[${day}]`) ?? rules.weekly[day] ?? [];

  return (
    <AvailabilityForm
      name="rules"
      title="Weekly hours and booking rules"
      titleId="rules-title"
      titleLevel="h2"
      className="card grid gap-8 p-6 sm:p-8"
      form={form}
      typed={typed}
    >
      <div className="grid gap-6">
        {WEEK_ORDER.map((day) => (
          <fieldset key={day} className="grid gap-3 border-b border-border pb-5 sm:grid-cols-[8rem_1fr]">
            <legend className="float-left font-medium sm:pt-7">{WEEKDAYS[day]}</legend>
            <RangesFields name={`weekly[${day}]`} label={WEEKDAYS[day]!} ranges={rangesOf(day)} error={form.error} />
          </fieldset>
        ))}
      </div>
      <div className="grid gap-5 sm:grid-cols-2">
        <div className="sm:col-span-2">
          <SelectField
            label="Time zone"
            {...form.field("timeZone")}
            hint="The weekly hours and overrides are times in this zone; visitors see it named."
          >
            {zones.map((zone) => (
              <option key={zone} value={zone}>
                {zone.replace(/_/g, " ")}
              </option>
            ))}
          </SelectField>
        </div>
        {NUMBER_FIELDS.map(({ name, label, min, max, hint }) => (
          <TextField
            key={name}
            label={label}
            {...form.field(name)}
            type="number"
            inputMode="numeric"
            min={min}
            max={max}
            hint={hint}
          />
        ))}
      </div>
      <div>
        <button type="submit" className="btn-primary">
          Save availability
        </button>
      </div>
    </AvailabilityForm>
  );
}
