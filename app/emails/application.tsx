import { APPLICATION_NEXT_STEPS } from "~/content/careers";
import type { Application } from "~/models/application.server";

import { plainText, renderEmailHtml, textDetails, type EmailContent, type EmailSite } from "./email";
import { Button, Details, EmailLayout, Paragraph } from "./layout";

// The emails about a job application: the candidate's confirmation (with the link that withdraws
// it and deletes their data), staff's notification, and the rejection a recruiter may send.

type Candidate = Pick<
  Application,
  "id" | "fullName" | "email" | "phone" | "location" | "jobTitle" | "source" | "profileUrl"
>;

export function applicationConfirmationEmail(
  application: Candidate,
  site: EmailSite,
  { withdrawUrl }: { withdrawUrl: string },
): EmailContent {
  const { company } = site;
  const subject = `We received your application for ${application.jobTitle}`;
  const withdraw = "Changed your mind? Withdraw your application and delete your data";
  return {
    subject,
    text: plainText(
      `Hello ${application.fullName},`,
      `Thank you for applying for ${application.jobTitle} at ${company.name}. What happens next:`,
      APPLICATION_NEXT_STEPS.map((step) => `- ${step}`).join("\n"),
      `${withdraw}: ${withdrawUrl}`,
      `— The ${company.name} recruiting team, ${company.email}`,
    ),
    html: renderEmailHtml(
      <EmailLayout title={subject} site={site}>
        <Paragraph>Hello {application.fullName},</Paragraph>
        <Paragraph>
          Thank you for applying for {application.jobTitle} at {company.name}. What happens next:
        </Paragraph>
        <ul style={{ margin: "0 0 16px", paddingLeft: 20 }}>
          {APPLICATION_NEXT_STEPS.map((step) => (
            <li key={step} style={{ marginBottom: 6 }}>
              {step}
            </li>
          ))}
        </ul>
        <Paragraph>
          Changed your mind? <a href={withdrawUrl}>Withdraw your application and delete your data</a>.
        </Paragraph>
      </EmailLayout>,
    ),
  };
}

export function applicationStaffEmail(application: Candidate, site: EmailSite): EmailContent {
  const subject = `New application: ${application.fullName} for ${application.jobTitle}`;
  const link = `${site.siteUrl}/admin/applications/${application.id}`;
  const rows: Array<[string, string | null]> = [
    ["Role", application.jobTitle],
    ["Name", application.fullName],
    ["Email", application.email],
    ["Phone", application.phone],
    ["Location", application.location],
    ["Profile", application.profileUrl],
    ["Source", application.source],
  ];
  return {
    subject,
    text: plainText(textDetails(rows), `Read it, with the CV: ${link}`),
    html: renderEmailHtml(
      <EmailLayout title={subject} site={site}>
        <Details rows={rows} />
        <Button href={link}>Open the application</Button>
      </EmailLayout>,
    ),
  };
}

export function applicationRejectionEmail(application: Candidate, site: EmailSite): EmailContent {
  const { siteUrl, company } = site;
  const subject = `Your application for ${application.jobTitle}`;
  const paragraphs = [
    `Thank you for your interest in ${application.jobTitle} and for the time you gave your application.`,
    "We have read it carefully and decided not to take it further this time. We know this is not the news you hoped for.",
    `New roles open regularly: you are welcome to apply again at ${siteUrl}/careers.`,
  ];
  return {
    subject,
    text: plainText(
      `Hello ${application.fullName},`,
      ...paragraphs,
      `With best wishes,\nThe ${company.name} recruiting team`,
    ),
    html: renderEmailHtml(
      <EmailLayout title={subject} site={site}>
        <Paragraph>Hello {application.fullName},</Paragraph>
        {paragraphs.map((paragraph) => (
          <Paragraph key={paragraph}>{paragraph}</Paragraph>
        ))}
        <Paragraph>
          With best wishes,
          <br />
          The {company.name} recruiting team
        </Paragraph>
      </EmailLayout>,
    ),
  };
}

export function applicationWithdrawnStaffEmail(
  application: Pick<Application, "jobTitle">,
  site: EmailSite,
): EmailContent {
  const subject = `An application for ${application.jobTitle} was withdrawn`;
  const text = `The candidate withdrew their application for ${application.jobTitle} with the link in their confirmation email. The application, its CV and its timeline have been deleted.`;
  return {
    subject,
    text: plainText(text),
    html: renderEmailHtml(
      <EmailLayout title={subject} site={site}>
        <Paragraph>{text}</Paragraph>
      </EmailLayout>,
    ),
  };
}
