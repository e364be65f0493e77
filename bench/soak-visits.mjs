// The soak's mix: what a visitor does in one visit, each kind with its weight. Pages, filters and
// searches anonymously; the contact, booking and application forms as a browser without
// JavaScript posts them; the JSON API read and written with a bearer token; staff signing in
// through the form. Every write the server acknowledges goes into the ledger with its marker.
import { JOB_TYPES } from "./content.mjs";
import { cookieHeader, keepCookies, signIn } from "./session.mjs";
import { bodyJson } from "./soak-visitor.mjs";
import { JSON_HEADERS, PAGE_HEADERS } from "./targets.mjs";

const pick = (items) => items[Math.floor(Math.random() * items.length)];
const between = (low, high) => low + Math.floor(Math.random() * (high - low + 1));
const query = (params) => new URLSearchParams(params).toString();

/** A form posted as a browser posts it: from the site's own page (Origin), the honeypot left empty. */
function formPost(visitor, fields, headers = {}) {
  return {
    method: "POST",
    headers: {
      ...PAGE_HEADERS,
      ...headers,
      Origin: visitor.origin,
      "Content-Type": "application/x-www-form-urlencoded",
    },
    body: query({ website: "", ...fields }),
  };
}

/** A JSON API call with `token` (when given) and `body` (when given). */
function apiCall(method, { token, body } = {}) {
  return {
    method,
    headers: {
      ...JSON_HEADERS,
      ...(token ? { Authorization: `Bearer ${token}` } : {}),
      ...(body ? { "Content-Type": "application/json" } : {}),
    },
    body: body && JSON.stringify(body),
  };
}

/** Runs `write` (a request and its acknowledgement); a write that fails leaves its record unchecked. */
async function settled(ledger, kind, key, write) {
  try {
    return await write();
  } catch (error) {
    ledger.unsettled(kind, key);
    throw error;
  }
}

/** Follows a form's redirect as a browser does, with the cookies it set (a toast, a receipt). */
async function followRedirect(visitor, response) {
  const jar = new Map();
  keepCookies(jar, response.headers);
  const location = new URL(response.headers.location, visitor.origin);
  return visitor.expect(location.pathname + location.search, {
    headers: { ...PAGE_HEADERS, Cookie: cookieHeader(jar) },
  });
}

function person(marker) {
  return {
    name: `Soak Visitor ${marker}`,
    email: `${marker}@example.com`,
    phone: `+91 98${between(10_000_000, 99_999_999)}`,
  };
}

/** The public pages a visitor reads, each a path for this request. */
function publicPages(site) {
  const { postPaths, jobIds, departments } = site.content;
  return [
    () => "/",
    () => "/insights",
    () => `/insights?page=${between(2, 5)}`,
    () => pick(postPaths),
    () => pick(postPaths),
    () => "/services",
    () => "/about",
    () => "/studio",
    () => "/learning",
    () => "/contact",
    () => "/appointment",
    () => "/careers",
    () => `/careers?job=${pick(jobIds)}`,
    () => `/careers?${query({ department: pick(departments) })}`,
    () => `/careers?${query({ type: pick(JOB_TYPES), page: String(between(1, 3)) })}`,
  ];
}

async function readPages(visitor, site) {
  const pages = publicPages(site);
  for (let i = 0; i < 4; i += 1) await visitor.expect(pick(pages)(), { headers: PAGE_HEADERS });
}

async function searchCareers(visitor, site) {
  await visitor.expect(site.searches(), { headers: PAGE_HEADERS });
  const filters = query({ type: pick(JOB_TYPES), department: pick(site.content.departments) });
  await visitor.expect(`/careers?${filters}`, { headers: PAGE_HEADERS });
  // "Load more": the next chunk of the same list, as the page's script asks for it.
  await visitor.expect(`/careers/jobs?${filters}&page=2`, { headers: JSON_HEADERS });
}

async function readApi(visitor, site) {
  const { postIds, jobIds, departments } = site.content;
  const reads = [
    () => `/api/jobs?page=${between(1, 5)}`,
    () => `/api/jobs?${query({ type: pick(JOB_TYPES), department: pick(departments) })}`,
    () => `/api/jobs/${pick(jobIds)}`,
    () => `/api/blogs?page=${between(1, 5)}`,
    () => `/api/blogs/${pick(postIds)}`,
  ];
  for (let i = 0; i < 3; i += 1) await visitor.expect(pick(reads)(), { headers: JSON_HEADERS });
}

async function sendMessage(visitor, site) {
  await visitor.expect("/contact", { headers: PAGE_HEADERS });
  const marker = site.ledger.marker();
  const { name, email, phone } = person(marker);
  await settled(site.ledger, "contact message", marker, async () => {
    const message = `A question about your studios (${marker}): how do you pick the founders you work with?`;
    const fields = { name, email, phone, subject: "general", message, consent: "on" };
    await visitor.expect("/contact", formPost(visitor, fields), [200]);
    site.ledger.acknowledged("contact message", marker);
  });
}

async function bookConsultation(visitor, site) {
  const slot = await site.slots.take(visitor);
  if (!slot) return; // every slot of the window is booked: nothing left to book
  const marker = site.ledger.marker();
  const { name, email, phone } = person(marker);
  const booked = await settled(site.ledger, "booking", marker, async () => {
    const fields = {
      name,
      email,
      phone,
      company: "Soak Labs",
      topic: "Business Consulting",
      date: slot.date,
      time: slot.time,
      message: `Booked by the soak (${marker})`,
      timeZone: "Asia/Kolkata",
    };
    const response = await visitor.expect("/appointment", formPost(visitor, fields), [302]);
    site.ledger.acknowledged("booking", marker);
    return response;
  });
  await followRedirect(visitor, booked);
}

