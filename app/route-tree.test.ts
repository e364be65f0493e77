import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

import { BACK_OFFICE_PATHS } from "./content/site";
import { PERSONAL_ROUTES } from "./utils/security.server";
import { BACK_OFFICE_ROUTE_ID } from "./utils/user";
import { ancestry, routes, urlPath } from "../tests/app-routes";

const isBackOfficePath = (url: string) =>
  BACK_OFFICE_PATHS.some((prefix) => url === prefix || url.startsWith(`${prefix}/`));
const inLayout = (layout: string) => Object.keys(routes).filter((id) => ancestry(id).includes(layout));

describe("the route tree and the lists that name parts of it agree", () => {
  it("the back-office paths are exactly the pages of the back-office layout", () => {
    const backOffice = inLayout(BACK_OFFICE_ROUTE_ID);
    expect(backOffice).toContain("routes/_admin.dashboard");
    for (const id of backOffice) expect(isBackOfficePath(urlPath(id)), id).toBe(true);
    for (const id of inLayout("routes/_public")) expect(isBackOfficePath(urlPath(id)), id).toBe(false);
    for (const prefix of BACK_OFFICE_PATHS)
      expect(
        backOffice.some((id) => urlPath(id).startsWith(prefix)),
        prefix,
      ).toBe(true);
  });

  it("every folder of app/routes is a route: Remix skips one without a route module, and its URL with it", () => {
    const folders = fs
      .readdirSync(path.resolve("app/routes"), { withFileTypes: true })
      .filter((entry) => entry.isDirectory());
    const files = Object.values(routes).map((route) => route.file);
    for (const { name } of folders)
      expect(
        files.some((file) => path.dirname(file) === `routes/${name}`),
        name,
      ).toBe(true);
  });

  it("every personal route exists", () => {
    for (const id of PERSONAL_ROUTES) expect(routes[id], id).toBeDefined();
  });
});
