// The site's one standalone script, loaded by every page (app/root.tsx): what the pages do in
// the browser without React. Each part works on the markup the server sends, through attributes
// and events on the document, so pages that hydrate and those that do not share it.
import { startCarousels } from "./carousel";
import { startCyclingText } from "./cycling-text";
import { startFlashMessages } from "./flash-message";
import { startHeader } from "./header";
import { startLiveSearch } from "./live-search";
import { startMobileMenu } from "./mobile-menu";
import { startSiteSearch } from "./site-search";
import { startThemeSwitch } from "./theme-switch";

startThemeSwitch();
startHeader();
startMobileMenu();
startCyclingText();
startCarousels();
startFlashMessages();
startLiveSearch();
startSiteSearch();
