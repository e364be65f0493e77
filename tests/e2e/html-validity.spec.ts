import type { Page } from "@playwright/test";

import { expect, PRESENTATION, test } from "./fixtures";
import { checkHtml } from "./nu-html-checker";
import { openAboutWithPersonAdded } from "./page-editor";
import { adminPages, PUBLIC_PAGES } from "./pages";
import { visitTwoFactorSteps } from "./two-factor";

// The server-rendered HTML of every page, public and back-office, through the Nu HTML Checker:
// 0 errors is the bar; warnings are listed in the report, not failed.
test("every page is valid HTML by the Nu HTML Checker", { tag: PRESENTATION }, async ({ page, login }, testInfo) => {
  const pages = new Map<string, string>();
  for (const path of PUBLIC_PAGES) pages.set(path, await (await page.request.get(path)).text());

  const admin = await adminPages();
  await login();
  for (const path of admin) {
    const response = await page.request.get(path);
    expect(response.url(), `${path} is shown signed in`).not.toContain("/login");
    pages.set(path, await response.text());
  }

  const { errors, warnings } = await checkHtml(pages);
  if (warnings.length)
    await testInfo.attach("nu-warnings.txt", { body: warnings.join("\n"), contentType: "text/plain" });
  console.log(
    `Nu HTML Checker: ${pages.size} pages, ${errors.length} errors, ${warnings.length} warnings${warnings.length ? `\n  ${warnings.join("\n  ")}` : ""}`,
  );
  expect(errors).toEqual([]);
});

/** The page as it is now, without sonner's toaster and style sheet: sonner's CSS is not ours to check. */
const withoutToaster = (page: Page) =>
  page.evaluate(() => {
    const copy = document.documentElement.cloneNode(true) as HTMLElement;
    copy
      .querySelectorAll("[data-sonner-toaster]")
      .forEach((toaster) => (toaster.closest("section") ?? toaster).remove());
    // The style sheet sonner adds to the head when it first loads.
    copy.querySelectorAll("style").forEach((style) => style.textContent?.includes("data-sonner") && style.remove());
    return `<!DOCTYPE html>${copy.outerHTML}`;
  });

// Two-factor sign-in's states: set-up, recovery codes, on, the second sign-in step and its message
// (the wrong code's toast may still show when a state is read).
test(
  "the two-factor pages are valid HTML by the Nu HTML Checker",
  { tag: PRESENTATION },
  async ({ page, createUser, login }) => {
    const user = await createUser({ role: "editor" });
    await login(user);
    const pages = new Map<string, string>();
    await visitTwoFactorSteps(page, user, async (label) => void pages.set(label, await withoutToaster(page)));
    expect((await checkHtml(pages)).errors).toEqual([]);
  },
);

// The post form as the browser builds it once its editor has loaded (not in the server's HTML), with
// its link and image dialogs open.
test(
  "the post editor and its dialogs are valid HTML by the Nu HTML Checker",
  { tag: PRESENTATION },
  async ({ page, login }) => {
    await login();
    await page.goto("/admin/blogs/new");
    const toolbar = page.getByRole("toolbar", { name: "Formatting" });
    await page.getByRole("textbox", { name: "Content", exact: true }).click();
    await page.keyboard.type("Some ");
    await page.keyboard.press("Control+b");
    await page.keyboard.type("bold");
    await page.keyboard.press("Enter");
    await toolbar.getByRole("button", { name: "Bullet list" }).click();
    await page.keyboard.type("A point");
    const pages = new Map([["/admin/blogs/new (editor)", await page.content()]]);

    await toolbar.getByRole("button", { name: "Link", exact: true }).click();
    await page.getByRole("dialog", { name: "Add link" }).getByRole("button", { name: "Add link" }).click();
    await expect(page.getByRole("dialog").getByRole("alert")).toBeVisible();
    pages.set("/admin/blogs/new (link dialog)", await page.content());
    await page.keyboard.press("Escape");

    await toolbar.getByRole("button", { name: "Image", exact: true }).click();
    await page.getByRole("dialog", { name: "Insert image" }).getByRole("button", { name: "Upload and insert" }).click();
    await expect(page.getByText("Describe the image for people who cannot see it")).toBeVisible();
    pages.set("/admin/blogs/new (image dialog)", await page.content());
    await page.keyboard.press("Escape");

    await page.goto("/admin/blogs/1");
    await expect(toolbar.getByRole("button", { name: "HTML source" })).toHaveAttribute("aria-pressed", "true");
    pages.set("/admin/blogs/1 (HTML source)", await page.content());

    const { errors } = await checkHtml(pages);
    expect(errors).toEqual([]);
  },
);

// The pages editor as the browser has it after a person is added, then after a save refused for
// the new person's empty fields (nothing saved).
test(
  "the pages editor with a person added and with its messages is valid HTML by the Nu HTML Checker",
  { tag: PRESENTATION },
  async ({ page, login }) => {
    await login();
    await openAboutWithPersonAdded(page);
    const pages = new Map([["/admin/pages/about (person added)", await page.content()]]);
    await page.getByRole("button", { name: "Save draft", exact: true }).click();
    await expect(page.getByText("Name is required")).toBeVisible();
    pages.set("/admin/pages/about (messages)", await page.content());
    const { errors } = await checkHtml(pages);
    expect(errors).toEqual([]);
  },
);

// The tag page with its merge dialog open, the tags list with its delete dialog open (each
// cancelled: the seeded tags stay as they are), and the tag page with its forms' messages, as the
// server renders them after a refused save and merge (last: their failure toasts would show on
// the next page, and sonner's inline styles are not ours to check).
test(
  "the tag forms, their messages and dialogs are valid HTML by the Nu HTML Checker",
  { tag: PRESENTATION },
  async ({ page, login }) => {
    await login();
    await page.goto("/admin/tags/pricing");
    await page.getByLabel("Merge into").selectOption({ label: "SaaS" });
    await page.getByRole("button", { name: "Merge tags" }).click();
    const merge = page.getByRole("dialog", { name: "Merge these tags?" });
    await expect(merge).toBeVisible();
    const pages = new Map([["/admin/tags/pricing (merge dialog)", await page.content()]]);
    await merge.getByRole("button", { name: "Cancel" }).click();

    await page.goto("/admin/tags");
    await page.getByRole("link", { name: "Delete Pricing" }).click();
    const remove = page.getByRole("dialog", { name: "Delete this tag?" });
    await expect(remove).toBeVisible();
    pages.set("/admin/tags (delete dialog)", await page.content());
    await remove.getByRole("button", { name: "Cancel" }).click();

    const headers = { Origin: new URL(page.url()).origin };
    for (const [name, form, message] of [
      ["its messages", { intent: "save", name: "", slug: "Not a slug", description: "" }, "Name is required"],
      ["merge message", { intent: "merge", into: "" }, "Choose the tag to merge it into"],
    ] as const) {
      const refused = await page.request.post("/admin/tags/pricing", { form, headers });
      expect(refused.status()).toBe(400);
      const html = await refused.text();
      expect(html).toContain(message);
      pages.set(`/admin/tags/pricing (${name})`, html);
    }

    const { errors } = await checkHtml(pages);
    expect(errors).toEqual([]);
  },
);
