import { chromium } from "@playwright/test";
import sharp from "sharp";
const browser = await chromium.launch({ executablePath: "/usr/bin/chromium" });
const base = "http://localhost:3100";
for (const [w, h, name] of [[1280, 900, "desk"], [375, 740, "phone"]]) {
  for (const theme of ["light", "dark"]) {
    const ctx = await browser.newContext({ viewport: { width: w, height: h }, colorScheme: theme });
    const page = await ctx.newPage();
    await page.goto(base + "/login");
    await page.getByLabel("Username").fill("boss");
    await page.getByLabel("Password", { exact: true }).fill("boss-password-2026");
    await page.getByRole("button", { name: /sign in/i }).click();
    await page.waitForURL(/dashboard|admin/);
    if (name === "desk" && theme === "light") {
      await page.goto(base + "/admin/blogs/new");
      await page.getByLabel("Title", { exact: true }).fill("Sunrise strategy for founders");
      await page.getByLabel("Author").fill("Ana");
      await page.getByLabel("Description", { exact: true }).fill("How to plan the first quarter after a raise.");
      await page.getByLabel("Upload a cover image").setInputFiles({ name: "c.jpg", mimeType: "image/jpeg", buffer: await sharp({ create: { width: 2000, height: 1125, channels: 3, background: "#2255aa" } }).composite([{ input: Buffer.from('<svg width="2000" height="1125"><circle cx="1000" cy="560" r="380" fill="#f5a623"/></svg>') }]).jpeg().toBuffer() });
      await page.getByLabel("Alt text", { exact: true }).fill("An orange sun");
      await page.getByRole("checkbox", { name: /Feature/ }).check();
      await page.getByRole("button", { name: "Publish" }).click();
      await page.waitForURL(base + "/admin/blogs");
    }
    await page.goto(base + "/admin/blogs/new");
    await page.getByLabel("Title", { exact: true }).fill("A draft about pricing");
    await page.getByLabel("Description", { exact: true }).fill("Field notes on pricing a first product.");
    await page.waitForTimeout(500);
    await page.screenshot({ path: `/tmp/look/form-${name}-${theme}.png`, fullPage: true });
    await page.goto(base + "/insights");
    await page.screenshot({ path: `/tmp/look/insights-${name}-${theme}.png`, fullPage: false });
    await page.goto(base + "/blog/sunrise-strategy-for-founders");
    await page.screenshot({ path: `/tmp/look/post-${name}-${theme}.png`, fullPage: false });
    await ctx.close();
  }
}
await browser.close();
