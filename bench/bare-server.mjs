// The yardstick: a bare node:http server answering every request alike, in a process of its own:
// a body of BYTES bytes under the headers given as JSON (those the site sent with the page it
// stands for), so that the load generator reads the same answer from both and the difference is
// the site's own work. Usage: node bench/bare-server.mjs BYTES [HEADERS_JSON]. Prints "listening on PORT".
import http from "node:http";

const bytes = Number(process.argv[2]);
if (!Number.isInteger(bytes) || bytes < 1) throw new Error("Usage: node bench/bare-server.mjs BYTES [HEADERS_JSON]");
const given = JSON.parse(process.argv[3] ?? "{}");

const prefix = "<!DOCTYPE html><html><body>";
const suffix = "</body></html>";
const body = Buffer.from(prefix + "x".repeat(Math.max(0, bytes - prefix.length - suffix.length)) + suffix).subarray(
  0,
  bytes,
);
const headers = { "Content-Type": "text/html; charset=utf-8", ...given, "Content-Length": String(body.length) };

const server = http.createServer((_request, response) => {
  response.writeHead(200, headers);
  response.end(body);
});
server.listen(0, "127.0.0.1", () => console.log(`listening on ${server.address().port}`));
