import { expect, test as base, type Locator, type Page } from "@playwright/test";
import { randomBytes, randomInt } from "node:crypto";

import { ASSERTION_WAIT_MS } from "./waits";
import type { Role } from "../../app/lib/roles";
import { upsertUser } from "../../app/seed/admin.server";
import { createSignedCookieStorage } from "../../app/utils/cookies.server";
import { openDatabase } from "../../db/connect";
import { E2E_ADMIN } from "../../playwright.config";

export { BROWSER_VARIANT, PRESENTATION } from "../../playwright.config";

type Credentials = { username: string; password: string };

// The test workers share the server's database (see playwright.config.ts).
export const db = openDatabase({ url: process.env.DATABASE_URL || null, path: process.env.DATABASE_PATH! }).db;

/**
 * The server's session cookie (see app/utils/auth.server.ts), made by the app's own cookie code with
 * the secret the test server runs with (playwright.config.ts puts it in this process's environment).
 */
const sessionStorage = createSignedCookieStorage<{ sessionId: string }>("__session");
const SESSION_LIFETIME_MS = 24 * 60 * 60 * 1000;

/**
 * Waits until the open page is whole: a public page that hydrates loads React after its first paint
 * (app/utils/framework-after-paint.server.ts), until then a link or a live field does what it does
 * without JavaScript. Returns at once on a page that loads no React, and where JavaScript is off.
 */
async function untilHydrated(page: Page) {
  const whole = () =>
    !document.querySelector('script[type="module"], script[type="text/x-held-module"]') ||
    // The page's inline scripts did not run: JavaScript is off.
    !("__remixContext" in window) ||
    "__remixRouter" in window;
  // Asked once first: where JavaScript is off, the page runs no animation frames to poll in.
  if (!(await page.evaluate(whole))) await page.waitForFunction(whole);
}

/** `page.goto` (loading to the `load` event, its default) waits as well until the page has hydrated. */
function gotoUntilHydrated(page: Page) {
  const goto = page.goto.bind(page);
  page.goto = async (url, options) => {
    const response = await goto(url, options);
    if ((options?.waitUntil ?? "load") === "load") await untilHydrated(page);
    return response;
  };
}

export const test = base.extend<{
  createUser: (options?: { role?: Role | null }) => Promise<Credentials>;
  login: (user?: { username: string }) => Promise<void>;
}>({
  context: async ({ context }, use) => {
    context.on("page", gotoUntilHydrated);
    context.pages().forEach(gotoUntilHydrated);
    await use(context);
  },
  // Each test comes from its own client address, so the per-IP sign-in limit of
  // one test never affects another.
  extraHTTPHeaders: async ({}, use) => {
    await use({ "X-Forwarded-For": `10.${randomInt(256)}.${randomInt(256)}.${randomInt(1, 255)}` });
  },
  createUser: async ({}, use) => {
    await use(async ({ role = null }: { role?: Role | null } = {}) => {
      const credentials = { username: `user-${randomBytes(5).toString("hex")}`, password: "correct-horse-battery" };
      await upsertUser(db, { ...credentials, role });
      return credentials;
    });
  },
  /**
   * Signs the browser in as `user` (the e2e admin by default) without the sign-in form: stores a
   * server-side session row and plants its signed cookie, as a sign-in does. The form itself is
   * tested in auth.spec.ts.
   */
  login: async ({ context, baseURL }, use) => {
    await use(async (user = admin) => {
      const { id: userId } = await db
        .selectFrom("users")
        .select("id")
        .where("username", "=", user.username)
        .executeTakeFirstOrThrow();
      const now = Date.now();
      const sessionId = randomBytes(32).toString("base64url");
      await db
        .insertInto("sessions")
        .values({
          id: sessionId,
          user_id: userId,
          created_at: new Date(now).toISOString(),
          expires_at: new Date(now + SESSION_LIFETIME_MS).toISOString(),
        })
        .execute();
      const session = await sessionStorage.getSession();
      session.set("sessionId", sessionId);
      const setCookie = await sessionStorage.commitSession(session);
      const value = setCookie.slice(setCookie.indexOf("=") + 1, setCookie.indexOf(";"));
      await context.addCookies([{ name: "__session", value, url: baseURL, httpOnly: true, sameSite: "Lax" }]);
    });
  },
});

export { expect };

export const admin: Credentials = E2E_ADMIN;

/** Signs in through the real form on the sign-in page that is open. */
export async function signIn(page: Page, { username, password }: Credentials) {
  await page.getByLabel("Username").fill(username);
  await page.getByLabel("Password", { exact: true }).fill(password);
  await page.getByRole("button", { name: "Sign in" }).click();
}

// sonner's toast, or the message the server renders where no script shows one (app/components/flash-message.tsx).
const TOAST = "[data-sonner-toast], [data-flash]";

/** The toast that says `text`: sonner's, or the server's without JavaScript. */
export function toast(page: Page, text: string) {
  return page.locator(TOAST).filter({ hasText: text });
}

/**
 * Checks that a person sees the toast that says `text`: slid in, fully opaque, and what lies at its
 * own centre (nothing covers it). Checked in the page at every frame: a success toast stays 2 s.
 */
export async function expectToastSeen(page: Page, text: string) {
  const seen = await page
    .waitForFunction(
      ({ selector, wanted }) =>
        Array.from(document.querySelectorAll(selector)).some((toast) => {
          if (!toast.textContent?.includes(wanted) || getComputedStyle(toast).opacity !== "1") return false;
          const box = toast.getBoundingClientRect();
          return toast.contains(document.elementFromPoint(box.x + box.width / 2, box.y + box.height / 2));
        }),
      { selector: TOAST, wanted: text },
      { polling: "raf", timeout: ASSERTION_WAIT_MS },
    )
    .then(
      () => true,
      () => false,
    );
  expect(seen, `the toast "${text}" shown on top of the page`).toBe(true);
}

/** Checks that a person sees `target`: scrolled to, it is what lies at its own centre (nothing covers it). */
export async function expectOnTop(target: Locator) {
  await expect(async () => {
    await target.scrollIntoViewIfNeeded();
    const onTop = await target.evaluate((element) => {
      const box = element.getBoundingClientRect();
      return element.contains(document.elementFromPoint(box.x + box.width / 2, box.y + box.height / 2));
    });
    expect(onTop, `${target.toString()} is what lies at its centre`).toBe(true);
  }).toPass();
}

/** A short random suffix that keeps this test's records apart from every other test's. */
export function uniqueSuffix() {
  return randomBytes(4).toString("hex");
}
