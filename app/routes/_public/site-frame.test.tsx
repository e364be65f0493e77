// @vitest-environment happy-dom
import { json } from "@remix-run/node";
import { createRemixStub } from "@remix-run/testing";
import { cleanup, render, screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";

import { Theme, ThemeProvider } from "~/components/theme";
import { THEME_ACTION } from "~/components/theme-toggle";
import { settingsSeed } from "~/content/seed/settings";
import type { SiteSettings } from "~/content/settings";

import { SiteFooter } from "./site-footer";
import { SiteHeader } from "./site-header";

// The public frame reads the company's facts and menus from the site settings the root loader
// returns: what an Admin saves is what every page's header and footer show.

afterEach(cleanup);

const saved: SiteSettings = {
  ...settingsSeed,
  company: { ...settingsSeed.company, name: "Lumora Labs", legalName: "Lumora Labs LLP", phone: "+91 80 4000 1000" },
  mainMenu: [
    { label: "Our work", to: "/studio" },
    { label: "Talk to us", to: "/contact" },
  ],
  footerColumns: [{ title: "Explore", links: [{ label: "Programmes", to: "/learning" }] }],
  legalMenu: [{ label: "Privacy", to: "/privacy" }],
};

async function renderFrame(settings: SiteSettings) {
  const Stub = createRemixStub([
    {
      id: "root",
      path: "/",
      loader: () => json({ settings }),
      Component: () => (
        <ThemeProvider specifiedTheme={Theme.LIGHT} themeAction={THEME_ACTION}>
          <SiteHeader />
          <SiteFooter />
        </ThemeProvider>
      ),
    },
  ]);
  render(<Stub future={{ v3_fetcherPersist: true, v3_relativeSplatPath: true }} />);
  return screen.findByRole("navigation", { name: "Main" });
}

const linksIn = (element: HTMLElement) =>
  within(element)
    .getAllByRole("link")
    .map((link) => [link.textContent, link.getAttribute("href")]);

describe("the public frame", () => {
  it("shows today's menus from the seed", async () => {
    const main = await renderFrame(settingsSeed);
    expect(linksIn(main)).toEqual(settingsSeed.mainMenu.map((link) => [link.label, link.to]));
  });

  it("shows the menus, the footer columns and the company's facts as saved", async () => {
    const main = await renderFrame(saved);
    expect(linksIn(main)).toEqual([
      ["Our work", "/studio"],
      ["Talk to us", "/contact"],
    ]);
    expect(linksIn(screen.getByRole("navigation", { name: "Explore" }))).toEqual([["Programmes", "/learning"]]);
    expect(screen.queryByRole("navigation", { name: "Company" })).toBeNull();
    expect(linksIn(screen.getByRole("navigation", { name: "Legal" }))).toEqual([["Privacy", "/privacy"]]);
    expect(screen.getByRole("link", { name: "+91 80 4000 1000" }).getAttribute("href")).toBe("tel:+918040001000");
    expect(screen.getByText(/© \d{4} Lumora Labs LLP\. All rights reserved\./)).toBeTruthy();
    expect(screen.getAllByRole("link", { name: "Lumora Labs home" })).toHaveLength(2);
  });
});
