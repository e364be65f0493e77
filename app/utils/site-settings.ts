import { useRouteLoaderData } from "@remix-run/react";

import type { SiteSettings } from "~/content/settings";

type RouteMatch = { id: string; data?: unknown };

/** The site settings in the root loader's data, when it has loaded (an error page of the root's own has none). */
function settingsIn(rootData: unknown) {
  return (rootData as { settings?: SiteSettings } | undefined)?.settings;
}

/** The site settings in a meta function's `matches`, or undefined on the root's own error page. */
export function optionalSiteSettingsOf(matches: RouteMatch[]) {
  return settingsIn(matches.find((match) => match.id === "root")?.data);
}

/** The site settings in a meta function's `matches`: a page below the root renders only once the root has loaded. */
export function siteSettingsOf(matches: RouteMatch[]): SiteSettings {
  const settings = optionalSiteSettingsOf(matches);
  if (!settings) throw new Error("The root loader's site settings are missing");
  return settings;
}

/** A page's title in the browser tab: "Staff | Lumora Ventures". */
export function pageTitle(matches: RouteMatch[], title: string) {
  return `${title} | ${siteSettingsOf(matches).company.name}`;
}

/** The site settings, for components that may render on the root's own error page (then undefined). */
export function useOptionalSiteSettings() {
  return settingsIn(useRouteLoaderData("root"));
}

/** The site settings (company facts, menus) the root loader provides to every page. */
export function useSiteSettings(): SiteSettings {
  const settings = useOptionalSiteSettings();
  if (!settings) throw new Error("The root loader's site settings are missing");
  return settings;
}
