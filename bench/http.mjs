// One HTTP request through node:http, which adds no headers of its own (fetch would add
// Accept-Encoding, among others): the bench's checks send what autocannon sends.
import http from "node:http";

/**
 * Resolves to { status, headers, body } (body a Buffer); redirects are not followed. A new
 * connection each time unless an `agent` (one that keeps connections alive) is given; a request
 * unanswered after `timeoutMs` fails.
 */
export function request(url, { method = "GET", headers = {}, body, agent = false, timeoutMs = 30_000 } = {}) {
  return new Promise((resolve, reject) => {
    const outgoing = http.request(url, { method, headers, agent }, (response) => {
      const chunks = [];
      response.on("data", (chunk) => chunks.push(chunk));
      response.on("end", () =>
        resolve({ status: response.statusCode ?? 0, headers: response.headers, body: Buffer.concat(chunks) }),
      );
      response.on("error", reject);
    });
    outgoing.on("error", reject);
    outgoing.setTimeout(timeoutMs, () =>
      outgoing.destroy(
        Object.assign(new Error(`${method} ${url}: no answer within ${timeoutMs / 1000} s`), { code: "ETIMEDOUT" }),
      ),
    );
    outgoing.end(body);
  });
}

/** The first `length` characters of a body, on one line: for error messages. */
export function excerpt(body, length = 300) {
  const text = body.toString("utf8").replace(/\s+/g, " ").trim();
  return text.length > length ? `${text.slice(0, length)}…` : text;
}
