import { expect, PRESENTATION, test } from "./fixtures";

test.describe("Home", { tag: PRESENTATION }, () => {
  test("shows the spec's copy and links", async ({ page }) => {
    await page.goto("/");
    await expect(
      page
        .getByText("We help startups and businesses scale through innovative technology and strategic consulting.")
        .first(),
    ).toBeVisible();
    await expect(page.getByRole("link", { name: "Get Started", exact: true }).first()).toHaveAttribute(
      "href",
      "/appointment",
    );
    await expect(page.getByRole("link", { name: "Learn More about Lumora Ventures", exact: true })).toHaveAttribute(
      "href",
      "/about",
    );
    for (const card of ["Innovative Ideas", "Smart Strategy", "Talented Team"])
      await expect(page.getByRole("heading", { name: card })).toBeVisible();
    await expect(page.getByRole("heading", { name: "Not Just your Regular Business Agency" })).toBeVisible();
    await expect(page.getByRole("link", { name: "LEARN MORE about Lumora Ventures", exact: true })).toHaveAttribute(
      "href",
      "/about",
    );
    await expect(page.getByRole("link", { name: "CONNECT NOW", exact: true })).toHaveAttribute("href", "/contact");
    await expect(page.getByRole("heading", { name: "Our Solution" })).toBeVisible();
    await expect(page.getByRole("heading", { name: "Why Choose Us" })).toBeVisible();
    for (const offer of [
      "Personalized Investments",
      "Fast Support 24/7",
      "Data-Driven Insights",
      "Expert Team",
      "Risk Management",
    ]) {
      await expect(page.getByRole("heading", { name: offer })).toBeVisible();
    }
    await expect(page.getByRole("link", { name: "All services" })).toHaveAttribute("href", "/services");
    const ld = JSON.parse((await page.locator('script[type="application/ld+json"]').textContent()) ?? "{}");
    expect(ld).toMatchObject({ "@type": "Organization", name: "Lumora Ventures" });
    await expect(page.locator('meta[property="og:image"]')).toHaveAttribute("content", /\/images\/share-default\.jpg$/);
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", /\/$/);
  });

  test("the hero cycles every 3 s and the banner every 2 s, wrapping around", async ({ page }) => {
    await page.clock.install();
    await page.goto("/");
    const hero = page.locator("h1 [data-active]");
    const banner = page.locator("#banner-title [data-active]");
    await expect(hero).toHaveText("Digital Growth");
    await expect(page.locator("h1")).toContainText("Solutions.");
    await expect(banner).toHaveText("Addicted to building");

    await page.clock.runFor(2000);
    await expect(banner).toHaveText("Obsessed with business");
    await expect(hero).toHaveText("Digital Growth");
    await page.clock.runFor(1000);
    await expect(hero).toHaveText("AI Consulting");
    await page.clock.runFor(1000);
    await expect(banner).toHaveText("United by hustle.");
    await page.clock.runFor(3000);
    await expect(hero).toHaveText("Startup Acceleration");
    await page.clock.runFor(3000);
    await expect(hero).toHaveText("Digital Growth");
  });

  test("the accordion opens one item at a time and closes on a second click", async ({ page }) => {
    await page.goto("/");
    const item = (name: string) => page.locator("details").filter({ has: page.locator("summary", { hasText: name }) });
    await expect(item("Business")).toHaveAttribute("open", "");
    await item("Finances").locator("summary").click();
    await expect(item("Finances")).toHaveAttribute("open", "");
    await expect(item("Business")).not.toHaveAttribute("open", "");
    await item("Planning").locator("summary").click();
    await expect(item("Planning")).toHaveAttribute("open", "");
    await expect(item("Finances")).not.toHaveAttribute("open", "");
    await item("Planning").locator("summary").click();
    await expect(page.locator("details[open]")).toHaveCount(0);
  });

  test("the carousel's next/previous wrap both ways, dots select, arrow keys work", async ({ page }) => {
    await page.goto("/");
    const current = page.locator('[aria-roledescription="carousel"] a[aria-current="true"]');
    await expect(current).toHaveAttribute("aria-label", /Slide 1/);
    await page.getByRole("button", { name: "Previous slide" }).click();
    await expect(current).toHaveAttribute("aria-label", /Slide 3/);
    await page.getByRole("button", { name: "Next slide" }).click();
    await expect(current).toHaveAttribute("aria-label", /Slide 1/);
    await page.getByRole("button", { name: "Next slide" }).click();
    await page.getByRole("button", { name: "Next slide" }).click();
    await expect(current).toHaveAttribute("aria-label", /Slide 3/);
    await page.getByRole("button", { name: "Next slide" }).click();
    await expect(current).toHaveAttribute("aria-label", /Slide 1/);
    await page.getByRole("link", { name: /Slide 2/ }).click();
    await expect(current).toHaveAttribute("aria-label", /Slide 2/);
    await expect(page).toHaveURL(/\/$/); // the dot's link glides the strip: the page does not jump
    const strip = page.locator('[aria-roledescription="carousel"] > div[tabindex="0"]');
    await expect.poll(() => strip.evaluate((el) => Math.round(el.scrollLeft / el.clientWidth))).toBe(1);
    await page.getByRole("link", { name: /Slide 2/ }).press("ArrowRight");
    await expect(current).toHaveAttribute("aria-label", /Slide 3/);
    await expect(page.locator("[aria-roledescription=carousel] [aria-live=polite]")).toHaveText(/^Slide 3 of 3: /);
  });

  test.describe("on a phone", () => {
    test.use({ viewport: { width: 390, height: 844 } });

    test("uses the mobile hero image and the mobile menu", async ({ page }) => {
      await page.goto("/");
      await expect
        .poll(() => page.getByTestId("hero-image").evaluate((img: HTMLImageElement) => img.currentSrc))
        .toContain("hero-mobile.svg");
      await expect(page.getByRole("navigation", { name: "Main" })).toBeHidden();
      await page.getByLabel("Open menu").click();
      await expect(
        page.getByRole("navigation", { name: "Mobile" }).getByRole("link", { name: "Careers" }),
      ).toBeVisible();
    });
  });
});

