// Search as you type (issue 41), a file of its own that the page script (site-search.ts) loads the
// first time the header's search dialog (app/routes/_public/search-dialog.tsx) is asked for: the
// top results of /api/search show while the visitor types (a moment after the typing stops; a newer
// search aborts the older one). The input is a combobox: arrow keys move through the results, Enter
// opens one (or, with none chosen, the results page), Escape closes the dialog and focus goes back
// where it was.

const DELAY_MS = 150;
const SHOWN = 5;

type Result = { type: string; titleHtml: string; url: string };

const LABELS: Record<string, string> = { post: "Article", job: "Job", page: "Page" };

let timer: ReturnType<typeof setTimeout> | undefined;
let pending: AbortController | undefined;
let returnTo: HTMLElement | null = null;

const dialog = () => document.querySelector<HTMLDialogElement>("dialog[data-search-dialog]");
const part = <T extends Element>(selector: string) => dialog()?.querySelector<T>(selector) ?? null;
const input = () => part<HTMLInputElement>('[role="combobox"]');
const listbox = () => part<HTMLElement>('[role="listbox"]');
const options = () => [...(listbox()?.querySelectorAll<HTMLElement>('[role="option"]') ?? [])];

/**
 * The page script opened the dialog (at once, so nothing typed is lost while this file loads): focus
 * goes back to `from` when it closes, and what is in the field already is searched for.
 */
export function opened(from: HTMLElement | null) {
  returnTo = from;
  const q = input()?.value ?? "";
  if (q.trim()) void search(q);
}

/** Marks option `index` as the active one (five at most: all in view). */
function activate(index: number) {
  options().forEach((option, at) => {
    option.setAttribute("aria-selected", String(at === index));
    if (at === index) input()?.setAttribute("aria-activedescendant", option.id);
  });
}

function show(results: Result[], q: string) {
  const list = listbox();
  const field = input();
  if (!list || !field) return;
  list.replaceChildren(
    ...results.map((result, index) => {
      const option = document.createElement("li");
      option.id = `search-option-${index}`;
      option.setAttribute("role", "option");
      option.setAttribute("aria-selected", "false");
      option.dataset.url = result.url;
      // The server escaped the title's text and marked the matches (app/lib/search-snippet.ts).
      option.innerHTML = `<span>${LABELS[result.type] ?? ""}</span>${result.titleHtml}`;
      return option;
    }),
  );
  list.hidden = results.length === 0;
  field.setAttribute("aria-expanded", String(results.length > 0));
  field.removeAttribute("aria-activedescendant");
  const status = part<HTMLElement>("[data-search-status]");
  if (status) status.textContent = q ? (results.length ? `Top ${results.length} results` : "No results") : "";
  const all = part<HTMLAnchorElement>("[data-search-all]");
  if (all) all.href = q ? `/search?q=${encodeURIComponent(q)}` : "/search";
}

async function search(q: string) {
  pending?.abort();
  if (!q.trim()) return show([], "");
  pending = new AbortController();
  try {
    const reply = await fetch(`/api/search?limit=${SHOWN}&q=${encodeURIComponent(q)}`, { signal: pending.signal });
    const { results } = (await reply.json()) as { results: Result[] };
    show(results, q);
  } catch {
    // Superseded by a newer search, or offline: the results page still answers the form.
  }
}

function onKey(event: KeyboardEvent) {
  const element = dialog();
  if (!element) return;
  const target = event.target as HTMLElement;
  if (!element.open) return;
  // At once, even while a search field holds text (whose Escape would only clear it).
  if (event.key === "Escape") {
    event.preventDefault();
    return element.close();
  }
  if (target !== input()) return;
  const all = options();
  const at = all.findIndex((option) => option.getAttribute("aria-selected") === "true");
  if (event.key === "ArrowDown" || event.key === "ArrowUp") {
    event.preventDefault();
    if (all.length) activate((at + (event.key === "ArrowDown" ? 1 : all.length - 1 + (at < 0 ? 1 : 0))) % all.length);
  } else if (event.key === "Enter" && at >= 0) {
    event.preventDefault();
    location.assign(all[at]!.dataset.url!);
  }
}

/** Listens for what the dialog does once open; the page script opens it. */
export function startSearchDialog() {
  document.addEventListener("click", (event) => {
    const target = event.target as Element;
    if (target.closest?.("[data-search-close]")) dialog()?.close();
    else {
      const option = target.closest?.<HTMLElement>('[role="option"][data-url]');
      if (option) location.assign(option.dataset.url!);
    }
  });
  document.addEventListener("input", (event) => {
    if (event.target !== input()) return;
    clearTimeout(timer);
    timer = setTimeout(() => void search(input()!.value), DELAY_MS);
  });
  document.addEventListener("keydown", onKey);
  // `close` does not bubble: listened for on its way down.
  document.addEventListener(
    "close",
    (event) => {
      if (event.target !== dialog()) return;
      returnTo?.focus();
      returnTo = null;
    },
    true,
  );
}
