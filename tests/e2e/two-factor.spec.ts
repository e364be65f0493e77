// Two-factor sign-in as staff meet it: an authenticator app set up on the account page, the
// second sign-in step with its code and with a recovery code (which then no longer works), with
// and without JavaScript, at desktop and phone width; the policy sending a new Editor to set it up
// before anything else; a passkey registered and used through Chromium's virtual authenticator.
import { BROWSER_VARIANT, expect, signIn, test } from "./fixtures";
import { appCode, setUpAuthenticator, signOut } from "./two-factor";

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

test.describe("passkeys", () => {
  test("a passkey is added on the account page and signs in without password or code", async ({
    page,
    createUser,
    login,
  }) => {
    // Chromium's virtual authenticator: a platform passkey store that verifies its user (a PIN or
    // fingerprint, always given).
    const cdp = await page.context().newCDPSession(page);
    await cdp.send("WebAuthn.enable");
    await cdp.send("WebAuthn.addVirtualAuthenticator", {
      options: {
        protocol: "ctap2",
        transport: "internal",
        hasResidentKey: true,
        hasUserVerification: true,
        isUserVerified: true,
        automaticPresenceSimulation: true,
      },
    });
    const user = await createUser({ role: "editor" });
    await login(user);
    await page.goto("/admin/account");
    await page.getByLabel("Passkey name").fill("Work laptop");
    await page.getByRole("button", { name: "Add a passkey" }).click();
    await expect(page.getByRole("status").filter({ hasText: "Passkey “Work laptop” added." })).toBeVisible();
    const passkeys = page.getByRole("list", { name: "Your passkeys" });
    await expect(passkeys.getByRole("listitem").filter({ hasText: "Work laptop" })).toContainText("not used yet");
    await signOut(page);

    await page.goto("/login");
    await page.getByRole("button", { name: "Use a passkey" }).click();
    await expect(page).toHaveURL("/dashboard");
    await page.goto("/admin/account");
    await expect(passkeys.getByRole("listitem").filter({ hasText: "Work laptop" })).toContainText("last used");
  });

  test(
    "without JavaScript the passkey button says it needs JavaScript",
    { tag: BROWSER_VARIANT },
    async ({ browser }) => {
      const context = await browser.newContext({ javaScriptEnabled: false });
      const page = await context.newPage();
      await page.goto("/login");
      await expect(page.getByRole("button", { name: "Use a passkey" })).toBeDisabled();
      await expect(page.getByText("Passkeys need JavaScript, which is off in this browser.")).toBeVisible();
      await context.close();
    },
  );
});
