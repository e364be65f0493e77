// The back-office Newsletter page as staff read it, rendered on the server with its real loader's
// answer: its summary names the sending pace in numbers, and its table of sends scrolls in a box of
// its own, so a phone never scrolls the page sideways.
import { createRemixStub } from "@remix-run/testing";
import { renderToString } from "react-dom/server";
import { beforeAll, describe, expect, it, vi } from "vitest";

import { createBlog } from "~/models/blog.server";
import { emptyTables, startTestDatabase, taggedPostInput } from "~/models/testing.server";
import NewsletterSendsRoute, { loader } from "~/routes/_admin.admin.newsletter";

import { staffSessionCookie } from "../staff-session";

beforeAll(startTestDatabase);

let html: string;
beforeAll(async () => {
  await emptyTables("newsletter_deliveries", "newsletter_sends", "blogs");
  const cookie = await staffSessionCookie("newsletter-admin", "admin");
  await createBlog(taggedPostInput([], { title: "Raising a seed round", newsletter: "full" }));

  const request = new Request("http://site.test/admin/newsletter", { headers: { Cookie: cookie } });
  const data = await loader({ request, params: {}, context: {} });
  // The router's links warn that layout effects do not run on the server: true, and beside the point here.
  const consoleError = console.error;
  vi.spyOn(console, "error").mockImplementation((message: unknown, ...rest: unknown[]) => {
    if (!String(message).includes("useLayoutEffect does nothing on the server")) consoleError(message, ...rest);
  });
  const Stub = createRemixStub([{ id: "newsletter", path: "/admin/newsletter", Component: NewsletterSendsRoute }]);
  html = renderToString(
    <Stub
      initialEntries={["/admin/newsletter"]}
      hydrationData={{ loaderData: { newsletter: data } }}
      future={{ v3_fetcherPersist: true, v3_relativeSplatPath: true }}
    />,
  );
  vi.restoreAllMocks();
});

describe("/admin/newsletter", () => {
  it("says how many emails a minute go out, in numbers (the setting's default: 300)", () => {
    expect(html).toContain("go out at most 300 a minute (NEWSLETTER_PER_MINUTE).");
  });

  it("keeps the table of sends in a scroll box the keyboard can reach", () => {
    const box = /<div class="([^"]*)" role="region" aria-label="Newsletter sends" tabindex="0">\s*<table/.exec(html);
    expect(box?.[1]).toContain("overflow-x-auto");
    expect(html).toContain("Raising a seed round");
  });
});
