import { BROWSER_VARIANT, db, expect, PRESENTATION, test, toast, uniqueSuffix } from "./fixtures";
import { fillBlogForm } from "./forms";

test.describe("Insights (public)", () => {
  test("the grid shows the seeded posts with date, read time and a link to each", async ({ page }) => {
    await page.goto("/insights");
    await expect(page.getByRole("heading", { level: 1, name: "Insights & Articles" })).toBeVisible();
    const cards = page.getByRole("article");
    await expect(cards.first()).toBeVisible();
    expect(await cards.count()).toBeGreaterThanOrEqual(6);
    const seeded = cards.filter({ hasText: "Pricing Your First SaaS Product" });
    await expect(seeded.getByText("June 18, 2025")).toBeVisible();
    await expect(seeded.getByText(/^\d+ min read$/)).toBeVisible();
    await expect(page.locator('link[rel="alternate"][type="application/rss+xml"]')).toHaveAttribute(
      "href",
      "/insights/rss.xml",
    );

    await seeded.getByRole("link", { name: /Read more/ }).click();
    await expect(page).toHaveURL(/\/blog\/pricing-your-first-saas-product[a-z0-9-]*$/);
    await expect(page.getByRole("heading", { level: 1, name: /Pricing Your First SaaS Product/ })).toBeVisible();
    await expect(page.getByText("By Ananya Rao")).toBeVisible();
    await expect(
      page.getByRole("heading", { level: 2, name: "Start with the value metric, not the number" }),
    ).toBeVisible();
  });

  test("a post page has its own title, canonical URL, Open Graph article tags and JSON-LD", async ({ page }) => {
    await page.goto("/insights");
    const href = await page
      .getByRole("article")
      .first()
      .getByRole("link", { name: /Read more/ })
      .getAttribute("href");
    await page.goto(href!); // what a crawler or a shared link loads
    const title = await page.getByRole("heading", { level: 1 }).innerText();
    await expect(page).toHaveTitle(`${title} | Lumora Ventures`);
    await expect(page.locator('meta[property="og:type"]')).toHaveAttribute("content", "article");
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", page.url());
    const ld = JSON.parse((await page.locator('script[type="application/ld+json"]').textContent()) ?? "{}");
    expect(ld).toMatchObject({ "@type": "Article", headline: title, mainEntityOfPage: page.url() });
  });

  test("/blog/{id}, the spec's URL, answers 301 with the post's readable URL", async ({ page }) => {
    const moved = await page.request.get("/blog/1", { maxRedirects: 0 });
    expect(moved.status()).toBe(301);
    const location = moved.headers()["location"]!;
    expect(location).toMatch(/^\/blog\/[a-z0-9]+(-[a-z0-9]+)*$/);
    await page.goto("/blog/1");
    await expect(page).toHaveURL(location);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  });

  test("an unknown or malformed id answers 404 'Blog not found.'", async ({ page }) => {
    for (const id of ["999999", "not-a-number"]) {
      const response = await page.goto(`/blog/${id}`);
      expect(response?.status()).toBe(404);
      await expect(page.getByRole("heading", { name: "Blog not found." })).toBeVisible();
    }
  });

  test("the RSS feed is valid XML listing the posts", async ({ page, request }) => {
    const response = await request.get("/insights/rss.xml");
    expect(response.status()).toBe(200);
    expect(response.headers()["content-type"]).toContain("application/rss+xml");
    const xml = await response.text();
    await page.setContent("<p>feed</p>");
    const parsed = await page.evaluate((text) => {
      const doc = new DOMParser().parseFromString(text, "application/xml");
      return {
        error: doc.querySelector("parsererror")?.textContent ?? null,
        version: doc.documentElement.getAttribute("version"),
        items: [...doc.querySelectorAll("item")].map((item) => ({
          title: item.querySelector("title")?.textContent,
          guid: item.querySelector("guid")?.textContent,
          pubDate: item.querySelector("pubDate")?.textContent,
        })),
      };
    }, xml);
    expect(parsed.error).toBeNull();
    expect(parsed.version).toBe("2.0");
    expect(parsed.items.map((item) => item.title)).toContain(
      "Pricing Your First SaaS Product: A Field Guide for Founders",
    );
    expect(parsed.items.every((item) => /^\d+$/.test(item.guid ?? "") && item.pubDate)).toBe(true);
  });
});

