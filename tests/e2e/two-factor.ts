import type { Page } from "@playwright/test";
import { Secret, TOTP } from "otpauth";

import { expect, signIn } from "./fixtures";

// The steps of two-factor sign-in, for its own spec and for the HTML and accessibility checks.

/** The app's code now, or half a minute from now (a step later than the set-up's: accepted, one step early). */
export function appCode(secret: string, { next = false } = {}) {
  const totp = new TOTP({ secret: Secret.fromBase32(secret), digits: 6, period: 30, algorithm: "SHA1" });
  return totp.generate({ timestamp: Date.now() + (next ? 30_000 : 0) });
}

/** Sets up the authenticator app on the open account page; its secret and the recovery codes shown. */
export async function setUpAuthenticator(page: Page) {
  const section = page.getByRole("region", { name: "Two-factor sign-in" });
  const secret = (await section.locator("code").innerText()).replace(/\s/g, "");
  await section.getByLabel("Code from the app").fill(appCode(secret));
  await section.getByRole("button", { name: "Turn on two-factor sign-in" }).click();
  const codes = page.getByRole("list", { name: "Recovery codes" }).getByRole("listitem");
  await expect(codes).toHaveCount(10);
  await expect(page.getByRole("link", { name: "Download as a text file" })).toBeVisible();
  return { secret, recoveryCodes: await codes.allInnerTexts() };
}

export async function signOut(page: Page) {
  await page.getByRole("button", { name: "Logout" }).click();
  await expect(page).toHaveURL(/\/login/);
}

/**
 * Walks a signed-in staff member (`user`) through every two-factor page state, calling `check` at
 * each: the set-up, the recovery codes shown, the account with it on, the second sign-in step and
 * that step refusing a wrong code.
 */
export async function visitTwoFactorSteps(
  page: Page,
  user: { username: string; password: string },
  check: (label: string) => Promise<void>,
) {
  await page.goto("/admin/account");
  await check("/admin/account (two-factor set-up)");
  await setUpAuthenticator(page);
  await check("/admin/account (recovery codes)");
  await page.goto("/admin/account");
  await check("/admin/account (two-factor on)");
  await signOut(page);
  await page.goto("/login");
  await signIn(page, user);
  await expect(page).toHaveURL(/\/login\/two-factor/);
  await check("/login/two-factor");
  await page.getByLabel("Code").fill("000000");
  await page.getByRole("button", { name: "Verify" }).click();
  await expect(page.getByRole("alert").filter({ hasText: "That code is not right" })).toBeVisible();
  await check("/login/two-factor (wrong code)");
}
