import { CV_TYPES, type CvType } from "./cv-file";
import { fileTypeOf } from "./file-type.server";

/** "WordDocument" in UTF-16LE: the stream every Word 97–2003 file holds and Excel or Outlook files lack. */
const WORD_STREAM_NAME = Buffer.from("WordDocument", "utf16le");

/**
 * The kind of CV these bytes are, or null: a PDF, a Word document (DOCX: file-type looks inside
 * the ZIP for word/document.xml, so a plain ZIP or a spreadsheet is refused) or a Word 97–2003
 * file (an OLE2 compound file with a WordDocument stream). Never the name or the browser's claim.
 */
export async function detectCvType(bytes: Uint8Array): Promise<CvType | null> {
  if (bytes.byteLength === 0) return null;
  const found = await fileTypeOf(bytes);
  if (!found) return null;
  if (found.ext === "pdf") return CV_TYPES[0];
  if (found.ext === "docx") return CV_TYPES[2];
  if (found.ext === "cfb" && Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength).includes(WORD_STREAM_NAME))
    return CV_TYPES[1];
  return null;
}
