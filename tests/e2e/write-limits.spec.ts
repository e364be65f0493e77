import { BROWSER_VARIANT, db, expect, test, uniqueSuffix } from "./fixtures";
import { fillContactForm } from "./forms";
import { RATE_LIMITS } from "../../app/lib/rate-limits";

// An address past its write limit gets 429 with the reason, before its form is read: with
// JavaScript the form's page shows it in place (the route's error boundary), without it the
// server's own page does. Either way the page gives the request's id to quote (X-Request-Id).

/** Uses up this address's public writes for this minute and the next (a test may cross a minute). */
async function exhaustPublicWrites(client: string) {
  const { windowMs } = RATE_LIMITS.public;
  const minute = Math.floor(Date.now() / windowMs) * windowMs;
  await db
    .insertInto("rate_limit_windows")
    .values(
      [minute, minute + windowMs].map((start) => ({
        bucket: "public",
        client,
        window_start: new Date(start).toISOString(),
        hits: RATE_LIMITS.public.limit,
      })),
    )
    .execute();
}

const message = () => ({
  name: `Asha ${uniqueSuffix()}`,
  email: "asha@example.com",
  subject: "general",
  message: "Could we talk about your studio programme?",
  consent: true,
});

test.describe("Write limits", () => {
  test("with JavaScript, the contact page says too many requests and gives a reference", async ({
    page,
    extraHTTPHeaders,
  }) => {
    await page.goto("/contact");
    await fillContactForm(page, message());
    await exhaustPublicWrites(extraHTTPHeaders!["X-Forwarded-For"]!);
    const answer = page.waitForResponse((response) => response.url().includes("/contact.data"));
    await page.getByRole("button", { name: "Send message" }).click();
    const refused = await answer;
    expect(refused.status()).toBe(429);
    // The page replaced the form in place: it is brought to the top, its heading focused and on screen.
    const heading = page.getByRole("heading", { name: "Too many requests" });
    await expect(heading).toBeFocused();
    const box = (await heading.boundingBox())!;
    const hit = await page.evaluate(({ x, y }) => document.elementFromPoint(x, y)?.closest("h1")?.textContent, {
      x: box.x + box.width / 2,
      y: box.y + box.height / 2,
    });
    expect(hit).toBe("Too many requests");
    await expect(page.getByText("Please wait a minute and try again.")).toBeVisible();
    await expect(page.locator("[data-request-id]")).toHaveText(refused.headers()["x-request-id"]!);
  });

  test.describe("without JavaScript", { tag: BROWSER_VARIANT }, () => {
    test.use({ javaScriptEnabled: false });

    test("the server's page says too many requests and gives a reference", async ({ page, extraHTTPHeaders }) => {
      await page.goto("/contact");
      await fillContactForm(page, message());
      await exhaustPublicWrites(extraHTTPHeaders!["X-Forwarded-For"]!);
      const answer = page.waitForResponse((response) => response.request().method() === "POST");
      await page.getByRole("button", { name: "Send message" }).click();
      const refused = await answer;
      expect(refused.status()).toBe(429);
      expect(Number(refused.headers()["retry-after"])).toBeGreaterThan(0);
      await expect(page.getByRole("heading", { name: "Too many requests" })).toBeVisible();
      await expect(page.locator("code")).toHaveText(refused.headers()["x-request-id"]!);
    });
  });
});