test.describe("Blog manager", () => {
  test("create → appears first on /insights → edit → view → delete (No keeps, Yes removes)", async ({
    page,
    login,
  }) => {
    const title = `Unit economics for seed founders ${uniqueSuffix()}`;
    await login();
    await page.goto("/admin/blogs");
    await page.getByRole("link", { name: "New", exact: true }).click();
    await expect(page).toHaveURL("/admin/blogs/new");
    await fillBlogForm(page, {
      title,
      author: "Kavya Iyer",
      description: "How to read your CAC payback before investors do.",
      image: "/images/blog/pricing-for-early-saas.svg",
      content: "<h2>Payback first</h2><p>Measure <strong>CAC payback</strong> monthly.</p>",
    });
    await expect(page.getByRole("img", { name: "Preview of the post's cover" })).toBeVisible();
    await expect(
      page.getByRole("region", { name: "Content preview" }).getByRole("heading", { name: "Payback first" }),
    ).toBeVisible();
    await page.getByRole("button", { name: "Publish" }).click();

    await expect(page).toHaveURL("/admin/blogs");
    await expect(toast(page, "Blog created!")).toBeVisible();

    await page.goto("/insights");
    // First of the latest (a featured post, when there is one, leads above them).
    const first = page.getByRole("list", { name: "Latest articles" }).getByRole("article").first();
    await expect(first.getByRole("heading", { name: title })).toBeVisible();
    await first.getByRole("link", { name: /Read more/ }).click();
    await expect(page.getByRole("heading", { level: 2, name: "Payback first" })).toBeVisible();
    const postUrl = page.url();

    // Edit
    await page.goto("/admin/blogs?q=" + encodeURIComponent(title));
    await page.getByRole("link", { name: `Edit ${title}` }).click();
    await expect(page.getByLabel("Title", { exact: true })).toHaveValue(title);
    await page.getByLabel("Title", { exact: true }).fill(`${title} (updated)`);
    await page.getByRole("button", { name: "Save changes" }).click();
    await expect(page).toHaveURL("/admin/blogs");
    await expect(toast(page, "Blog updated!")).toBeVisible();
    await page.goto(postUrl);
    await expect(page.getByRole("heading", { level: 1, name: `${title} (updated)` })).toBeVisible();

    // View modal renders the HTML
    await page.goto("/admin/blogs?q=" + encodeURIComponent(title));
    const card = page.getByRole("listitem").filter({ hasText: title });
    await card.getByRole("link", { name: /^View / }).click();
    const dialog = page.getByRole("dialog", { name: "Blog post" });
    await expect(dialog.getByRole("heading", { name: "Payback first" })).toBeVisible();
    await expect(dialog.getByText("Kavya Iyer")).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(dialog).toBeHidden();

    // Delete: No keeps it
    await card.getByRole("link", { name: "Delete" }).click();
    const confirm = page.getByRole("dialog", { name: "Delete this blog post?" });
    await confirm.getByRole("button", { name: "No" }).click();
    await expect(confirm).toBeHidden();
    await expect(card).toBeVisible();

    // Yes removes it
    await card.getByRole("link", { name: "Delete" }).click();
    await confirm.getByRole("button", { name: "Yes" }).click();
    await expect(toast(page, "Blog deleted!")).toBeVisible();
    await expect(page.getByText("No blogs found")).toBeVisible();
    expect((await page.goto(postUrl))?.status()).toBe(404);
  });

  test("search filters by title and by author in any case", async ({ page, login }) => {
    await login();
    await page.goto("/admin/blogs");
    const search = page.getByRole("searchbox", { name: "Search blogs" });
    await search.fill("PRICING YOUR");
    await expect(page).toHaveURL(/q=PRICING\+YOUR/);
    await expect(page.getByRole("heading", { name: /Pricing Your First SaaS Product/ })).toBeVisible();
    const posts = page.getByRole("list", { name: "Posts" }).getByRole("listitem");
    await expect(posts).toHaveCount(1);

    await search.fill("ananya rao");
    await expect(page).toHaveURL(/q=ananya\+rao/);
    await expect(posts.first()).toContainText("Ananya Rao");

    await search.fill("no post has this title zq");
    await expect(page.getByText("No blogs found")).toBeVisible();
  });

  test(
    "blank fields get the spec's messages next to them, keeping what was typed",
    { tag: PRESENTATION },
    async ({ page, login }) => {
      await login();
      await page.goto("/admin/blogs/new");
      await fillBlogForm(page, { title: "   ", author: "Kept Author" });
      await page.getByRole("button", { name: "Publish" }).click();
      await expect(page.getByText("Title is required")).toBeVisible();
      await expect(page.getByText("Description is required")).toBeVisible();
      await expect(page.getByText("Author is required")).toHaveCount(0);
      await expect(page.getByLabel("Author")).toHaveValue("Kept Author");
      await expect(page.getByLabel("Title", { exact: true })).toHaveAttribute("aria-invalid", "true");
      await expect(toast(page, "Failed to create blog")).toBeVisible();
    },
  );

  test("script in a post's HTML runs nowhere: not on the post page, not in the admin view", async ({ page, login }) => {
    const dialogs: string[] = [];
    page.on("dialog", async (dialog) => {
      dialogs.push(dialog.message());
      await dialog.dismiss();
    });
    const title = `XSS probe ${uniqueSuffix()}`;
    await login();
    await page.goto("/admin/blogs/new");
    await fillBlogForm(page, {
      title,
      author: "Red Team",
      description: "Payloads that must not execute.",
      content:
        `<p>Safe text</p><img src=x onerror="alert('img')"><script>alert('script')</script>` +
        `<a href="javascript:alert('link')">link</a><svg onload="alert('svg')"></svg><iframe srcdoc="<script>alert('frame')</script>"></iframe>`,
    });
    await page.getByRole("button", { name: "Publish" }).click();
    await expect(page).toHaveURL("/admin/blogs");

    await page.goto("/admin/blogs?q=" + encodeURIComponent(title));
    await page
      .getByRole("listitem")
      .filter({ hasText: title })
      .getByRole("link", { name: /^View / })
      .click();
    await expect(page.getByRole("dialog").getByText("Safe text")).toBeVisible();
    await expect(page.getByRole("dialog").getByText("link", { exact: true })).not.toHaveAttribute("href", /javascript/);

    await page.goto("/insights");
    await page
      .getByRole("article")
      .filter({ hasText: title })
      .getByRole("link", { name: /Read more/ })
      .click();
    await expect(page.getByText("Safe text")).toBeVisible();
    await expect(
      page.locator("article script:not([type='application/ld+json']), article iframe, article svg[onload]"),
    ).toHaveCount(0);
    expect(await page.locator("article img[onerror]").count()).toBe(0);
    expect(dialogs).toEqual([]);
  });
});

