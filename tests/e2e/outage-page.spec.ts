// The page a visitor gets while the site cannot reach its database (503), as a browser lays it
// out at phone and desktop width in both themes: the phone number keeps to one line, and "Try
// again" sits right under the message, where a click reaches it. The site runs on a PostgreSQL
// address where no server listens (on either engine's run: it never reaches a database).
import { expect, PRESENTATION, test } from "./fixtures";
import { settingsSeed } from "../../app/content/seed/settings";
import { freePort } from "../../scripts/test-servers.mjs";
import { startServer, type ServerProcess } from "../server-process";

const VIEWPORTS = { phone: { width: 375, height: 740 }, desktop: { width: 1280, height: 800 } };

let server: ServerProcess;

test.beforeAll(async () => {
  server = await startServer({ DATABASE_URL: `postgres://app@127.0.0.1:${await freePort()}/postgres` });
});

test.afterAll(async () => {
  await server?.stop();
});

for (const theme of ["light", "dark"] as const) {
  for (const [width, viewport] of Object.entries(VIEWPORTS)) {
    const title = `the outage page at ${width} width, ${theme} theme: the phone number on one line, Try again under the message`;
    test(title, { tag: PRESENTATION }, async ({ page }, testInfo) => {
      await page.setViewportSize(viewport);
      // The theme cookie needs no database.
      await page.request.post(`${server.origin}/action/set-theme`, { form: { theme, redirectTo: "/" } });
      const response = await page.goto(`${server.origin}/careers?q=analyst`);
      expect(response?.status()).toBe(503);
      await expect(page.locator("html")).toHaveClass(theme);
      await expect(page.getByRole("heading", { level: 1, name: "We'll be right back" })).toBeVisible();
      await page.screenshot({ path: testInfo.outputPath(`outage-${width}-${theme}.png`), fullPage: true });

      // An inline link that wraps is drawn as one box per line.
      const phone = page.getByRole("link", { name: settingsSeed.company.phone });
      expect(await phone.evaluate((link) => link.getClientRects().length)).toBe(1);

      const message = page.getByText("The site cannot reach its data just now.");
      const retry = page.getByRole("link", { name: "Try again" });
      const [text, button] = [(await message.boundingBox())!, (await retry.boundingBox())!];
      // Right under the message: below it, less than the button's own height away, and on the first screen.
      const gap = button.y - (text.y + text.height);
      expect(gap).toBeGreaterThanOrEqual(0);
      expect(gap).toBeLessThan(button.height);
      expect(button.y + button.height).toBeLessThanOrEqual(viewport.height);
      const hit = await page.evaluate(
        ({ x, y }) => document.elementFromPoint(x, y)?.closest("a")?.textContent ?? null,
        { x: button.x + button.width / 2, y: button.y + button.height / 2 },
      );
      expect(hit).toBe("Try again");
      await expect(retry).toHaveAttribute("href", "/careers?q=analyst");
    });
  }
}
