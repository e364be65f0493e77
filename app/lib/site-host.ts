/** A host name, IPv4 address or bracketed IPv6 address, with an optional port: nothing else. */
const HOST_AND_PORT =
  /^(?:[a-z0-9](?:[a-z0-9-]*[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]*[a-z0-9])?)*|\[[0-9a-f:.]+\])(?::\d{1,5})?$/;

const LOOPBACK = new Set(["localhost", "127.0.0.1", "[::1]"]);

/**
 * `value` (a Host header, or a host the configuration names) as a URL of `protocol` writes it:
 * lower case, without that scheme's default port ("example.com:443" is "example.com" for https:).
 * Null when it is anything but a host and a port ("user@host", a path, a scheme).
 */
export function normalizeHost(value: string, protocol: string) {
  const host = value.toLowerCase();
  if (!HOST_AND_PORT.test(host)) return null;
  try {
    return new URL(`${protocol}//${host}`).host;
  } catch {
    return null;
  }
}

type SiteHosts = {
  /** The site's origin (SITE_URL): its host, and its scheme's default port. */
  origin: string;
  /** Other hosts the site answers to (already checked). */
  aliases: string[];
  /** Also answer to localhost, 127.0.0.1 and [::1] on any port (outside production). */
  loopback: boolean;
};

/** Whether a request's Host header names this site: its origin's host, an alias, or (when allowed) a loopback address. */
export function siteHostMatcher({ origin, aliases, loopback }: SiteHosts) {
  const { protocol, host } = new URL(origin);
  const hosts = new Set([host, ...aliases.map((alias) => normalizeHost(alias, protocol))]);
  return (header: string | undefined) => {
    const requested = header ? normalizeHost(header, protocol) : null;
    if (requested === null) return false;
    if (hosts.has(requested)) return true;
    return loopback && LOOPBACK.has(new URL(`${protocol}//${requested}`).hostname);
  };
}
