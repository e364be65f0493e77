// The search dialog's own file (scripts/page-script.mjs bundles it beside the page script, which
// loads it on first use): starts its listeners and tells the page script how to hand it the dialog it opened.
import { opened, startSearchDialog } from "./search-dialog";

startSearchDialog();
window.searchDialog = { opened };
