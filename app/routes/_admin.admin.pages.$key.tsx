import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Form, Link, useActionData, useLoaderData, useNavigation } from "@remix-run/react";
import { useRef } from "react";

import { BackLink } from "~/components/back-link";
import { autosaveText } from "~/components/blog/use-autosave";
import { DocumentErrorBoundary } from "~/components/content-form/document-error";
import { DocumentFields } from "~/components/content-form/document-fields";
import { DocumentStateLine } from "~/components/content-form/document-state";
import { ScheduleField } from "~/components/content-form/schedule-field";
import { useDocumentAutosave } from "~/components/content-form/use-document-autosave";
import { useDocumentForm } from "~/components/content-form/use-document-form";
import { FormAlert, ValidatedForm } from "~/components/form-field";
import { documentDefinition } from "~/content/documents";
import { valueAt } from "~/lib/content-form";
import type { FormReply } from "~/lib/form-reply";
import { loadPageEditor, pageEditorAction } from "~/utils/page-documents.server";
import { pageTitle } from "~/utils/site-settings";

export const meta: MetaFunction<typeof loader> = ({ data, matches }) => [
  { title: pageTitle(matches, data ? `Edit: ${data.title}` : "Edit page") },
];

export const loader = (args: LoaderFunctionArgs) => loadPageEditor(args);

export const action = (args: ActionFunctionArgs) => pageEditorAction(args);

export default function EditPageRoute() {
  const data = useLoaderData<typeof loader>();
  // The key of a page that exists, as the loader checked.
  const definition = documentDefinition(data.key);
  const reply = useActionData<FormReply>();
  const form = useDocumentForm(reply ?? (data.stored as FormReply | null), { saved: data.latest });
  const pending = useNavigation().state === "submitting";
  const versionField = useRef<HTMLInputElement>(null);
  const autosave = useDocumentAutosave(versionField, data.key, { opened: data.version, reply });
  const typedVersion = valueAt(form.tree, "version");
  // The newest the page knows of: as opened or sent back, or as its last autosave left it.
  const opened = reply && typeof typedVersion === "string" ? Number(typedVersion) : data.version;
  const version = String(Math.max(opened, autosave.version));
  if (!definition) return null;
  return (
    <>
      <BackLink to="/admin/pages">Back to pages</BackLink>
      <div className="mt-4 flex flex-wrap items-end justify-between gap-4">
        <div className="min-w-0">
          <h1 className="text-3xl font-bold tracking-tight">Edit: {data.title}</h1>
          <DocumentStateLine document={data} />
          <p role="status" className="min-h-5 text-sm font-medium text-muted-foreground">
            {autosaveText(autosave.state)}
          </p>
        </div>
        <div className="flex flex-wrap gap-3">
          <a href={data.previewPath} target="_blank" rel="noreferrer" className="btn-outline">
            Preview<span className="sr-only"> (opens in a new tab)</span>
          </a>
          <Link to={`/admin/pages/${data.key}/revisions`} className="btn-outline">
            Revisions
          </Link>
        </div>
      </div>
      <p className="mt-3 max-w-prose text-sm text-muted-foreground">
        The preview link shows the page with the changes saved here, signed out, for 7 days: share it with whoever
        should check it before it goes live.
      </p>
      {data.stored && !reply ? (
        <FormAlert
          className="mt-6"
          message="This page's stored content no longer fits its fields: the fields marked below need attention before it can be saved."
        />
      ) : null}
      <ValidatedForm
        key={data.version}
        method="post"
        encType="multipart/form-data"
        aria-label={`Edit ${data.title}`}
        errors={form.errors}
        onChange={form.onChange}
        onSubmit={autosave.onSubmit}
        className="mt-6"
      >
        {/* A column with gaps, not space-y: the unseen legend would put a margin before the first group. */}
        <fieldset disabled={pending} className="flex min-w-0 flex-col gap-6">
          <legend className="sr-only">{data.title}</legend>
          <FormAlert message={form.formError} />
          <input ref={versionField} type="hidden" name="version" value={version} />
          <DocumentFields definition={definition} form={form} />
          <section aria-labelledby="publish-title" className="card space-y-4 p-5">
            <h2 id="publish-title" className="text-lg font-semibold">
              Save or publish
            </h2>
            <div className="flex flex-wrap gap-3">
              <button type="submit" name="_action" value="save" className="btn-outline">
                Save draft
              </button>
              <button type="submit" name="_action" value="publish" className="btn-primary">
                Publish now
              </button>
            </div>
            <ScheduleField form={form} />
            <button type="submit" name="_action" value="schedule" className="btn-outline">
              Schedule
            </button>
          </section>
        </fieldset>
      </ValidatedForm>
      <LifecycleForms
        documentKey={data.key}
        version={version}
        scheduledAt={data.scheduledAt}
        hasDraft={data.hasDraft}
      />
    </>
  );
}

/** The changes that need no content: cancel the scheduled change, drop the draft. */
function LifecycleForms({
  documentKey,
  version,
  scheduledAt,
  hasDraft,
}: {
  documentKey: string;
  version: string;
  scheduledAt: string | null;
  hasDraft: boolean;
}) {
  const forms = [
    { change: "cancel-schedule", label: "Cancel schedule", shown: scheduledAt !== null },
    { change: "discard", label: "Discard draft", shown: hasDraft },
  ].filter((form) => form.shown);
  if (forms.length === 0) return null;
  return (
    <div className="mt-6 flex flex-wrap gap-3">
      {forms.map(({ change, label }) => (
        <Form key={change} method="post" action={`/admin/pages/${documentKey}?do=${change}`}>
          <input type="hidden" name="version" value={version} />
          <button type="submit" className="btn-outline">
            {label}
          </button>
        </Form>
      ))}
    </div>
  );
}

export function ErrorBoundary() {
  return <DocumentErrorBoundary />;
}
