// @vitest-environment happy-dom
import { json } from "@remix-run/node";
import { createRemixStub } from "@remix-run/testing";
import { cleanup, render, screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";

import { Theme, ThemeProvider } from "~/components/theme";
import { THEME_ACTION } from "~/components/theme-toggle";
import { newsletterSeed } from "~/content/seed/newsletter";
import { settingsSeed } from "~/content/seed/settings";
import type { SiteSettings } from "~/content/settings";
import type { NewsletterWords } from "~/utils/newsletter-copy";

import { SiteFooter } from "./site-footer";
import { SiteHeader } from "./site-header";

// The public frame reads the company's facts and menus from the site settings the root loader
// returns, and the footer's newsletter form its words: what staff save is what every page shows.

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

const shippedNewsletter: NewsletterWords = { ...newsletterSeed, consentVersion: "0123456789ab" };

async function renderFrame(settings: SiteSettings, newsletter = shippedNewsletter) {
  const Stub = createRemixStub([
    {
      id: "root",
      path: "/",
      loader: () => json({ settings, newsletter }),
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

  it("shows the newsletter's heading, button and consent as saved, and posts the version of that consent", async () => {
    const newsletter: NewsletterWords = {
      ...newsletterSeed,
      signup: { ...newsletterSeed.signup, title: "Our monthly letter", submitLabel: "Sign me up" },
      consent: { text: "One email per article; leave any time. See our", linkLabel: "privacy notes" },
      consentVersion: "fedcba987654",
    };
    await renderFrame(settingsSeed, newsletter);
    const footer = screen.getByRole("contentinfo");
    expect(within(footer).getByRole("heading", { name: "Our monthly letter" })).toBeTruthy();
    const form = within(footer).getByRole("form", { name: "Newsletter" });
    expect(within(form).getByRole("button", { name: "Sign me up" })).toBeTruthy();
    expect(form.textContent).toContain("One email per article; leave any time. See our privacy notes.");
    expect(new FormData(form as HTMLFormElement).get("consentVersion")).toBe("fedcba987654");
  });
});
