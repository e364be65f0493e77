import type { Role } from "~/lib/roles";

/**
 * Who may do what: each permission lists the roles that have it. Pages, form actions and the
 * API all check these names (requirePermission, requireApiPermission), so a role's reach is
 * changed here, not in every route. Admins have every permission.
 */
export const PERMISSIONS = {
  /** The back-office shell and its dashboard: every staff member. */
  "dashboard:view": ["admin", "editor", "recruiter", "support"],
  /** Create, edit, preview and delete posts, in the back-office and through the API. */
  "blogs:write": ["admin", "editor"],
  /** Create, edit and delete job posts, in the back-office and through the API. */
  "jobs:write": ["admin", "recruiter"],
  /** Edit, preview, publish and schedule the pages' content documents (every one but the settings). */
  "content:edit": ["admin", "editor"],
  /** Edit the site settings document: the company's facts, menus and default SEO. */
  "settings:edit": ["admin"],
  "messages:read": ["admin", "support"],
  /** Mark contact messages handled and delete them. */
  "messages:write": ["admin", "support"],
  /** Read job applications and download their CVs. */
  "applications:read": ["admin", "recruiter"],
  /** Move applications through the pipeline, add notes, delete them. */
  "applications:write": ["admin", "recruiter"],
  "appointments:read": ["admin", "support"],
  /** Confirm, cancel, reopen and delete bookings. */
  "appointments:write": ["admin", "support"],
  /** Set the booking calendar: weekly hours, time zone, closed days and booking rules. */
  "availability:edit": ["admin", "support"],
  /** The newsletter: its sends' progress and its subscribers. */
  "subscribers:manage": ["admin", "editor"],
  /** Job alerts: their subscribers per saved search, the CSV export and erasing an address. */
  "job-alerts:manage": ["admin", "recruiter"],
  /** Read the emails the site sent or is waiting to send. */
  "outbox:read": ["admin"],
  /** Send a failed email again. */
  "outbox:write": ["admin"],
  /** Invite staff, change their roles, deactivate and delete accounts. */
  "users:manage": ["admin"],
  /** The site's visits, sources and goals (/admin/analytics) and their CSVs. */
  "analytics:view": ["admin", "editor", "recruiter"],
  /** Read the activity log: who did what and when. */
  "activity:read": ["admin"],
} as const satisfies Record<string, readonly Role[]>;

export type Permission = keyof typeof PERMISSIONS;

export function hasPermission(user: { role: Role | null }, permission: Permission) {
  const allowed: readonly Role[] = PERMISSIONS[permission];
  return user.role !== null && allowed.includes(user.role);
}

/** Who may edit a content document: the site settings (company facts, menus) Admins, every other page its editors. */
export function documentPermission(key: string): Permission {
  return key === "settings" ? "settings:edit" : "content:edit";
}

/** The message of the 403 a signed-in person gets for a page or call their role does not reach. */
export const NO_ACCESS_MESSAGE = "Your role does not give you access to this page.";
