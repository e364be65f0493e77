import type { Browser, Page } from "@playwright/test";

import { BROWSER_VARIANT, db, expect, expectOnTop, PRESENTATION, test, uniqueSuffix } from "./fixtures";
import { editForm, press } from "./page-editor";
import { comingHour, fewSecondsAhead } from "./schedule";
import { ASSERTION_WAIT_MS } from "./waits";
import { OFFICE_TIME_ZONE } from "../../app/lib/slots";

// A page's whole lifecycle in the back-office's editor (issue 37): an earlier revision restored
// and live at once, a scheduled change going live by itself, a schedule cancelled and a draft
// discarded by their buttons, and the question before unsaved changes are left. Each flow has a
// studio page or policy of its own, which no other test edits.

const PHONE = { width: 375, height: 740 };

// Both variants edit the same documents: one after the other, so neither's save is the other's conflict.
test.describe.configure({ mode: "serial" });

// With JavaScript the form's times are in the browser's zone: here UTC.
test.use({ timezoneId: "UTC" });

/** `at` as a datetime-local value in `zone`. */
function localTime(at: Date, zone: string) {
  const parts = { year: "numeric", month: "2-digit", day: "2-digit", hour: "2-digit", minute: "2-digit" } as const;
  return new Intl.DateTimeFormat("sv-SE", { ...parts, timeZone: zone, hourCycle: "h23" }).format(at).replace(" ", "T");
}

/** The page at `path` as a signed-out visitor gets it from the server now, and whether the page cache kept it. */
async function visitorAnswer(browser: Browser, path: string) {
  const visitor = await browser.newContext();
  const response = await visitor.request.get(path);
  const answer = { html: await response.text(), cached: response.headers()["x-cache"] === "HIT" };
  await visitor.close();
  return answer;
}

/** The page at `path` as a signed-out visitor gets it from the server now (the page cache included). */
async function visitorHtml(browser: Browser, path: string) {
  return (await visitorAnswer(browser, path)).html;
}

/** Opens `path` as a signed-out visitor and checks that `words` are there for them to read. */
async function expectVisitorSees(browser: Browser, path: string, words: string) {
  const visitor = await browser.newContext();
  const page = await visitor.newPage();
  await page.goto(path);
  await expectOnTop(page.getByText(words, { exact: true }));
  await visitor.close();
}

/** Opens the editor of document `key`; with JavaScript, once the form runs in the browser (its zone known). */
async function openEditor(page: Page, key: string, javaScript: boolean) {
  await page.goto(`/admin/pages/${key}`);
  if (javaScript) await expect(page.getByText("Time zone: UTC.", { exact: false })).toBeVisible();
}

/** When document `key`'s scheduled change goes live, as stored. */
async function scheduledAt(key: string) {
  const row = await db.selectFrom("content_documents").select("scheduled_at").where("key", "=", key).executeTakeFirst();
  return row?.scheduled_at;
}

const tagline = (page: Page) => editForm(page).getByLabel("Tagline", { exact: true });