test.describe("Inner pages", () => {
  test("about: since 2015, stats, journey, values and three teams of four", { tag: PRESENTATION }, async ({ page }) => {
    await page.goto("/about");
    await expect(page.getByRole("heading", { level: 1, name: "Since 2015" })).toBeVisible();
    for (const stat of ["200+", "8", "95%", "3-5x"])
      await expect(page.getByText(stat, { exact: true }).first()).toBeVisible();
    for (const label of ["clients worldwide", "years experience", "client retention", "average growth"])
      await expect(page.getByText(label, { exact: true })).toBeVisible();
    await expect(page.locator("#story").getByRole("heading", { name: "Our Journey" })).toBeVisible();
    for (const value of ["Innovation", "Integrity", "Impact", "Collaboration", "Excellence", "Empathy"]) {
      await expect(page.getByRole("heading", { name: value, exact: true })).toBeVisible();
    }
    for (const team of ["Meet Our Team", "Mentors", "Guest Speakers"]) {
      const section = page.locator("#team section").filter({ has: page.getByRole("heading", { name: team }) });
      await expect(section.getByRole("listitem")).toHaveCount(4);
      await expect(section.getByRole("img", { name: /Portrait of/ })).toHaveCount(4);
    }
    await expect(page.getByRole("link", { name: "Our services" })).toHaveAttribute("href", "/services");
    await expect(page.getByRole("link", { name: "Book a consultation" })).toHaveAttribute("href", "/appointment");
  });

  test("services lists the five services, each with a call to action", { tag: PRESENTATION }, async ({ page }) => {
    await page.goto("/services");
    for (const service of [
      "Wealth Management",
      "Business Consulting",
      "Creative Solutions",
      "Compliance and Legal",
      "Professional HR",
    ]) {
      await expect(page.getByRole("heading", { name: service })).toBeVisible();
      await expect(page.getByRole("link", { name: `Book a consultation about ${service}` })).toHaveAttribute(
        "href",
        "/appointment",
      );
    }
  });

  test(
    "studios: three cards leading to three pages; unknown studios go back to /studio",
    { tag: PRESENTATION },
    async ({ page }) => {
      await page.goto("/studio");
      await expect(page.getByRole("heading", { level: 1, name: "Our Studios" })).toBeVisible();
      await expect(page.getByRole("link", { name: "Get in Touch" })).toHaveAttribute("href", "/appointment");
      await expect(page.getByRole("link", { name: "Explore the studios" })).toHaveAttribute("href", "#studios");
      await expect(page.getByRole("link", { name: "Get Started Today" })).toHaveAttribute("href", "/appointment");
      for (const [slug, name, cta] of <Array<[string, string, string]>>[
        ["acceleration", "Acceleration Studio", "Join the Tribe"],
        ["capital", "Capital Studio", "Book Appointment"],
        ["growth", "Growth Studio", "Book Appointment"],
      ]) {
        await page.goto("/studio");
        await page.getByRole("link", { name: `Learn More about the ${name}` }).click();
        await expect(page).toHaveURL(`/studio/${slug}`);
        await expect(page.getByRole("heading", { level: 1, name })).toBeVisible();
        await expect(page.getByRole("link", { name: cta }).first()).toHaveAttribute("href", "/appointment");
      }
      await page.goto("/studio/acceleration");
      await expect(page.getByText(/10–14 weeks|10–14/).first()).toBeVisible();
      await page.goto("/studio/unknown");
      await expect(page).toHaveURL("/studio");
    },
  );

  test(
    "learning shows the five programmes; /book lands on /appointment",
    { tag: PRESENTATION },
    async ({ page, request }) => {
      await page.goto("/learning");
      for (const program of [
        "Founders Academy",
        "Marketing School",
        "Tech School",
        "Manager Development Program",
        "CXO Development Track",
      ]) {
        await expect(page.getByRole("heading", { name: program })).toBeVisible();
      }
      await expect(page.getByRole("link", { name: "Book Appointment" }).first()).toHaveAttribute(
        "href",
        "/appointment",
      );
      const book = await request.get("/book", { maxRedirects: 0 });
      expect(book.status()).toBe(301);
      expect(book.headers().location).toBe("/appointment");
      await page.goto("/book");
      await expect(page).toHaveURL("/appointment");
    },
  );

  test("legal pages, sitemap and robots", async ({ page, request }) => {
    for (const [path, title] of <Array<[string, string]>>[
      ["/privacy", "Privacy Policy"],
      ["/terms", "Terms of Service"],
      ["/cookies", "Cookie Policy"],
    ]) {
      await page.goto(path);
      await expect(page.getByRole("heading", { level: 1, name: title })).toBeVisible();
    }
    const robots = await (await request.get("/robots.txt")).text();
    for (const path of ["/admin", "/dashboard", "/login", "/api"]) expect(robots).toContain(`Disallow: ${path}`);
    const sitemap = await (await request.get("/sitemap.xml")).text();
    for (const path of ["/about", "/studio/growth", "/careers", "/insights"])
      expect(sitemap).toContain(`${path}</loc>`);
    expect(sitemap).toMatch(/\/blog\/[a-z0-9-]+<\/loc>\s*<lastmod>\d{4}-\d\d-\d\d<\/lastmod>/);
    expect(sitemap).toMatch(/\/careers\?job=\d+<\/loc>/);
  });

  test("public pages are cacheable for a short while", async ({ request }) => {
    const about = await request.get("/about");
    expect(about.headers()["cache-control"]).toBe("public, max-age=60, stale-while-revalidate=600");
    const insights = await request.get("/insights");
    expect(insights.headers()["cache-control"]).toBe("public, max-age=0, must-revalidate");
  });
});

test.describe("Without JavaScript", { tag: PRESENTATION }, () => {
  test.use({ javaScriptEnabled: false });

  test("the key pages render their content", async ({ page }) => {
    const pages: Array<[string, string]> = [
      ["/", "Solutions."],
      ["/about", "Since 2015"],
      ["/services", "Wealth Management"],
      ["/studio", "Our Studios"],
      ["/studio/capital", "Capital Studio"],
      ["/learning", "Founders Academy"],
      ["/careers", "Job Listings"],
      ["/insights", "Insights & Articles"],
      ["/contact", "Send us a message"],
      ["/appointment", "Choose a time"],
    ];
    for (const [path, text] of pages) {
      await page.goto(path);
      await expect(page.getByText(text).first()).toBeVisible();
    }
    // Every carousel slide is there without JavaScript.
    await page.goto("/");
    await expect(page.getByRole("group", { name: /of 3/ })).toHaveCount(3);
  });
});
