// The search dialog's own file (scripts/page-script.mjs bundles it beside the page script, which
// loads it on first use): starts its listeners and hands the page script a way to open it.
import { open, startSearchDialog } from "./search-dialog";

startSearchDialog();
window.searchDialog = { open };
