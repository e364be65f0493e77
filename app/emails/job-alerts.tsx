import { formatRupees } from "~/lib/money";

import { listHeaders, plainText, renderEmailHtml, type EmailContent, type EmailSite } from "./email";
import { Button, EmailLayout, Paragraph } from "./layout";

/** The links every alert email carries: the alert's preferences page and its one-click unsubscribe. */
export type AlertLinks = { preferences: string; unsubscribe: string };

/** A job as an alert email shows it. */
export type AlertedJob = {
  title: string;
  company: string;
  location: string;
  type: string;
  salary: number | null;
  url: string;
};

/** To someone who asked for alerts: the link that confirms them (48 hours), naming the search in words. */
export function jobAlertConfirmationEmail(search: string, confirmUrl: string, site: EmailSite): EmailContent {
  const intro = `Someone, we hope you, asked ${site.company.name} to email this address when a new role is published that matches this search: ${search}.`;
  const ignore = "If it was not you, ignore this email: you will not hear from us again.";
  return {
    subject: `Confirm your job alert: ${search}`,
    text: plainText(intro, `Confirm your job alert (the link works for 48 hours): ${confirmUrl}`, ignore),
    html: renderEmailHtml(
      <EmailLayout title="Confirm your job alert" site={site}>
        <Paragraph>{intro}</Paragraph>
        <Button href={confirmUrl}>Confirm my job alert</Button>
        <Paragraph>The link works for 48 hours. {ignore}</Paragraph>
      </EmailLayout>,
    ),
  };
}

/** The alert emails' own headers: their list's id and RFC 8058 one-click unsubscribe. */
export function jobAlertHeaders(links: AlertLinks, mail: { siteUrl: string; from: string }) {
  return listHeaders({ name: "Job alerts", id: "job-alerts" }, links.unsubscribe, mail);
}

/** Type, place and pay, as a job card shows them. */
const facts = (job: AlertedJob) =>
  [job.type, job.location, job.salary ? `${formatRupees(job.salary)} a year` : null].filter(Boolean).join(" · ");

/** New roles for one alert: one job, or the day's digest of several, each with its link. */
export function jobAlertEmail(
  { search, jobs, allUrl }: { search: string; jobs: AlertedJob[]; allUrl: string },
  links: AlertLinks,
  site: EmailSite,
): EmailContent {
  const single = jobs.length === 1 ? jobs[0] : undefined;
  const subject = single
    ? `New role: ${single.title} at ${single.company}`
    : `${jobs.length} new roles for your job alert: ${search}`;
  const intro = single
    ? `A new role matches your job alert (${search}).`
    : `${jobs.length} new roles match your job alert (${search}).`;
  const why = `You receive this because you asked ${site.company.name} for job alerts.`;
  return {
    subject,
    text: plainText(
      intro,
      jobs.map((job) => `${job.title} at ${job.company}\n${facts(job)}\n${job.url}`).join("\n\n"),
      `Every role like these: ${allUrl}`,
      `${why} Change or delete this alert: ${links.preferences}`,
      `Unsubscribe with one click: ${links.unsubscribe}`,
    ),
    html: renderEmailHtml(
      <EmailLayout title={single ? "A new role for you" : "New roles for you"} site={site}>
        <Paragraph>{intro}</Paragraph>
        {jobs.map((job) => (
          <p key={job.url} style={{ margin: "0 0 16px" }}>
            <a href={job.url} style={{ fontWeight: 600 }}>
              {job.title}
            </a>
            <br />
            {job.company} · {facts(job)}
          </p>
        ))}
        <Button href={allUrl}>See every role like these</Button>
        <p style={{ margin: "16px 0 0", fontSize: 13, color: "#4b5563" }}>
          {why} <a href={links.preferences}>Change or delete this alert</a> or{" "}
          <a href={links.unsubscribe}>unsubscribe with one click</a>.
        </p>
      </EmailLayout>,
    ),
  };
}
