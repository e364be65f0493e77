import type { CookiesContent, LegalContent } from "~/components/marketing/legal-document";

// The policy pages as the site first shipped them; the seed writes them to the database once.

export const privacySeed: LegalContent = {
  seo: {
    title: "Privacy Policy",
    description: "What personal data Lumora Ventures keeps, why, and for how long.",
  },
  title: "Privacy Policy",
  updated: "November 28, 2026",
  body: [
    `<p>Lumora Ventures Private Limited ("we") runs this website. This policy explains what personal data we collect through it, why, and what you can ask of us. We follow India's Digital Personal Data Protection Act, 2023.</p>`,
    `<h2>What we collect</h2>`,
    `<ul><li><p><strong>Contact form:</strong> your name, email address, optional phone number, the subject and your message.</p></li><li><p><strong>Appointment bookings:</strong> your name, email, phone, optional company, the topic, the time you chose and any note you add.</p></li><li><p><strong>Technical data:</strong> the network address of each form submission, kept for ten minutes to one hour to stop spam and abuse.</p></li></ul>`,
    `<h2>Visits we count</h2>`,
    `<p>To learn which pages help people, our own server counts page views: the page, the site or campaign that linked to it, the country our network provider reports, and whether a phone, tablet or computer and which browser was used. It sets no cookie and keeps neither your network address nor your browser's details: a visit is told apart only within one day, by a code made from them with a random value that is deleted at the end of the day, so nobody can follow you from one day to the next. When you send a form, we note which kind (a message, a booking, an application or a newsletter subscription) and where your visit came from. Page views are kept 30 days and daily totals 25 months. If your browser sends Do Not Track or Global Privacy Control, nothing is counted. No third party receives any of it.</p>`,
    `<h2>Why we use it</h2>`,
    `<p>Only to answer your message, arrange and prepare your consultation, and keep the site safe. We do not sell your data, use it for advertising, or add you to a mailing list without asking.</p>`,
    `<h2>How long we keep it</h2>`,
    `<p>Messages and bookings are kept for up to 24 months after our last contact with you, then deleted. You can ask us to delete them sooner.</p>`,
    `<h2>Who can see it</h2>`,
    `<p>Our partners and staff who handle your request, and the hosting provider that runs this site on our behalf under a data-processing agreement.</p>`,
    `<h2>Your rights</h2>`,
    `<p>You can ask to see, correct or delete the data we hold about you, or withdraw your consent, by writing to <a href="mailto:hello@lumoraventures.com">hello@lumoraventures.com</a>. We answer within 30 days.</p>`,
    `<p>Cookies are described in our <a href="/cookies">Cookie Policy</a>.</p>`,
  ].join(""),
};

export const termsSeed: LegalContent = {
  seo: { title: "Terms of Service", description: "The terms for using the Lumora Ventures website." },
  title: "Terms of Service",
  updated: "November 1, 2026",
  body: [
    `<p>These terms apply when you use this website. By using it you accept them; if you do not, please do not use the site.</p>`,
    `<h2>Information on this site</h2>`,
    `<p>Our articles and pages describe how we work and what we have seen work for others. They are general information, not financial, legal or tax advice for your situation. For advice, <a href="/appointment">book a consultation</a>.</p>`,
    `<h2>Consultations</h2>`,
    `<p>A booked first consultation is free and does not commit either side to further work. We may reschedule or cancel a booking, and will tell you by email if we do. Any engagement afterwards is governed by a separate written agreement.</p>`,
    `<h2>Acceptable use</h2>`,
    `<p>Do not use the site to send spam, attempt to break its security, or collect other people's data. We may block addresses that do.</p>`,
    `<h2>Intellectual property</h2>`,
    `<p>The text, illustrations and brand on this site belong to Lumora Ventures Private Limited. You may share links and quote short passages with attribution.</p>`,
    `<h2>Liability</h2>`,
    `<p>We work to keep the site accurate and available but cannot guarantee it. To the extent the law allows, we are not liable for losses from its use.</p>`,
    `<h2>Law and contact</h2>`,
    `<p>These terms are governed by the laws of India, with courts in Bengaluru having jurisdiction. Questions: <a href="mailto:hello@lumoraventures.com">hello@lumoraventures.com</a>. See also our <a href="/privacy">Privacy Policy</a>.</p>`,
  ].join(""),
};

export const cookiesSeed: CookiesContent = {
  seo: { title: "Cookie Policy", description: "The few cookies the Lumora Ventures website uses, and why." },
  title: "Cookie Policy",
  updated: "November 28, 2026",
  body: [
    `<p>This site uses only the cookies it needs to work. There are no advertising, analytics or third-party tracking cookies, so there is nothing to opt out of.</p>`,
    `<p>We count visits on our own server without any cookie or stored identifier: the page, where the visit came from, the country, the kind of device and the browser, as our <a href="/privacy">Privacy Policy</a> explains. A browser that sends Do Not Track or Global Privacy Control is not counted at all.</p>`,
    `<h2>The cookies we set</h2>`,
  ].join(""),
  cookies: [
    { name: "theme", purpose: "Remembers whether you chose the light or dark theme.", lifetime: "1 year" },
    {
      name: "en_toast",
      purpose: "Carries a one-time notice (such as 'Message sent') to the next page.",
      lifetime: "Until it is shown",
    },
    {
      name: "__session",
      purpose: "Keeps staff signed in to the back-office. Visitors never get it.",
      lifetime: "7 days",
    },
  ],
  afterTable: `<p>Your theme choice is also kept in your browser's local storage under <code>theme</code>. You can delete cookies in your browser's settings at any time; the site will still work, and will forget your theme.</p>`,
};
