// The browser half of remix-themes, from the module that holds it: the package's index also
// loads createThemeAction, which requires all of @remix-run/server-runtime (CommonJS, so it
// cannot be tree-shaken) and would add about 15 KB of gzip to every page's JavaScript.
export { PreventFlashOnWrongTheme, Theme, ThemeProvider, useTheme } from "remix-themes/build/theme-provider.js";
