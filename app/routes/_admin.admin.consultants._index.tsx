import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";

import { ListHeader } from "~/components/admin/list-page";
import { RoleBadge } from "~/components/staff/staff-badges";
import { displayName } from "~/lib/staff";
import { listConsultants } from "~/models/consultant.server";
import { listStaff } from "~/models/staff.server";
import { requirePermission } from "~/utils/auth.server";
import { pageTitle } from "~/utils/site-settings";

export const meta: MetaFunction = ({ matches }) => [{ title: pageTitle(matches, "Consultants") }];

export async function loader({ request }: LoaderFunctionArgs) {
  await requirePermission(request, "availability:edit");
  const [staff, bookable, interviewers] = await Promise.all([
    listStaff(),
    listConsultants(),
    listConsultants({ interviews: true }),
  ]);
  const ids = (list: typeof bookable) => new Set(list.map((consultant) => consultant.userId));
  const [bookableIds, interviewerIds] = [ids(bookable), ids(interviewers)];
  return {
    staff: staff
      .filter((member) => member.active && member.role !== null)
      .map((member) => ({
        id: member.id,
        name: displayName(member),
        role: member.role,
        topics: bookable.find((consultant) => consultant.userId === member.id)?.topics ?? [],
        bookable: bookableIds.has(member.id),
        interviews: interviewerIds.has(member.id),
      })),
  };
}

export default function ConsultantsRoute() {
  const { staff } = useLoaderData<typeof loader>();
  return (
    <>
      <ListHeader
        title="Consultants"
        summary="Staff visitors can book for a topic, and who interviews candidates."
        links={[{ to: "/admin/availability", label: "Availability" }]}
      />
      <ul className="mt-8 grid gap-3">
        {staff.map((member) => (
          <li key={member.id} className="card flex flex-wrap items-center justify-between gap-4 p-4">
            <div className="min-w-0">
              <h2 className="font-semibold [overflow-wrap:anywhere]">
                <Link to={`/admin/consultants/${member.id}`} className="hover:underline">
                  {member.name}
                </Link>
              </h2>
              <p className="text-sm text-muted-foreground">
                {member.bookable ? `Bookable: ${member.topics.join(", ") || "no topics yet"}` : "Not bookable"}
                {member.interviews ? " · Interviews" : ""}
              </p>
            </div>
            <RoleBadge role={member.role} />
          </li>
        ))}
      </ul>
    </>
  );
}
