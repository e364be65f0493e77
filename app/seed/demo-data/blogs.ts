export type SeedBlog = {
  title: string;
  tags: string[];
  author: string;
  description: string; // 1–2 sentence summary, 140–260 characters
  content: string; // HTML body
  image: string; // site-relative path, e.g. "/images/blog/pricing-for-founders.svg"
  createdAt: string; // ISO 8601, e.g. "2026-03-05T09:30:00.000Z"
  /** The one post that leads /insights. */
  featured?: boolean;
};

export const demoBlogs: SeedBlog[] = [
  {
    title: "Pricing Your First SaaS Product: A Field Guide for Founders",
    tags: ["Pricing", "SaaS"],
    author: "Ananya Rao",
    description:
      "Most early SaaS teams underprice by a factor of two or three. Here is how we help founders in our Growth Studio pick a value metric, design three honest tiers and run their first price increase without losing customers.",
    image: "/images/blog/pricing-for-early-saas.svg",
    createdAt: "2025-06-18T08:45:00.000Z",
    content: `
<p>Every cohort that comes through our Growth Studio has at least one founder who tells us, with complete sincerity, that they will "figure out pricing after product-market fit." We understand the instinct. Pricing feels like a decision you only get to make once, so it is tempting to defer it. In practice the opposite is true: price is the fastest, cheapest experiment you can run, and the signal it gives you is the clearest evidence of product-market fit you will ever get.</p>

<h2>Start with the value metric, not the number</h2>
<p>Before you argue about whether the plan costs ₹2,999 or ₹4,999 a month, decide <strong>what you charge for</strong>. The value metric is the unit that grows as your customer gets more value: seats, invoices processed, active locations, API calls, gigabytes monitored. A good value metric has three properties:</p>
<ul>
  <li><strong>It tracks customer value.</strong> When the customer succeeds, they naturally use more of it.</li>
  <li><strong>It is easy to predict.</strong> A finance head should be able to estimate next quarter's bill in under a minute.</li>
  <li><strong>It is hard to game.</strong> Per-seat pricing invites shared logins; per-workspace pricing invites one giant workspace.</li>
</ul>
<p>One B2B logistics founder we worked with switched from per-seat to per-shipment pricing. Her largest customer's bill tripled, and the customer was happy, because the invoice finally looked like the savings it produced.</p>

<h2>Three tiers, each with a job</h2>
<p>Good-better-best is a cliché because it works. The mistake is designing tiers around features you happened to build rather than around the customers you want. Each tier should have one job:</p>
<table>
  <thead>
    <tr><th>Tier</th><th>Who it is for</th><th>Its job</th><th>Typical anchor</th></tr>
  </thead>
  <tbody>
    <tr><td>Starter</td><td>Small teams, self-serve</td><td>Remove friction and create a habit</td><td>Usage cap, core workflow only</td></tr>
    <tr><td>Growth</td><td>Your ideal customer profile</td><td>Capture most revenue</td><td>Integrations, reporting, roles</td></tr>
    <tr><td>Scale</td><td>Large or regulated buyers</td><td>Anchor value and fund support</td><td>SSO, audit logs, SLAs, invoicing</td></tr>
  </tbody>
</table>
<p>If more than 60 percent of paying customers sit on your cheapest plan, your Starter tier is doing the Growth tier's job. Tighten the usage cap before you touch the price.</p>

<h2>Talk to buyers about money early</h2>
<p>Founders routinely run thirty discovery calls without once mentioning a number. Stop doing that. From your fifth conversation onward, ask some version of the Van Westendorp questions: at what price would this be so cheap you would doubt the quality, a bargain, getting expensive, and too expensive to consider? You are not running a statistically valid survey; you are listening for the range in which people stop hesitating. The <a href="https://en.wikipedia.org/wiki/Van_Westendorp%27s_Price_Sensitivity_Meter">price sensitivity meter</a> is a useful frame, but the real insight comes from the follow-up question: <em>"What would you compare this against?"</em> The answer tells you whether you are being measured against a spreadsheet, an agency retainer or a full-time hire.</p>

<h2>Indian and global pricing are different products</h2>
<p>Many of our portfolio companies sell to Indian mid-market customers and to US teams in the same quarter. Do not simply convert dollars to rupees. Indian buyers often expect annual billing with GST-compliant invoices, purchase orders and a named account manager; US buyers are more comfortable with a monthly card payment and self-serve onboarding. We usually recommend a separate INR price book with annual terms as the default and monthly billing available at a 15 to 20 percent premium.</p>

<h2>Run your first price increase properly</h2>
<p>You will almost certainly raise prices within 12 months. Do it deliberately:</p>
<ol>
  <li>Raise prices for <strong>new customers first</strong> and watch conversion for four to six weeks.</li>
  <li>Grandfather existing customers for a fixed period, typically one renewal cycle, and tell them so in writing.</li>
  <li>Pair the increase with something tangible: a new integration, a faster support SLA, a compliance certificate.</li>
  <li>Give your sales team a clear discount floor so the new list price does not quietly become fiction.</li>
</ol>
<blockquote>If nobody pushes back on your price, you have not found your price yet. A healthy early-stage SaaS business hears "that's expensive" on roughly one call in five.</blockquote>

<h2>What to measure</h2>
<p>Track three numbers every month: conversion rate from trial or demo to paid, average revenue per account, and the share of revenue coming from your middle tier. If conversion holds while revenue per account rises, keep going. Pricing is never finished; it is a muscle, and the companies that exercise it early compound faster than those that treat it as a one-time launch decision.</p>
`,
  },
  {
    title: "Are You Actually Ready to Raise? A Fundraising Readiness Checklist",
    tags: ["Fundraising"],
    author: "Vikram Menon",
    description:
      "Fundraising is a process you can prepare for, not a lottery. Our Capital Studio lead walks through the narrative, metrics, data room and investor pipeline you need before you send a single cold email.",
    image: "/images/blog/fundraising-readiness.svg",
    createdAt: "2025-08-07T10:15:00.000Z",
    content: `
<p>In ten years of running the Capital Studio, I have seen strong companies fail to raise and average companies raise easily. The difference is rarely the business itself. It is readiness: the founders who raise well have done the boring preparation before the first meeting, so every conversation compounds instead of resetting.</p>

<h2>1. A narrative that fits on one page</h2>
<p>Before the deck, write the memo. A single page that answers, in plain sentences:</p>
<ul>
  <li>What painful problem exists, for whom, and why now?</li>
  <li>Why is your approach meaningfully better, not just cheaper?</li>
  <li>What proof do you already have: revenue, retention, pilots, letters of intent?</li>
  <li>How big can this get, bottom-up, in rupees or dollars a customer actually pays?</li>
  <li>What will this round fund, and which milestones will it unlock?</li>
</ul>
<p>If you cannot write this page, the deck will not save you. If you can, the deck almost writes itself.</p>

<h2>2. Metrics you can defend line by line</h2>
<p>Investors do not expect perfect numbers at seed. They do expect you to know your numbers cold. Have a monthly view of revenue, gross margin, burn, runway, customer count, logo and revenue churn, and your acquisition channels. For a B2B company, be ready to explain net revenue retention. For a consumer business, bring cohort retention curves, not just a cumulative user count.</p>
<p>A useful test: ask a mentor to pick any number in your deck and ask "how did you calculate that?" If the honest answer involves a phrase like "roughly" or "we assumed," fix it now.</p>

<h2>3. A clean data room</h2>
<p>Diligence is where momentum goes to die. A round that should close in three weeks stretches to three months because incorporation documents, cap table and contracts are scattered across four inboxes. Prepare a data room with these folders before you start:</p>
<ol>
  <li><strong>Corporate:</strong> certificate of incorporation, MoA and AoA, board and shareholder resolutions, statutory registers.</li>
  <li><strong>Cap table:</strong> a fully diluted cap table, ESOP plan and grant letters, all previous SHAs and SAFEs or convertible notes.</li>
  <li><strong>Financials:</strong> audited accounts, management accounts for the last 12 months, a 24-month forecast with assumptions stated.</li>
  <li><strong>Commercial:</strong> top customer contracts, pipeline, pricing history.</li>
  <li><strong>People:</strong> founder and employee agreements, IP assignment agreements, key hires planned.</li>
  <li><strong>Compliance:</strong> GST registration, ROC filings, any RBI or FEMA filings for foreign investment, data protection policies.</li>
</ol>
<p>If you have taken foreign money before, double-check your FEMA reporting history. Missed filings on the FIRMS portal of the <a href="https://www.rbi.org.in">Reserve Bank of India</a> are one of the most common reasons Indian rounds stall during legal diligence.</p>

<h2>4. An investor pipeline, not a wish list</h2>
<p>Treat fundraising like enterprise sales. Build a list of 60 to 100 investors who have recently led rounds at your stage, in your sector and at your cheque size. Tier them:</p>
<ul>
  <li><strong>Tier A</strong> (15 to 20): the funds you most want on your cap table. Get warm introductions, ideally from founders they have backed.</li>
  <li><strong>Tier B</strong> (30 to 40): strong fits that you will approach in the same two-week window.</li>
  <li><strong>Tier C</strong>: angels and syndicates who can fill the round once a lead commits.</li>
</ul>
<p>Then run the process tightly. First meetings should be packed into two or three weeks so that interest overlaps. A round with one interested investor is a conversation; a round with three is a market.</p>

<h2>5. Know your terms before they are offered</h2>
<p>Decide in advance what dilution you are willing to accept, how large an option pool you need post-round, and which governance terms matter to you. Read a standard term sheet end to end before you receive your first one. Liquidation preferences, anti-dilution clauses, board composition and information rights matter more in the long run than a small difference in pre-money valuation.</p>

<blockquote>The best time to prepare for a raise is six months before you need the money. The second-best time is today, before you book a single meeting.</blockquote>

<h2>The honest readiness test</h2>
<p>You are ready when you can answer "yes" to four questions: can you explain the business in two minutes, can you defend every number, can you hand over a data room within 24 hours, and do you have at least 12 months of runway so you can walk away from a bad term sheet? If any answer is "no," that is your work for the next month. Fundraising rewards preparation far more than charisma.</p>
`,
  },
  {
    title: "Building a Finance Function Before You Need One",
    tags: ["Finance", "Operations"],
    author: "Priya Natarajan",
    description:
      "Founders usually build finance in a panic, right before a fundraise or an audit. A practical, stage-by-stage plan for bookkeeping, controls, reporting and the first finance hire, written from the wealth management desk at Lumora.",
    image: "/images/blog/building-a-finance-function.svg",
    createdAt: "2025-09-24T07:30:00.000Z",
    content: `
<p>The typical startup finance function is built in a hurry. A term sheet arrives, diligence begins, and someone discovers that the last reconciled month was eight months ago. The resulting scramble costs weeks, legal fees and sometimes valuation. It does not need to happen. A lean, well-designed finance function costs far less than most founders think and pays for itself the first time an investor, auditor or tax officer asks a hard question.</p>

<h2>What a finance function actually does</h2>
<p>Strip away the jargon and startup finance has four jobs:</p>
<ul>
  <li><strong>Record:</strong> every rupee in and out is captured, categorised and reconciled.</li>
  <li><strong>Control:</strong> money moves only with the right approvals, and nobody can both raise and approve a payment.</li>
  <li><strong>Comply:</strong> GST, TDS, income tax and company law filings happen on time, every time.</li>
  <li><strong>Decide:</strong> founders get timely numbers that help them choose where to spend the next rupee.</li>
</ul>
<p>Most early teams do a little of the first job and none of the others. The goal is not perfection; it is getting all four working at a level that matches your stage.</p>

<h2>Stage by stage</h2>
<table>
  <thead>
    <tr><th>Stage</th><th>Who does the work</th><th>Monthly close</th><th>Key outputs</th></tr>
  </thead>
  <tbody>
    <tr><td>Pre-seed</td><td>Founder plus outsourced bookkeeper and CA</td><td>Within 15 days</td><td>Bank reconciliation, burn and runway</td></tr>
    <tr><td>Seed</td><td>Outsourced accounting firm, fractional CFO</td><td>Within 10 days</td><td>P&amp;L, balance sheet, cash flow, board pack</td></tr>
    <tr><td>Series A</td><td>In-house finance manager, fractional CFO</td><td>Within 7 days</td><td>Budget versus actuals, unit economics, forecast</td></tr>
    <tr><td>Series B and beyond</td><td>Full-time CFO, controller, FP&amp;A analyst</td><td>Within 5 days</td><td>Rolling forecast, departmental budgets, audit readiness</td></tr>
  </tbody>
</table>

<h2>The first 90 days: foundations</h2>
<p>If you are starting from scratch, do these in order:</p>
<ol>
  <li><strong>Separate the money.</strong> One current account for operations, one for payroll and statutory payments. No personal cards for company spend, ever.</li>
  <li><strong>Choose one accounting system</strong> and stick with it. Tally, Zoho Books and similar tools all work; switching twice a year does not.</li>
  <li><strong>Write a chart of accounts</strong> that reflects how you think about the business: revenue by product line, cost of goods separated from operating expenses, payroll split by team.</li>
  <li><strong>Set an approval matrix.</strong> For example: under ₹50,000 needs one approver, up to ₹5 lakh needs a founder, anything larger needs two founders.</li>
  <li><strong>Build a compliance calendar</strong> covering TDS deposits by the 7th, GST returns, advance tax instalments and annual ROC filings.</li>
</ol>

<h2>Reporting founders actually read</h2>
<p>A 40-tab spreadsheet impresses nobody. The monthly finance pack we recommend to our portfolio fits on three pages:</p>
<ul>
  <li>Page one: cash in bank, net burn, runway in months, and a one-paragraph commentary.</li>
  <li>Page two: revenue, gross margin and operating expenses against budget, with variances above 10 percent explained.</li>
  <li>Page three: five to seven operating metrics specific to your business model.</li>
</ul>
<p>Send it to your board within ten working days of month end. Consistency builds more investor trust than any single good month.</p>

<h2>When to make the first finance hire</h2>
<p>Founders often hire a CFO too early or a junior accountant too late. Our rule of thumb: bring in a <strong>fractional CFO</strong> at seed, when fundraising, investor reporting and pricing decisions start to need financial judgement. Hire a <strong>full-time finance manager</strong> when you cross roughly 40 employees or when monthly transactions make outsourced bookkeeping slower than your decision cycle. A full-time CFO usually makes sense around Series B, or earlier if you operate in a regulated sector such as lending or payments.</p>

<blockquote>A finance function is not overhead. It is the instrument panel. You can fly without one for a while, but not in bad weather, and fundraising is always bad weather.</blockquote>

<h2>Common mistakes we fix</h2>
<p>The same issues appear in almost every diligence we support: revenue recognised when invoiced rather than when earned, GST input credit lost because vendor invoices were never matched, ESOP grants issued without board approval, and founder loans recorded nowhere. Each is easy to prevent and painful to unwind. Invest a few hours a month now, and your next audit, raise or acquisition conversation will be dramatically calmer.</p>
`,
  },
  {
    title: "Hiring Your First 10 Engineers Without Breaking the Culture",
    tags: ["Hiring", "Culture"],
    author: "Daniel Okafor",
    description:
      "Your first ten engineers will define how your company builds software for years. A practical playbook on sequencing roles, running a fair technical interview, closing candidates and onboarding them so they ship in week one.",
    image: "/images/blog/hiring-first-ten-engineers.svg",
    createdAt: "2025-11-12T16:00:00.000Z",
    content: `
<p>I have helped hire founding engineering teams in San Francisco and Bengaluru, and the pattern is remarkably consistent. The first ten engineers decide your architecture, your code review norms, your on-call culture and, most importantly, who engineer number eleven will be. Good early hiring compounds. So do mistakes.</p>

<h2>Sequence the roles deliberately</h2>
<p>Do not hire ten versions of yourself. A sensible sequence for a typical B2B SaaS company looks like this:</p>
<ol>
  <li><strong>Engineers 1 to 3:</strong> strong generalists who are comfortable across the stack and happy to talk to customers. Speed and judgement matter more than depth.</li>
  <li><strong>Engineers 4 to 6:</strong> one engineer with real infrastructure and reliability experience, one with strong frontend and product taste, one who loves data.</li>
  <li><strong>Engineers 7 to 10:</strong> specialists for your hardest problems, plus someone who can grow into an engineering manager.</li>
</ol>
<p>Notice what is missing: a VP of Engineering. Hiring a senior manager before you have people to manage usually produces process without progress. Bring in that role around engineer fifteen, unless the founding team has no technical co-founder at all.</p>

<h2>Write a scorecard before you write a job post</h2>
<p>For each role, write down three to five outcomes the person should achieve in their first year, and the competencies needed to achieve them. For example: "Owns the billing service end to end and reduces failed payments by half" is an outcome. "Five years of Go" is not. The scorecard becomes the basis for your job description, your interview loop and your final decision, so every interviewer is assessing the same thing.</p>

<h2>Design an interview loop that respects candidates</h2>
<p>The best engineers have options, and a six-round process with three take-home assignments will lose them. Our recommended loop takes about four hours of the candidate's time in total:</p>
<ul>
  <li><strong>Founder conversation (45 minutes):</strong> motivation, career goals, what they want to own.</li>
  <li><strong>Practical coding session (90 minutes):</strong> a realistic problem in their preferred language, with internet access, paired with one of your engineers.</li>
  <li><strong>System design discussion (60 minutes):</strong> a simplified version of a real problem your company has solved or is facing.</li>
  <li><strong>Team and values conversation (45 minutes):</strong> how they handle disagreement, feedback and ambiguity.</li>
</ul>
<p>Brief every interviewer on which scorecard competencies they are assessing, and collect written feedback before anyone discusses the candidate. This single habit removes a surprising amount of bias and groupthink.</p>

<h2>Source beyond your network</h2>
<p>Founders lean heavily on referrals, which is sensible but produces homogeneous teams. Add at least two other channels: open-source contributors to libraries you depend on, engineering communities in tier-two cities, and returning professionals who took career breaks. Some of the most productive engineers in our portfolio came from Coimbatore, Indore and Kochi, and work remotely with no loss of velocity.</p>

<h2>Close with clarity, not just cash</h2>
<p>Early-stage companies rarely win on salary alone. They win on <strong>ownership, learning and trust</strong>. When you make an offer, explain the ESOP grant in concrete terms: number of options, strike price, vesting schedule, what the company's last valuation implies, and what the exercise window looks like if they leave. Be transparent about runway. Candidates respect honesty far more than a vague promise that "equity could be worth a lot."</p>

<blockquote>The strongest closing argument is a clear answer to one question: what will I own here that I could not own anywhere else?</blockquote>

<h2>Onboard for a first-week ship</h2>
<p>Every new engineer should push a small change to production in their first week. That requires a working local setup script, a short architecture document, a list of good first issues and a named buddy. If onboarding takes a month, you do not have an onboarding problem; you have a developer-experience problem that is slowing down everyone.</p>

<h2>Protect the culture you are creating</h2>
<p>Write down your engineering principles when you hit five engineers, not fifty. Keep them short: how you review code, how you make technical decisions, how you handle incidents, how you balance speed with quality. Revisit them every quarter. Culture is not what you put on the careers page; it is what your first ten engineers do when no founder is in the room.</p>
`,
  },
  {
    title: "The Compliance Checklist Every Indian Startup Needs: DPDP Act, GST and Beyond",
    tags: ["Compliance", "India"],
    author: "Meera Iyer",
    description:
      "From GST returns to the Digital Personal Data Protection Act, Indian startups juggle a dense calendar of obligations. Our compliance and legal team shares the checklist we run for every portfolio company, with the deadlines that matter.",
    image: "/images/blog/compliance-checklist-indian-startups.svg",
    createdAt: "2026-01-20T06:00:00.000Z",
    content: `
<p>Compliance is rarely the reason a startup fails, but it is very often the reason a fundraise slows down, an acquisition gets repriced or a founder spends a month of evenings with lawyers. The good news is that most obligations are predictable. Put them on a calendar, assign an owner and review them monthly, and compliance becomes routine rather than a crisis.</p>
<p>This checklist reflects what we run for companies in our studios. It is a practical starting point, not legal advice; your chartered accountant and company secretary should tailor it to your entity type, sector and state.</p>

<h2>1. Company law and corporate housekeeping</h2>
<ul>
  <li>Hold your first board meeting within 30 days of incorporation and at least four board meetings a year thereafter, with no more than 120 days between two meetings.</li>
  <li>Appoint your first statutory auditor within 30 days of incorporation.</li>
  <li>Maintain statutory registers of members, directors and charges, and keep minutes signed and filed.</li>
  <li>File annual financial statements and the annual return with the Registrar of Companies through the <a href="https://www.mca.gov.in">MCA portal</a> after your annual general meeting.</li>
  <li>Complete annual KYC for every director.</li>
  <li>Apply for DPIIT Startup India recognition if you qualify; it unlocks tax and compliance benefits.</li>
</ul>

<h2>2. GST</h2>
<p>Registration becomes mandatory once turnover crosses the threshold for your category and state, and immediately if you sell interstate goods or through most e-commerce marketplaces. Once registered, the monthly rhythm is predictable:</p>
<table>
  <thead>
    <tr><th>Obligation</th><th>Usual due date</th><th>Owner</th></tr>
  </thead>
  <tbody>
    <tr><td>TDS deposit on salaries and vendor payments</td><td>7th of the following month</td><td>Finance</td></tr>
    <tr><td>GSTR-1 (outward supplies)</td><td>11th of the following month</td><td>Finance</td></tr>
    <tr><td>GSTR-3B (summary return and tax payment)</td><td>20th of the following month</td><td>Finance</td></tr>
    <tr><td>Quarterly TDS returns</td><td>End of the month after each quarter (31 May for Q4)</td><td>Finance and CA</td></tr>
    <tr><td>Advance tax instalments</td><td>15 June, 15 September, 15 December, 15 March</td><td>CA</td></tr>
  </tbody>
</table>
<p>Reconcile your purchase register against supplier filings every month. Input tax credit you cannot match is credit you may lose, and the <a href="https://www.gst.gov.in">GST portal</a> makes mismatches visible to the department as quickly as it does to you. Smaller taxpayers may opt for quarterly filing, so confirm which scheme applies to you.</p>

<h2>3. The Digital Personal Data Protection Act</h2>
<p>The <a href="https://www.meity.gov.in">Digital Personal Data Protection Act, 2023</a> and the rules notified in November 2025 change how every Indian company that handles personal data must operate. Obligations are being phased in, but the work needed to comply takes months, so start now:</p>
<ol>
  <li><strong>Map your data.</strong> List every system that stores personal data, what you collect, why, where it is hosted and who can access it.</li>
  <li><strong>Fix your notices and consent.</strong> Consent must be free, specific, informed and unambiguous, with a notice in clear language. Withdrawing consent must be as easy as giving it.</li>
  <li><strong>Limit purpose and retention.</strong> Collect only what you need, and delete data once the purpose is served unless the law requires you to keep it.</li>
  <li><strong>Prepare for breaches.</strong> Write an incident response plan that covers notifying the Data Protection Board and affected individuals.</li>
  <li><strong>Handle rights requests.</strong> Set up a process for access, correction and erasure requests, and publish a grievance contact.</li>
  <li><strong>Review processors.</strong> Update contracts with cloud providers, analytics tools and vendors so they process data only on your instructions.</li>
</ol>
<p>Pay special attention if you process children's data, which requires verifiable parental consent, or if your volume and sensitivity of data might lead to designation as a Significant Data Fiduciary with additional audit and assessment duties.</p>

<h2>4. Employment and people</h2>
<ul>
  <li>Register under the Shops and Establishments Act of your state.</li>
  <li>Register for EPF once you reach 20 employees, and ESI where applicable; deposit contributions by the 15th of each month.</li>
  <li>Deduct and deposit professional tax where your state levies it.</li>
  <li>Constitute an Internal Committee under the POSH Act once you have 10 or more employees, and file the annual report.</li>
  <li>Ensure every employee and contractor has signed an IP assignment and confidentiality agreement.</li>
</ul>

<h2>5. Foreign investment and FEMA</h2>
<p>If you raise money from foreign investors, report the inflow and share allotment within the prescribed timelines, typically through Form FC-GPR, and file the annual return on foreign liabilities and assets. Late filings attract compounding fees and delay future rounds.</p>

<blockquote>Compliance debt behaves like financial debt: small and cheap when you deal with it monthly, expensive and stressful when you let it accumulate for a year.</blockquote>

<h2>How to make it stick</h2>
<p>Create a single compliance calendar, assign each line a named owner, and review it in a 20-minute monthly meeting. Keep filed documents in a shared folder organised by financial year. When diligence comes, you will be able to hand everything over in a day.</p>
`,
  },
  {
    title: "AI Adoption in Mid-Size Businesses: Start With the Workflow, Not the Model",
    featured: true,
    tags: ["AI", "Operations"],
    author: "Sofia Marquez",
    description:
      "Mid-size companies do not need an AI strategy deck; they need three workflows that get measurably better. A pragmatic approach to picking use cases, running pilots, managing risk and getting teams to actually use the tools.",
    image: "/images/blog/ai-adoption-mid-size-businesses.svg",
    createdAt: "2026-03-05T09:30:00.000Z",
    content: `
<p>Over the past year our business consulting team has worked with more than thirty mid-size companies, from manufacturers with 400 employees to professional services firms with 80, on adopting AI. The ones that succeed share one trait: they stopped asking "what is our AI strategy?" and started asking "which of our workflows is slow, expensive or error-prone, and can AI make it measurably better?"</p>

<h2>Why mid-size companies are in a sweet spot</h2>
<p>Large enterprises have budgets but move slowly through procurement, security review and change management. Small startups move fast but often lack the volume of repetitive work where AI delivers the clearest returns. Mid-size businesses have both: enough repeatable process to matter, and short enough decision chains to act within a quarter.</p>

<h2>Step 1: Find workflows, not ideas</h2>
<p>Run a two-week workflow audit. Ask each department head to list their five most time-consuming recurring tasks and estimate hours spent per month. Then score each task on three dimensions:</p>
<ul>
  <li><strong>Volume:</strong> how often the task happens and how many people do it.</li>
  <li><strong>Structure:</strong> whether inputs and outputs follow a recognisable pattern, such as invoices, support tickets, contracts or sales call notes.</li>
  <li><strong>Tolerance for error:</strong> what happens if the output is wrong, and whether a human reviews it anyway.</li>
</ul>
<p>The best first candidates are high volume, well structured and already reviewed by a person. Typical winners include drafting first responses to customer emails, extracting data from purchase orders, summarising meeting notes into CRM updates, and producing first drafts of proposals from a library of past work.</p>

<h2>Step 2: Pilot with a baseline</h2>
<p>A pilot without a baseline is a demo. Before you switch on any tool, measure the current state: average handling time, error rate, backlog, cost per transaction. Then run the pilot with a small team for six to eight weeks and measure again. We ask clients to write a one-line hypothesis before every pilot, for example:</p>
<pre><code>If the accounts team uses AI extraction for vendor invoices,
average processing time will fall from 9 minutes to under 4,
with an error rate no higher than today's 2 percent.</code></pre>
<p>Clear hypotheses make it easy to decide whether to scale, adjust or stop. Stopping a pilot that does not work is a success, not a failure.</p>

<h2>Step 3: Manage the real risks</h2>
<p>The risks of AI in a mid-size business are concrete, not existential. Address them directly:</p>
<ol>
  <li><strong>Data exposure.</strong> Decide which data may be sent to which tools. Prefer enterprise plans that contractually exclude your data from model training, and check where data is processed.</li>
  <li><strong>Personal data.</strong> If the workflow touches customer or employee personal data, align it with your obligations under India's data protection law and any customer contracts.</li>
  <li><strong>Hallucination.</strong> Keep a human in the loop for anything customer-facing, financial or legal. Design the workflow so that reviewing is faster than writing from scratch.</li>
  <li><strong>Shadow usage.</strong> Employees are already using public chatbots. Provide an approved alternative and a one-page usage policy instead of a ban nobody follows.</li>
</ol>

<h2>Step 4: Make adoption the goal</h2>
<p>Most failed AI projects fail at adoption, not at technology. The tool works, but people quietly return to the old way. Three things change that:</p>
<ul>
  <li><strong>Champions, not mandates.</strong> Identify one enthusiastic person per team, train them first and let them teach peers.</li>
  <li><strong>Redesign the process.</strong> If the old steps remain in place alongside the new tool, people will do both and resent it.</li>
  <li><strong>Share the gains.</strong> Be explicit about what saved time will be used for. If people fear the tool will replace them, they will find reasons it does not work.</li>
</ul>

<blockquote>The question is never "can AI do this?" The question is "will our people trust it enough to change how they work on Monday morning?"</blockquote>

<h2>A realistic 90-day plan</h2>
<p>Weeks one and two: workflow audit and scoring. Weeks three and four: select three pilots, set baselines and agree on data policies. Weeks five to twelve: run pilots, review weekly and document what works. Week thirteen: decide which pilots to scale, and pick the next three. Companies that follow this rhythm typically see two of three pilots succeed and build internal confidence that makes each subsequent round faster.</p>
<p>If you want a broader grounding in the technology itself, the overview of <a href="https://en.wikipedia.org/wiki/Large_language_model">large language models</a> on Wikipedia is a clear, vendor-neutral place to start.</p>
`,
  },
  {
    title: "Brand Before Scale: Why Positioning Comes Before Paid Growth",
    tags: ["Brand", "Growth"],
    author: "Kavya Sharma",
    description:
      "Spending on performance marketing before you know what you stand for only makes an unclear message louder. Our creative solutions lead explains how to build positioning, a verbal identity and a minimum viable brand before you scale.",
    image: "/images/blog/brand-before-scale.svg",
    createdAt: "2026-04-22T11:00:00.000Z",
    content: `
<p>A common sequence in early-stage companies goes like this: raise a seed round, hire a performance marketer, turn on paid campaigns, watch customer acquisition cost climb month after month, and conclude that the channel is saturated. Often the channel is fine. The problem is that the company is paying to amplify a message that does not yet differentiate it.</p>

<h2>Brand is not a logo</h2>
<p>When founders hear "brand," they think of logos, colour palettes and typefaces. Those matter, but they are the last layer. A brand is the set of associations people hold about your company, and it is built from four things, in this order:</p>
<ol>
  <li><strong>Positioning:</strong> who you are for, what you replace, and why you are better for that person.</li>
  <li><strong>Verbal identity:</strong> the words, claims and tone you use consistently.</li>
  <li><strong>Visual identity:</strong> the design system that makes you recognisable.</li>
  <li><strong>Experience:</strong> what it actually feels like to buy and use your product.</li>
</ol>
<p>Skip the first two and the third becomes decoration.</p>

<h2>Positioning in one sentence</h2>
<p>We ask every founder in the Acceleration Studio to complete this sentence, and we do not let them move on until a stranger can repeat it back accurately:</p>
<blockquote>For <em>[specific customer]</em> who <em>[struggle with a specific problem]</em>, we are the <em>[category]</em> that <em>[key benefit]</em>, unlike <em>[the real alternative]</em>.</blockquote>
<p>The hardest part is the last clause. Your real alternative is rarely your closest competitor. For a D2C skincare brand it might be "whatever my dermatologist recommended five years ago." For a B2B analytics tool it is usually "the spreadsheet our finance team already trusts." Naming the real alternative forces you to explain why switching is worth the effort.</p>

<h2>Build a minimum viable brand</h2>
<p>You do not need a six-month agency engagement. A minimum viable brand can be built in four to six weeks and should include:</p>
<ul>
  <li>A one-page positioning document, agreed by all founders.</li>
  <li>Three to five message pillars, each backed by proof: a metric, a customer quote or a product capability.</li>
  <li>A tone-of-voice guide with examples of what you would and would not say.</li>
  <li>A simple visual system: logo, two primary colours, one or two typefaces, and a photography or illustration style.</li>
  <li>Templates for the assets you produce every week: social posts, sales decks, product screenshots, email headers.</li>
</ul>
<p>The goal is consistency, not perfection. A brand that is applied consistently for a year will outperform a brilliant brand applied inconsistently.</p>

<h2>Test messages before you buy reach</h2>
<p>Before scaling spend, run message tests at small budgets. Take your three strongest message pillars and run them as separate ad sets or landing-page variants with identical targeting. Measure click-through and, more importantly, conversion to a meaningful action. You are not optimising the ad; you are learning which promise resonates. One consumer brand in our portfolio discovered that "made in small batches" outperformed "dermatologist tested" by more than two to one, and rebuilt its entire packaging around it.</p>

<h2>Where brand shows up in the numbers</h2>
<p>Brand investment feels unmeasurable, but its effects appear in metrics you already track:</p>
<ul>
  <li><strong>Branded search volume</strong> grows as more people look for you by name.</li>
  <li><strong>Direct and organic traffic</strong> rises as a share of total visits.</li>
  <li><strong>Conversion rates</strong> improve across every paid channel, because visitors arrive already primed.</li>
  <li><strong>Sales cycles shorten</strong> in B2B, because prospects have heard of you before the first call.</li>
</ul>
<p>These are leading indicators of a lower blended acquisition cost, which is ultimately what lets you scale profitably.</p>

<h2>When to scale</h2>
<p>Scale paid acquisition when three things are true: your positioning sentence is stable and your team uses it unprompted, message tests show a clear winner, and your product experience delivers on the promise. At that point every rupee of media spend is amplifying something distinctive. Before that point, it is mostly buying attention you cannot keep.</p>
`,
  },
  {
    title: "OKRs That Don't Rot: Keeping Goals Alive Past Week Three",
    tags: ["Operations", "Culture"],
    author: "Thomas Lindqvist",
    description:
      "Most OKR programmes die quietly by the middle of the quarter. Here is the lightweight system we use across our studios: fewer objectives, measurable key results, a weekly ritual and an honest end-of-quarter review.",
    image: "/images/blog/okrs-that-dont-rot.svg",
    createdAt: "2026-06-10T13:20:00.000Z",
    content: `
<p>Every quarter, thousands of companies hold an energetic planning offsite, write ambitious objectives and key results, paste them into a shared document and never look at them again. By week three the OKRs have rotted: still technically in place, but disconnected from what anyone actually works on. I have watched this happen at startups and at large companies in Stockholm, London and Bengaluru, and the causes are nearly always the same.</p>

<h2>Why OKRs rot</h2>
<ul>
  <li><strong>Too many of them.</strong> A team with eight objectives has no objectives.</li>
  <li><strong>Key results that are tasks.</strong> "Launch the new onboarding flow" is a project, not a result.</li>
  <li><strong>No rhythm.</strong> Goals reviewed only at the start and end of a quarter cannot steer anything in between.</li>
  <li><strong>Punishment for honesty.</strong> If missing an ambitious target hurts your review, people set safe targets or stop reporting.</li>
</ul>

<h2>Write fewer, sharper objectives</h2>
<p>Limit each team to <strong>two or three objectives</strong> per quarter, each with <strong>two to four key results</strong>. An objective should be qualitative and motivating; a key result should be a number someone could verify without asking you. Compare:</p>
<ul>
  <li>Weak: <em>Improve onboarding.</em> Key result: <em>Ship onboarding v2.</em></li>
  <li>Strong: <em>New customers reach their first win in their first session.</em> Key results: <em>Activation within 24 hours rises from 31 to 50 percent; median time to first report falls from 3 days to 1 day.</em></li>
</ul>
<p>The strong version still allows the team to ship onboarding v2, but it also allows them to discover that a better welcome email achieves more than a redesign.</p>

<h2>A format that fits on one screen</h2>
<p>We ask portfolio teams to keep their OKRs in a simple, plain-text format, so they can live in a team channel, a wiki page or the top of a weekly document:</p>
<pre><code>O1: New customers reach their first win in their first session
  KR1: 24-hour activation 31% -&gt; 50%        [now: 38%]  confidence: 6/10
  KR2: Median time to first report 3d -&gt; 1d  [now: 2d]   confidence: 7/10
  KR3: Onboarding support tickets -40%      [now: -15%] confidence: 4/10</code></pre>
<p>The <code>confidence</code> score, updated weekly from 1 to 10, is the most useful number on the page. It signals trouble weeks before the metric does.</p>

<h2>The weekly ritual</h2>
<p>OKRs stay alive when they are part of a routine. We recommend a 30-minute weekly check-in for each team:</p>
<ol>
  <li>Update the current value and confidence score for every key result.</li>
  <li>Discuss only the key results whose confidence dropped by two or more points.</li>
  <li>Agree on the two or three most important actions for the coming week.</li>
  <li>Flag any dependency on another team, with a named person to resolve it.</li>
</ol>
<p>That is all. No slide decks, no status theatre. If a check-in takes longer than 30 minutes, the team has too many key results.</p>

<h2>Separate OKRs from performance reviews</h2>
<p>OKRs work best when they are ambitious, and ambitious goals are missed regularly. Scoring 0.7 on a stretch key result is a good quarter. If compensation or promotion depends directly on OKR scores, teams will sandbag, and the system will turn into a negotiation. Assess people on their contribution, judgement and growth; use OKRs to focus the team's work.</p>

<h2>An honest end-of-quarter review</h2>
<p>At quarter end, score each key result, then answer three questions in writing: what did we learn, what will we stop doing, and what carries into next quarter? Keep the answers short and share them across the company. Over time this archive becomes one of the most valuable documents you own, a record of what your organisation actually learned rather than what it planned.</p>

<blockquote>An OKR nobody has looked at in two weeks is not a goal. It is a wish with a spreadsheet attached.</blockquote>

<h2>Start small</h2>
<p>If your company has never used OKRs, do not roll them out to every team at once. Start with the leadership team and one or two product teams for a single quarter. Learn what works in your culture, then expand. The original framework, popularised by Andy Grove at Intel and described well on <a href="https://en.wikipedia.org/wiki/Objectives_and_key_results">Wikipedia</a>, was always meant to be adapted, not copied.</p>
`,
  },
  {
    title: "Unit Economics Without the Spreadsheet Theatre",
    tags: ["Finance", "SaaS"],
    author: "Arjun Malhotra",
    description:
      "CAC, LTV and payback period are easy to calculate and even easier to flatter. A plain-language guide to computing unit economics honestly, reading them by cohort and channel, and knowing which lever to pull first.",
    image: "/images/blog/unit-economics.svg",
    createdAt: "2026-08-19T05:45:00.000Z",
    content: `
<p>Every pitch deck in our inbox has a slide that says something like "LTV:CAC of 5x." Almost none of those numbers survive diligence. It is not that founders are dishonest; it is that unit economics are remarkably easy to flatter by accident. Exclude a cost here, use an optimistic churn rate there, and a struggling business looks like a compounding machine. This post is about doing it honestly, because honest unit economics are the only kind that help you make decisions.</p>

<h2>The four numbers that matter</h2>
<p>For most subscription and repeat-purchase businesses, unit economics come down to four numbers:</p>
<ul>
  <li><strong>Customer acquisition cost (CAC):</strong> everything you spend to win a customer, divided by the customers won.</li>
  <li><strong>Contribution margin:</strong> revenue per customer minus the variable costs of serving that customer.</li>
  <li><strong>Retention:</strong> how long customers stay and how their spend changes over time.</li>
  <li><strong>Payback period:</strong> how many months of contribution margin it takes to recover CAC.</li>
</ul>
<p>Lifetime value is derived from the second and third. Calculate it last, and treat it with the most suspicion.</p>

<h2>The formulas, written down plainly</h2>
<pre><code>Blended CAC      = (sales + marketing spend, incl. salaries and tools)
                   / new customers acquired in the period
Contribution/mo  = ARPU x gross margin % - variable cost to serve
Payback (months) = CAC / contribution per month
LTV              = contribution per month x expected lifetime (months)</code></pre>
<p>The most common errors hide in the details. CAC must include salaries of the sales and marketing team, agency fees and tools, not just ad spend. Contribution must subtract payment gateway fees, cloud costs per customer, support time and, for physical products, shipping and returns. Expected lifetime should come from observed cohort behaviour, not from <code>1 / monthly churn</code> applied to a churn rate measured over three good months.</p>

<h2>Read by cohort and channel, never blended alone</h2>
<p>Blended numbers hide everything interesting. Here is a simplified example from a D2C company we worked with:</p>
<table>
  <thead>
    <tr><th>Channel</th><th>CAC (₹)</th><th>Monthly contribution (₹)</th><th>12-month retention</th><th>Payback (months)</th></tr>
  </thead>
  <tbody>
    <tr><td>Paid social</td><td>1,450</td><td>210</td><td>22%</td><td>6.9</td></tr>
    <tr><td>Search</td><td>980</td><td>240</td><td>34%</td><td>4.1</td></tr>
    <tr><td>Referral</td><td>420</td><td>260</td><td>48%</td><td>1.6</td></tr>
    <tr><td>Marketplace</td><td>610</td><td>95</td><td>15%</td><td>6.4</td></tr>
    <tr><td><strong>Blended</strong></td><td><strong>1,090</strong></td><td><strong>205</strong></td><td><strong>27%</strong></td><td><strong>5.3</strong></td></tr>
  </tbody>
</table>
<p>The blended payback of 5.3 months looked acceptable. The channel view told a different story: paid social, which absorbed most of the budget, barely worked once retention was factored in, while referral customers were cheaper, more profitable and stayed twice as long. Moving a fifth of the paid social budget into a referral programme improved blended payback by more than a month within two quarters.</p>

<h2>Which lever to pull first</h2>
<p>When unit economics are weak, founders usually reach for CAC first, because marketing spend is the easiest thing to change. It is often the wrong lever. Work through them in this order:</p>
<ol>
  <li><strong>Retention.</strong> Improving retention raises lifetime value, improves word of mouth and lowers effective CAC all at once.</li>
  <li><strong>Contribution margin.</strong> Renegotiate logistics, reduce returns, raise prices or remove unprofitable SKUs and plans.</li>
  <li><strong>CAC.</strong> Only once the first two are healthy does it make sense to optimise channels aggressively.</li>
</ol>

<blockquote>Growth multiplies whatever your unit economics already are. If each customer loses money, scaling simply loses money faster.</blockquote>

<h2>Benchmarks, used carefully</h2>
<p>For B2B SaaS, a payback period under 12 months and an LTV to CAC ratio of at least 3 are widely used benchmarks. For D2C, many investors want first-order contribution to be positive, or payback within the second or third order. Benchmarks are useful sanity checks, but your own trend matters more. A business whose payback improves every quarter is more fundable than one that sits at an impressive but static number.</p>

<h2>Make it a monthly habit</h2>
<p>Add a unit economics page to your monthly finance pack, broken down by channel and by acquisition cohort. Review it with your leadership team, not just your CFO. When everyone can see which customers make money, better decisions follow naturally.</p>
`,
  },
  {
    title: "The Founder's Operating System: Treating Mental Health as Infrastructure",
    tags: ["Founders", "Culture"],
    author: "Rohini Kapoor",
    description:
      "Founder burnout is not a personal failing; it is a predictable result of how startups are run. A coach and former founder on building routines, support structures and boundaries that keep you effective for the full journey.",
    image: "/images/blog/founder-mental-health.svg",
    createdAt: "2026-10-28T04:30:00.000Z",
    content: `
<p>When I ran my first company, I treated my own wellbeing the way many founders treat technical debt: something to deal with after the next milestone. There was always a next milestone. Eighteen months in, I was sleeping five hours a night, snapping at people I cared about and making decisions I would not have recognised as mine a year earlier. The company survived. My judgement, for a while, did not.</p>
<p>Today I coach founders across Lumora's studios, and I see the same pattern every cohort. The founders who last are not the ones who feel the least stress. They are the ones who treat their mental health as <strong>infrastructure</strong>: something designed, maintained and monitored, not left to chance.</p>

<h2>Why founders are especially exposed</h2>
<p>Startups concentrate several well-known stressors in one role: high uncertainty, personal financial risk, isolation at the top, constant context switching and an identity tightly bound to the company's success. None of this means founders are fragile. It means the load is unusually heavy, and heavy loads require deliberate engineering. The World Health Organization's description of <a href="https://www.who.int/news/item/28-05-2019-burn-out-an-occupational-phenomenon-international-classification-of-diseases">burn-out as an occupational phenomenon</a> is worth reading precisely because it frames burnout as a product of chronic workplace stress, not personal weakness.</p>

<h2>Know your early warning signs</h2>
<p>Burnout rarely arrives suddenly. It builds through signals that are easy to dismiss. Write down your own list while you are feeling well, and share it with a co-founder or partner who has permission to point them out. Common signals include:</p>
<ul>
  <li>Sleep that is consistently short or broken, even when you have the time.</li>
  <li>Irritability in meetings, or avoiding conversations you would normally welcome.</li>
  <li>Decision fatigue: postponing small choices, or making large ones impulsively.</li>
  <li>Losing interest in the parts of the work that used to energise you.</li>
  <li>Physical symptoms such as headaches, digestive problems or frequent illness.</li>
</ul>

<h2>Build routines that survive bad weeks</h2>
<p>Good routines are small enough to keep when everything is on fire. The founders I work with who handle pressure best usually protect a few non-negotiables:</p>
<ol>
  <li><strong>A consistent sleep window.</strong> Not perfect sleep, just a predictable start and end time on most nights.</li>
  <li><strong>Daily movement.</strong> A 30-minute walk counts. So does a short session between calls.</li>
  <li><strong>One offline block a week.</strong> Half a day with no laptop and no notifications, scheduled like a board meeting.</li>
  <li><strong>A weekly review.</strong> Fifteen minutes to ask what drained you, what energised you and what you will change next week.</li>
</ol>

<h2>Do not lead alone</h2>
<p>Isolation is the quiet multiplier of founder stress. You cannot share every worry with your team, and investors are not always the right audience. Build a support structure deliberately:</p>
<ul>
  <li><strong>A peer group</strong> of four to six founders at a similar stage who meet monthly under strict confidentiality. Our Founders Academy cohorts often continue as peer circles long after the programme ends.</li>
  <li><strong>A coach or mentor</strong> who has built a company and can help you think rather than tell you what to do.</li>
  <li><strong>Professional support</strong> when you need it. Seeing a therapist or counsellor is maintenance, not an admission of failure. In India, organisations such as the <a href="https://www.thelivelovelaughfoundation.org">Live Love Laugh Foundation</a> maintain directories of helplines and resources.</li>
</ul>

<h2>Design the company to need you less</h2>
<p>Many founders burn out because the company is built around them. Every decision routes through one inbox; every escalation ends at one desk. Reducing that dependency is good for the business and for you. Document how recurring decisions are made, delegate ownership with clear boundaries, and hire leaders before the pain is unbearable. A company that can run for two weeks without you is more valuable, more investable and far more sustainable.</p>

<blockquote>You are the company's most critical infrastructure. Nobody would run production servers without monitoring, redundancy and maintenance windows. Give yourself the same respect.</blockquote>

<h2>Talk about it openly</h2>
<p>Founders set the culture for how their teams treat stress. When a CEO takes a real holiday, talks honestly about a difficult quarter or mentions that they see a therapist, it gives everyone else permission to look after themselves too. That openness is not a distraction from performance. Over a journey that lasts a decade or more, it is one of the strongest foundations for it.</p>
<p>If you or someone on your team is in crisis, please contact local emergency services or a crisis helpline immediately. Coaching and peer support are valuable, but they are not a substitute for urgent professional care.</p>
`,
  },
];
