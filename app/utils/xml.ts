// Characters an XML 1.0 document must not contain (§2.2 Char: C0 controls other than tab, LF and
// CR; lone surrogates; U+FFFE and U+FFFF), plus DEL and the C1 controls, which it discourages.
// eslint-disable-next-line no-control-regex
const NOT_XML = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F\uFFFE\uFFFF]|[\uD800-\uDFFF]/gu;

const ENTITIES: Record<string, string> = { "<": "&lt;", ">": "&gt;", "&": "&amp;", "'": "&apos;", '"': "&quot;" };

/** The text without the characters XML cannot carry (even escaped): rows stored before they were refused. */
export function xmlChars(text: string) {
  return text.replace(NOT_XML, "");
}

/** Text for an XML element or attribute value (RSS, sitemap): escaped, and never ill-formed. */
export function escapeXml(text: string) {
  return xmlChars(text).replace(/[<>&'"]/g, (char) => ENTITIES[char]!);
}

/** A CDATA section of the text; "]]>" cannot appear inside one, so it is split across two. */
export function xmlCdata(text: string) {
  return `<![CDATA[${xmlChars(text).replace(/]]>/g, "]]]]><![CDATA[>")}]]>`;
}
