// The header's search (issue 41): without JavaScript its link goes to /search; here the link, `/`
// and Ctrl/Cmd+K open the search dialog instead. What the dialog does (search-dialog.ts) is a file
// of its own, loaded the first time it is asked for: most visits never search, and every page
// loads this script.

/** The dialog's script, named by scripts/page-script.mjs when it bundles this one. */
declare const SEARCH_DIALOG_SRC: string;

type SearchDialog = { open(): void };
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

function openDialog(fallback: () => void) {
  loadDialog().then((dialog) => dialog.open(), fallback);
}

export function startSiteSearch() {
  if (!document.querySelector("dialog[data-search-dialog]")) return;
  document.addEventListener("click", (event) => {
    const link = (event.target as Element).closest?.<HTMLAnchorElement>("[data-search-open]");
    if (!link) return;
    event.preventDefault();
    // Offline or refused: the link's own page, as without JavaScript.
    openDialog(() => location.assign(link.href));
  });
  document.addEventListener("keydown", (event) => {
    const target = event.target as HTMLElement;
    const typing = target.isContentEditable || /^(INPUT|TEXTAREA|SELECT)$/.test(target.tagName);
    if ((event.key === "k" && (event.ctrlKey || event.metaKey)) || (event.key === "/" && !typing)) {
      if (document.querySelector<HTMLDialogElement>("dialog[data-search-dialog]")?.open) return;
      event.preventDefault();
      openDialog(() => location.assign("/search"));
    }
  });
}
