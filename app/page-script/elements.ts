const started = new WeakSet<Element>();
const watchers: [selector: string, start: (element: HTMLElement) => void][] = [];

function startMatches(root: Element | Document) {
  for (const [selector, start] of watchers) {
    const found = [...root.querySelectorAll<HTMLElement>(selector)];
    if (root instanceof HTMLElement && root.matches(selector)) found.push(root);
    for (const element of found) {
      if (started.has(element)) continue;
      started.add(element);
      start(element);
    }
  }
}

/** Looks only inside what was added: React redraws much of a back-office page as it is used. */
function startAdded(records: MutationRecord[]) {
  for (const record of records) record.addedNodes.forEach((node) => node instanceof Element && startMatches(node));
}

/**
 * Starts `start` once for every element matching `selector`: those in the page now and those a
 * client-side navigation adds later (on pages that hydrate, React renders the next page itself).
 */
export function onEach(selector: string, start: (element: HTMLElement) => void) {
  if (watchers.length === 0) {
    new MutationObserver(startAdded).observe(document.documentElement, {
      childList: true,
      subtree: true,
    });
  }
  watchers.push([selector, start]);
  startMatches(document);
}

/** Whether the visitor asked for less motion (read when needed: the setting can change). */
export const reducedMotion = () => matchMedia("(prefers-reduced-motion: reduce)").matches;
