import { json, redirect } from "@remix-run/node";
import { Authenticator } from "remix-auth";
import { FormStrategy } from "remix-auth-form";

import type { StaffActor } from "~/models/activity.server";
import { attemptLogin, type LoginOutcome } from "~/models/login-attempt.server";
import { createSession, deleteSession, getSessionUser, SESSION_TTL_MS, signOut } from "~/models/session.server";
import { mustSetUpTwoFactor } from "~/models/two-factor.server";
import { LoginSchema, type SessionUser } from "~/models/user.server";

import { createSignedCookieStorage, MEMBER_COOKIES } from "./cookies.server";
import { getClientIp, requestPath } from "./http.server";
import { hasPermission, NO_ACCESS_MESSAGE, type Permission } from "./permissions";
import { noteRequestUser, requestContext, type RequestContext } from "./request-context.server";

/** Why a sign-in through the form was refused; the login action turns it into a message. */
export class LoginRefused extends Error {
  constructor(
    readonly reason: Extract<LoginOutcome, { ok: false }>["reason"],
    /** The account whose password was right, when it still needs its second factor. */
    readonly user: SessionUser | null = null,
  ) {
    super(reason);
  }
}

/** Where the two-factor policy sends a member who has not set it up yet. */
export const TWO_FACTOR_SET_UP_PATH = "/admin/account";

/** The session cookie carries only the id of a server-side session row. */
const sessionStorage = createSignedCookieStorage<{ sessionId: string }>(MEMBER_COOKIES.session);

export const authenticator = new Authenticator<SessionUser>();
authenticator.use(
  new FormStrategy(async ({ form, request }) => {
    const credentials = LoginSchema.parse({ username: form.get("username"), password: form.get("password") });
    const outcome = await attemptLogin(credentials, getClientIp(request));
    if (!outcome.ok) throw new LoginRefused(outcome.reason, "user" in outcome ? outcome.user : null);
    return outcome.user;
  }),
  "form",
);

/** The id of the request's session (the account page marks it "this device"), or null. */
export async function getSessionId(request: Request) {
  const session = await sessionStorage.getSession(request.headers.get("Cookie"));
  const sessionId = session.get("sessionId");
  return typeof sessionId === "string" ? sessionId : null;
}

/** The signed-in user found for each request, by its Cookie header: the layout's and the page's loaders both ask. */
const usersOfRequest = new WeakMap<RequestContext, { cookie: string | null; user: Promise<SessionUser | null> }>();

export async function getUser(request: Request) {
  const context = requestContext.getStore();
  const cookie = request.headers.get("Cookie");
  // An action may change who is signed in, or their role: it looks again, and the loaders after it too.
  const reusable = request.method === "GET" || request.method === "HEAD";
  const found = context && usersOfRequest.get(context);
  let user = reusable && found && found.cookie === cookie ? found.user : null;
  if (!user) {
    user = findUser(request);
    if (context) {
      if (reusable) usersOfRequest.set(context, { cookie, user });
      else usersOfRequest.delete(context);
    }
  }
  const signedIn = await user;
  noteRequestUser(signedIn);
  return signedIn;
}

async function findUser(request: Request) {
  const sessionId = await getSessionId(request);
  return sessionId ? getSessionUser(sessionId) : null;
}

/**
 * First line of every back-office loader and action (the layout's loader runs beside them, not
 * before them). No session: to /login, remembering where the user was going; signed in without a
 * role: to the home page; a staff member without the permission: 403.
 */
export async function requirePermission(
  request: Request,
  permission: Permission,
  { duringTwoFactorSetUp = false } = {},
) {
  const user = await getUser(request);
  if (!user) {
    const redirectTo = requestPath(request);
    throw redirect(`/login?${new URLSearchParams({ redirectTo })}`);
  }
  // A member the two-factor policy covers reaches only the page that sets it up until they have.
  if (!duringTwoFactorSetUp && user.role !== null && (await mustSetUpTwoFactor(user))) {
    throw redirect(TWO_FACTOR_SET_UP_PATH);
  }
  if (!hasPermission(user, permission)) {
    // Someone who is not staff goes home (as the spec's guard does); a staff member whose role
    // does not reach this page gets a clear refusal, not a redirect loop.
    if (user.role === null) throw redirect("/");
    throw json({ message: NO_ACCESS_MESSAGE }, { status: 403 });
  }
  return user;
}

/** Who makes a change, for the activity log: the user, from the request's address. */
export function actorOf(request: Request, user: SessionUser): StaffActor {
  return { id: user.id, username: user.username, ip: getClientIp(request) };
}

/** requirePermission for an action that changes something: the actor it is logged with. */
export async function requireActor(request: Request, permission: Permission) {
  return actorOf(request, await requirePermission(request, permission));
}

/**
 * Starts a fresh session for the user (any earlier session of this browser is
 * ended, so a session id planted before sign-in is never promoted).
 * Returns the Set-Cookie header value.
 */
export async function startSession(request: Request, user: SessionUser) {
  noteRequestUser(user);
  const previous = await getSessionId(request);
  if (previous) await deleteSession(previous);
  const { id } = await createSession(user.id, {
    ip: getClientIp(request),
    userAgent: request.headers.get("User-Agent"),
  });
  const session = await sessionStorage.getSession();
  session.set("sessionId", id);
  return sessionStorage.commitSession(session, { maxAge: SESSION_TTL_MS / 1000 });
}

/** Ends the session on the server and in the browser; returns the Set-Cookie header value. */
export async function endSession(request: Request) {
  const session = await sessionStorage.getSession(request.headers.get("Cookie"));
  const sessionId = session.get("sessionId");
  if (typeof sessionId === "string") await signOut(sessionId, getClientIp(request));
  return sessionStorage.destroySession(session);
}
