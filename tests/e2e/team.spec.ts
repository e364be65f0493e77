// A team, end to end, with JavaScript at desktop width and without it at phone width: an Admin
// invites an Editor, who accepts, signs in, writes a post and is refused the rest; the Admin
// deactivates them and their open session ends at its next request. A forgotten password is
// reset from its emailed link; 'Sign out everywhere else' ends the other devices' sessions; the
// activity log shows all of it. The test server has no SMTP: links are read from its outbox, as
// the staff page tells an Admin to do.
import type { Browser, Page } from "@playwright/test";

import { admin, BROWSER_VARIANT, db, expect, signIn, test, toast, uniqueSuffix } from "./fixtures";
import { fillBlogForm } from "./forms";

const PHONE = { width: 375, height: 740 };

/** The link in the newest email queued to `to`, path only (the outbox holds it: no SMTP here). */
async function linkInEmailTo(to: string, path: "invite" | "reset-password") {
  const email = await db
    .selectFrom("emails")
    .select("text")
    .where("recipient", "=", to)
    .orderBy("id", "desc")
    .executeTakeFirstOrThrow();
  const match = new RegExp(`https?://[^/\\s]+(/${path}/[\\w-]+)`).exec(email.text);
  if (!match?.[1]) throw new Error(`No ${path} link in the email to ${to}:\n${email.text}`);
  return match[1];
}

/** A second browser (another device), coming from its own address like the test's own. */
async function otherDevice(browser: Browser, { javaScriptEnabled }: { javaScriptEnabled: boolean }) {
  const context = await browser.newContext({
    baseURL: test.info().project.use.baseURL,
    javaScriptEnabled,
    extraHTTPHeaders: {
      "X-Forwarded-For": `10.250.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250) + 1}`,
    },
  });
  return context.newPage();
}

/** Clicks a button a person can see: the element at its centre is the button itself (or inside it). */
async function clickVisible(page: Page, name: string | RegExp) {
  const button = page.getByRole("button", { name });
  await button.scrollIntoViewIfNeeded();
  const box = await button.boundingBox();
  if (!box) throw new Error(`The button ${String(name)} has no box`);
  const hit = await page.evaluate(
    ({ x, y }) => document.elementFromPoint(x, y)?.closest("button")?.textContent?.trim() ?? null,
    { x: box.x + box.width / 2, y: box.y + box.height / 2 },
  );
  expect(hit, `what is at the centre of ${String(name)}`).toBe((await button.textContent())?.trim());
  await button.click();
}

