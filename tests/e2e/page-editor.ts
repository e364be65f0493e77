import type { Page } from "@playwright/test";

import { expect, toast } from "./fixtures";

// The pages editor's steps, shared by pages-admin.spec.ts and pages-lifecycle.spec.ts.

/** The edit form of the page open now. */
export const editForm = (page: Page) => page.getByRole("form", { name: /^Edit / });

/**
 * Presses the edit page's `button` and waits for the page it comes back to: with JavaScript its
 * toast (`said`), without the page loaded again after the redirect.
 */
export async function press(page: Page, button: string, said: string, javaScript: boolean) {
  if (javaScript) {
    // The toast of an earlier press is gone first: the one waited for is this press's.
    await expect(toast(page, said)).toHaveCount(0);
    await page.getByRole("button", { name: button, exact: true }).click();
    await expect(toast(page, said)).toBeVisible();
    return;
  }
  const path = new URL(page.url()).pathname;
  const reloaded = page.waitForResponse(
    (response) => response.request().method() === "GET" && new URL(response.url()).pathname === path,
  );
  await page.getByRole("button", { name: button, exact: true }).click();
  await reloaded;
  await page.waitForLoadState();
}

/** The about page's editor with a person added to its first group (nothing saved): every kind of group open. */
export async function openAboutWithPersonAdded(page: Page) {
  await page.goto("/admin/pages/about");
  const people = editForm(page).getByRole("group", { name: "Group 1" }).getByRole("group", { name: "People" });
  const count = await people.getByRole("group", { name: /^Person \d+$/ }).count();
  await people.getByRole("button", { name: "Add Person" }).click();
  await expect(people.getByRole("group", { name: /^Person \d+$/ })).toHaveCount(count + 1);
}
