import { describe, expect, it } from "vitest";

import { settingsSeed } from "~/content/seed/settings";

import { insightsFeedLink, seoMeta } from "./seo";
import { pageTitle } from "./site-settings";

/** A meta function's matches under a root loader that read these settings. */
function matchesWith(change: { name?: string; shareImage?: string } = {}) {
  const settings = structuredClone(settingsSeed);
  if (change.name) settings.company.name = change.name;
  if (change.shareImage) settings.seo.shareImage.src = change.shareImage;
  return [
    { id: "root", data: { origin: "https://lumora.example", settings } },
    { id: "routes/_public.about", data: null },
  ];
}

describe("page titles and share tags", () => {
  it("end with the company's name from the site settings, and fall back to its share image", () => {
    const meta = seoMeta({ matches: matchesWith(), title: "About us", description: "Who we are.", path: "/about" });
    expect(meta).toContainEqual({ title: "About us | Lumora Ventures" });
    expect(meta).toContainEqual({ property: "og:site_name", content: "Lumora Ventures" });
    expect(meta).toContainEqual({ property: "og:image", content: "https://lumora.example/images/share-default.jpg" });
  });

  it("follow the settings an Admin saved", () => {
    const matches = matchesWith({ name: "Lumora Labs", shareImage: "/media/share-2027.jpg" });
    const meta = seoMeta({ matches, title: "About us", description: "Who we are.", path: "/about" });
    expect(meta).toContainEqual({ title: "About us | Lumora Labs" });
    expect(meta).toContainEqual({ property: "og:site_name", content: "Lumora Labs" });
    expect(meta).toContainEqual({ property: "og:image", content: "https://lumora.example/media/share-2027.jpg" });
    // A page that names the company itself is not named twice.
    expect(seoMeta({ matches, title: "Lumora Labs | Home", description: "", path: "/" })[0]).toEqual({
      title: "Lumora Labs | Home",
    });
    expect(pageTitle(matches, "Staff")).toBe("Staff | Lumora Labs");
    expect(insightsFeedLink(matches)).toEqual({
      tagName: "link",
      rel: "alternate",
      type: "application/rss+xml",
      title: "Lumora Labs Insights",
      href: "/insights/rss.xml",
    });
  });

  it("keep a page's own picture over the default", () => {
    const meta = seoMeta({
      matches: matchesWith(),
      title: "A post",
      description: "",
      path: "/blog/a",
      image: "/media/a.jpg",
    });
    expect(meta).toContainEqual({ name: "twitter:image", content: "https://lumora.example/media/a.jpg" });
  });
});
