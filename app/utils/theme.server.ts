import { createThemeSessionResolver } from "remix-themes";

import { createSignedCookieStorage } from "./cookies.server";

const ONE_YEAR = 60 * 60 * 24 * 365;

export const themeSessionResolver = createThemeSessionResolver(createSignedCookieStorage("theme", ONE_YEAR));
