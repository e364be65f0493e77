import { expect, PRESENTATION, test } from "./fixtures";

// Follows every internal link from the home page; every page reached must answer 200
// (redirects are followed to a 200).
test("no dead internal links", { tag: PRESENTATION }, async ({ request, baseURL }) => {
  const origin = new URL(baseURL!).origin;
  const seen = new Set<string>(["/"]);
  const queue = ["/"];
  const failures: string[] = [];
  const linkedFrom = new Map<string, string>();

  while (queue.length > 0) {
    const path = queue.shift()!;
    const response = await request.get(path);
    if (response.status() !== 200) {
      failures.push(`${path} → ${response.status()} (linked from ${linkedFrom.get(path) ?? "start"})`);
      continue;
    }
    if (!(response.headers()["content-type"] ?? "").includes("text/html")) continue;
    const html = await response.text();
    for (const [, raw] of html.matchAll(/<a\b[^>]*\bhref="([^"]+)"/g)) {
      const href = raw!.replace(/&amp;/g, "&");
      if (/^(mailto:|tel:|#)/.test(href)) continue;
      const url = new URL(href, origin + path);
      if (url.origin !== origin) continue;
      const target = url.pathname + url.search;
      if (seen.has(target)) continue;
      seen.add(target);
      linkedFrom.set(target, path);
      queue.push(target);
    }
  }
  expect(failures).toEqual([]);
  expect(seen.size).toBeGreaterThan(20);
});
