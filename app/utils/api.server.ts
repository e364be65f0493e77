import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import type { z } from "zod";

import { getAccessTokenUser } from "~/models/api-token.server";

import { actorOf } from "./auth.server";
import {
  DATABASE_BUSY_MESSAGE,
  DATABASE_BUSY_RETRY_AFTER,
  isDatabaseBusyOrDown,
  logDatabaseBusy,
} from "./database-busy.server";
import { env } from "./env.server";
import { combineHeaders } from "./http.server";
import { hasPermission, NO_ACCESS_MESSAGE, type Permission } from "./permissions";
import { noteRequestUser } from "./request-context.server";
import { isRead } from "./security.server";
import { API_HEADERS } from "../../server/security-headers.js";

/** A client's mistake (or a refusal) that the API answers with JSON `{ message }`. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
    /** `errors`: one message per field, or (a page's content) every message of each field path. */
    readonly extra: { errors?: Record<string, string | string[]>; headers?: HeadersInit } = {},
  ) {
    super(message);
  }
}

export function apiJson(data: unknown, init: ResponseInit = {}) {
  const headers = combineHeaders({ "Content-Type": "application/json; charset=utf-8" }, init.headers);
  return new Response(JSON.stringify(data), { ...init, headers });
}

function errorResponse(error: unknown, request: Request) {
  if (error instanceof ApiError) {
    const { errors, headers } = error.extra;
    return apiJson({ message: error.message, ...(errors ? { errors } : {}) }, { status: error.status, headers });
  }
  if (isDatabaseBusyOrDown(error)) {
    logDatabaseBusy(error, "answered 503");
    return apiJson(
      { message: DATABASE_BUSY_MESSAGE },
      { status: 503, headers: { "Retry-After": DATABASE_BUSY_RETRY_AFTER } },
    );
  }
  // An aborted request (the client left, or the server refused its body) is nobody's bug.
  if (!request.signal.aborted) console.error(error);
  return apiJson({ message: "Internal server error" }, { status: 500 });
}

const API_METHODS = ["GET", "POST", "PUT", "PATCH", "DELETE"] as const;
type ApiMethod = (typeof API_METHODS)[number];
type ApiArgs = LoaderFunctionArgs | ActionFunctionArgs;
type ApiHandler = (args: ApiArgs) => Promise<Response>;

function allowedOrigin(request: Request) {
  const origin = request.headers.get("origin");
  return origin && env.apiCorsOrigins.includes(origin) ? origin : null;
}

function preflight(request: Request, allow: string) {
  const origin = allowedOrigin(request);
  const headers = new Headers({ Allow: allow });
  // An origin that is not listed gets no CORS headers, so the browser refuses the call.
  if (origin && request.headers.has("access-control-request-method")) {
    headers.set("Access-Control-Allow-Methods", allow);
    headers.set("Access-Control-Allow-Headers", "Authorization, Content-Type");
    headers.set("Access-Control-Max-Age", "600");
  }
  return new Response(null, { status: 204, headers });
}

/**
 * What an anonymous client successfully reads (the public blog and job lists and records) any
 * cache may keep, checking back every time (ETag, 304); the page cache in front of Remix keeps it
 * exactly as long as the content behind it. A call with a token, a write and an error are stored
 * by no one: a shared cache may keep an answer to an authorized request marked public.
 */
function apiCacheControl(request: Request, response: Response) {
  // An answer that changes with every booking (free slots) says so itself.
  if (response.headers.get("Cache-Control") === "no-store") return "no-store";
  const publicRead = isRead(request) && response.status === 200 && !request.headers.has("Authorization");
  return publicRead ? "public, max-age=0, must-revalidate" : "no-store";
}

function withApiHeaders(response: Response, request: Request) {
  const headers = response.headers;
  for (const [name, value] of Object.entries(API_HEADERS)) headers.set(name, value);
  headers.set("Cache-Control", apiCacheControl(request, response));
  if (env.apiCorsOrigins.length > 0) headers.append("Vary", "Origin");
  const origin = allowedOrigin(request);
  if (origin) {
    headers.set("Access-Control-Allow-Origin", origin);
    headers.set("Access-Control-Expose-Headers", "Allow, WWW-Authenticate");
  }
  return response;
}

/**
 * Builds the loader and action of an /api resource route from one handler per method:
 * OPTIONS and 405 (with Allow) come for free, every failure is JSON, a database that stayed busy
 * is a 503 with Retry-After, and a bug is a 500 `{ message: 'Internal server error' }` with the
 * details only in the server log.
 */
