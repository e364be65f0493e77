import { describe, expect, it } from "vitest";

import { ROLES } from "~/lib/roles";

import { hasPermission, PERMISSIONS, type Permission } from "./permissions";

const permissions = Object.keys(PERMISSIONS) as Permission[];

/** What each role may do, written out: the table must say exactly this. */
const EXPECTED: Record<(typeof ROLES)[number], Permission[]> = {
  admin: permissions,
  editor: ["dashboard:view", "blogs:write", "content:edit", "subscribers:manage", "analytics:view"],
  recruiter: [
    "dashboard:view",
    "jobs:write",
    "applications:read",
    "applications:write",
    "job-alerts:manage",
    "analytics:view",
  ],
  support: [
    "dashboard:view",
    "messages:read",
    "messages:write",
    "appointments:read",
    "appointments:write",
    "availability:edit",
  ],
};

describe("the permission table", () => {
  it.each(ROLES)("gives %s exactly its part of the back-office", (role) => {
    const granted = permissions.filter((permission) => hasPermission({ role }, permission));
    expect(granted).toEqual(EXPECTED[role]);
  });

  it("gives a signed-in user without a role none", () => {
    for (const permission of permissions) expect(hasPermission({ role: null }, permission), permission).toBe(false);
  });
});
