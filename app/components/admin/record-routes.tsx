import type { MetaFunction, SerializeFrom } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import type { ComponentType, ReactNode } from "react";

import type { AdminResource } from "~/content/admin-resources";
import type { FormReply } from "~/lib/form-reply";
import { pageTitle } from "~/utils/site-settings";

import type { RecordFormProps } from "./record-form";
import { BackToList, ConfirmDeletePage, RecordErrorBoundary, RecordView } from "./record-pages";

// The browser half of the route modules that every resource's record pages share: a route calls
// one of these with its resource and exports what it returns, next to its loader and action (see
// app/utils/admin-record.server.ts, admin-delete.server.ts and record-form.server.ts).

/** The record a record page's loader sends (`{ record }`), as the page receives it. */
type LoadedRecord<Loader> = SerializeFrom<Loader> extends { record: infer T } ? T : never;

function titled(title: string): MetaFunction {
  return ({ matches }) => [{ title: pageTitle(matches, title) }];
}

/** The not-found page of a record's pages (the general error pages otherwise). */
function recordErrorBoundary(resource: AdminResource<never>) {
  return function ErrorBoundary() {
    return <RecordErrorBoundary resource={resource} />;
  };
}

/** A record's delete confirmation page (used without JavaScript), titled with the resource's question. */
export function confirmDeleteRoute<R>(resource: AdminResource<R>) {
  return {
    meta: titled(resource.delete.question),
    Page: function ConfirmDeleteRoute() {
      const { record } = useLoaderData() as { record: R };
      return <ConfirmDeletePage resource={resource} record={record} />;
    },
    ErrorBoundary: recordErrorBoundary(resource),
  };
}

/** A record's View page: the View modal's data, and its page when JavaScript is off. */
export function recordViewRoute<Loader>({
  resource,
  title,
  sitePath,
  details,
}: {
  resource: AdminResource<never>;
  title: string;
  /** Where the record shows on the public site. */
  sitePath: (record: LoadedRecord<Loader>) => string;
  details: (record: LoadedRecord<Loader>) => ReactNode;
}) {
  return {
    meta: titled(title),
    // The modal loads this afresh each time it opens; re-running it after other changes (a delete
    // of this very record, say) would only fail.
    shouldRevalidate: () => false,
    Page: function RecordViewRoute() {
      const { record } = useLoaderData() as { record: LoadedRecord<Loader> & { id: number } };
      return (
        <RecordView resource={resource} id={record.id} sitePath={sitePath(record)}>
          {details(record)}
        </RecordView>
      );
    },
    ErrorBoundary: recordErrorBoundary(resource),
  };
}

/** The form a create or edit page's loader fills (`{ form }`), as the page receives it. */
type LoadedForm<Loader> = SerializeFrom<Loader> extends { form: infer F } ? F : never;

/**
 * What a form page names itself and its Save button (and says on it while saving); `links`, what
 * an edit page shows beside its title (a post's revisions).
 */
type FormPageWords = { title: string; submitLabel: string; pendingLabel: string; links?: ComponentType };

/**
 * A record's create or edit page: the way back to the list, its title and its form, with the
 * props from the loader's `form` and the action's reply. An edit page's form starts afresh from
 * the record when its `version` changes; only an edit page exports the ErrorBoundary (a create
 * page has no record to miss).
 */
export function recordFormRoute<Loader>(
  resource: AdminResource<never>,
  Form: ComponentType<LoadedForm<Loader> & Pick<RecordFormProps, "reply" | "submitLabel" | "pendingLabel">>,
  { title, submitLabel, pendingLabel, links: Links }: FormPageWords,
) {
  return {
    meta: titled(title),
    Page: function RecordFormRoute() {
      const { form, version } = useLoaderData() as { form: LoadedForm<Loader> & object; version?: string };
      const reply = useActionData<FormReply>();
      return (
        <>
          <BackToList resource={resource} />
          {Links ? (
            <div className="mb-8 mt-4 flex flex-wrap items-center justify-between gap-4">
              <h1 className="text-3xl font-bold tracking-tight">{title}</h1>
              <Links />
            </div>
          ) : (
            <h1 className="mb-8 mt-4 text-3xl font-bold tracking-tight">{title}</h1>
          )}
          <Form key={version} {...form} reply={reply} submitLabel={submitLabel} pendingLabel={pendingLabel} />
        </>
      );
    },
    ErrorBoundary: recordErrorBoundary(resource),
  };
}
