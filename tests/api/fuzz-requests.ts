// The requests the fuzzer (fuzz.test.ts) sends, as fast-check arbitraries: realistic but hostile.
// A form carries the route's own field names (each left out, sent once or repeated) mixed with
// made-up ones, valued with what its page sends or with anything a client can type or forge;
// encoded as a browser would, or broken. An API body is the call's JSON with values of every type,
// or no JSON at all. Query strings and headers (types, Accept, cookies, tokens, origins) vary too.
import fc from "fast-check";

import type { ApiCall, FormRoute } from "./route-list";

/** One request, ready for the HTTP server (harness `RawRequest`, with the caller picked apart). */
export type FuzzRequest = {
  method: string;
  /** Path and query, as sent on the request line. */
  path: string;
  headers: Record<string, string>;
  body?: Buffer;
  /** Which credentials go with it: none, the staff's session or token, or forged ones. */
  caller: Caller;
};

export type Caller = "anonymous" | "forged" | "staff" | "no-permission";

/** True about once in `times`. */
const rarely = (times: number) => fc.integer({ min: 1, max: times }).map((draw) => draw === 1);

// ── Values ──────────────────────────────────────────────────────────────────────────────────
/** Text a person or a script may type: control characters, other scripts, emoji, markup. */
const anyText = fc.oneof(
  fc.string({ maxLength: 40 }),
  fc.string({ unit: "binary", maxLength: 40 }),
  fc.string({ unit: "grapheme", maxLength: 20 }),
);

/** Values people (and attacks) put in forms on purpose. */
const tricky = fc.constantFrom(
  "",
  " ",
  "\u0000",
  "a\u0000b",
  "\uFEFF",
  "\uD800", // a lone surrogate: no UTF-8 encoding exists, so it is sent as U+FFFD
  "\u202Eevil",
  "null",
  "undefined",
  "NaN",
  "Infinity",
  "-1",
  "0",
  "1e309",
  "9007199254740993",
  "99999999999999999999999999",
  "-0.000001",
  "true",
  "[]",
  "{}",
  '{"a":1}',
  "__proto__",
  "constructor",
  "<script>alert(1)</script>",
  '"><img src=x onerror=alert(1)>',
  "' OR 1=1 --",
  "%00",
  "%",
  "../../etc/passwd",
  "javascript:alert(1)",
  "//evil.example",
  "/\\evil.example",
  "https://evil.example/",
  "😀".repeat(60),
  "ǅ̶̡̛̖̗̘̙̜̝̞̟̠̣",
  "\r\n\r\n",
  "a,b,,c",
  "2026-02-30",
  "2026-13-01T25:61",
  "1970-01-01",
  "9999-12-31T23:59:59Z",
);

/** Numbers, dates, addresses and long text: values of the right shape but odd or at the edges. */
const shapedValue = fc.oneof(
  fc.integer().map(String),
  fc.double({ noNaN: false }).map(String),
  fc
    .date({ min: new Date("0001-01-01"), max: new Date("9999-12-31"), noInvalidDate: true })
    .map((date) => date.toISOString()),
  fc
    .date({ min: new Date("1900-01-01"), max: new Date("2200-01-01"), noInvalidDate: true })
    .map((date) => date.toISOString().slice(0, 10)),
  fc
    .date({ min: new Date("1900-01-01"), max: new Date("2200-01-01"), noInvalidDate: true })
    .map((date) => date.toISOString().slice(0, 16)),
  fc.emailAddress(),
  fc.webUrl(),
  fc.integer({ min: 100, max: 12_000 }).map((length) => "x".repeat(length)),
  fc.integer({ min: 50, max: 3_000 }).map((length) => "ठ ".repeat(length)),
);

/** Anything a text field can carry. */
export const hostileText = fc.oneof({ weight: 3, arbitrary: anyText }, tricky, shapedValue);

