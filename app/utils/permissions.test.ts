import { describe, expect, it } from "vitest";

import { hasPermission, PERMISSIONS, type Permission } from "./permissions";

const permissions = Object.keys(PERMISSIONS) as Permission[];

describe("the permission table", () => {
  it("gives an admin every permission", () => {
    for (const permission of permissions) expect(hasPermission({ isAdmin: true }, permission), permission).toBe(true);
  });

  it("gives a signed-in user without a role none", () => {
    for (const permission of permissions) expect(hasPermission({ isAdmin: false }, permission), permission).toBe(false);
  });
});
