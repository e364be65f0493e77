import { json, type LoaderFunctionArgs } from "@remix-run/node";

import {
  APPLICATIONS,
  APPOINTMENTS,
  BLOGS,
  JOBS,
  MESSAGES,
  type AdminResource,
  type ListedResource,
} from "~/content/admin-resources";

import { actorOf, requirePermission } from "./auth.server";
import type { Permission } from "./permissions";
import { RECORDS, writePermission, type RecordKind } from "./records.server";

/**
 * The guard plus the record an admin page is about: 404 (with the resource's not-found message,
 * which its error boundary shows) for a malformed or unknown id.
 */
export async function requireAdminRecord<T>(
  request: Request,
  permission: Permission,
  param: string | undefined,
  {
    resource,
    parse,
    load,
  }: {
    resource: ListedResource;
    parse: (value: string | undefined) => number | null;
    load: (id: number) => Promise<T | null>;
  },
) {
  const user = await requirePermission(request, permission);
  const id = parse(param);
  const record = id ? await load(id) : null;
  if (!id || !record) throw new Response(resource.notFound, { status: 404 });
  return { user, actor: actorOf(request, user), id, record };
}

/** The back-office's words for each kind of record. */
const RESOURCES: Record<RecordKind, AdminResource<never>> = {
  blogs: BLOGS,
  jobs: JOBS,
  messages: MESSAGES,
  appointments: APPOINTMENTS,
  applications: APPLICATIONS,
};

/** What the record pages (view, edit, delete) of `kind` need: its words, its permission and its model's functions. */
export function adminRecords<K extends RecordKind>(kind: K) {
  return { ...RECORDS[kind], resource: RESOURCES[kind], permission: writePermission(kind) };
}

/** The guard plus the record of `kind` that a record page's URL (its `:id`) names. */
export async function requireRecordOf<K extends RecordKind>({ request, params }: LoaderFunctionArgs, kind: K) {
  const { permission, ...source } = adminRecords(kind);
  return requireAdminRecord(request, permission, params.id, source);
}

/** The loader of a record's View page (and of the View modal): the record as it is. */
export async function loadRecord<K extends RecordKind>(args: LoaderFunctionArgs, kind: K) {
  const { record } = await requireRecordOf(args, kind);
  return json({ record });
}
