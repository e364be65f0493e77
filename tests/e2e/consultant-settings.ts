import type { Locator, Page } from "@playwright/test";

import { expect } from "./fixtures";

// The consultant page, as the consultant and interview flows set a staff member up on it.

/**
 * Opens `username`'s consultant page from the list, makes `change` in its form and saves it; the
 * list then says `listed` of them ("Bookable: Creative Solutions", "Interviews").
 */
export async function setUpConsultant(
  page: Page,
  username: string,
  change: (form: Locator) => Promise<void>,
  listed: string,
) {
  await page.goto("/admin/consultants");
  await page.getByRole("link", { name: username }).click();
  const form = page.getByRole("form", { name: `Consultant settings of ${username}` });
  await change(form);
  const saved = page.waitForResponse((response) => response.request().method() === "POST");
  await form.getByRole("button", { name: "Save consultant" }).click();
  await saved;
  await page.goto("/admin/consultants");
  await expect(page.getByRole("listitem").filter({ hasText: username })).toContainText(listed);
}
