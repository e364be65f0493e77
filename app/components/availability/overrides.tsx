import { Form } from "@remix-run/react";

import { SelectField, TextField, useFormReply } from "~/components/form-field";
import type { DateOverride } from "~/lib/availability";
import type { FormReply } from "~/lib/form-reply";
import { formatDate } from "~/lib/format";
import { formatOfficeTime } from "~/lib/slots";

import { AvailabilityForm } from "./availability-form";
import { RangesFields, typedRanges } from "./ranges-fields";

/** "9:00 AM–12:30 PM, 1:30 PM–5:00 PM": an override's hours. */
function hoursText(override: DateOverride) {
  return override.ranges.map((range) => `${formatOfficeTime(range.start)}–${formatOfficeTime(range.end)}`).join(", ");
}

/** Whose overrides: the team's (a closed day's name is shown to visitors) or a consultant's (kept among staff). */
type Calendar = "team" | "consultant";

const COPY = {
  team: {
    title: "Closed days and other hours",
    intro:
      "A date closed for a holiday shows visitors “Closed for” its name; other hours replace that date's weekly hours.",
    closed: (name: string) => `Closed for ${name}`,
    nameLabel: "Name shown to visitors when closed",
    nameHint: "For example: Thanksgiving. Visitors see “Closed for Thanksgiving”.",
  },
  consultant: {
    title: "Days away and other hours",
    intro:
      "On a day away visitors see no times with them; other hours replace that date's weekly hours, inside the team's.",
    closed: (name: string) => `Away: ${name}`,
    nameLabel: "Reason when away",
    nameHint: "For example: Annual leave. Only staff see it.",
  },
} as const;

/**
 * The upcoming overrides of a calendar, each with its remove button, and the form that adds one.
 * The team's forms carry the version the page was opened at; a consultant's have none.
 */
export function Overrides({
  calendar,
  overrides,
  version,
  today,
  reply,
}: {
  calendar: Calendar;
  overrides: DateOverride[];
  version?: number;
  today: string;
  reply: FormReply | null;
}) {
  const copy = COPY[calendar];
  return (
    <section aria-labelledby="overrides-title" className="card grid gap-6 p-6 sm:p-8">
      <div>
        <h2 id="overrides-title" className="text-xl font-semibold">
          {copy.title}
        </h2>
        <p className="mt-1 text-sm text-muted-foreground">{copy.intro}</p>
      </div>
      {overrides.length === 0 ? (
        <p className="text-sm text-muted-foreground">No upcoming overrides.</p>
      ) : (
        <ul className="grid gap-3" aria-label="Upcoming overrides">
          {overrides.map((override) => (
            <li
              key={override.date}
              className="flex flex-wrap items-center justify-between gap-3 rounded-lg border border-border p-4"
            >
              <div>
                <p className="font-medium">{formatDate(override.date)}</p>
                <p className="text-sm text-muted-foreground">
                  {override.closed === null ? `Open ${hoursText(override)}` : copy.closed(override.closed)}
                </p>
              </div>
              <Form method="post">
                <input type="hidden" name="_form" value="remove-override" />
                <input type="hidden" name="date" value={override.date} />
                {version === undefined ? null : <input type="hidden" name="version" value={version} />}
                <button
                  type="submit"
                  className="btn-outline"
                  aria-label={`Remove the override on ${formatDate(override.date)}`}
                >
                  Remove
                </button>
              </Form>
            </li>
          ))}
        </ul>
      )}
      <AddOverrideForm calendar={calendar} version={version} today={today} reply={reply} />
    </section>
  );
}

function AddOverrideForm({
  calendar,
  version,
  today,
  reply,
}: {
  calendar: Calendar;
  version?: number;
  today: string;
  reply: FormReply | null;
}) {
  const form = useFormReply(reply, { defaults: { kind: "closed", version: version?.toString() } });
  const typed = reply?.initialValue ?? null;
  const ranges = typedRanges(typed, "ranges") ?? [{ start: "09:00", end: "12:00" }];
  return (
    <AvailabilityForm
      name="add-override"
      title="Add an override"
      titleId="add-override-title"
      titleLevel="h3"
      className="grid gap-5 border-t border-border pt-6"
      form={form}
      typed={typed}
    >
      <div className="grid gap-5 sm:grid-cols-2">
        <TextField label="Date" {...form.field("date")} type="date" min={today} required />
        <SelectField label="On that date" {...form.field("kind")}>
          <option value="closed">Closed all day</option>
          <option value="hours">Open, other hours</option>
        </SelectField>
        <div className="sm:col-span-2">
          <TextField
            label={COPY[calendar].nameLabel}
            {...form.field("closed")}
            maxLength={80}
            hint={COPY[calendar].nameHint}
          />
        </div>
      </div>
      <fieldset className="grid gap-3">
        <legend className="font-medium">Other hours (when open)</legend>
        <RangesFields name="ranges" label="the override" ranges={ranges} error={form.error} />
      </fieldset>
      <div>
        <button type="submit" className="btn-primary">
          Add override
        </button>
      </div>
    </AvailabilityForm>
  );
}
