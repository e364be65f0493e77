/** What a staff member does: each role sees and changes only its part of the back-office. */
export const ROLES = ["admin", "editor", "recruiter", "support"] as const;
export type Role = (typeof ROLES)[number];

export const ROLE_LABELS: Record<Role, string> = {
  admin: "Admin",
  editor: "Editor",
  recruiter: "Recruiter",
  support: "Support",
};

export function isRole(value: unknown): value is Role {
  return typeof value === "string" && (ROLES as readonly string[]).includes(value);
}
