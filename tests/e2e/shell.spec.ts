import { expect, PRESENTATION, test } from "./fixtures";

test.describe("site shell", { tag: PRESENTATION }, () => {
  test("header and footer link every section", async ({ page }) => {
    await page.goto("/");
    const main = page.getByRole("navigation", { name: "Main" });
    for (const href of ["/about", "/studio", "/learning", "/careers", "/insights", "/appointment"]) {
      await expect(main.locator(`a[href="${href}"]`)).toHaveCount(1);
    }
    await expect(page.getByRole("banner").getByRole("link", { name: /Lumora Ventures home/ })).toHaveAttribute(
      "href",
      "/",
    );
    const footer = page.getByRole("contentinfo");
    for (const href of [
      "/",
      "/about",
      "/careers",
      "/insights",
      "/studio",
      "/contact",
      "/privacy",
      "/terms",
      "/cookies",
    ]) {
      await expect(footer.locator(`a[href="${href}"]`).first()).toBeVisible();
    }
  });

  test("every response carries the security headers", async ({ page }) => {
    const response = await page.goto("/");
    const headers = response!.headers();
    expect(headers["content-security-policy"]).toMatch(/script-src 'self'( 'sha256-[^']+')+;/);
    expect(headers["content-security-policy"]).toContain("frame-ancestors 'none'");
    expect(headers["x-content-type-options"]).toBe("nosniff");
    expect(headers["referrer-policy"]).toBe("strict-origin-when-cross-origin");
    expect(headers["permissions-policy"]).toContain("camera=()");
  });

  test("the policy lets every script of the page run and refuses nothing", async ({ page }) => {
    await page.addInitScript(() => {
      const violations: string[] = [];
      Object.assign(window, { cspViolations: violations });
      document.addEventListener("securitypolicyviolation", (event) =>
        violations.push(`${event.violatedDirective}: ${event.blockedURI}`),
      );
    });
    for (const path of ["/", "/insights", "/careers"]) {
      await page.goto(path);
      // Hydrated: the client took over the theme toggle (its inline context script ran).
      await page.getByRole("button", { name: /Switch to (dark|light) theme/ }).click();
      await expect(page.locator("html")).toHaveClass(/dark|light/);
      expect(await page.evaluate(() => (window as unknown as { cspViolations: string[] }).cspViolations), path).toEqual(
        [],
      );
    }
  });

  test("an unknown path shows the not-found page with status 404", async ({ page }) => {
    const response = await page.goto("/this/page/does-not-exist");
    expect(response?.status()).toBe(404);
    await expect(page.getByRole("heading", { name: "Page Not Found" })).toBeVisible();
    await expect(page.getByText("The page you're looking for doesn't exist or has been moved.")).toBeVisible();
    await page.getByRole("link", { name: "Return Home" }).click();
    await expect(page).toHaveURL("/");
  });

  test("the theme toggle is remembered across reloads without a flash", async ({ page }) => {
    await page.goto("/");
    await expect(page.locator("html")).toHaveClass(/light/);
    await page.getByRole("button", { name: "Switch to dark theme" }).click();
    await expect(page.locator("html")).toHaveClass(/dark/);
    expect(await page.evaluate(() => localStorage.getItem("theme"))).toBe("dark");
    await expect(page.getByRole("button", { name: "Switch to light theme" })).toBeVisible();

    // The server already renders the dark class, so there is no light frame first.
    await expect
      .poll(async () => (await (await page.request.get("/about")).text()).match(/<html[^>]*class="([^"]*)"/)?.[1])
      .toBe("dark");
    await page.reload();
    await expect(page.locator("html")).toHaveClass(/dark/);
  });

  test("the theme toggle works without JavaScript", async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto("/about");
    await page.getByRole("button", { name: "Switch to dark theme" }).click();
    await expect(page).toHaveURL("/about");
    await expect(page.locator("html")).toHaveClass(/dark/);
    await context.close();
  });

  test("the header hides when scrolling down and returns when scrolling up", async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 600 });
    await page.goto("/login");
    await page.evaluate(() => {
      document.body.style.minHeight = "4000px";
    });
    const header = page.getByRole("banner");
    // Until the page hydrates nothing listens to the scroll: scroll again until it answers.
    await expect(async () => {
      await page.mouse.wheel(0, 600);
      await expect(header).toHaveAttribute("data-hidden", "true", { timeout: 1000 });
    }).toPass();
    await page.mouse.wheel(0, -200);
    await expect(header).toHaveAttribute("data-hidden", "false");
  });

  test("the health check answers when the database does", async ({ request }) => {
    const response = await request.get("/healthz");
    expect(response.status()).toBe(200);
    expect(await response.json()).toEqual({ status: "ok" });
  });
});