test.describe("Blog manager without JavaScript", { tag: BROWSER_VARIANT }, () => {
  test.use({ javaScriptEnabled: false });

  test("create → edit → view page → delete confirmation page", async ({ page, login }) => {
    const title = `No-JS post ${uniqueSuffix()}`;
    await login();
    await page.goto("/admin/blogs/new");
    await fillBlogForm(page, {
      title,
      author: "Plain HTML",
      description: "Written with scripts turned off.",
      content: "<p>Works without JavaScript.</p>",
    });
    await page.getByRole("button", { name: "Publish" }).click();
    await expect(page).toHaveURL("/admin/blogs");

    await page.getByRole("searchbox", { name: "Search blogs" }).fill(title);
    await page.getByRole("button", { name: "Search" }).click();
    await expect(page).toHaveURL(/q=/);
    await page.getByRole("link", { name: `Edit ${title}` }).click();
    await page.getByLabel("Description", { exact: true }).fill("");
    await page.getByRole("button", { name: "Save changes" }).click();
    await expect(page.getByText("Description is required")).toBeVisible();
    await expect(page.getByLabel("Title", { exact: true })).toHaveValue(title);
    await page.getByLabel("Description", { exact: true }).fill("Edited without scripts.");
    await page.getByRole("button", { name: "Save changes" }).click();
    await expect(page).toHaveURL("/admin/blogs");

    await page.goto("/admin/blogs?q=" + encodeURIComponent(title));
    await page.getByRole("link", { name: /^View / }).click();
    await expect(page).toHaveURL(/\/admin\/blogs\/\d+\/view$/);
    await expect(page.getByText("Edited without scripts.")).toBeVisible();
    await expect(page.getByText("Works without JavaScript.")).toBeVisible();

    await page.goto("/admin/blogs?q=" + encodeURIComponent(title));
    await page.getByRole("link", { name: `Delete ${title}` }).click();
    await expect(page.getByRole("heading", { name: "Delete this blog post?" })).toBeVisible();
    await page.getByRole("link", { name: "No" }).click();
    await expect(page).toHaveURL("/admin/blogs");
    await page.goto("/admin/blogs?q=" + encodeURIComponent(title));
    await page.getByRole("link", { name: `Delete ${title}` }).click();
    await page.getByRole("button", { name: "Yes" }).click();
    await expect(page).toHaveURL("/admin/blogs");
    await expect(page.getByText("Blog deleted!")).toHaveCount(0); // toasts need JS; the list shows the result
    await page.goto("/admin/blogs?q=" + encodeURIComponent(title));
    await expect(page.getByText("No blogs found")).toBeVisible();
  });

  test("the insights grid and a post render completely", async ({ page }) => {
    // A seeded post, found by the search: parallel tests add their own posts at the top of the grid.
    await page.goto("/insights?q=pricing+your+first+saas");
    const seeded = page.getByRole("article").filter({ hasText: "Pricing Your First SaaS Product" });
    await seeded.getByRole("link", { name: /Read more/ }).click();
    await expect(page.getByRole("heading", { level: 1, name: /Pricing Your First SaaS Product/ })).toBeVisible();
    await expect(page.locator(".prose-content p").first()).toBeVisible();
  });
});

