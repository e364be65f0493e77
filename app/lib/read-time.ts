import { htmlToText } from "./html-text";

const WORDS_PER_MINUTE = 200;

/** The words of an HTML fragment, tags and entities removed. */
function countWords(html: string) {
  return htmlToText(html)
    .split(" ")
    .filter((word) => /[\p{L}\p{N}]/u.test(word)).length;
}

/** Minutes to read a post: words of the body (the description when there is no body) / 200, rounded up, at least 1. */
export function readTimeMinutes({ content, description }: { content: string; description: string }) {
  const words = countWords(content) || countWords(description);
  return Math.max(1, Math.ceil(words / WORDS_PER_MINUTE));
}

export function formatReadTime(minutes: number) {
  return `${minutes} min read`;
}
