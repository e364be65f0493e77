const NAMED: Record<string, string> = { amp: "&", lt: "<", gt: ">", quot: '"', apos: "'", nbsp: " " };

/** Tags inside a run of text (a bold word, a link): dropped, so "<b>for</b>." stays "for.". */
const INLINE_TAG = /<\/?(?:a|abbr|b|code|em|i|kbd|mark|q|s|small|span|strong|sub|sup|u)(?:\s[^>]*)?>/gi;

/** The text of an HTML fragment: tags removed, character references decoded, whitespace collapsed. */
export function htmlToText(html: string) {
  return html
    .replace(INLINE_TAG, "")
    .replace(/<[^>]*>/g, " ")
    .replace(/&(#x[\da-f]+|#\d+|[a-z]+);/gi, (entity, name: string) => {
      if (name[0] !== "#") return NAMED[name.toLowerCase()] ?? " ";
      const code = name[1] === "x" || name[1] === "X" ? parseInt(name.slice(2), 16) : Number(name.slice(1));
      return code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : " ";
    })
    .replace(/\s+/g, " ")
    .trim();
}

/** Where one block of an HTML body ends and the next begins. */
const BLOCK_BOUNDARY =
  /<\/?(?:p|div|h[1-6]|li|ul|ol|blockquote|pre|figure|figcaption|table|tr|td|th|thead|tbody|hr|section|article|header|footer|aside|dl|dt|dd)(?:\s[^>]*)?>|<br\s*\/?>/gi;

/** The readable text of an HTML body, one string per block (paragraph, heading, list item…); empty blocks left out. */
export function htmlToParagraphs(html: string) {
  return html
    .split(BLOCK_BOUNDARY)
    .map(htmlToText)
    .filter((text) => text !== "");
}