export function apiRoute(handlers: Partial<Record<ApiMethod, ApiHandler>>) {
  const methods = API_METHODS.filter((method) => handlers[method]);
  const allow = [...methods, ...(handlers.GET ? ["HEAD"] : []), "OPTIONS"].join(", ");

  async function handle(args: ApiArgs) {
    const { request } = args;
    const method = request.method.toUpperCase();
    let response: Response;
    if (method === "OPTIONS") {
      response = preflight(request, allow);
    } else {
      const handler = handlers[(method === "HEAD" ? "GET" : method) as ApiMethod];
      try {
        if (!handler) throw new ApiError(405, `Method ${method} is not allowed here`, { headers: { Allow: allow } });
        response = await handler(args);
      } catch (error) {
        response = errorResponse(error, request);
      }
    }
    return withApiHeaders(response, request);
  }

  return { loader: handle, action: handle };
}

/** The body as text; the HTTP server already refused bodies over the API's size limit. */
async function readUtf8Text(request: Request) {
  try {
    return new TextDecoder("utf-8", { fatal: true }).decode(await request.arrayBuffer());
  } catch {
    throw new ApiError(400, "Request body is not valid UTF-8");
  }
}

/** The request's JSON body, which must be an object: 415 or 400 otherwise. */
export async function readJsonObject(request: Request): Promise<Record<string, unknown>> {
  const contentType = request.headers.get("content-type") ?? "";
  if (!/^application\/([\w.+-]+\+)?json\s*(;|$)/i.test(contentType)) {
    throw new ApiError(415, "Content-Type must be application/json");
  }
  const text = await readUtf8Text(request);
  if (!text.trim()) throw new ApiError(400, "Request body is empty: send a JSON object");
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    throw new ApiError(400, "Malformed JSON in request body");
  }
  if (typeof body !== "object" || body === null || Array.isArray(body)) {
    throw new ApiError(400, "Request body must be a JSON object");
  }
  return body as Record<string, unknown>;
}

/** Parses input with a model schema; 400 `{ message, errors: { field: message } }` when it does not fit. */
export function validate<S extends z.ZodTypeAny>(schema: S, input: unknown): z.output<S> {
  const result = schema.safeParse(input);
  if (result.success) return result.data;
  const errors: Record<string, string> = {};
  for (const issue of result.error.issues) errors[issue.path.join(".") || "form"] ??= issue.message;
  throw new ApiError(400, Object.values(errors)[0] ?? "Invalid request", { errors });
}

const BEARER = /^Bearer\s+(\S+)\s*$/i;

/** The user of the request's bearer access token: 401 without a valid, unexpired one. */
export async function requireApiUser(request: Request) {
  const challenge = { headers: { "WWW-Authenticate": 'Bearer realm="api"' } };
  const header = request.headers.get("authorization");
  if (!header) throw new ApiError(401, "Authentication required: send Authorization: Bearer <token>", challenge);
  const token = BEARER.exec(header)?.[1];
  const user = token ? await getAccessTokenUser(token) : null;
  noteRequestUser(user);
  if (!user) {
    throw new ApiError(401, "Invalid or expired token", {
      headers: { "WWW-Authenticate": 'Bearer realm="api", error="invalid_token"' },
    });
  }
  return user;
}

/**
 * For a public read that shows staff more: whether the request carries a token whose user has
 * `permission`. No token: false; a token that is not valid: 401, as for any call.
 */
export async function apiCallerMay(request: Request, permission: Permission) {
  if (!request.headers.get("authorization")) return false;
  return hasPermission(await requireApiUser(request), permission);
}

/** requireApiPermission for a call that changes something: the actor it is logged with. */
export async function requireApiActor(request: Request, permission: Permission) {
  return actorOf(request, await requireApiPermission(request, permission));
}

/** The twin of requirePermission for tokens: 401 without a valid token, 403 without the permission. */
export async function requireApiPermission(request: Request, permission: Permission) {
  const user = await requireApiUser(request);
  if (!hasPermission(user, permission)) {
    throw new ApiError(403, user.role === null ? "Admin access required" : NO_ACCESS_MESSAGE);
  }
  return user;
}

type PagingDefaults = { limit: number; maxLimit: number };

/** `page` and `limit` from the query string: positive integers (limit capped), 400 otherwise. */
export function parsePaging(url: URL, { limit: defaultLimit, maxLimit }: PagingDefaults) {
  const read = (name: string, fallback: number, max: number) => {
    const raw = url.searchParams.get(name);
    if (raw === null || raw === "") return fallback;
    if (!/^\d{1,9}$/.test(raw) || Number(raw) < 1 || Number(raw) > max) {
      throw new ApiError(400, `${name} must be an integer between 1 and ${max}`);
    }
    return Number(raw);
  };
  return { page: read("page", 1, 1_000_000), limit: read("limit", defaultLimit, maxLimit) };
}
