import { admin, BROWSER_VARIANT, expect, PRESENTATION, signIn, test, toast } from "./fixtures";

test.describe("sign-in", () => {
  test("the demo admin signs in and lands on the dashboard", async ({ page }) => {
    await page.goto("/login");
    await expect(page.getByRole("heading", { name: "Sign in to your account" })).toBeVisible();
    await expect(page.getByText("Welcome back! Please enter your details.")).toBeVisible();
    await signIn(page, admin);

    await expect(page).toHaveURL("/dashboard");
    await expect(page.getByRole("heading", { name: "Admin Dashboard" })).toBeVisible();
    await expect(page.getByText("Welcome back! Manage your content and settings.")).toBeVisible();
    await expect(page.getByRole("link", { name: /Manage Blogs/ })).toHaveAttribute("href", "/admin/blogs");
    await expect(page.getByRole("link", { name: /Job Posts/ })).toHaveAttribute("href", "/admin/jobs");
    await expect(page.getByText("Create, edit, and manage blogs")).toBeVisible();
    await expect(page.getByText("Create and manage job postings")).toBeVisible();
    await expect(page.getByRole("button", { name: "Logout" })).toBeVisible();
    await expect(toast(page, "Login successful!")).toBeVisible();
    // The back-office has no public header or footer.
    await expect(page.getByRole("navigation", { name: "Main" })).toHaveCount(0);
    await expect(page.getByRole("contentinfo")).toHaveCount(0);
  });

  test("a wrong password is reported inline and in a toast, and the message clears on typing", async ({ page }) => {
    await page.goto("/login");
    await signIn(page, { username: admin.username, password: "not-the-password" });

    const message = "Login failed. Please check your credentials.";
    await expect(page.getByRole("alert").filter({ hasText: message })).toBeVisible();
    await expect(toast(page, message)).toBeVisible();
    await expect(page).toHaveURL(/\/login/);

    await page.getByLabel("Password", { exact: true }).pressSequentially("x");
    await expect(page.getByRole("alert").filter({ hasText: message })).toHaveCount(0);
  });

  test("empty and short inputs get field messages from the server", { tag: PRESENTATION }, async ({ page }) => {
    await page.goto("/login");
    await page.getByRole("button", { name: "Sign in" }).click();
    await expect(page.getByText("Username is required")).toBeVisible();
    await expect(page.getByText("Password is required")).toBeVisible();
    await expect(page.getByLabel("Username")).toHaveAttribute("aria-invalid", "true");

    await page.getByLabel("Username").fill("someone");
    await page.getByLabel("Password", { exact: true }).fill("short");
    await page.getByRole("button", { name: "Sign in" }).click();
    await expect(page.getByText("Password must be at least 8 characters")).toBeVisible();
    await expect(page.getByText("Username is required")).toHaveCount(0);
    await expect(page.getByLabel("Username")).toHaveValue("someone");
  });

  test("the password can be shown and hidden", { tag: PRESENTATION }, async ({ page }) => {
    await page.goto("/login");
    const password = page.getByLabel("Password", { exact: true });
    await password.fill("secret-value");
    await expect(password).toHaveAttribute("type", "password");
    await page.getByRole("button", { name: "Show password" }).click();
    await expect(password).toHaveAttribute("type", "text");
    await page.getByRole("button", { name: "Hide password" }).click();
    await expect(password).toHaveAttribute("type", "password");
  });

  test("the 11th failed attempt for a username is refused with 429", async ({ page, browser, createUser }) => {
    // Every request of this test comes from one client address (the fixture's X-Forwarded-For).
    const user = await createUser({ role: "admin" });
    for (let attempt = 1; attempt <= 10; attempt++) {
      const response = await page.request.post("/login", {
        form: { username: user.username, password: "wrong-password" },
        maxRedirects: 0,
      });
      expect(response.status()).toBe(401);
    }

    await page.goto("/login");
    const refused = page.waitForResponse((response) => response.request().method() === "POST");
    await signIn(page, user); // even the right password is refused while limited
    expect((await refused).status()).toBe(429);
    await expect(page.getByRole("alert")).toContainText("Too many attempts");
    await expect(page).toHaveURL(/\/login/);

    // The limit is for that address and username: the owner signs in from another address.
    const elsewhere = await browser.newContext({ extraHTTPHeaders: { "X-Forwarded-For": "192.0.2.77" } });
    const owner = await elsewhere.newPage();
    await owner.goto("/login");
    await signIn(owner, user);
    await expect(owner).toHaveURL("/dashboard");
    await elsewhere.close();
  });

  test("sign-in works with JavaScript disabled", { tag: BROWSER_VARIANT }, async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto("/login");
    await page.getByRole("button", { name: "Sign in" }).click();
    await expect(page.getByText("Username is required")).toBeVisible();

    await signIn(page, admin);
    await expect(page).toHaveURL("/dashboard");
    await expect(page.getByRole("heading", { name: "Admin Dashboard" })).toBeVisible();
    await context.close();
  });
});

