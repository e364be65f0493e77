import { plainText, renderEmailHtml, textDetails, type EmailContent, type EmailSite } from "./email";
import { Button, Details, EmailLayout, Paragraph, Quote } from "./layout";

// The candidate's invitation to pick an interview time: who they meet, for how long, a recruiter's
// note, and the link (valid until `expiresAt`) to the page of the panel's free times.

type Invitation = {
  fullName: string;
  jobTitle: string;
  interviewers: string;
  minutes: number;
  note: string | null;
  expiresOn: string;
};

export function interviewInvitationEmail(invitation: Invitation, site: EmailSite, { bookUrl }: { bookUrl: string }) {
  const { company } = site;
  const subject = `Interview for ${invitation.jobTitle}: choose a time`;
  const intro = `Thank you for your application for ${invitation.jobTitle}. We would like to meet you: please choose a time that suits you.`;
  const rows: Array<[string, string | null]> = [
    ["Role", invitation.jobTitle],
    ["With", invitation.interviewers],
    ["Length", `${invitation.minutes} minutes, by video call`],
    ["Choose by", invitation.expiresOn],
  ];
  return {
    subject,
    text: plainText(
      `Hello ${invitation.fullName},`,
      intro,
      textDetails(rows),
      invitation.note ? `A note from us: ${invitation.note}` : null,
      `Choose a time: ${bookUrl}`,
      `— The ${company.name} recruiting team, ${company.email}`,
    ),
    html: renderEmailHtml(
      <EmailLayout title={subject} site={site}>
        <Paragraph>Hello {invitation.fullName},</Paragraph>
        <Paragraph>{intro}</Paragraph>
        <Details rows={rows} />
        {invitation.note ? <Quote>{invitation.note}</Quote> : null}
        <Button href={bookUrl}>Choose a time</Button>
      </EmailLayout>,
    ),
  } satisfies EmailContent;
}
