export type JobType = "Full-time" | "Part-time" | "Internship" | "Contract";
export type Workplace = "On-site" | "Hybrid" | "Remote";

export type SeedJob = {
  title: string;
  company: string; // "Lumora Ventures" or one of the portfolio startups
  location: string;
  workplace: Workplace; // Hybrid when the role asks for some days a week in the office
  country: string; // ISO 3166-1 alpha-2: IN, or US for the San Francisco office
  type: JobType;
  salary: number; // annual INR
  department: string; // Engineering, Design, Marketing, Finance, Operations, People, Sales, Legal & Compliance
  description: string; // 2–4 sentences, plain text
  requirements: string; // one requirement per line, separated by "\n"
  createdAt: string; // ISO 8601
  closesInDays?: number; // internships take applications for their intake: the closing date is this many days after seeding
};

// Portfolio companies used below:
// Paisawise — fintech: cash-flow and working-capital app for Indian SMEs
// CareLoop Health — healthtech: remote monitoring for chronic-care patients
// Tilt Botanicals — D2C skincare brand
// GridLeaf Climate — climate: rooftop solar and energy analytics for factories
// Stackforge — dev-tools: preview environments and CI insights
// Harvestly — agritech: farm-gate procurement marketplace
// FleetNest — logistics SaaS for mid-size fleet operators