test.describe("the admin guard", () => {
  test("signed out, an admin page sends you to sign in and back again", async ({ page }) => {
    await page.goto("/admin/jobs");
    await expect(page).toHaveURL("/login?redirectTo=%2Fadmin%2Fjobs");
    await signIn(page, admin);
    await expect(page).toHaveURL("/admin/jobs");
    await expect(page.getByRole("heading", { name: "Job Management" })).toBeVisible();
  });

  test("a redirect target off this site falls back to the dashboard", async ({ page }) => {
    await page.goto("/login?redirectTo=%2F%2Fevil.example");
    await signIn(page, admin);
    await expect(page).toHaveURL("/dashboard");
  });

  test("a signed-in user who is not an admin is sent home", async ({ page, createUser }) => {
    const user = await createUser({ role: null });
    await page.goto("/login?redirectTo=%2Fadmin%2Fblogs");
    await signIn(page, user);
    await expect(page).toHaveURL("/");
    await page.goto("/dashboard");
    await expect(page).toHaveURL("/");
  });

  test("logout returns to sign-in and closes the dashboard again", async ({ page }) => {
    await page.goto("/login");
    await signIn(page, admin);
    await expect(page).toHaveURL("/dashboard");

    await page.getByRole("button", { name: "Logout" }).click();
    await expect(page).toHaveURL("/login");
    await page.goto("/dashboard");
    await expect(page).toHaveURL("/login?redirectTo=%2Fdashboard");
  });

  test("a session planted by the login fixture is a real one: logout ends it on the server too", async ({
    page,
    context,
    login,
  }) => {
    await login();
    await page.goto("/dashboard");
    await expect(page.getByRole("heading", { name: "Admin Dashboard" })).toBeVisible();
    const planted = (await context.cookies()).filter((cookie) => cookie.name === "__session");
    expect(planted).toHaveLength(1);

    await page.getByRole("button", { name: "Logout" }).click();
    await expect(page).toHaveURL("/login");
    expect((await context.cookies()).filter((cookie) => cookie.name === "__session")).toEqual([]);
    // The old cookie, sent again, opens nothing: its session row is gone.
    await context.addCookies(planted);
    await page.goto("/dashboard");
    await expect(page).toHaveURL("/login?redirectTo=%2Fdashboard");
  });

  test("admin pages are never cached and posts from other sites are refused", async ({ page, request }) => {
    const response = await page.goto("/login");
    expect(response?.headers()["cache-control"]).toBe("private, no-store");
    const foreign = await request.post("/logout", { headers: { Origin: "https://evil.example" }, maxRedirects: 0 });
    expect(foreign.status()).toBe(403);
  });
});

test.describe("roles", () => {
  test("an editor sees and reaches only the blog, the pages' content and the analytics; other pages and API calls are refused with 403", async ({
    page,
    createUser,
    request,
  }) => {
    const editor = await createUser({ role: "editor" });
    await page.goto("/login");
    await signIn(page, editor);
    await expect(page).toHaveURL("/dashboard");
    const tiles = page.getByRole("main").getByRole("listitem");
    await expect(tiles).toHaveCount(4);
    await expect(tiles.getByRole("link", { name: /Manage Blogs/ })).toBeVisible();
    await expect(tiles.getByRole("link", { name: /^Pages/ })).toBeVisible();
    await expect(tiles.getByRole("link", { name: /^Analytics/ })).toBeVisible();
    await expect(tiles.getByRole("link", { name: /Your account/ })).toBeVisible();

    for (const path of [
      "/admin/jobs",
      "/admin/messages",
      "/admin/applications",
      "/admin/outbox",
      "/admin/users",
      "/admin/activity",
    ]) {
      const response = await page.goto(path);
      expect(response?.status(), path).toBe(403);
      await expect(page.getByText("Your role does not give you access to this page.")).toBeVisible();
    }
    expect((await page.goto("/admin/blogs"))?.status()).toBe(200);
    expect((await page.goto("/admin/pages"))?.status()).toBe(200);
    expect((await page.goto("/admin/pages/settings"))?.status()).toBe(403);

    const { token } = await (await request.post("/api/login", { data: editor })).json();
    const refused = await request.post("/api/jobs", {
      headers: { Authorization: `Bearer ${token}` },
      data: { title: "Not mine to post" },
    });
    expect(refused.status()).toBe(403);
    expect(await refused.json()).toEqual({ message: "Your role does not give you access to this page." });
  });
});
