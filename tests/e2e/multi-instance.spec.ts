// Instances of the site on one PostgreSQL database, as behind a load balancer: three start
// together on an empty database, then two of them show that nothing that must hold across
// instances lives in a process. PostgreSQL runs only (SQLite is one instance).
import pg from "pg";

import { admin, expect, signIn, test, uniqueSuffix } from "./fixtures";
import { booking, fillBookingForm, offeredTimes, randomSlot } from "./forms";
import { demoBlogs } from "../../app/seed/demo-data/blogs";
import { demoJobs } from "../../app/seed/demo-data/jobs";
import { migrations } from "../../db/migrations";
import { E2E_ADMIN } from "../../playwright.config";
import { createDatabase } from "../../scripts/test-servers.mjs";
import { startServer, type ServerProcess } from "../server-process";

const SERVER = process.env.TEST_DATABASE_URL;
test.skip(!SERVER, "several instances share a PostgreSQL database; SQLite runs one");
// One worker and one set of servers for all of them.
test.describe.configure({ mode: "serial" });

let a: ServerProcess;
let b: ServerProcess;
let databaseUrl: string;

test.beforeAll(async () => {
  databaseUrl = await createDatabase(SERVER!, `e2e_multi_${process.pid}`);
  const env = {
    DATABASE_URL: databaseUrl,
    ADMIN_USERNAME: E2E_ADMIN.username,
    ADMIN_PASSWORD: E2E_ADMIN.password,
    TRUST_PROXY: "1",
  };
  // Three started together on the empty database: they must migrate and seed it once between them.
  const servers = await Promise.all([startServer(env), startServer(env), startServer(env)]);
  // Each answers /healthz once its start-up work (waiting for the others' lock) is done: three
  // migrating at once can take longer than an expectation's 30 s on a slow machine.
  for (const server of servers)
    await expect.poll(async () => (await fetch(`${server.origin}/healthz`)).status, { timeout: 60_000 }).toBe(200);
  [a, b] = servers;
  await servers[2]!.stop();
});

test.afterAll(async () => {
  await Promise.all([a?.stop(), b?.stop()]);
});

test.describe("instances on one database", () => {
  test("three started together on an empty database migrated it once and seeded it once", async () => {
    const client = new pg.Client({ connectionString: databaseUrl });
    await client.connect();
    const count = async (query: string) => Number((await client.query(query)).rows[0].n);
    try {
      expect(await count("select count(*) as n from kysely_migration")).toBe(Object.keys(migrations).length);
      expect(await count("select count(*) as n from jobs")).toBe(demoJobs.length);
      expect(await count("select count(*) as n from blogs")).toBe(demoBlogs.length);
      expect(await count("select count(*) as n from users")).toBe(1);
    } finally {
      await client.end();
    }
  });

  test("a session made on A is valid on B, and signing out on B ends it on A", async ({ page }) => {
    await page.goto(`${a.origin}/login`);
    await signIn(page, admin);
    await expect(page).toHaveURL(`${a.origin}/dashboard`);

    // Cookies do not depend on the port: the browser sends A's session cookie to B.
    await page.goto(`${b.origin}/admin/jobs`);
    await expect(page.getByRole("heading", { level: 1, name: "Job Management" })).toBeVisible();

    await page.goto(`${b.origin}/dashboard`);
    await page.getByRole("button", { name: "Logout" }).click();
    await expect(page).toHaveURL(`${b.origin}/login`);
    await page.goto(`${a.origin}/dashboard`);
    await expect(page).toHaveURL(/\/login/);
  });

  test("an admin's edit on A is on B's next page", async ({ page }) => {
    await page.goto(`${a.origin}/login`);
    await signIn(page, admin);
    await expect(page).toHaveURL(`${a.origin}/dashboard`);
    const title = `Platform Engineer ${uniqueSuffix()}`;
    await page.goto(`${a.origin}/admin/jobs/1`);
    await page.getByLabel("Title", { exact: true }).fill(title);
    await page.getByRole("button", { name: "Update Job" }).click();
    await expect(page).toHaveURL(`${a.origin}/admin/jobs`);

    await page.goto(`${b.origin}/careers?q=${encodeURIComponent(title)}`);
    await expect(page.locator("#jobs").getByRole("article")).toHaveCount(1);
    await expect(page.locator("#jobs").getByRole("article")).toContainText(title);
  });

  test("the sign-in limit counts failures on both instances", async ({ page }) => {
    const username = `limit-${uniqueSuffix()}`.toLowerCase();
    for (let attempt = 1; attempt <= 10; attempt++) {
      const origin = attempt % 2 ? a.origin : b.origin;
      const response = await page.request.post(`${origin}/login`, {
        form: { username, password: "wrong-password" },
        headers: { Origin: origin },
        maxRedirects: 0,
      });
      expect(response.status(), `attempt ${attempt} on ${origin}`).toBe(401);
    }
    for (const origin of [a.origin, b.origin]) {
      const refused = await page.request.post(`${origin}/login`, {
        form: { username, password: "wrong-password" },
        headers: { Origin: origin },
        maxRedirects: 0,
      });
      expect(refused.status(), origin).toBe(429);
    }
  });

  test("the same slot booked on both at once: one booking, one clear 'slot taken'", async ({ browser }) => {
    const visitors = await Promise.all(
      [a, b].map(async (server, index) => {
        // Without JavaScript, so both forms offer the slot and both really submit.
        const context = await browser.newContext({
          javaScriptEnabled: false,
          extraHTTPHeaders: { "X-Forwarded-For": `10.77.${index}.${Math.floor(Math.random() * 250) + 1}` },
        });
        const page = await context.newPage();
        await page.goto(`${server.origin}/appointment`);
        return page;
      }),
    );
    const slot = randomSlot(await offeredTimes(visitors[0]!));
    for (const [index, page] of visitors.entries())
      await fillBookingForm(page, booking(`Racer ${index} ${uniqueSuffix()}`, slot));
    await Promise.all(visitors.map((page) => page.getByRole("button", { name: "Book consultation" }).click()));

    const outcomes = await Promise.all(
      visitors.map(async (page) =>
        (await page.getByText("That time has just been booked. Please choose another slot.").count()) > 0
          ? "taken"
          : (await page.getByRole("heading", { name: /^You're booked, / }).count()) > 0
            ? "booked"
            : `neither: ${await page.title()}`,
      ),
    );
    expect(outcomes.sort()).toEqual(["booked", "taken"]);
  });
});
