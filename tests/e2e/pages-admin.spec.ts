import type { Browser, BrowserContext } from "@playwright/test";
import sharp from "sharp";

import { BROWSER_VARIANT, expect, expectOnTop, test, toast, uniqueSuffix } from "./fixtures";
import { editForm, press } from "./page-editor";

// The back-office's pages editor (issue 37): a page's words edited, previewed signed out, published
// and seen on the site at once; a team's people added, moved and removed; a second save from an
// older copy refused with the text kept; the settings out of an Editor's reach. Each flow edits its
// own document, and only the home page's eyebrow goes live (no other test reads it).

const PHONE = { width: 375, height: 740 };

// Both variants edit the same documents: one after the other, so neither's save is the other's conflict.
test.describe.configure({ mode: "serial" });

/** A browser signed in as the same person as `context`: a second tab of theirs, with its own state. */
async function secondBrowser(browser: Browser, context: BrowserContext, javaScript: boolean) {
  const other = await browser.newContext({ viewport: PHONE, javaScriptEnabled: javaScript });
  await other.addCookies(await context.cookies());
  return other;
}

for (const javaScript of [true, false]) {
  const variant = javaScript ? "with JavaScript, desktop" : "without JavaScript, at phone width";
  test.describe(`Pages editor ${variant}`, { tag: javaScript ? undefined : BROWSER_VARIANT }, () => {
    test.use(javaScript ? {} : { javaScriptEnabled: false, viewport: PHONE });

    test("edit the home page's hero line, preview it signed out, publish it and see it on / at once", async ({
      page,
      login,
      browser,
    }) => {
      const line = `Studio and consulting ${uniqueSuffix()}`;
      await login();
      await page.goto("/dashboard");
      await page.getByRole("link", { name: /^Pages/ }).click();
      await expect(page).toHaveURL("/admin/pages");
      await page.getByRole("link", { name: "Home", exact: true }).click();
      await expect(page).toHaveURL("/admin/pages/home");

      const opening = editForm(page).getByRole("group", { name: "Opening" });
      await opening.getByLabel("Eyebrow").fill(line);
      await press(page, "Save draft", "Draft saved", javaScript);
      await expect(page.getByText(/^Draft pending/)).toBeVisible();

      // The preview link works for anyone who has it, and is never indexed or stored.
      const previewPath = await page.getByRole("link", { name: /^Preview/ }).getAttribute("href");
      expect(previewPath).toMatch(/^\/\?preview=/);
      const visitor = await browser.newContext();
      const preview = await visitor.newPage();
      const previewed = await preview.goto(previewPath!);
      expect(previewed?.headers()["cache-control"]).toBe("private, no-store");
      expect(previewed?.headers()["x-robots-tag"]).toBe("noindex");
      await expect(preview.getByText(line)).toBeVisible();
      await preview.goto("/");
      await expect(preview.getByText(line)).toHaveCount(0);

      await visitor.close();

      await press(page, "Publish now", "Page published", javaScript);
      await expect(page.getByText(/^Published/)).toBeVisible();
      // The server's cached home page is replaced the moment the page is published (a new visitor:
      // the first one's browser may reuse its copy for a minute, as the page allows).
      const next = await browser.newContext();
      const home = await next.newPage();
      await home.goto("/");
      await expect(home.getByText(line)).toBeVisible();
      await next.close();
    });

    test("add, move and remove a person on the about page, checked through its preview", async ({ page, login }) => {
      const name = `Asha Menon ${uniqueSuffix()}`;
      await login();
      await page.goto("/admin/pages/about");
      const people = editForm(page).getByRole("group", { name: "Group 1" }).getByRole("group", { name: "People" });
      await people.getByRole("button", { name: "Add Person" }).click();
      const added = people.getByRole("group", { name: "Person 5" });
      await added.getByLabel("Name").fill(name);
      await added.getByLabel("Role").fill("Head of Research");
      await added.getByLabel("Bio").fill("Leads the studio's research on new markets.");
      await added.getByRole("button", { name: "Move up Person 5" }).click();
      await expect(people.getByRole("group", { name: "Person 4" }).getByLabel("Name")).toHaveValue(name);
      await press(page, "Save draft", "Draft saved", javaScript);

      const previewPath = await page.getByRole("link", { name: /^Preview/ }).getAttribute("href");
      const preview = await page.context().newPage();
      await preview.goto(previewPath!);
      await expect(preview.getByText(name)).toBeVisible();

      await people.getByRole("group", { name: "Person 4" }).getByRole("button", { name: "Remove Person 4" }).click();
      await expect(people.getByRole("group", { name: "Person 5" })).toHaveCount(0);
      await expect(people.getByRole("group", { name: "Person 4" }).getByLabel("Name")).not.toHaveValue(name);
      await press(page, "Save draft", "Draft saved", javaScript);
      await preview.reload();
      await expect(preview.getByText(name)).toHaveCount(0);
    });

    test("give a team member a new photo with its alt text, publish it and see it on /about", async ({
      page,
      login,
    }) => {
      // "Portrait of": the about page's people are all shown by a portrait (see marketing.spec.ts).
      const alt = `Portrait of Arjun Mehta at the studio ${uniqueSuffix()}`;
      await login();
      await page.goto("/admin/pages/about");
      const photo = editForm(page)
        .getByRole("group", { name: "Group 1" })
        .getByRole("group", { name: "Person 1" })
        .getByRole("group", { name: "Photo" });
      await photo.getByLabel(/^(Upload an|Replace the) image$/).setInputFiles({
        name: "arjun.png",
        mimeType: "image/png",
        buffer: await sharp({ create: { width: 400, height: 400, channels: 3, background: "#7a3b8f" } })
          .png()
          .toBuffer(),
      });
      await photo.getByLabel("Alt text").fill(alt);
      await press(page, "Publish now", "Page published", javaScript);
      await expect(photo.getByRole("img", { name: `Current image: ${alt}` })).toHaveAttribute("src", /^\/media\//);

      await page.goto("/about");
      const portrait = page.getByRole("img", { name: alt, exact: true });
      await expect(portrait).toHaveAttribute("src", /^\/media\//);
      await expectOnTop(portrait);
    });

    test("two browsers edit the same page: the second save is refused, with what was typed kept", async ({
      page,
      login,
      browser,
    }) => {
      await login();
      await page.goto("/admin/pages/learning");
      const other = await secondBrowser(browser, page.context(), javaScript);
      const otherPage = await other.newPage();
      await otherPage.goto("/admin/pages/learning");
      const theirs = `Their wording ${uniqueSuffix()}`;
      await editForm(otherPage).getByRole("textbox").first().fill(theirs);
      await press(otherPage, "Save draft", "Draft saved", javaScript);
      await other.close();

      const mine = `Our own wording ${uniqueSuffix()}`;
      const title = editForm(page).getByRole("textbox").first();
      await title.fill(mine);
      await page.getByRole("button", { name: "Save draft" }).click();
      await expect(
        page.getByRole("alert").filter({ hasText: "Someone else saved this page since you opened it" }),
      ).toBeVisible();
      await expect(editForm(page).getByRole("textbox").first()).toHaveValue(mine);
      // Nothing of theirs was overwritten: the page opened anew has their wording.
      const fresh = await page.context().newPage();
      await fresh.goto("/admin/pages/learning");
      await expect(editForm(fresh).getByRole("textbox").first()).toHaveValue(theirs);
    });
  });
}

test.describe("Pages editor autosave", () => {
  test("saves the draft as it is typed, and a save after it is not taken for someone else's", async ({
    page,
    login,
  }) => {
    await login();
    await page.goto("/admin/pages/services");
    const form = editForm(page);
    const first = form.getByRole("textbox").first();
    await first.fill(`Services, saved by themselves ${uniqueSuffix()}`);
    await expect(page.getByRole("status").filter({ hasText: /^Draft saved at \d/ })).toBeVisible();
    const typed = `Services, saved with the button ${uniqueSuffix()}`;
    await first.fill(typed);
    await press(page, "Save draft", "Draft saved", true);
    await expect(page.getByRole("alert")).toHaveCount(0);
    await expect(editForm(page).getByRole("textbox").first()).toHaveValue(typed);
  });
});

test.describe("Pages editor autosave under way", () => {
  test("a press while an autosave is on its way waits for it, and is not taken for someone else's save", async ({
    page,
    login,
  }) => {
    await login();
    await page.goto("/admin/pages/studios");
    const first = editForm(page).getByRole("textbox").first();
    // The autosave's answer is held until the button has been pressed.
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route("**/admin/pages/studios/autosave", async (route) => {
      const response = await route.fetch();
      await held;
      await route.fulfill({ response });
    });
    const typed = `Studios, pressed mid-autosave ${uniqueSuffix()}`;
    await first.fill(typed);
    await expect(page.getByRole("status").filter({ hasText: "Saving draft…" })).toBeVisible();
    await page.getByRole("button", { name: "Save draft", exact: true }).click();
    release();
    await expect(toast(page, "Draft saved")).toBeVisible();
    await expect(page.getByRole("alert")).toHaveCount(0);
    await expect(editForm(page).getByRole("textbox").first()).toHaveValue(typed);
  });
});

test.describe("Pages editor for an Editor", () => {
  test("lists the pages but not the site settings, which answer 403", async ({ page, login, createUser }) => {
    const editor = await createUser({ role: "editor" });
    await login(editor);
    await page.goto("/admin/pages");
    await expect(page.getByRole("link", { name: "Home", exact: true })).toBeVisible();
    await expect(page.getByRole("link", { name: "Site settings" })).toHaveCount(0);
    const refused = await page.goto("/admin/pages/settings");
    expect(refused?.status()).toBe(403);
    await expect(page.getByText("Your role does not give you access to this page.")).toBeVisible();
  });
});
