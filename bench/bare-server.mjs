// The yardstick: a bare node:http server answering every request with the same HTML-sized body,
// in a process of its own. Usage: node bench/bare-server.mjs BYTES. Prints "listening on PORT".
import http from "node:http";

const bytes = Number(process.argv[2]);
if (!Number.isInteger(bytes) || bytes < 1) throw new Error("Usage: node bench/bare-server.mjs BYTES");

const prefix = "<!DOCTYPE html><html><body>";
const suffix = "</body></html>";
const body = Buffer.from(prefix + "x".repeat(Math.max(0, bytes - prefix.length - suffix.length)) + suffix).subarray(
  0,
  bytes,
);
const headers = { "Content-Type": "text/html; charset=utf-8", "Content-Length": String(body.length) };

const server = http.createServer((_request, response) => {
  response.writeHead(200, headers);
  response.end(body);
});
server.listen(0, "127.0.0.1", () => console.log(`listening on ${server.address().port}`));
