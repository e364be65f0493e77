import { json, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Form, Link, useActionData, useLoaderData, useNavigation } from "@remix-run/react";
import type { ReactNode } from "react";

import { DeleteButton } from "~/components/admin/record-actions";
import { BackToList, RecordErrorBoundary } from "~/components/admin/record-pages";
import { InterviewInvite } from "~/components/applications/interview-invite";
import { ScreeningAnswers } from "~/components/applications/screening-answers";
import { StageBadge } from "~/components/applications/stage-badge";
import { FormAlert, SelectField, TextAreaField, useFormReply } from "~/components/form-field";
import { APPLICATIONS } from "~/content/admin-resources";
import { APPLICATION_STAGES, nextStage, STAGE_LABELS } from "~/lib/applications";
import { formatFileSize } from "~/lib/cv-file";
import { firstErrors, type FormReply } from "~/lib/form-reply";
import { formatDate } from "~/lib/format";
import {
  addApplicationNote,
  changeApplicationStage,
  getApplication,
  NoteSchema,
  STAGE_UNCHANGED_MESSAGE,
  StageChangeSchema,
} from "~/models/application.server";
import { listConsultants } from "~/models/consultant.server";
import { INTERVIEW_LENGTHS, inviteSchema, inviteToInterview } from "~/models/interview.server";
import { parseId } from "~/models/query.server";
import { applicationAnswers } from "~/models/screening.server";
import { requireAdminRecord } from "~/utils/admin-record.server";
import { readFormData } from "~/utils/form-data.server";
import { mailContext } from "~/utils/mail-context.server";
import { pageTitle } from "~/utils/site-settings";
import { parseSubmission, replyWithFormError, withDatabaseBusyForm } from "~/utils/submission.server";
import { jsonWithToast, redirectWithToast } from "~/utils/toast.server";

import { Timeline } from "./timeline";

export const meta: MetaFunction<typeof loader> = ({ data, matches }) => [
  { title: pageTitle(matches, data ? data.application.fullName : "Application") },
];

const APPLICATION = { parse: parseId, load: getApplication, resource: APPLICATIONS };

export async function loader({ request, params }: LoaderFunctionArgs) {
  const { record } = await requireAdminRecord(request, "applications:read", params.id, APPLICATION);
  const interviewers = (await listConsultants({ interviews: true })).map(({ userId, name }) => ({ userId, name }));
  return {
    ...record,
    answers: await applicationAnswers(record.application.id),
    interviewers,
    lengths: INTERVIEW_LENGTHS,
  };
}

async function updateApplication({ request, params }: ActionFunctionArgs) {
  const { id, actor } = await requireAdminRecord(request, "applications:write", params.id, APPLICATION);
  const formData = await readFormData(request);
  const here = `/admin/applications/${id}`;
  if (formData.get("intent") === "invite") {
    const interviewers = await listConsultants({ interviews: true });
    const submission = parseSubmission(formData, inviteSchema(interviewers.map((person) => person.userId)));
    if (submission.status !== "success") return json(submission.reply(), { status: 400 });
    const invited = await inviteToInterview(id, submission.value, { mail: await mailContext(), actor });
    if (!invited)
      return json(replyWithFormError(formData, "A rejected application cannot be invited"), { status: 409 });
    return redirectWithToast(here, { type: "success", title: "Interview invitation sent" });
  }
  if (formData.get("intent") === "note") {
    const submission = parseSubmission(formData, NoteSchema);
    if (submission.status !== "success") return json(submission.reply(), { status: 400 });
    await addApplicationNote(id, submission.value.note, actor);
    return redirectWithToast(here, { type: "success", title: "Note added" });
  }
  const submission = parseSubmission(formData, StageChangeSchema);
  // The stage comes from the page's buttons and select, not typed: its message is the pipeline's alert line.
  if (submission.status !== "success") {
    const [message] = Object.values(firstErrors(submission.reply()));
    return json(replyWithFormError(formData, message ?? "Choose a stage"), { status: 400 });
  }
  const { stage, notifyCandidate } = submission.value;
  const changed = await changeApplicationStage(id, stage, actor, {
    mail: await mailContext(),
    notifyCandidate,
  });
  if (changed === "unchanged") {
    return jsonWithToast(replyWithFormError(formData, STAGE_UNCHANGED_MESSAGE), {
      type: "error",
      title: STAGE_UNCHANGED_MESSAGE,
    });
  }
  return redirectWithToast(here, { type: "success", title: `Moved to ${STAGE_LABELS[stage]}` });
}

export async function action(args: ActionFunctionArgs) {
  return withDatabaseBusyForm(args, updateApplication);
}

/** One fact of the candidate: a term and its value. */
function Fact({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div>
      <dt className="text-muted-foreground">{term}</dt>
      <dd className="mt-0.5 break-words font-medium">{children}</dd>
    </div>
  );
}

