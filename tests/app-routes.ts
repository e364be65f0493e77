// The flat-routes reader alone: the package index loads the whole compiler.
import { flatRoutes } from "@remix-run/dev/dist/config/flat-routes";
import path from "node:path";

// The app's routes as Remix reads them (remix.config.js ignores test files in app/routes), for
// the tests that check lists of routes against the route tree.

export const routes = flatRoutes(path.resolve("app"), ["**/*.test.{ts,tsx}"]);

/** A route's parents, nearest first. */
export function ancestry(id: string): string[] {
  const parent = routes[id]?.parentId;
  return parent ? [parent, ...ancestry(parent)] : [];
}

/** A route's URL pattern, e.g. /admin/users/:id. */
export function urlPath(id: string): string {
  const route = routes[id]!;
  const parent = route.parentId && route.parentId !== "root" ? urlPath(route.parentId) : "";
  return route.path ? `${parent}/${route.path}` : parent;
}
