// The header's search (issue 41): without JavaScript its link goes to /search; here the link, `/`
// and Ctrl/Cmd+K open the search dialog instead. What the dialog does (search-dialog.ts) is a file
// of its own, loaded the first time it is asked for: most visits never search, and every page
// loads this script.

/** The dialog's script, named by scripts/page-script.mjs when it bundles this one. */
declare const SEARCH_DIALOG_SRC: string;

type SearchDialog = { opened(from: HTMLElement | null): void };
declare global {
  interface Window {
    searchDialog?: SearchDialog;
  }
}

let loading: Promise<SearchDialog> | undefined;

function loadDialog() {
  loading ??= new Promise<SearchDialog>((resolve, reject) => {
    const script = document.createElement("script");
    script.src = SEARCH_DIALOG_SRC;
    script.onload = () => (window.searchDialog ? resolve(window.searchDialog) : reject(new Error("no search dialog")));
    script.onerror = () => {
      loading = undefined;
      reject(new Error("the search dialog did not load"));
    };
    document.head.append(script);
  });
  return loading;
}

const searchDialog = () => document.querySelector<HTMLDialogElement>("dialog[data-search-dialog]");

/**
 * Opens the dialog at once, its field focused, so that what the visitor types goes there while the
 * dialog's own script loads. Should that script not load, the dialog is still a form that sends
 * its field to /search, and Escape still closes it.
 */
function openDialog() {
  const dialog = searchDialog();
  if (!dialog || dialog.open) return;
  const from = document.activeElement as HTMLElement | null;
  dialog.showModal();
  // The last search stays, selected: typing starts a new one.
  dialog.querySelector<HTMLInputElement>('[role="combobox"]')?.select();
  loadDialog().then(
    (loaded) => loaded.opened(from),
    () => undefined,
  );
}

export function startSiteSearch() {
  if (!searchDialog()) return;
  document.addEventListener("click", (event) => {
    if (!(event.target as Element).closest?.("[data-search-open]")) return;
    event.preventDefault();
    openDialog();
  });
  document.addEventListener("keydown", (event) => {
    const target = event.target as HTMLElement;
    const typing = target.isContentEditable || /^(INPUT|TEXTAREA|SELECT)$/.test(target.tagName);
    if ((event.key === "k" && (event.ctrlKey || event.metaKey)) || (event.key === "/" && !typing)) {
      if (searchDialog()?.open) return;
      event.preventDefault();
      openDialog();
    }
  });
}
