import { expect, test } from "./fixtures";
import { checkHtml } from "./nu-html-checker";
import { adminPages, PUBLIC_PAGES } from "./pages";

// The server-rendered HTML of every page, public and back-office, through the Nu HTML Checker:
// 0 errors is the bar; warnings are listed in the report, not failed.
test("every page is valid HTML by the Nu HTML Checker", async ({ page, login }, testInfo) => {
  test.setTimeout(120_000);
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
