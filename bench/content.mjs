// Generated content for the benchmarks: job number n and post number n, always the same for the
// same n, as rows of the columns named beside them; and searches that find a given job.

export const JOB_TYPES = ["Full-time", "Part-time", "Internship", "Contract"];
const DEPARTMENTS = [
  "Engineering",
  "Design",
  "Marketing",
  "Finance",
  "Operations",
  "People",
  "Sales",
  "Legal & Compliance",
];
const TITLES = [
  "Backend Engineer",
  "Product Designer",
  "Growth Marketer",
  "Financial Analyst",
  "Operations Lead",
  "Recruiter",
  "Account Executive",
  "Counsel",
];
const CITIES = [
  "Bengaluru, India",
  "Mumbai, India",
  "Pune, India",
  "Remote (India)",
  "Hyderabad, India",
  "Delhi NCR, India",
];

export const JOB_COLUMNS = [
  "title",
  "company",
  "location",
  "type",
  "salary",
  "department",
  "description",
  "requirements",
  "created_at",
  "updated_at",
];

/** Job number `n`, as the values of JOB_COLUMNS. */
export function job(n) {
  const at = new Date(Date.UTC(2020, 0, 1) + n * 60_000).toISOString();
  return [
    `${TITLES[n % TITLES.length]} ${n}`,
    `Company ${n % 500}`,
    CITIES[n % CITIES.length],
    JOB_TYPES[n % JOB_TYPES.length],
    600_000 + (n % 40) * 50_000,
    DEPARTMENTS[n % DEPARTMENTS.length],
    "A role description of ordinary length for the benchmark.",
    "One\nTwo\nThree",
    at,
    at,
  ];
}

/**
 * The `variant`th of several different searches (a query and maybe a type) that find job `n`
 * among few others: "engineer 4242", "backend engineer 4242" with its type, "4242"…
 */
export function searchFindingJob(n, variant) {
  const [first, second] = TITLES[n % TITLES.length].toLowerCase().split(" ");
  const type = JOB_TYPES[n % JOB_TYPES.length];
  const searches = [
    { q: `${second ?? first} ${n}`, type },
    { q: `${first} ${n}`, type: "" },
    { q: `${n}`, type },
    { q: `${TITLES[n % TITLES.length].toLowerCase()} ${n}`, type: "" },
  ];
  return searches[variant % searches.length];
}
export const SEARCH_VARIANTS = 4;

export const POST_COLUMNS = [
  "title",
  "slug",
  "author",
  "description",
  "content",
  "image",
  "status",
  "published_at",
  "created_at",
  "updated_at",
];

const TOPICS = ["pricing", "hiring", "fundraising", "compliance", "brand", "unit economics", "retention", "OKRs"];
const AUTHORS = ["Ananya Rao", "Vikram Menon", "Priya Natarajan", "Arjun Mehta", "Kavya Iyer"];

const PARAGRAPH =
  "Founders who measure early learn faster than founders who wait for certainty. We ask every team in the studio to " +
  "write down what they expect before each experiment, then compare it with what happened, because the gap between " +
  "the two is where the useful lessons are. A small, honest number beats a large, vague one every time.";

/** A post body of about the size and shape of the demo posts' (4–5 KB of headings, paragraphs and lists). */
function postBody(topic) {
  const section = (heading) =>
    `<h2>${heading}</h2>\n<p>${PARAGRAPH}</p>\n<ul>\n` +
    ["Write the hypothesis down.", "Pick one number that would change your mind.", "Review it every month."]
      .map((item) => `  <li><strong>${topic}:</strong> ${item}</li>`)
      .join("\n") +
    `\n</ul>\n<p>${PARAGRAPH}</p>`;
  return [`<p>${PARAGRAPH}</p>`, section("Start small"), section("Measure what matters"), section("Decide")].join(
    "\n\n",
  );
}

/** Post number `n` (published, one a day from 2023 on), as the values of POST_COLUMNS; `image` is a site path or null. */
export function post(n, image = null) {
  const topic = TOPICS[n % TOPICS.length];
  const at = new Date(Date.UTC(2023, 0, 1) + n * 86_400_000).toISOString();
  const title = `Notes on ${topic}, part ${n}`;
  return [
    title,
    `notes-on-${topic.replaceAll(" ", "-").toLowerCase()}-part-${n}`,
    AUTHORS[n % AUTHORS.length],
    `What our studios learned about ${topic} this year, and the three habits we now ask every founder to keep.`,
    postBody(topic),
    image,
    "published",
    at,
    at,
    at,
  ];
}