export const demoJobs: SeedJob[] = [
  // ── Engineering ─────────────────────────────────────────────
  {
    title: "Senior Backend Engineer, Payments",
    company: "Paisawise",
    location: "Bengaluru, India",
    workplace: "On-site",
    country: "IN",
    type: "Full-time",
    salary: 3600000,
    department: "Engineering",
    description:
      "Paisawise helps 40,000 small businesses forecast cash flow and access working capital. You will own the services that reconcile UPI, NEFT and card settlements against invoices, and build the ledger that our lending partners rely on. Expect to design for correctness first: idempotent APIs, double-entry accounting and audit trails that satisfy RBI-regulated partners.",
    requirements:
      "5+ years building backend systems in Go, Java or Kotlin\nHands-on experience with PostgreSQL, including schema design and query tuning\nWorked on payments, ledgers or other systems where money must reconcile exactly\nComfortable with event-driven architectures using Kafka or a similar queue\nClear written communication for design documents and incident reviews",
    createdAt: "2026-08-04T06:30:00.000Z",
  },
  {
    title: "Frontend Engineer (React)",
    company: "Stackforge",
    location: "Remote (India)",
    workplace: "Remote",
    country: "IN",
    type: "Full-time",
    salary: 2400000,
    department: "Engineering",
    description:
      "Stackforge spins up a full preview environment for every pull request and shows teams why their CI is slow. You will build the dashboard developers open dozens of times a day: build timelines, flaky-test reports and environment logs streaming in real time. We care deeply about performance, keyboard accessibility and getting the small details right.",
    requirements:
      "3+ years building production web applications with React and TypeScript\nExperience rendering large, frequently updating data sets without jank\nFamiliarity with WebSockets or server-sent events\nA portfolio, GitHub profile or write-up showing UI work you are proud of\nWillingness to overlap four hours a day with Bengaluru working hours",
    createdAt: "2026-08-12T09:00:00.000Z",
  },
  {
    title: "Android Engineer",
    company: "CareLoop Health",
    location: "Pune, India",
    workplace: "On-site",
    country: "IN",
    type: "Full-time",
    salary: 2200000,
    department: "Engineering",
    description:
      "CareLoop's app connects patients with diabetes and hypertension to their care teams through Bluetooth glucometers and blood-pressure cuffs. You will own the patient app used by more than 25,000 people, many on entry-level phones with patchy connectivity. Reliability of device sync and offline-first behaviour matter more here than flashy features.",
    requirements:
      "3+ years of Android development with Kotlin and Jetpack Compose\nExperience with Bluetooth Low Energy integrations or other hardware pairing\nBuilt offline-first apps with local persistence and background sync\nAttention to performance on low-memory devices\nInterest in healthcare and respect for patient data privacy",
    createdAt: "2026-09-02T05:45:00.000Z",
  },
  {
    title: "Machine Learning Engineer, Price Forecasting",
    company: "Harvestly",
    location: "Hyderabad, India",
    workplace: "On-site",
    country: "IN",
    type: "Full-time",
    salary: 3000000,
    department: "Engineering",
    description:
      "Harvestly buys produce directly from 60,000 farmers across Telangana, Karnataka and Maharashtra and sells to processors and retailers. You will build models that forecast mandi prices and arrival volumes so our procurement teams can quote fair prices to farmers a week ahead. Your work directly affects farmer incomes and our gross margin.",
    requirements:
      "3+ years building and deploying ML models in Python\nStrong grounding in time-series forecasting and evaluation\nExperience with data pipelines on a major cloud provider\nAbility to explain model behaviour to non-technical operations teams\nComfort working with messy, incomplete real-world data",
    createdAt: "2026-09-21T07:15:00.000Z",
  },
  {
    title: "Data Engineer, Energy Telemetry",
    company: "GridLeaf Climate",
    location: "Remote (India)",
    workplace: "Remote",
    country: "IN",
    type: "Contract",
    salary: 2600000,
    department: "Engineering",
    description:
      "GridLeaf installs rooftop solar and energy monitoring for mid-size factories, then uses the data to cut their power bills and emissions. This six-month contract focuses on rebuilding our ingestion pipeline for meter and inverter readings from 300+ sites into a reliable, queryable warehouse. There is a strong possibility of extension or conversion to a full-time role.",
    requirements:
      "4+ years of data engineering experience\nStrong SQL and Python, with experience in dbt or a similar transformation tool\nWorked with time-series or IoT data at scale\nExperience designing data quality checks and alerting\nAvailable to start within 30 days for a six-month engagement",
    createdAt: "2026-10-06T10:30:00.000Z",
  },
  {
    title: "Software Engineering Intern",
    company: "Stackforge",
    location: "Remote (India)",
    workplace: "Remote",
    country: "IN",
    type: "Internship",
    closesInDays: 21,
    salary: 480000,
    department: "Engineering",
    description:
      "A six-month internship on the team that builds Stackforge's command-line tool and GitHub integration. You will ship real features to real users, pair with senior engineers every week and have your code reviewed like everyone else's. Strong interns receive full-time offers at the end of the programme.",
    requirements:
      "Final-year student or recent graduate in computer science or a related field\nComfortable writing code in at least one of Go, TypeScript or Python\nBasic understanding of Git, pull requests and continuous integration\nA personal project, hackathon entry or open-source contribution to show us\nAvailable full-time for six months starting January 2027",
    createdAt: "2026-10-22T08:00:00.000Z",
  },

  // ── Design ──────────────────────────────────────────────────
  {
    title: "Product Designer, SME Lending",
    company: "Paisawise",
    location: "Bengaluru, India",
    workplace: "On-site",
    country: "IN",
    type: "Full-time",
    salary: 2100000,
    department: "Design",
    description:
      "Many of our users are shop owners and small manufacturers applying for credit for the first time. You will design the loan application, document upload and repayment journeys, in English, Hindi and Kannada, so that they feel trustworthy and simple. You will work closely with our credit, compliance and engineering teams.",
    requirements:
      "3+ years of product design experience on mobile-first products\nA portfolio showing end-to-end work from research to shipped interface\nExperience designing multilingual or low-literacy-friendly interfaces is a strong plus\nFluency in Figma, including components and auto layout\nComfortable running quick usability tests with real customers",
    createdAt: "2026-08-07T11:00:00.000Z",
  },
  {
    title: "Brand and Packaging Designer",
    company: "Tilt Botanicals",
    location: "Mumbai, India",
    workplace: "On-site",
    country: "IN",
    type: "Full-time",
    salary: 1400000,
    department: "Design",
    description:
      "Tilt Botanicals makes small-batch skincare with Indian botanicals, sold on our website and in 120 retail doors. You will own our packaging system, product launch visuals and retail displays as we expand into a new haircare range. You will work directly with our founders and our printing and packaging vendors.",
    requirements:
      "3+ years of brand or packaging design experience, ideally in beauty, food or lifestyle\nPortfolio including packaging that has gone to print\nWorking knowledge of print production, dielines and colour management\nProficiency in Adobe Illustrator, Photoshop and InDesign\nAbility to brief and review work from photographers and illustrators",
    createdAt: "2026-08-26T06:20:00.000Z",
  },
  {
    title: "UX Research Intern",
    company: "CareLoop Health",
    location: "Pune, India",
    workplace: "On-site",
    country: "IN",
    type: "Internship",
    closesInDays: 30,
    salary: 300000,
    department: "Design",
    description:
      "Join our design team for four months to study how older patients and their families use CareLoop at home. You will help plan and run home visits, phone interviews and usability sessions, then turn what you learn into clear recommendations for the product team.",
    requirements:
      "Currently pursuing or recently completed a degree in design, psychology, HCI or a related field\nBasic understanding of qualitative research methods\nComfortable speaking with patients in English and Marathi or Hindi\nStrong note-taking and synthesis skills\nEmpathy and patience when working with older adults",
    createdAt: "2026-09-15T04:40:00.000Z",
  },
  {
    title: "Motion Designer",
    company: "Lumora Ventures",
    location: "Remote (India)",
    workplace: "Remote",
    country: "IN",
    type: "Contract",
    salary: 1500000,
    department: "Design",
    description:
      "Lumora's Creative Solutions team produces launch films, product explainers and social content for portfolio companies. This four-month contract covers a run of animated explainers for Founders Academy and several portfolio product launches. You will work from scripts and storyboards with our creative lead.",
    requirements:
      "3+ years of professional motion design experience\nExpert in After Effects; Cinema 4D or Blender is a plus\nA reel showing explainer or product animation work\nAbility to work to brand guidelines across several different clients\nReliable with deadlines and comfortable with structured feedback rounds",
    createdAt: "2026-10-01T09:10:00.000Z",
  },
  {
    title: "Design Systems Designer",
    company: "Stackforge",
    location: "Remote (India)",
    workplace: "Remote",
    country: "IN",
    type: "Part-time",
    salary: 900000,
    department: "Design",
    description:
      "A 20-hour-a-week role to mature Stackforge's design system across our dashboard, documentation site and VS Code extension. You will audit existing components, define tokens and document usage guidelines with our frontend engineers.",
    requirements:
      "4+ years of product design experience, including design system work\nDeep Figma skills: variables, component properties and library management\nUnderstanding of how design tokens map to CSS and React components\nStrong documentation and writing skills\nAvailable for 20 hours a week with some overlap with IST working hours",
    createdAt: "2026-11-03T07:00:00.000Z",
  },

  // ── Marketing ───────────────────────────────────────────────
  {
    title: "Performance Marketing Manager",
    company: "Tilt Botanicals",
    location: "Mumbai, India",
    workplace: "On-site",
    country: "IN",
    type: "Full-time",
    salary: 1800000,
    department: "Marketing",
    description:
      "You will own Tilt's paid acquisition across Meta, Google and marketplaces, managing a monthly budget of around ₹60 lakh. The goal is profitable growth: we measure you on contribution after marketing, not just ROAS. You will work with our brand designer and an external creative studio to keep testing new messages.",
    requirements:
      "4+ years in performance marketing, at least two in D2C or e-commerce\nHands-on experience managing Meta and Google Ads budgets above ₹25 lakh a month\nStrong grasp of attribution, incrementality testing and cohort analysis\nComfortable with spreadsheets and GA4 or a similar analytics tool\nA track record of briefing and iterating on creative based on data",
    createdAt: "2026-08-10T05:30:00.000Z",
  },
  {
    title: "Content Marketing Lead",
    company: "Lumora Ventures",
    location: "Bengaluru, India",
    workplace: "On-site",
    country: "IN",
    type: "Full-time",
    salary: 1600000,
    department: "Marketing",
    description:
      "Lead the editorial programme for Lumora's blog, newsletter and learning studio. You will work with partners and mentors to turn their experience into practical articles, guides and case studies for founders, and grow our newsletter audience. This role reports to the head of marketing.",
    requirements:
      "5+ years of content marketing, journalism or editorial experience\nPublished writing samples on business, startups or technology\nExperience running a newsletter and growing its audience\nAbility to interview experts and shape their ideas into clear articles\nWorking knowledge of SEO and content analytics",
    createdAt: "2026-08-29T08:45:00.000Z",
  },
  {
    title: "Developer Advocate",
    company: "Stackforge",
    location: "San Francisco, CA",
    workplace: "On-site",
    country: "US",
    type: "Full-time",
    salary: 11500000,
    department: "Marketing",
    description:
      "Be Stackforge's first developer advocate in the US, working from Lumora's San Francisco office. You will write tutorials, speak at meetups and conferences, run workshops and bring product feedback from developers back to our engineering team in Bengaluru.",
    requirements:
      "3+ years as a software engineer, developer advocate or technical writer\nHands-on experience with CI/CD systems such as GitHub Actions or GitLab CI\nPublic speaking or workshop experience, with links to talks or posts\nExcellent written communication for tutorials and documentation\nAuthorised to work in the United States",
    createdAt: "2026-09-09T17:30:00.000Z",
  },
  {
    title: "Social Media Intern",
    company: "Tilt Botanicals",
    location: "Mumbai, India",
    workplace: "Hybrid",
    country: "IN",
    type: "Internship",
    closesInDays: 45,
    salary: 240000,
    department: "Marketing",
    description:
      "A three-month internship supporting Tilt's Instagram, YouTube Shorts and community channels. You will help plan the content calendar, shoot behind-the-scenes content at our studio, coordinate with creators and report weekly on what performed.",
    requirements:
      "Student or recent graduate in mass media, marketing or a related field\nActive personal presence on Instagram or YouTube\nBasic video editing skills on mobile or desktop\nGood written English; Hindi or Marathi is a plus\nAvailable to work from our Mumbai studio at least three days a week",
    createdAt: "2026-10-14T06:00:00.000Z",
  },
  {
    title: "Community Manager, Founders Academy",
    company: "Lumora Ventures",
    location: "Hybrid — Bengaluru, India",
    workplace: "Hybrid",
    country: "IN",
    type: "Part-time",
    salary: 720000,
    department: "Marketing",
    description:
      "Keep our Founders Academy community active between cohorts. You will run the online community, organise monthly founder meetups in Bengaluru, highlight alumni wins and help founders find peers and mentors. This is a 24-hour-a-week role with one in-person event per month.",
    requirements:
      "2+ years of community management, events or program coordination experience\nFamiliarity with the Indian startup ecosystem\nExperience moderating an online community of several hundred members\nStrong organisational skills and attention to detail\nAvailable for occasional weekday evening events in Bengaluru",
    createdAt: "2026-11-10T10:00:00.000Z",
  },

  // ── Finance ─────────────────────────────────────────────────
  {
    title: "Financial Analyst, Capital Studio",
    company: "Lumora Ventures",
    location: "Bengaluru, India",
    workplace: "On-site",
    country: "IN",
    type: "Full-time",
    salary: 1500000,
    department: "Finance",
    description:
      "Support Lumora's Capital Studio as founders prepare to raise. You will build and review financial models, prepare investor data rooms, benchmark valuations and help track portfolio performance for our quarterly reports.",
    requirements:
      "2–4 years in investment banking, venture capital, transaction advisory or FP&A\nCA, CFA (any level) or MBA in finance preferred\nStrong financial modelling skills in Excel or Google Sheets\nUnderstanding of startup metrics such as CAC, LTV, burn and runway\nClear communication with founders under time pressure",
    createdAt: "2026-08-18T07:30:00.000Z",
  },
  {
    title: "Fractional CFO",
    company: "Lumora Ventures",
    location: "Hybrid — Bengaluru, India",
    workplace: "Hybrid",
    country: "IN",
    type: "Part-time",
    salary: 3000000,
    department: "Finance",
    description:
      "Act as the part-time CFO for three to four seed-stage portfolio companies through Lumora's wealth management and consulting practice. You will set up monthly reporting, lead budgeting and fundraising finance workstreams, and coach founders on financial decision-making. The role is roughly three days a week.",
    requirements:
      "Chartered Accountant with 10+ years of experience, including startup finance\nHas led or closely supported at least two equity fundraises\nStrong knowledge of Indian tax, GST, FEMA and company law compliance\nExperience building finance teams and month-end close processes\nComfortable presenting to boards and investors",
    createdAt: "2026-09-04T05:00:00.000Z",
  },
  {
    title: "Finance Intern",
    company: "Paisawise",
    location: "Bengaluru, India",
    workplace: "On-site",
    country: "IN",
    type: "Internship",
    closesInDays: 60,
    salary: 360000,
    department: "Finance",
    description:
      "A six-month internship in our finance team covering month-end close, vendor reconciliations, GST input credit matching and investor reporting. You will learn how a regulated fintech's finance function works from the inside.",
    requirements:
      "CA articleship completed or pursuing CA, CMA or a B.Com/BBA in finance\nGood working knowledge of Excel, including pivot tables and lookups\nBasic understanding of GST and TDS\nHigh attention to detail with numbers\nAvailable full-time for six months",
    createdAt: "2026-09-30T06:15:00.000Z",
  },
  {
    title: "FP&A Consultant",
    company: "GridLeaf Climate",
    location: "Chennai, India",
    workplace: "Hybrid",
    country: "IN",
    type: "Contract",
    salary: 2400000,
    department: "Finance",
    description:
      "A three-month contract to build GridLeaf's operating model ahead of our Series A. You will model project-level economics for rooftop installations, including capex, financing, O&M and power-purchase agreements, and roll them up into a 36-month company forecast.",
    requirements:
      "5+ years in FP&A, project finance or transaction advisory\nExperience modelling renewable energy or infrastructure projects\nAdvanced Excel modelling with clear assumptions and scenario analysis\nFamiliarity with debt structuring and IRR analysis\nAvailable to work on-site in Chennai two days a week",
    createdAt: "2026-11-05T09:20:00.000Z",
  },

  // ── Operations ──────────────────────────────────────────────
  {
    title: "Program Manager, Acceleration Studio",
    company: "Lumora Ventures",
    location: "Bengaluru, India",
    workplace: "On-site",
    country: "IN",
    type: "Full-time",
    salary: 2000000,
    department: "Operations",
    description:
      "Run the day-to-day of our quarterly Acceleration Studio cohorts: 8 to 10 startups over 10 to 14 weeks. You will plan the curriculum calendar, match founders with mentors, track milestones toward product-market fit and organise demo day. You will be the first call for every founder in the cohort.",
    requirements:
      "4+ years in program management, consulting, accelerators or a startup operating role\nExcellent project management and stakeholder communication\nExperience working directly with founders or senior executives\nComfortable with data: you will track cohort outcomes and report them\nAbility to manage several priorities and deadlines at once",
    createdAt: "2026-08-03T08:00:00.000Z",
  },
  {
    title: "Supply Chain Manager",
    company: "Tilt Botanicals",
    location: "Hybrid — Mumbai, India",
    workplace: "Hybrid",
    country: "IN",
    type: "Full-time",
    salary: 1700000,
    department: "Operations",
    description:
      "Own Tilt's supply chain from botanical sourcing to the customer's doorstep. You will manage our contract manufacturers in Gujarat and Maharashtra, plan inventory across our warehouse and marketplace fulfilment centres, and bring down stock-outs during sale seasons.",
    requirements:
      "5+ years of supply chain experience in beauty, personal care or FMCG\nExperience managing contract manufacturers and quality audits\nStrong demand planning and inventory management skills\nFamiliarity with marketplace fulfilment such as Amazon FBA or Nykaa\nAdvanced Excel; experience with an ERP or inventory system",
    createdAt: "2026-09-11T06:40:00.000Z",
  },
  {
    title: "Operations Intern, Growth Studio",
    company: "Lumora Ventures",
    location: "Bengaluru, India",
    workplace: "On-site",
    country: "IN",
    type: "Internship",
    closesInDays: 28,
    salary: 300000,
    department: "Operations",
    description:
      "Support the Growth Studio team as we help portfolio companies scale. You will research markets, build dashboards, prepare workshop materials and sit in on strategy sessions with founders. It is a fast way to learn how startups operate.",
    requirements:
      "Final-year undergraduate or MBA student\nStrong analytical skills and comfort with spreadsheets\nClear written communication\nCuriosity about startups, business models and growth\nAvailable for at least four months on-site in Bengaluru",
    createdAt: "2026-10-09T05:10:00.000Z",
  },
  {
    title: "Implementation Specialist",
    company: "FleetNest",
    location: "Hybrid — Pune, India",
    workplace: "Hybrid",
    country: "IN",
    type: "Contract",
    salary: 1300000,
    department: "Operations",
    description:
      "FleetNest helps mid-size transport companies manage trips, drivers, fuel and maintenance in one system. On this six-month contract you will lead onboarding for new fleet customers: migrating their data, configuring workflows and training dispatchers and accountants on site.",
    requirements:
      "2+ years in SaaS implementation, customer success or logistics operations\nComfortable cleaning and importing data from spreadsheets\nWillingness to travel to customer depots across Maharashtra and Gujarat\nStrong training and communication skills in Hindi and English\nUnderstanding of transport operations is a strong plus",
    createdAt: "2026-10-27T07:35:00.000Z",
  },

  // ── People ──────────────────────────────────────────────────
  {
    title: "HR Business Partner",
    company: "Lumora Ventures",
    location: "Bengaluru, India",
    workplace: "On-site",
    country: "IN",
    type: "Full-time",
    salary: 1800000,
    department: "People",
    description:
      "Join Lumora's Professional HR practice and partner with founders across six portfolio companies. You will set up performance cycles, design compensation bands and ESOP communication, handle sensitive employee issues and help founders build leadership teams.",
    requirements:
      "6+ years in HR, including at least two as an HR business partner in a startup\nExperience designing compensation frameworks and performance reviews\nWorking knowledge of Indian labour law, including the new labour codes and POSH\nSound judgement and discretion with confidential matters\nComfortable advising founders and challenging them when needed",
    createdAt: "2026-08-21T09:30:00.000Z",
  },
  {
    title: "Technical Recruiter",
    company: "Stackforge",
    location: "Remote (India)",
    workplace: "Remote",
    country: "IN",
    type: "Contract",
    salary: 1400000,
    department: "People",
    description:
      "We are growing from 25 to 45 engineers over the next year. On this six-month contract you will run full-cycle hiring for backend, frontend and infrastructure roles: sourcing, screening, coordinating interviews and closing offers with clear ESOP explanations.",
    requirements:
      "3+ years of technical recruiting experience, in-house or agency\nTrack record of hiring senior engineers for startups\nStrong sourcing skills on LinkedIn, GitHub and developer communities\nExperience using an applicant tracking system\nAble to explain technical roles credibly to candidates",
    createdAt: "2026-09-18T06:05:00.000Z",
  },
  {
    title: "People Operations Generalist",
    company: "CareLoop Health",
    location: "Pune, India",
    workplace: "Hybrid",
    country: "IN",
    type: "Part-time",
    salary: 600000,
    department: "People",
    description:
      "A 25-hour-a-week role running people operations for CareLoop's 70-person team of engineers, nurses and care coordinators. You will manage onboarding, payroll inputs, leave and attendance, statutory compliance such as EPF and ESI, and employee engagement.",
    requirements:
      "3+ years in HR operations or generalist roles\nHands-on experience with payroll processing and statutory filings\nFamiliarity with an HRMS such as Keka, Darwinbox or greytHR\nGood interpersonal skills with clinical and non-clinical staff\nAble to work from our Pune office at least three days a week",
    createdAt: "2026-10-16T05:25:00.000Z",
  },
  {
    title: "Talent Acquisition Intern",
    company: "Lumora Ventures",
    location: "Bengaluru, India",
    workplace: "On-site",
    country: "IN",
    type: "Internship",
    closesInDays: 35,
    salary: 240000,
    department: "People",
    description:
      "Help Lumora's People team run hiring for the studio and portfolio companies. You will screen applications, schedule interviews, maintain our talent pool and help organise campus drives for the Tech School and Marketing School.",
    requirements:
      "Pursuing or recently completed an MBA in HR or a related degree\nStrong organisational and follow-up skills\nComfortable with spreadsheets and online tools\nClear, professional communication by phone and email\nAvailable for three months, full-time",
    createdAt: "2026-11-12T04:15:00.000Z",
  },

  // ── Sales ───────────────────────────────────────────────────
  {
    title: "Enterprise Account Executive",
    company: "FleetNest",
    location: "Mumbai, India",
    workplace: "On-site",
    country: "IN",
    type: "Full-time",
    salary: 2200000,
    department: "Sales",
    description:
      "Sell FleetNest to transport companies and corporate fleets running 100 to 2,000 vehicles. You will own the full cycle from first meeting to signed contract, with average deal sizes of ₹15–40 lakh a year. On-target earnings are significantly higher than the base salary listed.",
    requirements:
      "5+ years of B2B SaaS or enterprise sales experience\nConsistent record of meeting or exceeding annual quota\nExperience selling to logistics, manufacturing or transport businesses\nComfortable running multi-stakeholder deals with owners, finance and operations heads\nFluent in English and Hindi; willingness to travel across western India",
    createdAt: "2026-08-14T07:50:00.000Z",
  },
  {
    title: "Sales Development Representative",
    company: "Paisawise",
    location: "Bengaluru, India",
    workplace: "On-site",
    country: "IN",
    type: "Full-time",
    salary: 900000,
    department: "Sales",
    description:
      "Be the first conversation many small business owners have with Paisawise. You will qualify inbound leads, run outbound campaigns to manufacturers and distributors, and book demos for our account executives. There is a clear path to an account executive role within 12 to 18 months.",
    requirements:
      "1–2 years in sales, business development or customer-facing roles\nComfortable making a high volume of calls every day\nFluent in English and Kannada or Hindi\nExperience with a CRM such as HubSpot, Zoho or Salesforce\nInterest in finance and small business",
    createdAt: "2026-09-24T06:35:00.000Z",
  },
  {
    title: "Channel Partnerships Manager",
    company: "Harvestly",
    location: "Hybrid — Hyderabad, India",
    workplace: "Hybrid",
    country: "IN",
    type: "Full-time",
    salary: 1600000,
    department: "Sales",
    description:
      "Grow Harvestly's network of farmer producer organisations and institutional buyers. You will sign and manage partnerships with FPOs, food processors and modern retail chains, and make sure both sides of the marketplace see consistent value.",
    requirements:
      "4+ years in partnerships, B2B sales or sourcing in agri, food or FMCG\nExisting relationships with FPOs, processors or retail buyers\nStrong negotiation skills and commercial judgement\nWillingness to travel extensively across Telangana and Karnataka\nFluent in Telugu or Kannada, plus English",
    createdAt: "2026-10-30T08:25:00.000Z",
  },
  {
    title: "Partnerships Associate, US",
    company: "Lumora Ventures",
    location: "San Francisco, CA",
    workplace: "On-site",
    country: "US",
    type: "Contract",
    salary: 6500000,
    department: "Sales",
    description:
      "A six-month contract in Lumora's San Francisco office to help portfolio companies land their first US customers. You will build target account lists, set up introductions through our network and run pilot programmes with US mid-market buyers.",
    requirements:
      "3+ years in B2B sales, partnerships or business development in the US\nAn existing network among US SaaS buyers or operators\nExperience supporting cross-border teams across time zones\nExcellent written communication and follow-through\nAuthorised to work in the United States",
    createdAt: "2026-11-18T18:00:00.000Z",
  },

  // ── Legal & Compliance ──────────────────────────────────────
  {
    title: "Legal Counsel, Corporate and Transactions",
    company: "Lumora Ventures",
    location: "Bengaluru, India",
    workplace: "On-site",
    country: "IN",
    type: "Full-time",
    salary: 3200000,
    department: "Legal & Compliance",
    description:
      "Join Lumora's compliance and legal practice to support investments and portfolio company transactions. You will draft and negotiate term sheets, shareholders' agreements and ESOP plans, run legal diligence and advise founders on corporate governance.",
    requirements:
      "LLB with 5+ years of post-qualification experience at a law firm or in-house\nStrong experience in venture capital and private equity transactions\nWorking knowledge of the Companies Act, FEMA and SEBI regulations\nExcellent drafting and negotiation skills\nAbility to explain legal risk to founders in plain language",
    createdAt: "2026-08-06T05:55:00.000Z",
  },
  {
    title: "Compliance Officer",
    company: "Paisawise",
    location: "Mumbai, India",
    workplace: "On-site",
    country: "IN",
    type: "Part-time",
    salary: 1200000,
    department: "Legal & Compliance",
    description:
      "A three-day-a-week role overseeing Paisawise's compliance with RBI guidelines for digital lending and our obligations to NBFC and bank partners. You will maintain policies, manage regulatory reporting, review partner audits and train our teams.",
    requirements:
      "6+ years of compliance experience at an NBFC, bank or fintech\nDeep familiarity with RBI digital lending guidelines and KYC norms\nExperience managing regulatory inspections and partner audits\nStrong policy drafting skills\nCS, CA or LLB qualification preferred",
    createdAt: "2026-09-07T10:45:00.000Z",
  },
  {
    title: "Data Privacy Consultant (DPDP Act)",
    company: "CareLoop Health",
    location: "Remote (India)",
    workplace: "Remote",
    country: "IN",
    type: "Contract",
    salary: 2000000,
    department: "Legal & Compliance",
    description:
      "CareLoop handles sensitive health data for thousands of patients. On this four-month contract you will lead our readiness programme for the Digital Personal Data Protection Act: data mapping, consent flows, retention policies, processor contracts and breach response.",
    requirements:
      "5+ years in data protection, privacy or information security compliance\nDetailed knowledge of the DPDP Act, 2023 and the 2025 rules\nExperience with healthcare data or other sensitive personal data\nAbility to translate legal requirements into product and engineering changes\nPrivacy certification such as CIPP/E, CIPM or equivalent is a plus",
    createdAt: "2026-10-12T07:05:00.000Z",
  },
  {
    title: "Company Secretary",
    company: "GridLeaf Climate",
    location: "Chennai, India",
    workplace: "On-site",
    country: "IN",
    type: "Part-time",
    salary: 840000,
    department: "Legal & Compliance",
    description:
      "Manage GridLeaf's corporate secretarial work on a part-time basis, around two days a week. You will organise board and shareholder meetings, maintain statutory registers, handle ROC and FEMA filings and support the legal workstream of our upcoming fundraise.",
    requirements:
      "Qualified Company Secretary (ACS) with 3+ years of experience\nHands-on experience with MCA filings, board minutes and statutory registers\nFamiliarity with FEMA reporting for foreign investment\nExperience supporting a startup fundraise is a plus\nOrganised, precise and responsive",
    createdAt: "2026-11-19T05:30:00.000Z",
  },
];
