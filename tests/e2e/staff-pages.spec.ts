import { BROWSER_VARIANT, expect, test, uniqueSuffix } from "./fixtures";
import { editForm, press } from "./page-editor";

// Pages staff make from sections (issue 37, point 4): an Admin makes one with its link in the
// footer's "Company" column, adds a FAQ, publishes it and the site settings, and sees it linked in
// the footer and listed in the sitemap; deleting it is refused, naming the footer column that links
// to it. With JavaScript at desktop width, and without it at phone width.

const PHONE = { width: 375, height: 740 };

// Both variants publish the site settings: one after the other, so neither's save is the other's conflict.
test.describe.configure({ mode: "serial" });

for (const javaScript of [true, false]) {
  const variant = javaScript ? "with JavaScript, desktop" : "without JavaScript, at phone width";
  test.describe(`Staff pages ${variant}`, { tag: javaScript ? undefined : BROWSER_VARIANT }, () => {
    test.use(javaScript ? {} : { javaScriptEnabled: false, viewport: PHONE });

    test("make a page from sections, link it from the footer and publish it; its delete is refused while linked", async ({
      page,
      login,
      browser,
    }) => {
      const suffix = uniqueSuffix();
      const title = `Our approach ${suffix}`;
      const slug = `approach-${suffix}`;
      const question = `Who can apply, ${suffix}?`;
      await login();

      // The form checks the address on the server and keeps what was typed.
      await page.goto("/admin/pages");
      await page.getByRole("link", { name: "New page" }).click();
      await expect(page).toHaveURL("/admin/pages/new");
      await page.getByLabel("Title").fill(title);
      await page.getByLabel("Slug").fill("careers");
      await page.getByLabel("Add to a menu").selectOption({ label: "Footer column “Company”" });
      await page.getByRole("button", { name: "Create the page" }).click();
      await expect(page.getByText("This address is already used by the site: choose another one")).toBeVisible();
      await expect(page.getByLabel("Title")).toHaveValue(title);
      await page.getByLabel("Slug").fill(slug);
      await page.getByRole("button", { name: "Create the page" }).click();
      await expect(page).toHaveURL(`/admin/pages/page-${slug}`);

      // A FAQ under the hero the page starts with, then publish.
      const form = editForm(page);
      await expect(form.getByRole("group", { name: "Hero (section 1)" }).getByLabel("Heading")).toHaveValue(title);
      await form.getByRole("button", { name: "Add FAQ" }).click();
      const faq = form.getByRole("group", { name: "FAQ (section 2)" });
      await faq.getByRole("textbox", { name: "Heading", exact: true }).fill("Questions founders ask");
      await faq.getByRole("button", { name: "Add Question" }).click();
      await faq.getByLabel("Question", { exact: true }).fill(question);
      await faq.getByLabel("Answer").fill("Any company with a product in the market.");
      await press(page, "Publish now", "Page published", javaScript);
      await expect(page.getByText(/^Published/)).toBeVisible();

      // The footer link is in the settings' draft: it goes live with them.
      await page.goto("/admin/pages/settings");
      await press(page, "Publish now", "Page published", javaScript);

      const visitor = await browser.newContext({ javaScriptEnabled: javaScript, viewport: page.viewportSize() });
      const site = await visitor.newPage();
      await site.goto("/");
      await site.getByRole("contentinfo").getByRole("link", { name: title }).click();
      await expect(site).toHaveURL(`/${slug}`);
      await expect(site.getByRole("heading", { level: 1, name: title })).toBeVisible();
      await site.getByText(question).click();
      await expect(site.getByText("Any company with a product in the market.")).toBeVisible();
      const sitemap = await site.request.get("/sitemap.xml");
      expect(await sitemap.text()).toContain(`/${slug}</loc>`);

      // Deleting it is refused, naming the menu, while the footer links to it.
      await page.goto("/admin/pages");
      await page.getByRole("link", { name: `Delete Page /${slug}` }).click();
      await expect(page.getByRole("heading", { name: "Delete this page?" })).toBeVisible();
      await page.getByRole("button", { name: "Delete", exact: true }).click();
      await expect(
        page.getByText("This page is linked from the footer column “Company”. Remove the link in Site settings first."),
      ).toBeVisible();

      // The page and its link stay: the crawler (crawler.spec.ts) may have queued the link meanwhile.
      // Removing the link and deleting the page: tests/routes/staff-pages.test.tsx.
      await visitor.close();
    });
  });
}
