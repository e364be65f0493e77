import { FormAlert, useFormReply, RebuiltForm } from "~/components/form-field";
import type { FormReply } from "~/lib/form-reply";
import type { ConsultantSettings } from "~/models/consultant.server";

import { typedRanges, WeeklyRangesFields } from "./ranges-fields";

function Checkbox({ name, label, hint, checked }: { name: string; label: string; hint: string; checked: boolean }) {
  return (
    <div className="flex items-start gap-3">
      <input
        id={name}
        type="checkbox"
        name={name}
        defaultChecked={checked}
        aria-describedby={`${name}-hint`}
        className="mt-1 h-4 w-4 shrink-0 accent-[rgb(var(--primary))]"
      />
      <div>
        <label htmlFor={name} className="font-medium">
          {label}
        </label>
        <p id={`${name}-hint`} className="text-sm text-muted-foreground">
          {hint}
        </p>
      </div>
    </div>
  );
}

/**
 * A staff member's consultant settings: bookable, on interview panels, the topics they take, their
 * weekly hours (ranges added and removed by plain buttons). What was typed comes back with any
 * reply; their overrides have forms of their own.
 */
export function ConsultantForm({
  name,
  settings,
  topics,
  reply,
}: {
  name: string;
  settings: ConsultantSettings;
  topics: readonly string[];
  reply: FormReply | null;
}) {
  const form = useFormReply(reply);
  const typed = reply?.initialValue ?? null;
  const rangesOf = (day: number) => typedRanges(typed, `weekly[${day}]`) ?? settings.weekly[day] ?? [];
  const typedTopics = typed ? ([typed.topics ?? []].flat() as string[]) : null;
  const flag = (field: "bookable" | "interviews") => (typed ? typed[field] === "on" : settings[field]);
  return (
    <RebuiltForm
      form={form}
      typed={typed}
      aria-label={`Consultant settings of ${name}`}
      className="card mt-8 grid gap-8 p-6 sm:p-8"
    >
      <FormAlert message={form.formError} />
      <input type="hidden" name="_form" value="consultant" />
      <div className="grid gap-4">
        <Checkbox
          name="bookable"
          label="Bookable consultant"
          hint="Visitors can book them for the topics below, inside the team's hours and their own."
          checked={flag("bookable")}
        />
        <Checkbox
          name="interviews"
          label="Interviews candidates"
          hint="Recruiters can put them on an interview panel."
          checked={flag("interviews")}
        />
      </div>
      <fieldset>
        <legend className="font-medium">Topics they take</legend>
        <p className="text-sm text-muted-foreground">A topic nobody takes is booked on the team's calendar.</p>
        <div className="mt-3 grid gap-2 sm:grid-cols-2">
          {topics.map((topic, index) => (
            <div key={topic} className="flex items-center gap-2">
              <input
                id={`topic-${index}`}
                type="checkbox"
                name="topics"
                value={topic}
                defaultChecked={(typedTopics ?? settings.topics).includes(topic)}
                className="h-4 w-4 shrink-0 accent-[rgb(var(--primary))]"
              />
              <label htmlFor={`topic-${index}`}>{topic}</label>
            </div>
          ))}
        </div>
        {form.error("topics") ? <p className="field-error">{form.error("topics")}</p> : null}
      </fieldset>
      <WeeklyRangesFields
        rangesOf={rangesOf}
        error={form.error}
        heading={<h2 className="text-xl font-semibold">Their weekly hours</h2>}
      />
      <div>
        <button type="submit" className="btn-primary">
          Save consultant
        </button>
      </div>
    </RebuiltForm>
  );
}
