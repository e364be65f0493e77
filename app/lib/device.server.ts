import Bowser from "bowser";

/** A session's device for people: "Firefox 128 on Linux", from its User-Agent header. */
export function describeDevice(userAgent: string | null) {
  if (!userAgent) return "Unknown device";
  const { browser, os } = Bowser.parse(userAgent);
  const major = browser.version?.split(".")[0];
  const name = browser.name ? [browser.name, major].filter(Boolean).join(" ") : "Unknown browser";
  return os.name ? `${name} on ${os.name}` : name;
}
