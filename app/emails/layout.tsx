import type { ReactNode } from "react";

import type { EmailSite } from "./email";

// Simple HTML that common mail clients render: tables for layout, inline styles, system fonts,
// no images, no external resources. Colours pass WCAG AA contrast on the white background.
const TEXT = "#1f2937";
const MUTED = "#4b5563";
const BRAND = "#4338ca";
const FONT = "-apple-system, BlinkMacSystemFont, 'Segoe UI', Roboto, Helvetica, Arial, sans-serif";

/** The frame of every email: the company's name, the message, and who sent it and how to reach us. */
export function EmailLayout({ title, site, children }: { title: string; site: EmailSite; children: ReactNode }) {
  const { siteUrl, company } = site;
  const { address } = company;
  return (
    <html lang="en">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <title>{title}</title>
      </head>
      <body style={{ margin: 0, padding: 0, backgroundColor: "#f3f4f6", color: TEXT, fontFamily: FONT }}>
        <table role="presentation" width="100%" cellPadding={0} cellSpacing={0} style={{ backgroundColor: "#f3f4f6" }}>
          <tbody>
            <tr>
              <td align="center" style={{ padding: "24px 12px" }}>
                <table
                  role="presentation"
                  width="100%"
                  cellPadding={0}
                  cellSpacing={0}
                  style={{ maxWidth: 600, backgroundColor: "#ffffff", borderRadius: 12 }}
                >
                  <tbody>
                    <tr>
                      <td style={{ padding: "24px 32px 0", fontSize: 18, fontWeight: 700, color: BRAND }}>
                        {company.name}
                      </td>
                    </tr>
                    <tr>
                      <td style={{ padding: "8px 32px 24px", fontSize: 16, lineHeight: 1.6 }}>
                        <h1 style={{ fontSize: 22, lineHeight: 1.3, margin: "16px 0" }}>{title}</h1>
                        {children}
                      </td>
                    </tr>
                    <tr>
                      <td
                        style={{
                          padding: "16px 32px 24px",
                          fontSize: 13,
                          lineHeight: 1.5,
                          color: MUTED,
                          borderTop: "1px solid #e5e7eb",
                        }}
                      >
                        {company.legalName}, {address.street}, {address.city} {address.postalCode}, {address.country}
                        <br />
                        <a href={siteUrl} style={{ color: BRAND }}>
                          {siteUrl.replace(/^https?:\/\//, "")}
                        </a>{" "}
                        ·{" "}
                        <a href={`mailto:${company.email}`} style={{ color: BRAND }}>
                          {company.email}
                        </a>{" "}
                        · {company.phone}
                      </td>
                    </tr>
                  </tbody>
                </table>
              </td>
            </tr>
          </tbody>
        </table>
      </body>
    </html>
  );
}

export function Paragraph({ children }: { children: ReactNode }) {
  return <p style={{ margin: "0 0 16px" }}>{children}</p>;
}

/** A label and its value per row; empty values are left out. */
export function Details({ rows }: { rows: Array<[string, ReactNode]> }) {
  return (
    <table role="presentation" cellPadding={0} cellSpacing={0} style={{ margin: "0 0 16px", fontSize: 15 }}>
      <tbody>
        {rows
          .filter(([, value]) => value)
          .map(([label, value]) => (
            <tr key={label}>
              <th
                scope="row"
                align="left"
                style={{ padding: "4px 16px 4px 0", color: MUTED, fontWeight: 600, verticalAlign: "top" }}
              >
                {label}
              </th>
              <td style={{ padding: "4px 0", whiteSpace: "pre-line" }}>{value}</td>
            </tr>
          ))}
      </tbody>
    </table>
  );
}

/** What someone wrote, quoted as they wrote it (line breaks kept). */
export function Quote({ children }: { children: ReactNode }) {
  return (
    <blockquote
      style={{
        margin: "0 0 16px",
        padding: "8px 16px",
        borderLeft: `4px solid ${BRAND}`,
        backgroundColor: "#f9fafb",
        whiteSpace: "pre-line",
      }}
    >
      {children}
    </blockquote>
  );
}

/** A link drawn as a button. */
export function Button({ href, children }: { href: string; children: ReactNode }) {
  return (
    <a
      href={href}
      style={{
        display: "inline-block",
        margin: "0 8px 12px 0",
        padding: "10px 18px",
        borderRadius: 8,
        backgroundColor: BRAND,
        color: "#ffffff",
        fontWeight: 600,
        textDecoration: "none",
      }}
    >
      {children}
    </a>
  );
}
