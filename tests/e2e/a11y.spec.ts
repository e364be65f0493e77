import AxeBuilder from "@axe-core/playwright";

import { expect, test } from "./fixtures";

const PAGES = [
  "/",
  "/about",
  "/services",
  "/studio",
  "/studio/acceleration",
  "/learning",
  "/careers",
  "/careers?job=1",
  "/insights",
  "/blog/1",
  "/contact",
  "/appointment",
  "/privacy",
  "/cookies",
  "/login",
  "/no-such-page",
];

for (const theme of ["light", "dark"] as const) {
  test(`every public page passes axe in the ${theme} theme`, async ({ page }) => {
    test.setTimeout(90_000);
    await page.emulateMedia({ reducedMotion: "reduce" });
    // Choose the theme the way a visitor does, so the server renders it (no class switching mid-test).
    await page.request.post("/action/set-theme", { form: { theme, redirectTo: "/" } });
    const problems: string[] = [];
    for (const path of PAGES) {
      await page.goto(path);
      await expect(page.locator("html")).toHaveClass(theme);
      const { violations } = await new AxeBuilder({ page }).withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"]).analyze();
      for (const violation of violations) {
        problems.push(`${path} [${violation.impact}] ${violation.id}: ${violation.nodes.map((node) => node.target.join(" ")).slice(0, 3).join(", ")}`);
      }
    }
    expect(problems).toEqual([]);
  });
}
