import { type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import type { ComponentType, SVGProps } from "react";

import { HostedBookings } from "~/components/booking/hosted-bookings";
import {
  ActivityIcon,
  ArrowRightIcon,
  BriefcaseIcon,
  CalendarIcon,
  FileTextIcon,
  InboxIcon,
  MailIcon,
  ShieldIcon,
  UserIcon,
  UsersIcon,
} from "~/components/icons";
import { APPLICATIONS, APPOINTMENTS, BLOGS, JOBS, MESSAGES, OUTBOX, STAFF } from "~/content/admin-resources";
import { countNewApplications } from "~/models/application.server";
import { countPendingAppointments } from "~/models/appointment.server";
import { listHostedBookings } from "~/models/consultant.server";
import { countUnhandledMessages } from "~/models/contact-message.server";
import { countEmailsByStatus } from "~/models/outbox.server";
import { requirePermission } from "~/utils/auth.server";
import { hasPermission, type Permission } from "~/utils/permissions";
import { pageTitle } from "~/utils/site-settings";

export const meta: MetaFunction = ({ matches }) => [{ title: pageTitle(matches, "Admin Dashboard") }];

/** A count for a tile, read only when the user's role reaches that tile. */
const countIf = (allowed: boolean, count: () => Promise<number>) => (allowed ? count() : Promise.resolve(0));

export async function loader({ request }: LoaderFunctionArgs) {
  const user = await requirePermission(request, "dashboard:view");
  const may = (permission: Permission) => hasPermission(user, permission);
  const reach = {
    blogs: may("blogs:write"),
    pages: may("content:edit"),
    jobs: may("jobs:write"),
    jobAlerts: may("job-alerts:manage"),
    applications: may("applications:read"),
    messages: may("messages:read"),
    appointments: may("appointments:read"),
    availability: may("availability:edit"),
    outbox: may("outbox:read"),
    staff: may("users:manage"),
    activity: may("activity:read"),
    analytics: may("analytics:view"),
  };
  const [unhandledMessages, pendingAppointments, newApplications, failedEmails, hosted] = await Promise.all([
    countIf(reach.messages, countUnhandledMessages),
    countIf(reach.appointments, countPendingAppointments),
    countIf(reach.applications, countNewApplications),
    countIf(reach.outbox, async () => (await countEmailsByStatus()).failed),
    listHostedBookings(user.id),
  ]);
  return { reach, unhandledMessages, pendingAppointments, newApplications, failedEmails, hosted };
}

type Tile = {
  to: string;
  title: string;
  description: string;
  icon: ComponentType<SVGProps<SVGSVGElement>>;
  count?: number;
  /** Whether the user's role reaches it. */
  shown: boolean;
};

export default function DashboardRoute() {
  const { reach, unhandledMessages, pendingAppointments, newApplications, failedEmails, hosted } =
    useLoaderData<typeof loader>();
  const tiles: Tile[] = [
    {
      to: BLOGS.listPath,
      title: "Manage Blogs",
      description: "Create, edit, and manage blogs",
      icon: FileTextIcon,
      shown: reach.blogs,
    },
    {
      to: "/admin/pages",
      title: "Pages",
      description: "Edit the words, lists and pictures of the site's pages",
      icon: FileTextIcon,
      shown: reach.pages,
    },
    {
      to: JOBS.listPath,
      title: "Job Posts",
      description: "Create and manage job postings",
      icon: BriefcaseIcon,
      shown: reach.jobs,
    },
    {
      to: "/admin/job-alerts",
      title: "Job alerts",
      description: "Who follows which search, and their data",
      icon: MailIcon,
      shown: reach.jobAlerts,
    },
    {
      to: APPLICATIONS.listPath,
      title: "Applications",
      description: `${newApplications} new ${newApplications === 1 ? "application" : "applications"} to review`,
      icon: UsersIcon,
      count: newApplications,
      shown: reach.applications,
    },
    {
      to: MESSAGES.listPath,
      title: "Messages",
      description: `${unhandledMessages} unhandled ${unhandledMessages === 1 ? "message" : "messages"} from the contact form`,
      icon: InboxIcon,
      count: unhandledMessages,
      shown: reach.messages,
    },
    {
      to: APPOINTMENTS.listPath,
      title: "Appointments",
      description: `${pendingAppointments} upcoming ${pendingAppointments === 1 ? "booking" : "bookings"} to confirm`,
      icon: CalendarIcon,
      count: pendingAppointments,
      shown: reach.appointments,
    },
    {
      to: "/admin/availability",
      title: "Availability",
      description: "Weekly hours, closed days and booking rules",
      icon: CalendarIcon,
      shown: reach.availability,
    },
    {
      to: OUTBOX.listPath,
      title: "Outbox",
      description: failedEmails
        ? `${failedEmails} ${failedEmails === 1 ? "email" : "emails"} could not be sent`
        : "The emails the site sends",
      icon: MailIcon,
      count: failedEmails || undefined,
      shown: reach.outbox,
    },
    {
      to: STAFF.listPath,
      title: "Staff",
      description: "Invite people, set their roles, deactivate accounts",
      icon: ShieldIcon,
      shown: reach.staff,
    },
    {
      to: "/admin/analytics",
      title: "Analytics",
      description: "Visits, sources and goals, without a tracker",
      icon: ActivityIcon,
      shown: reach.analytics,
    },
    {
      to: "/admin/activity",
      title: "Activity",
      description: "Who did what, and when",
      icon: ActivityIcon,
      shown: reach.activity,
    },
    {
      to: "/admin/account",
      title: "Your account",
      description: "Your details, password and signed-in devices",
      icon: UserIcon,
      shown: true,
    },
  ].filter((tile) => tile.shown);
  return (
    <>
      <h1 className="text-3xl font-bold tracking-tight">Admin Dashboard</h1>
      <p className="mt-2 text-muted-foreground">Welcome back! Manage your content and settings.</p>
      <HostedBookings bookings={hosted} />
      <ul className="mt-10 grid gap-6 sm:grid-cols-2 xl:grid-cols-3">
        {tiles.map(({ to, title, description, icon: TileIcon, count }) => (
          <li key={to}>
            <Link
              to={to}
              className="group flex h-full flex-col rounded-2xl border border-border bg-background p-6 shadow-sm transition hover:-translate-y-0.5 hover:border-primary/60 hover:shadow-md"
            >
              <span className="flex items-start justify-between">
                <span className="flex h-12 w-12 items-center justify-center rounded-xl bg-primary/10 text-primary">
                  <TileIcon width={24} height={24} />
                </span>
                {count ? (
                  <span
                    className="rounded-full bg-primary px-2.5 py-0.5 text-sm font-semibold text-primary-foreground"
                    aria-hidden="true"
                  >
                    {count}
                  </span>
                ) : null}
              </span>
              <h2 className="mt-5 text-lg font-semibold">{title}</h2>
              <p className="mt-1 flex-1 text-sm text-muted-foreground">{description}</p>
              <span className="mt-6 inline-flex items-center gap-1.5 text-sm font-semibold text-primary">
                Open <ArrowRightIcon width={16} height={16} className="transition group-hover:translate-x-0.5" />
              </span>
            </Link>
          </li>
        ))}
      </ul>
    </>
  );
}