async function applyForJob(visitor, site) {
  const jobId = pick(site.content.jobIds);
  await visitor.expect(`/careers/${jobId}/apply`, { headers: PAGE_HEADERS });
  const marker = site.ledger.marker();
  const { name, email, phone } = person(marker);
  const applied = await settled(site.ledger, "application", marker, async () => {
    const form = new FormData();
    const fields = {
      website: "",
      source: "",
      fullName: name,
      email,
      phone,
      location: "Pune, India",
      profileUrl: "",
      coverLetter: `I would like to join the team (${marker}).`,
      consent: "on",
    };
    for (const [field, value] of Object.entries(fields)) form.append(field, value);
    form.append("cv", new Blob([site.cv], { type: "application/pdf" }), "Soak CV.pdf");
    // The multipart body and its boundary as fetch would send them.
    const encoded = new Response(form);
    const response = await visitor.expect(
      `/careers/${jobId}/apply`,
      {
        method: "POST",
        headers: { ...PAGE_HEADERS, Origin: visitor.origin, "Content-Type": encoded.headers.get("content-type") },
        body: Buffer.from(await encoded.arrayBuffer()),
      },
      [302],
    );
    site.ledger.acknowledged("application", marker);
    return response;
  });
  await followRedirect(visitor, applied);
}

const postBody = (title) => ({
  title,
  author: "Soak Writer",
  description: "A post the soak wrote through the API.",
  content: "<p>Written, rewritten and sometimes deleted under load.</p>",
  tags: ["Soak"],
});

const jobBody = (title) => ({
  title,
  company: "Soak Labs",
  location: "Pune, India",
  type: pick(JOB_TYPES),
  salary: 1_200_000,
  department: "Engineering",
  description: "A role the soak opened through the API.",
  requirements: "Patience\nCuriosity",
});

/**
 * Creates a record of `kind` through `collection` (/api/blogs or /api/jobs), replaces it once and,
 * every other time, deletes it; each acknowledged write goes into the ledger.
 */
async function createReplaceDelete(visitor, site, token, { kind, collection, name, body }) {
  const { ledger } = site;
  const title = `Soak ${kind} ${ledger.marker()}`;
  const created = await visitor.expect(collection, apiCall("POST", { token, body: body(title) }), [201]);
  const id = bodyJson(created)[name].id;
  ledger.acknowledged(kind, id, { title });
  await settled(ledger, kind, id, async () => {
    const retitled = `${title} (revised)`;
    await visitor.expect(`${collection}/${id}`, apiCall("PUT", { token, body: body(retitled) }));
    ledger.acknowledged(kind, id, { title: retitled });
    if (Math.random() < 0.5) {
      await visitor.expect(`${collection}/${id}`, apiCall("DELETE", { token }));
      ledger.acknowledged(kind, id, null);
    }
  });
}

async function writeApi(visitor, site) {
  const signedIn = await visitor.expect("/api/login", apiCall("POST", { body: site.admin }));
  const { token } = bodyJson(signedIn);
  await createReplaceDelete(visitor, site, token, {
    kind: "post",
    collection: "/api/blogs",
    name: "blog",
    body: postBody,
  });
  await createReplaceDelete(visitor, site, token, { kind: "job", collection: "/api/jobs", name: "job", body: jobBody });
}

async function signInAndOut(visitor, site) {
  const cookie = await signIn(visitor.origin, site.admin, "/admin/jobs", {
    send: visitor.send,
    headers: PAGE_HEADERS,
  });
  await visitor.expect("/admin/blogs", { headers: { ...PAGE_HEADERS, Cookie: cookie } });
  await visitor.expect("/logout", formPost(visitor, {}, { Cookie: cookie }), [302]);
}

/**
 * The kinds of visit: each with its share of the visits, and what it spends of its address's
 * budget (see soak-visitor.mjs) of public forms, sign-ins and writes.
 */
export const VISITS = [
  { name: "pages", weight: 30, needs: {}, run: readPages },
  { name: "careers search", weight: 12, needs: {}, run: searchCareers },
  { name: "API reads", weight: 15, needs: {}, run: readApi },
  { name: "contact form", weight: 8, needs: { contact: 1, writes: 1 }, run: sendMessage },
  { name: "booking", weight: 5, needs: { appointment: 1, writes: 1 }, run: bookConsultation },
  { name: "application", weight: 5, needs: { application: 1, writes: 1 }, run: applyForJob },
  { name: "API writes", weight: 6, needs: { signIns: 1, writes: 7 }, run: writeApi },
  { name: "sign-in", weight: 4, needs: { signIns: 1, writes: 2 }, run: signInAndOut },
];

const TOTAL_WEIGHT = VISITS.reduce((sum, visit) => sum + visit.weight, 0);

/** A kind of visit, drawn by weight. */
export function drawVisit() {
  let draw = Math.random() * TOTAL_WEIGHT;
  for (const visit of VISITS) {
    draw -= visit.weight;
    if (draw < 0) return visit;
  }
  return VISITS[VISITS.length - 1];
}