export default function ApplicationRoute() {
  const { application, events, cv, answers, interviewers, lengths } = useLoaderData<typeof loader>();
  const reply = useActionData<FormReply>();
  const form = useFormReply(reply);
  const navigation = useNavigation();
  const pending = navigation.state === "submitting";
  const next = nextStage(application.stage);

  return (
    <>
      <BackToList resource={APPLICATIONS} />
      <div className="mt-6 grid gap-6 lg:grid-cols-[1.6fr_1fr]">
        <article className="rounded-2xl border border-border bg-background p-6 sm:p-8">
          <div className="flex flex-wrap items-start justify-between gap-4">
            <div>
              <h1 className="text-2xl font-bold tracking-tight">{application.fullName}</h1>
              <p className="mt-1 text-muted-foreground">
                Applied for{" "}
                {application.jobId ? (
                  <Link
                    to={`/admin/jobs/${application.jobId}/view`}
                    className="font-medium text-primary hover:underline"
                  >
                    {application.jobTitle}
                  </Link>
                ) : (
                  <strong className="text-foreground">{application.jobTitle} (job deleted)</strong>
                )}{" "}
                on <time dateTime={application.createdAt}>{formatDate(application.createdAt)}</time>
              </p>
            </div>
            <StageBadge stage={application.stage} large />
          </div>

          <dl className="mt-6 grid gap-4 text-sm sm:grid-cols-2">
            <Fact term="Email">
              <a href={`mailto:${application.email}`} className="text-primary hover:underline">
                {application.email}
              </a>
            </Fact>
            <Fact term="Phone">
              <a href={`tel:${application.phone}`} className="text-primary hover:underline">
                {application.phone}
              </a>
            </Fact>
            <Fact term="Current location">{application.location}</Fact>
            <Fact term="Source">{application.source}</Fact>
            <Fact term="LinkedIn or portfolio">
              {application.profileUrl ? (
                <a
                  href={application.profileUrl}
                  className="text-primary hover:underline"
                  rel="noopener noreferrer nofollow"
                  target="_blank"
                >
                  {application.profileUrl}
                </a>
              ) : (
                "Not given"
              )}
            </Fact>
            <Fact term="CV">
              {cv ? (
                <a href={`/admin/applications/${application.id}/cv`} className="text-primary hover:underline" download>
                  Download {cv.name} ({formatFileSize(cv.size)})
                </a>
              ) : (
                "Missing"
              )}
            </Fact>
          </dl>

          {answers.length > 0 ? <ScreeningAnswers answers={answers} /> : null}

          <section className="mt-8">
            <h2 className="text-lg font-semibold">Cover letter</h2>
            {application.coverLetter ? (
              <p className="mt-3 whitespace-pre-line rounded-xl bg-card p-5 leading-relaxed">
                {application.coverLetter}
              </p>
            ) : (
              <p className="mt-2 text-muted-foreground">No cover letter.</p>
            )}
          </section>

          <div className="mt-8 border-t border-border pt-6">
            <DeleteButton resource={APPLICATIONS} record={application} />
          </div>
        </article>

        <aside className="space-y-6">
          <section className="rounded-2xl border border-border bg-background p-6" aria-labelledby="stage-title">
            <h2 id="stage-title" className="text-lg font-semibold">
              Pipeline
            </h2>
            <FormAlert message={form.formError} className="mt-4" />
            {next || application.stage !== "rejected" ? (
              <div className="mt-4 flex flex-wrap gap-2">
                {next ? (
                  <Form method="post">
                    <input type="hidden" name="stage" value={next} />
                    <button type="submit" className="btn-primary" disabled={pending}>
                      Move to {STAGE_LABELS[next]}
                    </button>
                  </Form>
                ) : null}
                {application.stage !== "rejected" && application.stage !== "hired" ? (
                  <Form method="post" className="flex flex-wrap items-center gap-x-4 gap-y-2">
                    <input type="hidden" name="stage" value="rejected" />
                    <button type="submit" className="btn-outline" disabled={pending}>
                      Reject
                    </button>
                    <label className="flex items-center gap-2 text-sm">
                      <input
                        type="checkbox"
                        name="notifyCandidate"
                        className="h-4 w-4 rounded border-border accent-[rgb(var(--primary))]"
                      />
                      Email the candidate that we said no
                    </label>
                  </Form>
                ) : null}
              </div>
            ) : null}
            <Form method="post" className="mt-4 flex items-end gap-2">
              <div className="flex-1">
                <SelectField label="Stage" name="stage" defaultValue={application.stage} key={application.stage}>
                  {APPLICATION_STAGES.map((stage) => (
                    <option key={stage} value={stage}>
                      {STAGE_LABELS[stage]}
                    </option>
                  ))}
                </SelectField>
              </div>
              <button type="submit" className="btn-outline" disabled={pending}>
                Set stage
              </button>
            </Form>
          </section>

          {application.stage !== "rejected" ? (
            <InterviewInvite interviewers={interviewers} lengths={lengths} form={form} pending={pending} />
          ) : null}

          <section className="rounded-2xl border border-border bg-background p-6" aria-labelledby="timeline-title">
            <h2 id="timeline-title" className="text-lg font-semibold">
              Timeline
            </h2>
            <Timeline events={events} />
            <Form method="post" className="mt-6 space-y-3" key={events.length}>
              <input type="hidden" name="intent" value="note" />
              <TextAreaField
                label="Private note"
                rows={3}
                {...form.field("note")}
                hint="Only staff see notes. They are kept with the application's timeline."
              />
              <button type="submit" className="btn-outline" disabled={pending}>
                Add note
              </button>
            </Form>
          </section>
        </aside>
      </div>
    </>
  );
}

export function ErrorBoundary() {
  return <RecordErrorBoundary resource={APPLICATIONS} />;
}