test.describe("Pending states", { tag: PRESENTATION }, () => {
  test("a client-side visit to /insights shows 6 skeleton cards until the posts arrive", async ({ page }) => {
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\/insights\.data/, async (route) => {
      await held;
      await route.continue();
    });
    // From a page that loads React (reading pages load none, so their links load whole pages).
    await page.goto("/careers");
    await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Insights" }).click();
    const skeletons = page.getByRole("status", { name: "Loading articles" });
    await expect(skeletons).toBeVisible();
    await expect(skeletons.locator(":scope > *")).toHaveCount(6);
    release();
    await expect(page.getByRole("article").first()).toBeVisible();
    await expect(skeletons).toHaveCount(0);
  });

  test("a client-side visit to a post shows 'Loading blog...' until it arrives", async ({ page }) => {
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    // Insights drawn by React, after a client-side visit from a page that loads it.
    await page.goto("/careers");
    await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Insights" }).click();
    await expect(page.getByRole("article").first()).toBeVisible();
    await page.route(/\/blog\/[a-z0-9-]+\.data/, async (route) => {
      await held;
      await route.continue();
    });
    await page
      .getByRole("article")
      .first()
      .getByRole("link", { name: /Read more/ })
      .click();
    await expect(page.getByText("Loading blog...")).toBeVisible();
    release();
    await expect(page.getByRole("link", { name: "All insights" })).toBeVisible();
    await expect(page.getByText("Loading blog...")).toHaveCount(0);
  });
});