/** A field's value: mostly what its page sends (so validation passes and the save runs), else anything. */
function fieldValue(known: string[]) {
  return known.length > 0
    ? fc.oneof({ withCrossShrink: true }, { weight: 3, arbitrary: fc.constantFrom(...known) }, hostileText)
    : hostileText;
}

/** Field names a route does not have: junk, and names with a meaning elsewhere. */
const strayName = fc.oneof(
  fc.constantFrom("_data", "_action", "intent", "website", "__proto__", "constructor", "id", "redirectTo", "a[b]", ""),
  fc.string({ maxLength: 12 }),
);

// ── Forms ───────────────────────────────────────────────────────────────────────────────────
type Pair = [name: string, value: string];

/**
 * A route's form as name-value pairs: its own fields (anything in them, or its page's values with
 * one or two spoiled) and made-up ones. `fill` turns `{placeholders}` into the arranged records.
 */
function formPairs(route: FormRoute, fill: (text: string) => string) {
  const names = [...new Set([...Object.keys(route.form), ...Object.keys(route.choices ?? {})])];
  const known = (name: string) =>
    [route.form[name], ...(route.choices?.[name] ?? [])].flatMap((v) => (v === undefined ? [] : [fill(v)]));
  // Anything: each field left out, sent once or repeated, with what its page sends or anything else.
  const wild = fc.tuple(
    ...names.map((name) =>
      // Shrinks towards leaving the field out, so a failure's report keeps only the fields it needs.
      fc.oneof(
        { withCrossShrink: true },
        { weight: 1, arbitrary: fc.constant([] as Pair[]) },
        { weight: 5, arbitrary: fieldValue(known(name)).map((value): Pair[] => [[name, value]]) },
        {
          weight: 1,
          arbitrary: fc
            .array(fieldValue(known(name)), { minLength: 2, maxLength: 3 })
            .map((values) => values.map((value): Pair => [name, value])),
        },
      ),
    ),
  );
  // What the page sends in a field: mostly its form's value, sometimes another choice.
  const pageValue = ([first, ...others]: string[]) =>
    first === undefined
      ? hostileText
      : fc.oneof({ weight: 3, arbitrary: fc.constant(first) }, fc.constantFrom(first, ...others));
  // The page's own form with one or two fields spoiled: it passes the other checks and reaches the
  // save with an odd value, where a bug of the model or the database would show.
  const nearlyValid = fc
    .tuple(
      fc.tuple(...names.map((name) => pageValue(known(name)))),
      fc.tuple(...names.map(() => hostileText)),
      fc.subarray([...names.keys()], { minLength: Math.min(names.length, 1), maxLength: Math.min(names.length, 2) }),
    )
    .map(([good, odd, spoiled]) =>
      names.map((name, index): Pair[] => [[name, (spoiled.includes(index) ? odd : good)[index]!]]),
    );
  const stray = fc.array(fc.tuple(strayName, hostileText), { maxLength: 3 });
  // Stray fields go first or last (a page's own order is kept: pages send fields in one order).
  return fc
    .tuple(fc.oneof(wild, { weight: 2, arbitrary: nearlyValid }), stray, fc.boolean())
    .map(([groups, extra, strayFirst]) => (strayFirst ? [...extra, ...groups.flat()] : [...groups.flat(), ...extra]));
}

/** Percent-encodes UTF-8 as browsers do (a lone surrogate becomes U+FFFD on the way, as in a browser). */
function encodeComponent(text: string) {
  let encoded = "";
  for (const byte of Buffer.from(text, "utf8")) {
    const char = String.fromCharCode(byte);
    encoded += /[A-Za-z0-9*\-._]/.test(char)
      ? char
      : char === " "
        ? "+"
        : `%${byte.toString(16).toUpperCase().padStart(2, "0")}`;
  }
  return encoded;
}

