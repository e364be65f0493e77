import { SearchIcon } from "~/components/icons";

// The header's search. Without script it is a link to /search; the page script
// (app/page-script/site-search.ts) turns it into a dialog that shows the top results while the
// visitor types: a combobox (input) with its listbox, arrow keys, Enter, Escape, focus returned.

export function SearchButton() {
  return (
    <a href="/search" data-search-open aria-label="Search" className="btn-ghost h-10 w-10 p-0">
      <SearchIcon />
    </a>
  );
}

/** The dialog the search button opens (closed, and so not shown, until the page script opens it). */
export function SearchDialog() {
  return (
    <dialog
      data-search-dialog
      aria-label="Search the site"
      className="mx-auto mt-[10vh] w-[min(40rem,calc(100%-2rem))] rounded-2xl border border-border bg-background p-0 text-foreground shadow-xl backdrop:bg-black/50"
    >
      <form method="get" action="/search" role="search" className="flex items-center gap-2 border-b border-border p-3">
        <SearchIcon className="ml-1 shrink-0 text-muted-foreground" />
        <label htmlFor="search-dialog-input" className="sr-only">
          Search the site
        </label>
        <input
          id="search-dialog-input"
          // Text, not search: the Nu HTML Checker allows the combobox role on a text field only.
          type="text"
          enterKeyHint="search"
          name="q"
          role="combobox"
          aria-expanded="false"
          aria-controls="search-dialog-results"
          aria-autocomplete="list"
          autoComplete="off"
          placeholder="Search articles, jobs and pages"
          className="min-w-0 flex-1 bg-transparent px-2 py-2 text-base outline-none"
        />
        <button type="button" data-search-close className="btn-ghost px-3 py-1.5 text-sm">
          Close
        </button>
      </form>
      <ul
        id="search-dialog-results"
        role="listbox"
        aria-label="Top results"
        hidden
        // The page script adds each result as <li role="option"><span>{type}</span>{title}</li>.
        className="max-h-[50vh] overflow-y-auto p-2 [&>li:hover]:bg-muted [&>li[aria-selected=true]]:bg-muted [&>li]:cursor-pointer [&>li]:rounded-lg [&>li]:px-3 [&>li]:py-2 [&_span]:mr-2 [&_span]:text-xs [&_span]:font-semibold [&_span]:uppercase [&_span]:text-primary [&_mark]:rounded-sm [&_mark]:bg-primary/15 [&_mark]:px-0.5 [&_mark]:text-inherit"
      />
      <div className="flex items-center justify-between gap-4 border-t border-border px-4 py-3 text-sm">
        <p data-search-status aria-live="polite" className="text-muted-foreground" />
        <a href="/search" data-search-all className="font-medium text-primary hover:underline">
          See all results
        </a>
      </div>
    </dialog>
  );
}