for (const javaScriptEnabled of [true, false]) {
  const title = javaScriptEnabled ? "A team" : "A team without JavaScript";
  test.describe(title, { tag: javaScriptEnabled ? [] : BROWSER_VARIANT }, () => {
    test.use({ javaScriptEnabled, viewport: javaScriptEnabled ? undefined : PHONE });
    test("an Admin invites an Editor, who writes a post, is refused the rest, and is locked out at once", async ({
      page,
      login,
      browser,
      request,
    }) => {
      const suffix = uniqueSuffix();
      const email = `editor-${suffix}@e2e.test`;
      const username = `ed-${suffix}`;
      const password = "paper-lantern-harbour";
      const name = `Ed Writer ${suffix}`;

      // The Admin invites.
      await login(admin);
      await page.goto("/dashboard");
      await page.getByRole("link", { name: /Staff/ }).click();
      await expect(page).toHaveURL("/admin/users");
      await page.getByRole("link", { name: "Invite someone" }).click();
      await page.getByLabel("Name").fill(name);
      await page.getByLabel("Email", { exact: true }).fill(email);
      await page.getByLabel("Role").selectOption("editor");
      await clickVisible(page, "Send the invitation");
      await expect(page).toHaveURL("/admin/users");
      if (javaScriptEnabled) await expect(toast(page, "Invitation sent")).toBeVisible();
      await expect(page.getByRole("region", { name: "Invitations" }).getByText(email)).toBeVisible();

      // The Editor accepts on their own device, and is signed in.
      const editor = await otherDevice(browser, { javaScriptEnabled });
      const invitation = await linkInEmailTo(email, "invite");
      await editor.goto(invitation);
      await expect(editor.getByRole("heading", { name: /^Join / })).toBeVisible();
      await expect(editor.getByText(/invited to the back-office as Editor/)).toBeVisible();
      await editor.getByLabel("Username").fill(username);
      await editor.getByLabel("Password", { exact: true }).fill(`${username}-secret`);
      await editor.getByRole("button", { name: "Create my account" }).click();
      await expect(editor.getByText("The password must not contain the username")).toBeVisible();
      await editor.getByLabel("Password", { exact: true }).fill(password);
      await editor.getByRole("button", { name: "Create my account" }).click();
      await expect(editor).toHaveURL("/dashboard");
      await expect(editor.getByRole("link", { name: /Manage Blogs/ })).toBeVisible();
      await expect(editor.getByRole("link", { name: /Job Posts/ })).toHaveCount(0);

      // The link was single use.
      await editor.context().clearCookies();
      expect((await editor.goto(invitation))?.status()).toBe(404);
      await expect(editor.getByRole("heading", { name: "This invitation does not work" })).toBeVisible();
      await editor.goto("/login");
      await signIn(editor, { username, password });
      await expect(editor).toHaveURL("/dashboard");

      // The Editor writes a post...
      const title = `Team post ${suffix}`;
      await editor.goto("/admin/blogs/new");
      await fillBlogForm(editor, {
        title,
        author: "Ed Writer",
        description: "What a new editor writes first.",
        image: "/images/blog/pricing-for-early-saas.svg",
        content: "<p>Hello from the new editor.</p>",
      });
      await editor.getByRole("button", { name: "Publish" }).click();
      await expect(editor).toHaveURL("/admin/blogs");
      await expect(editor.getByRole("link", { name: title }).first()).toBeVisible();

      // ...and is refused the jobs, on the page and through the API.
      expect((await editor.goto("/admin/jobs"))?.status()).toBe(403);
      await expect(editor.getByText("Your role does not give you access to this page.")).toBeVisible();
      const { token } = await (await request.post("/api/login", { data: { username, password } })).json();
      const refused = await request.post("/api/jobs", {
        headers: { Authorization: `Bearer ${token}` },
        data: { title: "Not mine to post" },
      });
      expect(refused.status()).toBe(403);

      // The Admin deactivates the Editor...
      await page.goto("/admin/users");
      await page.getByRole("link", { name }).click();
      await clickVisible(page, "Deactivate account");
      await expect(page.getByText("Deactivated", { exact: true })).toBeVisible();

      // ...whose open session ends at its next request, whose token stops, and who cannot sign in.
      await editor.goto("/admin/blogs");
      await expect(editor).toHaveURL(/\/login\?redirectTo=%2Fadmin%2Fblogs/);
      const me = await request.get("/api/me", { headers: { Authorization: `Bearer ${token}` } });
      expect(me.status()).toBe(401);
      await signIn(editor, { username, password });
      await expect(
        editor.getByText("This account has been deactivated. Ask an Admin to reactivate it.").first(),
      ).toBeVisible();
      await editor.context().close();

      // The activity log has each step.
      await page.goto("/admin/activity?kind=user");
      await expect(page.getByText(`Invited ${name} <${email}> as Editor`)).toBeVisible();
      await expect(
        page.getByRole("listitem").filter({ hasText: username }).filter({ hasText: "Accepted the invitation" }),
      ).toBeVisible();
      await expect(page.getByText(`Deactivated the account of ${name}`)).toBeVisible();
      await page.goto("/admin/activity?kind=post");
      await expect(page.getByText(`Published the post “${title}”`)).toBeVisible();
      await page.goto("/admin/activity?kind=sign-in");
      await expect(page.getByText("Refused sign-in: the account is deactivated").first()).toBeVisible();
    });

    test("a forgotten password: the same answer for any address, a single-use link, other sessions signed out", async ({
      page,
      createUser,
      browser,
    }) => {
      const suffix = uniqueSuffix();
      const email = `support-${suffix}@e2e.test`;
      const person = await createUser({ role: "support" });
      await db
        .updateTable("users")
        .set({ email, name: "Sam Support" })
        .where("username", "=", person.username)
        .execute();

      // Signed in elsewhere before the reset.
      const laptop = await otherDevice(browser, { javaScriptEnabled });
      await laptop.goto("/login");
      await signIn(laptop, person);
      await expect(laptop).toHaveURL("/dashboard");

      const answer = "If a staff account uses that address, we have sent it a link to choose a new password.";
      for (const address of [`nobody-${suffix}@e2e.test`, email]) {
        await page.goto("/login");
        await page.getByRole("link", { name: "Forgot your password?" }).click();
        await page.getByLabel("Email", { exact: true }).fill(address);
        await page.getByRole("button", { name: "Send the link" }).click();
        await expect(page.getByText(answer)).toBeVisible();
      }
      expect(
        await db.selectFrom("emails").select("id").where("recipient", "=", `nobody-${suffix}@e2e.test`).execute(),
      ).toEqual([]);

      const reset = await linkInEmailTo(email, "reset-password");
      await page.goto(reset);
      await page.getByLabel("New password").fill("password1");
      await page.getByRole("button", { name: "Save the new password" }).click();
      await expect(page.getByText(/appears in lists of leaked passwords/)).toBeVisible();
      await page.getByLabel("New password").fill("quiet-river-morning-2026");
      await page.getByRole("button", { name: "Save the new password" }).click();
      await expect(page).toHaveURL("/dashboard");

      // The other session is over; the link does not work twice; the new password does.
      await laptop.goto("/admin/messages");
      await expect(laptop).toHaveURL(/\/login/);
      await laptop.context().close();
      await page.context().clearCookies();
      expect((await page.goto(reset))?.status()).toBe(404);
      await page.goto("/login");
      await signIn(page, { username: person.username, password: "quiet-river-morning-2026" });
      await expect(page).toHaveURL("/dashboard");
    });

    test("'Sign out everywhere else' ends the other devices' sessions and keeps this one", async ({
      page,
      login,
      createUser,
      browser,
    }) => {
      const person = await createUser({ role: "recruiter" });
      const phone = await otherDevice(browser, { javaScriptEnabled });
      for (const device of [phone, page]) {
        await device.goto("/login");
        await signIn(device, person);
        await expect(device).toHaveURL("/dashboard");
      }
      await page.goto("/admin/account");
      const sessions = page.getByRole("region", { name: "Where you are signed in" }).getByRole("listitem");
      await expect(sessions).toHaveCount(2);
      await expect(sessions.filter({ hasText: "This device" })).toHaveCount(1);
      await clickVisible(page, "Sign out everywhere else");
      await expect(sessions).toHaveCount(1);
      await expect(sessions.filter({ hasText: "This device" })).toHaveCount(1);

      await phone.goto("/admin/jobs");
      await expect(phone).toHaveURL(/\/login/);
      await phone.context().close();
      expect((await page.goto("/admin/jobs"))?.status()).toBe(200);

      await page.context().clearCookies();
      await login(admin);
      await page.goto("/admin/activity?kind=account");
      await expect(
        page
          .getByRole("listitem")
          .filter({ hasText: person.username })
          .filter({ hasText: "Signed out everywhere else (1 session)" }),
      ).toBeVisible();
    });
  });
}