/** Broken bits a hand-made or cut-off body carries. */
const encodingJunk = fc.constantFrom("%", "%zz", "%ff", "%E0%A4%A", "&&", "=", "a=b=c", "%C0%AF", "%ED%A0%80");

const urlEncoded = (pairs: Pair[], junk: string[]) =>
  Buffer.from(
    [...pairs.map(([name, value]) => `${encodeComponent(name)}=${encodeComponent(value)}`), ...junk].join("&"),
  );

/** A small file of some type (or none a CV or an image can be), under a name a person or a script gave. */
const uploadedFile = fc.record({
  filename: fc.oneof(
    fc.constantFrom("cv.pdf", "photo.png", "../../etc/passwd", 'a"b.pdf', "", "résumé.docx"),
    fc.string({ maxLength: 20 }),
  ),
  contentType: fc.constantFrom(
    "application/pdf",
    "image/png",
    "image/jpeg",
    "application/octet-stream",
    "text/html",
    "",
  ),
  bytes: fc.oneof(
    fc.constantFrom(
      Buffer.from("%PDF-1.4\n%âãÏÓ\n1 0 obj\n<<>>\nendobj\ntrailer\n<<>>\n%%EOF\n"),
      Buffer.from(
        "89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c4890000000d4944415478da63f8ffff3f0005fe02fea73581e40000000049454e44ae426082",
        "hex",
      ),
      Buffer.from("GIF89a"),
      Buffer.from("<svg onload=alert(1)>"),
      Buffer.alloc(0),
    ),
    fc.uint8Array({ maxLength: 2048 }).map((bytes) => Buffer.from(bytes)),
  ),
});

const BOUNDARY = "----fuzz7MA4YWxkTrZu0gW";