// Drafts and schedules from the form, with JavaScript in the writer's own time zone (Berlin) and
// without it in the office's (Pacific), which the field's hint names.
for (const javaScriptEnabled of [true, false]) {
  const title = javaScriptEnabled ? "Post lifecycle" : "Post lifecycle without JavaScript";
  test.describe(title, { tag: javaScriptEnabled ? [] : BROWSER_VARIANT }, () => {
    test.use({
      javaScriptEnabled,
      timezoneId: "Europe/Berlin",
      viewport: javaScriptEnabled ? undefined : { width: 375, height: 740 },
    });

    test("a draft stays off the site; scheduled in the writer's time zone, it waits for its time", async ({
      page,
      login,
    }) => {
      await login();
      const title = `Lifecycle draft ${uniqueSuffix()}`;
      await page.goto("/admin/blogs/new");
      await fillBlogForm(page, { title, author: "Kavya Iyer", description: "Not ready yet.", content: "<p>Soon.</p>" });
      await page.getByLabel("Status").selectOption("draft");
      await page.getByRole("button", { name: "Publish" }).click();
      await expect(page).toHaveURL("/admin/blogs");

      const card = page.getByRole("list", { name: "Posts" }).getByRole("listitem").filter({ hasText: title });
      await expect(card.getByText("Draft", { exact: true })).toBeVisible();
      await page.goto("/insights");
      await expect(page.getByText(title)).toHaveCount(0);
      expect(await (await page.request.get("/insights/rss.xml")).text()).not.toContain(title);

      // Its preview link shows it as its page will, to anyone who has the link, never indexed or cached.
      await page.goto("/admin/blogs?status=draft");
      await card.getByRole("link", { name: `Preview ${title}` }).click();
      await expect(page).toHaveURL(/\/blog\/preview\/[\w-]+\.[\w-]+$/);
      await expect(page.getByRole("heading", { level: 1, name: title })).toBeVisible();
      await expect(page.getByRole("note")).toHaveText(/^Preview of a post that is draft\./);
      await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", "noindex, nofollow");
      const preview = page.url();
      const shared = await page.request.get(preview, { headers: { Cookie: "" } });
      expect(shared.status()).toBe(200);
      expect(shared.headers()["cache-control"]).toMatch(/no-store|private/);
      expect((await page.request.get(`${preview}x`)).status()).toBe(404);

      // Scheduled for 10:00 on a January day, in the zone the hint names.
      await page.goto("/admin/blogs?status=draft");
      await card.getByRole("link", { name: "Edit" }).click();
      const zone = javaScriptEnabled ? "Europe/Berlin" : "America/Los_Angeles";
      await expect(page.getByText(`Time zone: ${zone}.`)).toBeVisible();
      await page.getByLabel("Status").selectOption("scheduled");
      await page.getByLabel("Publish date and time").fill("2031-01-15T10:00");
      await page.getByRole("button", { name: "Save changes" }).click();
      await expect(page).toHaveURL("/admin/blogs");

      await page.goto("/admin/blogs?status=scheduled");
      await expect(card.getByText("Scheduled", { exact: true })).toBeVisible();
      const id = (await card.getByRole("link", { name: "Edit" }).getAttribute("href"))!.split("/").pop();
      const api = await page.request.get(`/api/blogs/${id}`);
      expect(api.status()).toBe(404); // not public until its time
      await page.goto(`/admin/blogs/${id}`);
      await expect(page.getByLabel("Publish date and time")).toHaveValue("2031-01-15T10:00");
      // 10:00 in Berlin is 09:00 UTC; 10:00 in Los Angeles is 18:00 UTC.
      const row = await db
        .selectFrom("blogs")
        .select("published_at")
        .where("id", "=", Number(id))
        .executeTakeFirstOrThrow();
      expect(row.published_at).toBe(javaScriptEnabled ? "2031-01-15T09:00:00.000Z" : "2031-01-15T18:00:00.000Z");
    });
  });
}

