/** The roles a user can hold. Every user with back-office access is an admin today. */
export type Role = "admin";

/**
 * Who may do what: each permission lists the roles that have it. Pages, form actions and the
 * API all check these names (requirePermission, requireApiPermission), so a new role is a new
 * entry in these lists, not a change in every route.
 */
export const PERMISSIONS = {
  /** The back-office shell and its dashboard. */
  "dashboard:view": ["admin"],
  /** Create, edit, preview and delete posts, in the back-office and through the API. */
  "blogs:write": ["admin"],
  /** Create, edit and delete job posts, in the back-office and through the API. */
  "jobs:write": ["admin"],
  "messages:read": ["admin"],
  /** Mark contact messages handled and delete them. */
  "messages:write": ["admin"],
  /** Read job applications and download their CVs. */
  "applications:read": ["admin"],
  /** Move applications through the pipeline, add notes, delete them. */
  "applications:write": ["admin"],
  "appointments:read": ["admin"],
  /** Confirm, cancel, reopen and delete bookings. */
  "appointments:write": ["admin"],
  /** Read the emails the site sent or is waiting to send. */
  "outbox:read": ["admin"],
  /** Send a failed email again. */
  "outbox:write": ["admin"],
} as const satisfies Record<string, readonly Role[]>;

export type Permission = keyof typeof PERMISSIONS;

function rolesOf(user: { isAdmin: boolean }): Role[] {
  return user.isAdmin ? ["admin"] : [];
}

export function hasPermission(user: { isAdmin: boolean }, permission: Permission) {
  const allowed: readonly Role[] = PERMISSIONS[permission];
  return rolesOf(user).some((role) => allowed.includes(role));
}