for (const javaScript of [true, false]) {
  const variant = javaScript ? "with JavaScript, desktop" : "without JavaScript, at phone width";
  const zone = javaScript ? "UTC" : OFFICE_TIME_ZONE;
  test.describe(`Pages lifecycle ${variant}`, { tag: javaScript ? undefined : BROWSER_VARIANT }, () => {
    test.use(javaScript ? {} : { javaScriptEnabled: false, viewport: PHONE });

    test("restore the previous revision from the revisions page and see its words live at once", async ({
      page,
      login,
      browser,
    }) => {
      const earlier = `Capital for founders who build ${uniqueSuffix()}`;
      const later = `Capital, patiently given ${uniqueSuffix()}`;
      await login();
      await openEditor(page, "studio-capital", javaScript);
      await tagline(page).fill(earlier);
      await press(page, "Publish now", "Page published", javaScript);
      await tagline(page).fill(later);
      await press(page, "Publish now", "Page published", javaScript);
      await expectVisitorSees(browser, "/studio/capital", later);

      await page.getByRole("link", { name: "Revisions" }).click();
      await expect(page).toHaveURL("/admin/pages/studio-capital/revisions");
      // The version published before the last (an autosave may lie between them).
      const previous = page
        .getByRole("list", { name: "Revisions, newest first" })
        .getByRole("listitem")
        .filter({ hasText: "Published by" })
        .nth(1);
      await previous.getByRole("link", { name: /^Compare/ }).click();
      await expect(page.getByRole("heading", { name: "Compare revision" })).toBeVisible();
      await page.getByRole("button", { name: "Restore this revision" }).click();
      await expect(page).toHaveURL("/admin/pages/studio-capital");
      await expect(page.getByText(/^Draft pending/)).toBeVisible();
      await expect(tagline(page)).toHaveValue(earlier);

      await press(page, "Publish now", "Page published", javaScript);
      await expect(page.getByText(/^Published/)).toBeVisible();
      await expectVisitorSees(browser, "/studio/capital", earlier);
    });

    test("schedule a change and see it go live by itself, cached or not", async ({ page, login, browser }) => {
      // Going live is the server's work, the same whichever form scheduled it; scheduling without
      // JavaScript at phone width is the next test's first step.
      test.skip(!javaScript, "the no-JavaScript schedule is covered by the cancel-schedule test");
      const line = `Acceleration, on its own time ${uniqueSuffix()}`;
      await login();
      await openEditor(page, "studio-acceleration", javaScript);
      await tagline(page).fill(line);
      const hour = comingHour();
      await editForm(page).getByLabel("Go live at").fill(localTime(hour, zone));
      await press(page, "Schedule", "Change scheduled", javaScript);
      await expect(page.getByText(/^Scheduled for/)).toBeVisible();
      // Stored at the minute the form said, in the editor's zone.
      expect(await scheduledAt("studio-acceleration")).toBe(hour.toISOString());

      // Brought forward: until then visitors get the page as it is, from the page cache too.
      const at = fewSecondsAhead();
      await db
        .updateTable("content_documents")
        .set({ scheduled_at: at.toISOString() })
        .where("key", "=", "studio-acceleration")
        .execute();
      await expect
        .poll(async () => {
          const answer = await visitorAnswer(browser, "/studio/acceleration");
          return { cached: answer.cached, live: answer.html.includes(line) };
        })
        .toEqual({ cached: true, live: false });

      // Nobody touches anything: at its moment the page has changed, for every visitor.
      await expect
        .poll(async () => (await visitorHtml(browser, "/studio/acceleration")).includes(line), {
          timeout: at.getTime() - Date.now() + ASSERTION_WAIT_MS,
          intervals: [1_000],
        })
        .toBe(true);
      expect(Date.now()).toBeGreaterThanOrEqual(at.getTime());
      await expectVisitorSees(browser, "/studio/acceleration", line);
      await page.reload();
      await expect(page.getByText(/^Published/)).toBeVisible();
    });

    test("cancel a schedule, then discard the draft, with their buttons", async ({ page, login, browser }) => {
      const line = `Growth, not yet ${uniqueSuffix()}`;
      await login();
      await openEditor(page, "studio-growth", javaScript);
      const live = await tagline(page).inputValue();
      await tagline(page).fill(line);
      const tomorrow = new Date(Date.now() + 24 * 60 * 60 * 1000);
      await editForm(page).getByLabel("Go live at").fill(localTime(tomorrow, zone));
      await press(page, "Schedule", "Change scheduled", javaScript);
      await expect(page.getByText(/^Scheduled for/)).toBeVisible();

      // Cancelled, the scheduled change is kept as the draft.
      await press(page, "Cancel schedule", "Schedule cancelled", javaScript);
      await expect(page.getByText(/^Draft pending/)).toBeVisible();
      await expect(page.getByRole("button", { name: "Cancel schedule" })).toHaveCount(0);
      await expect(tagline(page)).toHaveValue(line);

      // Discarded, the form holds what visitors see again.
      await press(page, "Discard draft", "Draft discarded", javaScript);
      await expect(page.getByText(/^Published/)).toBeVisible();
      await expect(page.getByRole("button", { name: "Discard draft" })).toHaveCount(0);
      await expect(tagline(page)).toHaveValue(live);
      expect(await visitorHtml(browser, "/studio/growth")).not.toContain(line);
    });
  });
}

