import { type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Form, Link, useLoaderData } from "@remix-run/react";

import { EmptyList, ListHeader } from "~/components/admin/list-page";
import { Pagination } from "~/components/pagination";
import { ACTIVITY_KINDS, type ActivityKind } from "~/lib/activity-kinds";
import { formatDateTime } from "~/lib/format";
import { activityActors, listActivity } from "~/models/activity.server";
import { parseId } from "~/models/query.server";
import { requirePermission } from "~/utils/auth.server";
import { pageTitle } from "~/utils/site-settings";

export const meta: MetaFunction = ({ matches }) => [{ title: pageTitle(matches, "Activity") }];

function kindFrom(value: string | null): ActivityKind | null {
  return value && value in ACTIVITY_KINDS ? (value as ActivityKind) : null;
}

export async function loader({ request }: LoaderFunctionArgs) {
  await requirePermission(request, "activity:read");
  const params = new URL(request.url).searchParams;
  const actorId = parseId(params.get("person"));
  const kind = kindFrom(params.get("kind"));
  const [log, actors] = await Promise.all([
    listActivity({ actorId, kind, page: parseId(params.get("page")) ?? 1 }),
    activityActors(),
  ]);
  return { ...log, actors, filters: { person: actorId ? String(actorId) : "", kind: kind ?? "" } };
}

/** Where an entry's record is seen in the back-office. */
const SUBJECT_PAGES: Record<ActivityKind, (id: number) => string> = {
  "sign-in": (id) => `/admin/users/${id}`,
  account: (id) => `/admin/users/${id}`,
  user: (id) => `/admin/users/${id}`,
  post: (id) => `/admin/blogs/${id}`,
  tag: () => "/admin/tags",
  job: (id) => `/admin/jobs/${id}/view`,
  application: (id) => `/admin/applications/${id}`,
  message: (id) => `/admin/messages/${id}`,
  availability: () => "/admin/availability",
  booking: () => "/admin/appointments",
  page: () => "/admin/pages",
  subscriber: () => "/admin/subscribers",
  "job-alert": () => "/admin/job-alerts",
};

export default function ActivityRoute() {
  const { entries, total, page, limit, actors, filters } = useLoaderData<typeof loader>();
  return (
    <>
      <ListHeader title="Activity" summary="Who did what, and when: sign-ins and every change in the back-office." />
      <Form method="get" className="mt-6 flex flex-wrap items-end gap-3">
        <div>
          <label htmlFor="person" className="label">
            Person
          </label>
          <select id="person" name="person" defaultValue={filters.person} className="input">
            <option value="">Everyone</option>
            {actors.map((actor) => (
              <option key={actor.id} value={String(actor.id)}>
                {actor.username}
              </option>
            ))}
          </select>
        </div>
        <div>
          <label htmlFor="kind" className="label">
            Kind
          </label>
          <select id="kind" name="kind" defaultValue={filters.kind} className="input">
            <option value="">Everything</option>
            {Object.entries(ACTIVITY_KINDS).map(([value, label]) => (
              <option key={value} value={value}>
                {label}
              </option>
            ))}
          </select>
        </div>
        <button type="submit" className="btn-primary">
          Filter
        </button>
      </Form>
      {entries.length === 0 ? (
        <EmptyList className="mt-8">No activity found</EmptyList>
      ) : (
        <ol className="mt-8 divide-y divide-border rounded-2xl border border-border bg-background">
          {entries.map((entry) => {
            const kind = entry.kind as ActivityKind;
            const link =
              entry.subjectExists && entry.subjectId !== null ? SUBJECT_PAGES[kind]?.(entry.subjectId) : null;
            return (
              <li key={entry.id} className="flex flex-wrap items-baseline justify-between gap-x-6 gap-y-1 px-5 py-4">
                <div className="min-w-0">
                  <p className="[overflow-wrap:anywhere]">
                    {entry.summary}
                    {link ? (
                      <>
                        {" "}
                        <Link to={link} className="text-sm font-medium text-primary hover:underline">
                          Open<span className="sr-only">: {entry.summary}</span>
                        </Link>
                      </>
                    ) : null}
                  </p>
                  <p className="text-sm text-muted-foreground">
                    <strong className="font-semibold text-foreground">{entry.actorName}</strong> ·{" "}
                    {ACTIVITY_KINDS[kind] ?? entry.kind}
                    {entry.ip ? ` · ${entry.ip}` : ""}
                  </p>
                </div>
                <time dateTime={entry.createdAt} className="shrink-0 text-sm text-muted-foreground">
                  {formatDateTime(entry.createdAt)}
                </time>
              </li>
            );
          })}
        </ol>
      )}
      <Pagination page={page} pageCount={Math.ceil(total / limit)} label="Activity pages" />
    </>
  );
}
