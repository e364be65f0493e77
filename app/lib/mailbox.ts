/**
 * An address as an email header writes it, "Name <address>": the name in quotes when it holds a
 * character the header reserves ("Acme, Inc." would otherwise read as two addresses).
 */
export function mailbox(name: string, address: string) {
  return /[(),.:;<>@[\]\\"]/.test(name) ? `"${name.replace(/["\\]/g, "\\$&")}" <${address}>` : `${name} <${address}>`;
}
