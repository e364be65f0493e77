/**
 * What kind of file these bytes are, by their content (file-type's signatures), or undefined when
 * none matches. The library loads with the first upload or import that asks, not in every server
 * process (about 50 ms of CPU and 2 MB of heap).
 */
export async function fileTypeOf(bytes: Uint8Array) {
  const { fileTypeFromBuffer } = await import("file-type");
  return fileTypeFromBuffer(bytes);
}
