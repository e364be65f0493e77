import { json, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";

import { AdminShell, BackToDashboard } from "~/components/admin-shell";
import { company } from "~/content/site";
import { requireAdmin } from "~/utils/auth.server";

export const meta: MetaFunction = () => [{ title: `Job Management | ${company.name}` }];

export async function loader({ request }: LoaderFunctionArgs) {
  const user = await requireAdmin(request);
  return json({ username: user.username });
}

export async function action({ request }: ActionFunctionArgs) {
  await requireAdmin(request);
  return json({ message: "Not implemented yet" }, { status: 501 });
}

// Placeholder until the jobs manager lands (its own issue).
export default function Route() {
  const { username } = useLoaderData<typeof loader>();
  return (
    <AdminShell username={username}>
      <BackToDashboard />
      <h1 className="mt-4 text-3xl font-bold tracking-tight">Job Management</h1>
      <p className="mt-2 text-muted-foreground">Managing jobs from the back-office is being built.</p>
    </AdminShell>
  );
}
