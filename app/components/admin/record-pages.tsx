import { Form, Link, useActionData } from "@remix-run/react";
import type { ReactNode } from "react";

import type { AdminResource, ListedResource } from "~/content/admin-resources";
import { firstErrors, type FormReply } from "~/lib/form-reply";
import { REVISION_NOT_FOUND } from "~/lib/post-revisions";

import { BackLink } from "../admin-shell";
import { FormAlert } from "../form-field";
import { GeneralErrorBoundary } from "../general-error";

/** The link from a record's page back to its list. */
export function BackToList({ resource }: { resource: ListedResource }) {
  return <BackLink to={resource.listPath}>{resource.backLabel}</BackLink>;
}

/** A record's page that found no record: what was not found, why that may be, and the way back to the list. */
function RecordNotFound({ resource, heading, reason }: { resource: ListedResource; heading: string; reason: string }) {
  return (
    <section className="flex flex-col items-center py-24 text-center">
      <h1 className="text-3xl font-bold tracking-tight">{heading}</h1>
      <p className="mt-3 text-muted-foreground">{reason}</p>
      <Link to={resource.listPath} className="btn-primary mt-8">
        {resource.backLabel}
      </Link>
    </section>
  );
}

/**
 * The error boundary of a record's pages: its own not-found page (a revision's, when the 404 says
 * it is the revision that is missing), the general ones otherwise.
 */
export function RecordErrorBoundary({
  resource,
  reason = "It may have been deleted, or the link is wrong.",
}: {
  resource: ListedResource;
  reason?: string;
}) {
  return (
    <GeneralErrorBoundary
      statusHandlers={{
        404: (error) => (
          <RecordNotFound
            resource={resource}
            heading={error.data === REVISION_NOT_FOUND ? REVISION_NOT_FOUND : resource.notFound}
            reason={reason}
          />
        ),
      }}
    />
  );
}

/**
 * The delete confirmation used without JavaScript (with it, a dialog on the list asks instead).
 * It comes back with the action's error when the delete could not be made (a busy database).
 */
export function ConfirmDeletePage<R>({ resource, record }: { resource: AdminResource<R>; record: R }) {
  const error = firstErrors(useActionData<FormReply>())[""];
  const { question, message, detail, confirmLabel, cancelLabel } = resource.delete;
  const detailLine = detail?.(record);
  return (
    <div className="mx-auto mt-10 max-w-md rounded-2xl border border-border bg-background p-8 text-center shadow-sm">
      <h1 className="text-2xl font-bold tracking-tight">{question}</h1>
      <p className="mt-3 text-muted-foreground">{message(record)}</p>
      {detailLine ? <p className="mt-2 font-medium">{detailLine}</p> : null}
      <FormAlert message={error} className="mt-4" />
      <div className="mt-8 flex justify-center gap-3">
        <Link to={resource.listPath} className="btn-outline">
          {cancelLabel}
        </Link>
        <Form method="post">
          <button type="submit" className="btn-danger">
            {confirmLabel}
          </button>
        </Form>
      </div>
    </div>
  );
}

/** A record's page in the back-office (the View modal's page without JavaScript): its details, Edit and the public page. */
export function RecordView({
  resource,
  id,
  sitePath,
  children,
}: {
  resource: AdminResource<never>;
  id: number;
  /** Where the record shows on the public site. */
  sitePath: string;
  children: ReactNode;
}) {
  return (
    <>
      <BackToList resource={resource} />
      <div className="mx-auto mt-6 max-w-3xl rounded-2xl border border-border bg-background p-6 sm:p-10">
        {children}
        <div className="mt-10 flex gap-3">
          <Link to={`${resource.listPath}/${id}`} className="btn-primary">
            Edit
          </Link>
          <Link to={sitePath} className="btn-outline">
            Open on the site
          </Link>
        </div>
      </div>
    </>
  );
}