test.describe("Pages editor: unsaved changes", () => {
  test("leaving asks first while a change is not saved, and no longer once it is", async ({ page, login }) => {
    await login();
    await openEditor(page, "cookies", true);
    const form = editForm(page);
    const first = form.getByLabel("Page title");
    const typed = await first.inputValue();
    const line = page.getByRole("status").filter({ hasText: /draft|unsaved|not saved/i });
    const nothingPending = page.getByText(/^(Unsaved changes|Saving draft|Not saved)/);

    // A field emptied: its autosave is refused, so the change stays unsaved.
    await first.fill("");
    await expect(line).toHaveText(/^Not saved: /);
    const asked: string[] = [];
    let leave = false;
    page.on("dialog", (dialog) => {
      asked.push(`${dialog.type()}: ${dialog.message()}`);
      void (leave ? dialog.accept() : dialog.dismiss());
    });
    await page.getByRole("link", { name: "Back to pages" }).click();
    await expect.poll(() => asked).toEqual(["confirm: You have unsaved changes. Leave this page without saving them?"]);
    await expect(page).toHaveURL("/admin/pages/cookies");
    await expect(first).toHaveValue("");
    // Closing the tab asks too (the browser's own question).
    await page.close({ runBeforeUnload: true });
    await expect.poll(() => asked.length).toBe(2);
    expect(asked[1]).toMatch(/^beforeunload: /);
    expect(page.isClosed()).toBe(false);

    // An item added by its button is a change too.
    await first.fill(typed);
    await expect(line).toHaveText(/^Draft saved at \d/);
    const cookies = form.getByRole("group", { name: "Cookies" }).getByRole("group", { name: /^Cookie \d+$/ });
    const count = await cookies.count();
    await form.getByRole("button", { name: "Add Cookie" }).click();
    await expect(cookies).toHaveCount(count + 1);
    await page.getByRole("link", { name: "Back to pages" }).click();
    await expect.poll(() => asked.length).toBe(3);
    await expect(page).toHaveURL("/admin/pages/cookies");

    // Saved with the button: leaving asks nothing.
    leave = true;
    await page.reload();
    expect(asked).toHaveLength(4);
    await first.fill(`${typed} `);
    await first.fill(typed);
    await press(page, "Save draft", "Draft saved", true);
    await expect(nothingPending).toHaveCount(0);
    await page.getByRole("link", { name: "Back to pages" }).click();
    await expect(page).toHaveURL("/admin/pages");
    expect(asked).toHaveLength(4);
  });
});

test.describe("Pages editor at phone width", { tag: PRESENTATION }, () => {
  test.use({ viewport: PHONE });

  test("a person's fields, four groups deep, are as wide as a page's own, right below the page's header", async ({
    page,
    login,
  }) => {
    await login();
    await page.goto("/admin/pages/about");
    const form = editForm(page);
    const person = form.getByRole("group", { name: "Group 1" }).getByRole("group", { name: "Person 1" });
    const nested = (await person.getByLabel("Name").boundingBox())!;
    const topLevel = (await form
      .getByRole("group", { name: "Search and sharing" })
      .getByLabel("Page title")
      .boundingBox())!;
    expect(nested.width).toBe(topLevel.width);
    const note = (await page.getByText(/^The preview link shows/).boundingBox())!;
    const firstGroup = (await form.getByRole("group", { name: "Search and sharing" }).boundingBox())!;
    expect(firstGroup.y - (note.y + note.height)).toBeLessThanOrEqual(32);
    // Nothing scrolls sideways.
    expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBe(0);
  });
});
