// Signing in as a browser does: the /login form, then the page it redirects to (which reads the
// one-time toast cookie); what remains in the jar is the signed-in session, for every request after.
import { excerpt, request } from "./http.mjs";

/** Applies the Set-Cookie headers of a response to `jar` (name → value); expired or emptied cookies leave it. */
export function keepCookies(jar, headers) {
  for (const line of headers["set-cookie"] ?? []) {
    const [pair, ...attributes] = line.split(";");
    const separator = pair.indexOf("=");
    const name = pair.slice(0, separator).trim();
    const value = pair.slice(separator + 1).trim();
    const expired = attributes.some((attribute) => {
      const [key, setting = ""] = attribute.split("=").map((part) => part.trim());
      if (/^max-age$/i.test(key)) return Number(setting) <= 0;
      if (/^expires$/i.test(key)) return Date.parse(setting) <= Date.now();
      return false;
    });
    if (expired || value === "") jar.delete(name);
    else jar.set(name, value);
  }
}

export const cookieHeader = (jar) => [...jar].map(([name, value]) => `${name}=${value}`).join("; ");

/**
 * Signs in at `origin` with `credentials` through the login form; resolves to the Cookie header
 * of the signed-in session. Checks that `checkPath` (an admin page) then answers 200. Each request
 * goes through `send` (http.mjs's `request` by default) with `headers` added (a visitor's address).
 */
export async function signIn(origin, { username, password }, checkPath, { send = request, headers = {} } = {}) {
  const jar = new Map();
  const login = await send(`${origin}/login`, {
    method: "POST",
    // The server refuses writes whose Origin is not the host they came to.
    headers: { ...headers, Origin: origin, "Content-Type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams({ username, password, redirectTo: "" }).toString(),
  });
  if (login.status < 300 || login.status >= 400 || !login.headers.location) {
    throw new Error(`Signing in as ${username} answered ${login.status}, not a redirect: ${excerpt(login.body)}`);
  }
  keepCookies(jar, login.headers);
  const landing = await send(new URL(login.headers.location, origin).href, {
    headers: { ...headers, Cookie: cookieHeader(jar) },
  });
  keepCookies(jar, landing.headers);

  const cookie = cookieHeader(jar);
  const check = await send(`${origin}${checkPath}`, { headers: { ...headers, Cookie: cookie } });
  if (check.status !== 200) {
    throw new Error(`Signed in, ${checkPath} still answered ${check.status}: ${excerpt(check.body)}`);
  }
  return cookie;
}