// The search on /insights looks in titles, descriptions and bodies; it lives in the URL, so it
// works without JavaScript (at phone width) as with it (as you type).
for (const javaScriptEnabled of [true, false]) {
  const title = javaScriptEnabled ? "Insights search" : "Insights search without JavaScript";
  test.describe(title, { tag: javaScriptEnabled ? [] : BROWSER_VARIANT }, () => {
    test.use({ javaScriptEnabled, viewport: javaScriptEnabled ? undefined : { width: 375, height: 740 } });

    test("finds a post by words of its body, keeps the search in the URL, and says when nothing matches", async ({
      page,
    }) => {
      await page.goto("/insights");
      const search = page.getByRole("searchbox", { name: "Search articles" });
      await search.fill("van westendorp");
      if (!javaScriptEnabled) await page.getByRole("button", { name: "Search" }).click();
      await expect(page).toHaveURL(/\/insights\?q=van\+westendorp$/);
      await expect(page.getByRole("status")).toHaveText(/^1 article matching “van westendorp”$/);
      const cards = page.getByRole("article");
      await expect(cards).toHaveCount(1);
      await expect(cards.getByRole("heading", { name: /Pricing Your First SaaS Product/ })).toBeVisible();

      await page.goto("/insights?q=no+post+says+this+zq");
      await expect(page.getByText("No articles match “no post says this zq”.")).toBeVisible();
      await expect(page.getByRole("searchbox", { name: "Search articles" })).toHaveValue("no post says this zq");
    });
  });
}

// Tags: typed in the form, shown as chips on the card and the post, each with its page and feed,
// and offered as topics on /insights.
for (const javaScriptEnabled of [true, false]) {
  const title = javaScriptEnabled ? "Tags" : "Tags without JavaScript";
  test.describe(title, { tag: javaScriptEnabled ? [] : BROWSER_VARIANT }, () => {
    test.use({ javaScriptEnabled, viewport: javaScriptEnabled ? undefined : { width: 375, height: 740 } });

    test("a post's tags lead to their pages, feeds and the topics of /insights", async ({ page, login }) => {
      await login();
      const suffix = uniqueSuffix();
      const title = `Tagged post ${suffix}`;
      const tag = `Topic ${suffix}`;
      await page.goto("/admin/blogs/new");
      await fillBlogForm(page, { title, author: "Kavya Iyer", description: "About a topic.", content: "<p>Body.</p>" });
      await page.getByLabel("Tags").fill(`${tag}, Pricing`);
      await page.getByRole("button", { name: "Publish" }).click();
      await expect(page).toHaveURL("/admin/blogs");

      await page.goto(`/insights?q=${encodeURIComponent(title)}`);
      const card = page.getByRole("article").filter({ hasText: title });
      await card.getByRole("link", { name: tag }).click();
      await expect(page).toHaveURL(`/insights/tag/topic-${suffix}`);
      await expect(page.getByRole("heading", { level: 1, name: tag })).toBeVisible();
      await expect(page.getByRole("article")).toHaveCount(1);
      await expect(page).toHaveTitle(`${tag} | Insights | Lumora Ventures`);
      const feed = await (await page.request.get(`/insights/tag/topic-${suffix}/rss.xml`)).text();
      expect(feed).toContain(`<title>${title}</title>`);
      expect(feed).toContain(`<category>${tag}</category>`);

      await page.goto("/insights");
      await expect(
        page.getByRole("navigation", { name: "Topics" }).getByRole("link", { name: new RegExp(tag) }),
      ).toBeVisible();
      expect((await page.request.get("/insights/tag/no-such-tag-zq")).status()).toBe(404);
    });
  });
}
