import { Transform } from "node:stream";

/**
 * The stream a page's HTML flows through on its way out. React 18.3's streaming renderer
 * (writeStringChunk in react-dom/server) sends its whole 2 KB buffer when a multi-byte
 * character (₹, é…) does not fit at the end, so one or two zero bytes land in the page
 * (fixed in React 19). UTF-8 text never contains a zero byte, so dropping them restores
 * exactly what React meant to send.
 */
export function htmlBodyStream() {
  return new Transform({
    transform(chunk: Buffer, _encoding, done) {
      done(null, chunk.includes(0) ? chunk.filter((byte) => byte !== 0) : chunk);
    },
  });
}
