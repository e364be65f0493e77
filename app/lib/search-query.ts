// What a visitor typed into the site search, turned into words both engines search for alike
// (app/models/site-search.server.ts). Whatever is typed (FTS syntax, quotes, SQL, control
// characters, emoji, any length) becomes a list of plain words or none: never query syntax.

/** Text past this many characters is not read: nobody types more, and it is not worth a scan. */
export const MAX_QUERY_CHARS = 200;
/** Words past this many are not searched for. */
export const MAX_QUERY_WORDS = 8;
/** A word this long or longer may be a one-letter typo of a word on the site. */
export const TYPO_MIN_LENGTH = 5;
/** Longer runs of letters are not words anyone searches for (a pasted hash, a URL's tail). */
const MAX_WORD_LENGTH = 40;

/**
 * PostgreSQL's English stop words (tsearch_data/english.stop): its full-text search drops them, so
 * the query leaves them out on SQLite too and both engines look for the same words.
 */
const STOP_WORDS = new Set(
  (
    "i me my myself we our ours ourselves you your yours yourself yourselves he him his himself she her hers " +
    "herself it its itself they them their theirs themselves what which who whom this that these those am is " +
    "are was were be been being have has had having do does did doing a an the and but if or because as until " +
    "while of at by for with about against between into through during before after above below to from up " +
    "down in out on off over under again further then once here there when where why how all any both each few " +
    "more most other some such no nor not only own same so than too very s t can will just don should now"
  ).split(" "),
);

/** Runs of letters and digits, as SQLite's unicode61 tokenizer splits text. */
const WORD = /[\p{L}\p{N}]+/gu;

/** The words of `text`, lower-cased, in order (repeats kept). */
export function wordsOf(text: string): string[] {
  return (text.normalize("NFKC").toLowerCase().match(WORD) ?? []).filter((word) => [...word].length <= MAX_WORD_LENGTH);
}

export type SearchQuery = {
  /** The words to find, each once, stop words left out. */
  words: string[];
  /** Whether the last word may be the start of a longer one (the visitor may still be typing it). */
  lastIsPrefix: boolean;
};

/** The words a search looks for in what was typed; none when nothing searchable was typed. */
export function parseSearchQuery(text: string): SearchQuery {
  const cut = [...text].slice(0, MAX_QUERY_CHARS).join("");
  const words = [...new Set(wordsOf(cut).filter((word) => !STOP_WORDS.has(word)))].slice(0, MAX_QUERY_WORDS);
  // A query ending in a space or punctuation has its last word finished.
  const lastIsPrefix = words.length > 0 && /[\p{L}\p{N}]$/u.test(cut) && cut.toLowerCase().endsWith(words.at(-1)!);
  return { words, lastIsPrefix };
}

const ALPHABET = [..."abcdefghijklmnopqrstuvwxyz0123456789"];

/**
 * Every string one edit away from `word` (a letter dropped, added, changed, or two neighbours
 * swapped), for a word of TYPO_MIN_LENGTH or more; none for a shorter one. Letters come from
 * a–z, 0–9 and the word's own (so "Zürich" may lose or gain its ü).
 */
export function oneEditVariants(word: string): string[] {
  const chars = [...word];
  if (chars.length < TYPO_MIN_LENGTH) return [];
  const letters = [...new Set([...ALPHABET, ...chars])];
  const variants = new Set<string>();
  const joined = (parts: string[]) => parts.join("");
  for (let i = 0; i <= chars.length; i++) {
    const before = chars.slice(0, i);
    const after = chars.slice(i);
    if (i < chars.length) variants.add(joined([...before, ...after.slice(1)]));
    if (i < chars.length - 1) variants.add(joined([...before, after[1]!, after[0]!, ...after.slice(2)]));
    for (const letter of letters) {
      variants.add(joined([...before, letter, ...after]));
      if (i < chars.length) variants.add(joined([...before, letter, ...after.slice(1)]));
    }
  }
  variants.delete(word);
  return [...variants];
}
