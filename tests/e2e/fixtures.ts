import { randomBytes, randomInt } from "node:crypto";

import { expect, test as base, type Page } from "@playwright/test";

import { createKysely, openSqlite } from "../../db/database";
import { upsertUser } from "../../db/seed";
import { E2E_ADMIN } from "../../playwright.config";

type Credentials = { username: string; password: string };

// The test workers share the server's database file (see playwright.config.ts).
export const db = createKysely(openSqlite(process.env.DATABASE_PATH!));

export const test = base.extend<{ createUser: (options?: { isAdmin?: boolean }) => Promise<Credentials> }>({
  // Each test comes from its own client address, so the per-IP sign-in limit of
  // one test never affects another.
  extraHTTPHeaders: async ({}, use) => {
    await use({ "X-Forwarded-For": `10.${randomInt(256)}.${randomInt(256)}.${randomInt(1, 255)}` });
  },
  createUser: async ({}, use) => {
    await use(async ({ isAdmin = false } = {}) => {
      const credentials = { username: `user-${randomBytes(5).toString("hex")}`, password: "correct-horse-battery" };
      await upsertUser(db, { ...credentials, isAdmin });
      return credentials;
    });
  },
});

export { expect };

export const admin: Credentials = E2E_ADMIN;

export async function signIn(page: Page, { username, password }: Credentials) {
  await page.getByLabel("Username").fill(username);
  await page.getByLabel("Password", { exact: true }).fill(password);
  await page.getByRole("button", { name: "Sign in" }).click();
}

/** Signs in as the e2e admin through the real form, landing on `path`. */
export async function signInAsAdmin(page: Page, path = "/dashboard") {
  await page.goto(`/login?${new URLSearchParams({ redirectTo: path })}`);
  await signIn(page, admin);
  await expect(page).toHaveURL(path);
}

/** A short random suffix that keeps this test's records apart from every other test's. */
export function uniqueSuffix() {
  return randomBytes(4).toString("hex");
}
