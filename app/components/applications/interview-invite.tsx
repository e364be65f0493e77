import { Form } from "@remix-run/react";

import { SelectField, TextAreaField, type useFormReply } from "~/components/form-field";

/**
 * "Invite to interview" on an application's page: the interviewers (staff who interview), the
 * length, an optional note. The candidate gets an email with a link to the panel's free times.
 */
export function InterviewInvite({
  interviewers,
  lengths,
  form,
  pending,
}: {
  interviewers: ReadonlyArray<{ userId: number; name: string }>;
  lengths: readonly number[];
  form: ReturnType<typeof useFormReply>;
  pending: boolean;
}) {
  return (
    <section className="rounded-2xl border border-border bg-background p-6" aria-labelledby="invite-title">
      <h2 id="invite-title" className="text-lg font-semibold">
        Invite to interview
      </h2>
      {interviewers.length === 0 ? (
        <p className="mt-2 text-sm text-muted-foreground">
          Nobody interviews yet: an Admin or Support marks interviewers on the Consultants page.
        </p>
      ) : (
        <Form method="post" className="mt-4 space-y-4" aria-label="Invite to interview">
          <input type="hidden" name="intent" value="invite" />
          <fieldset>
            <legend className="text-sm font-medium">Interviewers</legend>
            <div className="mt-2 grid gap-2">
              {interviewers.map((person) => (
                <div key={person.userId} className="flex items-center gap-2 text-sm">
                  <input
                    id={`interviewer-${person.userId}`}
                    type="checkbox"
                    name="interviewers"
                    value={person.userId}
                    className="h-4 w-4 accent-[rgb(var(--primary))]"
                  />
                  <label htmlFor={`interviewer-${person.userId}`}>{person.name}</label>
                </div>
              ))}
            </div>
            {form.error("interviewers") ? <p className="field-error">{form.error("interviewers")}</p> : null}
          </fieldset>
          <SelectField label="Length" name="minutes" defaultValue="45" error={form.error("minutes")}>
            {lengths.map((minutes) => (
              <option key={minutes} value={minutes}>
                {minutes} minutes
              </option>
            ))}
          </SelectField>
          <TextAreaField label="Note for the candidate (optional)" rows={3} {...form.field("note")} />
          <button type="submit" className="btn-primary" disabled={pending}>
            Invite to interview
          </button>
        </Form>
      )}
    </section>
  );
}
