/** The most pages a "Load more" URL may ask for at once (8 × 50 = 400 jobs). */
export const MAX_PAGES = 50;

/** How many pages of jobs a list URL shows (?page=N), within 1…MAX_PAGES. */
export function pagesFromUrl(params: URLSearchParams) {
  const value = Number(params.get("page"));
  return Number.isInteger(value) && value >= 1 ? Math.min(value, MAX_PAGES) : 1;
}

/** The same list URL with other parameters changed (null removes one). */
export function withParams(pathname: string, search: string, changes: Record<string, string | number | null>) {
  const params = new URLSearchParams(search);
  for (const [key, value] of Object.entries(changes)) {
    if (value === null || value === "") params.delete(key);
    else params.set(key, String(value));
  }
  const query = params.toString();
  return query ? `${pathname}?${query}` : pathname;
}

/** The filters part of a list URL: changes of it reset paging and close the panel. */
export function filtersKey(search: string) {
  const params = new URLSearchParams(search);
  return ["q", "location", "type", "department"].map((key) => params.get(key) ?? "").join("|");
}
