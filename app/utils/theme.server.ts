import { createThemeSessionResolver } from "remix-themes";

import { createSignedCookieStorage } from "./cookies.server";

const ONE_YEAR = 60 * 60 * 24 * 365;

/** The only cookie a public page differs by: anonymous visitors with the same value share a page. */
export const THEME_COOKIE = "theme";

export const themeSessionResolver = createThemeSessionResolver(createSignedCookieStorage(THEME_COOKIE, ONE_YEAR));
