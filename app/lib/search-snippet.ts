// A search result's title and snippet with the words the visitor looked for marked. Kept as
// segments of plain text, so a page draws each as text (React escapes it) and the API's HTML is
// escaped here, in one place: no text on the site can inject markup through a result.

/** A run of a result's text; `marked` when it is a word the search matched. */
export type Segment = { text: string; marked: boolean };

/** About how long a snippet is, in characters. */
const SNIPPET_CHARS = 180;
/** How much text a snippet shows before its first match. */
const LEAD_CHARS = 50;

/**
 * The start of `term` a word must begin with to count as the same word in another form: the
 * search stems words ("consulting" finds "consultant"), so its last letters may differ.
 */
function stemOf(term: string) {
  const chars = [...term];
  return chars.length <= 4 ? term : chars.slice(0, Math.max(4, chars.length - 3)).join("");
}

/** Whether `word` (any case) is one of the searched `terms` in some form. */
function isMatch(word: string, stems: string[]) {
  const lower = word.toLowerCase();
  return stems.some((stem) => lower.startsWith(stem));
}

const WORD_OR_NOT = /([\p{L}\p{N}]+)|([^\p{L}\p{N}]+)/gu;

/** `text` in segments, each word that is one of `terms` (lower-case) marked. */
export function highlight(text: string, terms: string[]): Segment[] {
  const stems = terms.map(stemOf);
  const segments: Segment[] = [];
  for (const [part, word] of text.matchAll(WORD_OR_NOT)) {
    const marked = word !== undefined && isMatch(word, stems);
    const last = segments.at(-1);
    if (last && last.marked === marked && !marked) last.text += part;
    else segments.push({ text: part, marked });
  }
  return segments;
}

/** Where in `text` the first word that is one of `terms` starts; 0 when none is. */
function firstMatch(text: string, stems: string[]) {
  for (const match of text.matchAll(/[\p{L}\p{N}]+/gu)) if (isMatch(match[0], stems)) return match.index;
  return 0;
}

/**
 * A short passage of `text` around the first word that is one of `terms`, cut at spaces, with
 * "…" where it was cut, its matches marked.
 */
export function snippet(text: string, terms: string[]): Segment[] {
  const flat = text.replace(/\s+/g, " ").trim();
  const at = firstMatch(flat, terms.map(stemOf));
  let start = at <= LEAD_CHARS ? 0 : flat.indexOf(" ", at - LEAD_CHARS) + 1;
  if (start <= 0 || start > at) start = at <= LEAD_CHARS ? 0 : at;
  let end = flat.length;
  if (end - start > SNIPPET_CHARS) {
    const space = flat.lastIndexOf(" ", start + SNIPPET_CHARS);
    end = space > at ? space : start + SNIPPET_CHARS;
  }
  const passage = `${start > 0 ? "…" : ""}${flat.slice(start, end)}${end < flat.length ? "…" : ""}`;
  return highlight(passage, terms);
}

const ESCAPES: Record<string, string> = { "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" };

function escapeHtml(text: string) {
  return text.replace(/[&<>"']/g, (char) => ESCAPES[char]!);
}

/** Segments as HTML: every character of the text escaped, each match in `<mark>`. */
export function segmentsHtml(segments: Segment[]) {
  return segments.map(({ text, marked }) => (marked ? `<mark>${escapeHtml(text)}</mark>` : escapeHtml(text))).join("");
}