function multipart(
  pairs: Pair[],
  files: Array<{ field: string; filename: string; contentType: string; bytes: Buffer }>,
  cutOff: boolean,
) {
  const parts: Buffer[] = [];
  const quote = (text: string) => text.replace(/["\r\n]/g, (char) => encodeURIComponent(char));
  for (const [name, value] of pairs) {
    parts.push(
      Buffer.from(`--${BOUNDARY}\r\nContent-Disposition: form-data; name="${quote(name)}"\r\n\r\n${value}\r\n`),
    );
  }
  for (const file of files) {
    const type = file.contentType ? `Content-Type: ${file.contentType}\r\n` : "";
    parts.push(
      Buffer.from(
        `--${BOUNDARY}\r\nContent-Disposition: form-data; name="${quote(file.field)}"; filename="${quote(file.filename)}"\r\n${type}\r\n`,
      ),
      file.bytes,
      Buffer.from("\r\n"),
    );
  }
  const body = Buffer.concat([...parts, Buffer.from(`--${BOUNDARY}--\r\n`)]);
  return cutOff ? body.subarray(0, Math.floor(body.length / 2)) : body;
}

/** A Content-Type other than the body's: missing, wrong, malformed, oddly written. */
const otherContentType = fc.oneof(
  fc.constantFrom(
    "",
    "application/x-www-form-urlencoded; charset=utf-8",
    "APPLICATION/X-WWW-FORM-URLENCODED",
    "application/x-www-form-urlencoded; charset=latin1",
    "multipart/form-data",
    "multipart/form-data; boundary=",
    "multipart/form-data; boundary=nope",
    "text/plain",
    "application/json",
    "application/vnd.api+json",
    "application/xml",
    "*/*",
    "form",
  ),
  fc.string({ unit: "grapheme-ascii", maxLength: 30 }),
);

/** A form route's body with its Content-Type: urlencoded or multipart (with files where it takes them), JSON, or raw bytes. */
function formBody(route: FormRoute, fill: (text: string) => string) {
  const pairs = formPairs(route, fill);
  const files = fc.array(
    fc
      .tuple(fc.constantFrom(...(route.files ?? ["file"]), "other"), uploadedFile)
      .map(([field, file]) => ({ field, ...file })),
    { maxLength: route.files ? 2 : 1 },
  );
  return fc.oneof(
    {
      weight: 6,
      arbitrary: fc
        .tuple(
          pairs,
          fc.oneof(
            { weight: 7, arbitrary: fc.constant<string[]>([]) },
            encodingJunk.map((junk) => [junk]),
          ),
        )
        .map(([fields, junk]) => ({ type: "application/x-www-form-urlencoded", body: urlEncoded(fields, junk) })),
    },
    {
      weight: 3,
      arbitrary: fc.tuple(pairs, files, rarely(10)).map(([fields, uploads, cutOff]) => ({
        type: `multipart/form-data; boundary=${BOUNDARY}`,
        body: multipart(fields, uploads, cutOff),
      })),
    },
    {
      weight: 1,
      arbitrary: pairs.map((fields) => ({
        type: "application/json",
        body: Buffer.from(JSON.stringify(Object.fromEntries(fields))),
      })),
    },
    {
      weight: 1,
      arbitrary: fc
        .tuple(
          otherContentType,
          fc.oneof(
            pairs.map((fields) => urlEncoded(fields, [])),
            fc.uint8Array({ maxLength: 512 }).map((bytes) => Buffer.from(bytes)),
          ),
        )
        .map(([type, body]) => ({ type, body })),
    },
  );
}

// ── API bodies ──────────────────────────────────────────────────────────────────────────────
/** A JSON value of any type, nested a little. */
const anyJson = fc.oneof(
  { weight: 3, arbitrary: hostileText },
  fc.integer(),
  fc.double(),
  fc.boolean(),
  fc.constant(null),
  fc.array(hostileText, { maxLength: 3 }),
  fc.jsonValue({ maxDepth: 3 }),
);

/** The call's JSON: its own keys with its values or values of any type (some left out), and stray keys; or not an object; or not JSON. */
function apiBody(call: ApiCall, fill: (text: string) => string) {
  const sample = Object.entries(call.json ?? {}).map(([key, value]): [string, unknown] => [key, fill(value)]);
  // Its own keys, each left out, as the client sends it or of any type.
  const keys = Object.fromEntries(
    sample.map(([key, value]) => [
      key,
      fc.oneof({ withCrossShrink: true }, { weight: 3, arbitrary: fc.constant(value) }, anyJson),
    ]),
  );
  // The client's own body with at most one key spoiled (mostly with text, as a client's bug would):
  // it passes the other checks and reaches the save with an odd value.
  const own = fc.oneof(fc.record(keys, { requiredKeys: [] }), {
    weight: 2,
    arbitrary: fc
      .tuple(fc.nat(sample.length), fc.oneof({ weight: 2, arbitrary: hostileText }, anyJson))
      .map(([spoiled, odd]) =>
        Object.fromEntries(sample.map(([key, value], index) => [key, index === spoiled ? odd : value])),
      ),
  });
  const object = fc
    .tuple(own, fc.array(fc.tuple(strayName, anyJson), { maxLength: 2 }))
    .map(([fields, stray]) => JSON.stringify({ ...Object.fromEntries(stray), ...fields }));
  return fc.oneof(
    { weight: 8, arbitrary: object.map((text) => Buffer.from(text)) },
    fc.jsonValue({ maxDepth: 2 }).map((value) => Buffer.from(JSON.stringify(value) ?? "")),
    fc
      .constantFrom("", " ", "{", '{"title": ', "{} x", "[]", "null", "\uFEFF{}", '{"a":1,"a":2}')
      .map((text) => Buffer.from(text)),
    fc.constant(Buffer.from([0x7b, 0x22, 0xff, 0x22, 0x3a, 0x31, 0x7d])), // {"\xff":1}: not UTF-8
    fc.uint8Array({ maxLength: 256 }).map((bytes) => Buffer.from(bytes)),
  );
}

const jsonContentType = fc.oneof(
  { weight: 8, arbitrary: fc.constant("application/json") },
  fc.constantFrom(
    "application/json; charset=utf-8",
    "Application/JSON",
    "application/vnd.api+json",
    "application/json;charset=latin1",
  ),
  otherContentType,
);

// ── Query strings ───────────────────────────────────────────────────────────────────────────
/** Query parameters with a meaning somewhere (Remix's `_routes` and `index`, paging, filters) and junk, some percent-encoded wrongly. */
function queryString(names: string[], routeIds: string[]) {
  const name = fc.oneof(
    fc.constantFrom("_routes", "index", "redirectTo", ...names),
    fc.string({ unit: "grapheme-ascii", maxLength: 8 }),
  );
  // Short values: a request line over Node's header limit (16 KB) is refused before the app sees it.
  const value = fc.oneof(fc.constantFrom(...routeIds, "root", "routes/nope", ""), anyText, tricky);
  const pair = fc.tuple(name, value, rarely(8));
  // Most requests carry no query, as pages send them.
  return fc
    .oneof({ weight: 3, arbitrary: fc.constant([]) }, fc.array(pair, { minLength: 1, maxLength: 3 }))
    .map((pairs) =>
      pairs.length === 0
        ? ""
        : `?${pairs.map(([key, text, broken]) => `${encodeComponent(key)}=${broken ? `${encodeComponent(text)}%E0%A4%A` : encodeComponent(text)}`).join("&")}`,
    );
}

// ── Headers ─────────────────────────────────────────────────────────────────────────────────
/** Header text a client can send (HTTP allows visible ASCII, spaces and tabs). */
const headerText = fc.string({ unit: "grapheme-ascii", maxLength: 60 });

const accept = fc.option(
  fc.oneof(
    fc.constantFrom("text/html", "application/json", "*/*", "application/json, text/html", "text/x-script", ""),
    headerText,
  ),
  { nil: undefined },
);

function origin(site: string) {
  // A browser sends its page's origin (or none, with an older browser or a script); others forge one.
  return fc.oneof(
    { weight: 10, arbitrary: fc.constantFrom(site, undefined) },
    fc.constantFrom("null", "https://evil.example", `${site}.evil.example`, "http://localhost"),
    headerText,
  );
}

/** Cookies nobody was given: forged sessions and toasts, theme values, junk. */
const forgedCookie = fc.oneof(
  fc.constantFrom(
    "__session=garbage",
    "__session=eyJ1c2VySWQiOjF9.forged",
    "en_toast=eyJ0b2FzdCI6MX0.forged",
    "theme=blue",
    "__session=",
  ),
  headerText.map((text) => `__session=${text.replace(/[;,\s]/g, "")}`),
  headerText,
);

const forgedAuthorization = fc.oneof(
  fc.constantFrom(
    "Bearer",
    "Bearer ",
    "Bearer made-up",
    "Basic YWRtaW46YWRtaW4=",
    "bearer   x  y",
    `Bearer ${"a".repeat(600)}`,
  ),
  headerText,
);

type Credentials = { cookie: string; token: string; noPermissionToken: string };

/** A caller's credentials, and the junk cookie and forged token each request also draws. */
const credentialJunk = fc.record({
  cookie: fc.oneof({ weight: 2, arbitrary: fc.constant(null) }, forgedCookie),
  forgedCookie,
  forgedAuthorization,
});

function credentialHeaders(
  caller: Caller,
  credentials: Credentials,
  junk: { cookie: string | null; forgedCookie: string; forgedAuthorization: string },
  { api }: { api: boolean },
): Record<string, string> {
  const extraCookie = api ? null : junk.cookie;
  if (caller === "staff")
    return api
      ? { Authorization: `Bearer ${credentials.token}` }
      : { Cookie: [credentials.cookie, extraCookie].filter(Boolean).join("; ") };
  if (caller === "no-permission") return { Authorization: `Bearer ${credentials.noPermissionToken}` };
  if (caller === "forged") return { Cookie: junk.forgedCookie, Authorization: junk.forgedAuthorization };
  return extraCookie ? { Cookie: extraCookie } : {};
}

const callers = (signedIn: boolean): fc.Arbitrary<Caller> =>
  signedIn
    ? fc.oneof({ weight: 3, arbitrary: fc.constant<Caller>("staff") }, fc.constantFrom<Caller>("anonymous", "forged"))
    : fc.constantFrom<Caller>("anonymous", "forged", "staff");

const OTHER_METHODS = ["GET", "HEAD", "POST", "PUT", "PATCH", "DELETE", "OPTIONS"];

type Context = { site: string; credentials: Credentials; fill: (text: string) => string; routeIds: string[] };

/** Requests to a form route: mostly POST (the others reach the action too), as each kind of caller. */
export function formRequests(
  route: FormRoute,
  { site, credentials, fill, routeIds }: Context,
): fc.Arbitrary<FuzzRequest> {
  const names = Object.keys(route.form);
  return fc
    .record({
      method: fc.oneof(
        { withCrossShrink: true },
        { weight: 17, arbitrary: fc.constant("POST") },
        fc.constantFrom("PUT", "PATCH", "DELETE"),
      ),
      query: queryString(names, [route.id, ...routeIds]),
      // The page's own post (JavaScript off) or its data request (single fetch, JavaScript on).
      dataRequest: fc.boolean(),
      body: formBody(route, fill),
      caller: callers(Boolean(route.admin)),
      accept,
      origin: origin(site),
      junk: credentialJunk,
    })
    .map(({ caller, junk, ...request }) => ({
      method: request.method,
      path: `${fill(route.path)}${request.dataRequest ? ".data" : ""}${request.query}`,
      caller,
      body: request.body.body,
      headers: clean({
        ...credentialHeaders(caller, credentials, junk, { api: false }),
        "Content-Type": request.body.type,
        Accept: request.accept,
        Origin: request.origin,
      }),
    }));
}

/** Requests to an API call: its own method mostly, any other sometimes, with and without a (valid, forged or powerless) token. */
export function apiRequests(call: ApiCall, { site, credentials, fill, routeIds }: Context): fc.Arbitrary<FuzzRequest> {
  const names = [
    "page",
    "limit",
    "q",
    "type",
    "department",
    "include",
    "status",
    "stage",
    "job",
    "from",
    "to",
    "draft",
  ];
  return fc
    .record({
      method: fc.oneof(
        { withCrossShrink: true },
        { weight: 12, arbitrary: fc.constant(call.method) },
        fc.constantFrom(...OTHER_METHODS),
      ),
      query: queryString(names, routeIds),
      body: apiBody(call, fill),
      type: jsonContentType,
      caller: fc.oneof(
        { weight: 2, arbitrary: fc.constant<Caller>(call.auth ? "staff" : "anonymous") },
        fc.constantFrom<Caller>("anonymous", "forged", "staff", "no-permission"),
      ),
      accept,
      origin: origin(site),
      junk: credentialJunk,
    })
    .map(({ caller, junk, ...request }) => {
      const bodiless = request.method === "GET" || request.method === "HEAD";
      return {
        method: request.method,
        path: `${fill(call.path)}${request.query}`,
        caller,
        body: bodiless ? undefined : request.body,
        headers: clean({
          ...credentialHeaders(caller, credentials, junk, { api: true }),
          "Content-Type": bodiless ? undefined : request.type,
          Accept: request.accept,
          Origin: request.origin,
        }),
      };
    });
}

/** Leaves out the headers not sent (an empty Content-Type is sent: it is one of the cases). */
function clean(headers: Record<string, string | undefined>) {
  return Object.fromEntries(
    Object.entries(headers).filter((entry): entry is [string, string] => entry[1] !== undefined),
  );
}
