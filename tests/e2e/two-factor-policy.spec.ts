// The two-factor policy (issue 42), site-wide: while this test holds it on, every staff member who
// signs in is sent to set up two-factor, so it runs in its own project after all the others
// (playwright.config.ts). It turns the policy back off however it ends.
import { expect, signIn, test, toast } from "./fixtures";
import { setUpAuthenticator } from "./two-factor";

test.describe("the two-factor policy", () => {
  test("sends a new Editor to set up two-factor before the dashboard", async ({ page, browser, createUser, login }) => {
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
      await expect(editorPage).toHaveURL("/admin/account");
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
