import type { AdminResource } from "~/content/admin-resources";

import { requirePermission } from "./auth.server";
import type { Permission } from "./permissions";

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
    resource: AdminResource<never>;
    parse: (value: string | undefined) => number | null;
    load: (id: number) => Promise<T | null>;
  },
) {
  const user = await requirePermission(request, permission);
  const id = parse(param);
  const record = id ? await load(id) : null;
  if (!id || !record) throw new Response(resource.notFound, { status: 404 });
  return { user, id, record };
}
