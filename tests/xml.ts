// Reads XML with saxes, a conformant XML 1.0 parser (strict: every well-formedness or namespace
// error is reported), for tests that prove a feed or sitemap is well-formed whatever was stored.
import { SaxesParser } from "saxes";

export type XmlElement = { name: string; attributes: Record<string, string>; text: string };

/** Every error the parser reports, and each element with its attributes and its own text. */
export function parseXml(xml: string) {
  const parser = new SaxesParser({ xmlns: true });
  const errors: string[] = [];
  const elements: XmlElement[] = [];
  const open: XmlElement[] = [];
  parser.on("error", (error) => errors.push(error.message));
  parser.on("opentag", (tag) => {
    const attributes = Object.fromEntries(
      Object.values(tag.attributes).map((attribute) => [attribute.name, attribute.value]),
    );
    open.push({ name: tag.name, attributes, text: "" });
  });
  const addText = (text: string) => {
    const current = open.at(-1);
    if (current) current.text += text;
  };
  parser.on("text", addText);
  parser.on("cdata", addText);
  parser.on("closetag", () => {
    const element = open.pop();
    if (element) elements.push(element);
  });
  parser.write(xml).close();
  return { errors, elements };
}
