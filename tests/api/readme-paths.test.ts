// The README and docs/*.md name files, folders, npm scripts and the functions their recipes use;
// when code moves, they drift. This reads them and checks each against the checkout.
//
// What counts as a path (the rule: a failure here is drift to fix in the text, not in the test):
// - an inline code span (`…`) whose whole text, trimmed, starts with app/, db/, server/, scripts/,
//   tests/, bench/, docs/, patches/ or deploy/, or is one of ROOT_FILES; a relative Markdown link
//   target ([text](docs/api.md), minus its #anchor, relative to the document); and, in ```sh
//   blocks, each whitespace-separated word that passes the same test (`npx vitest run app/lib/x.ts`);
// - a trailing `:12` or `:62-77` (a line reference) is dropped; `~/x` is app/x, as in the code;
// - a span with a space in it is a command or a phrase, not a path;
// - globs and placeholders are skipped: anything with * ? { } < > [ ] $ or … (`app/routes/*.tsx`,
//   `db/migrations/0026_<what_it_does>.ts`, `tmp/e2e-<port>/`);
// - a path exists when it is a file or folder as written, or a module specifier that resolves by
//   adding .ts, .tsx, .js or .mjs (`db/database` is db/database.ts).
// A recipe that names a function or constant next to its file ("`handleSaveForm`
// (`app/utils/submission.server.ts`)", "`prepareDatabase` in `app/start-up.server.ts`", "`camelCaseRow` from
// `…`") must find it exported there.
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";

const ROOT = fileURLToPath(new URL("../..", import.meta.url));
const FOLDERS = ["app", "db", "server", "scripts", "tests", "bench", "docs", "patches", "deploy"];
const ROOT_FILES = [
  "compose.yaml",
  "Dockerfile",
  ".env.example",
  "remix.config.js",
  "package.json",
  "eslint.config.js",
];
const PLACEHOLDER = /[*?{}<>[\]$…]/;
const EXTENSIONS = ["", ".ts", ".tsx", ".js", ".mjs"];
const FENCE = /^(```|~~~)([^\n]*)\n([\s\S]*?)^\1[^\n]*$/gm;

type Doc = { file: string; text: string };

function documents(): Doc[] {
  const docs = fs
    .readdirSync(path.join(ROOT, "docs"))
    .filter((name) => name.endsWith(".md"))
    .map((name) => `docs/${name}`);
  return ["README.md", ...docs].map((file) => ({ file, text: fs.readFileSync(path.join(ROOT, file), "utf8") }));
}

/** The text outside fenced code blocks, where inline spans and links are read. */
function prose(text: string) {
  return text.replace(FENCE, "");
}

/** The repository path a span, link or word names, or null when it names none (see the rule above). */
function repositoryPath(raw: string): string | null {
  let candidate = raw.trim().replace(/:\d+(-\d+)?$/, "");
  if (!candidate || /\s/.test(candidate) || PLACEHOLDER.test(candidate)) return null;
  if (candidate.startsWith("~/")) candidate = `app/${candidate.slice(2)}`;
  if (candidate.startsWith("./")) candidate = candidate.slice(2);
  if (ROOT_FILES.includes(candidate)) return candidate;
  return FOLDERS.some((folder) => candidate.startsWith(`${folder}/`)) ? candidate : null;
}

function namedPaths({ file, text }: Doc) {
  const body = prose(text);
  const spans = [...body.matchAll(/(?<!`)`([^`\n]+)`(?!`)/g)].map((match) => match[1] ?? "");
  const links = [...body.matchAll(/\]\(([^)\s]+)\)/g)]
    .map((match) => (match[1] ?? "").split("#")[0] ?? "")
    .filter((target) => target && !/^[a-z]+:/i.test(target))
    .map((target) => path.posix.normalize(path.posix.join(path.posix.dirname(file), target)));
  const commandWords = [...text.matchAll(FENCE)]
    .filter((match) => /^(sh|bash|shell)\b/.test((match[2] ?? "").trim()))
    .flatMap((match) => (match[3] ?? "").split(/\s+/));
  const named = [...spans, ...links, ...commandWords].map(repositoryPath);
  return [...new Set(named.filter((found): found is string => found !== null))];
}

function resolve(repoPath: string) {
  const absolute = path.join(ROOT, repoPath.replace(/\/$/, ""));
  const found = EXTENSIONS.map((extension) => absolute + extension).find((candidate) => fs.existsSync(candidate));
  return found ?? null;
}

/** `name` or `name(…)` right before "(`file`", "in `file`" or "from `file`" in the prose. */
function namedExports(doc: Doc) {
  const pattern = /`(?:await )?([A-Za-z_$][\w$]*)(?:\([^`]*\))?`,? (?:\(|in |from )`([^`]+)`/g;
  return [...prose(doc.text).matchAll(pattern)].flatMap((match) => {
    const file = repositoryPath(match[2] ?? "");
    return file ? [{ doc: doc.file, name: match[1] ?? "", file }] : [];
  });
}

function exportsName(source: string, name: string) {
  const declared = new RegExp(
    `export\\s+(?:default\\s+)?(?:async\\s+)?(?:function\\*?|const|let|var|class|type|interface|enum)\\s+${name}\\b`,
  );
  const listed = new RegExp(`export\\s*(?:const\\s*)?\\{[^}]*\\b${name}\\b[^}]*\\}`);
  return declared.test(source) || listed.test(source);
}

/** GitHub's id for a heading: lower case, punctuation dropped, spaces as hyphens. */
function headingId(heading: string) {
  return heading
    .toLowerCase()
    .replace(/[^\p{L}\p{N}\s_-]/gu, "")
    .replace(/\s/g, "-");
}

/** Every link to a heading of one of these documents (`#x`, `README.md#x`, `../README.md#x`) and whether it exists. */
function brokenAnchors(docs: Doc[]) {
  const ids = new Map<string, Set<string>>(
    docs.map(
      ({ file, text }) =>
        [
          file,
          new Set([...prose(text).matchAll(/^#{1,6} (.+)$/gm)].map((match) => headingId(match[1] ?? ""))),
        ] as const,
    ),
  );
  return docs.flatMap(({ file, text }) =>
    [...prose(text).matchAll(/\]\(([^)\s#]*)#([^)\s]+)\)/g)].flatMap((match) => {
      const target = match[1] ? path.posix.normalize(path.posix.join(path.posix.dirname(file), match[1])) : file;
      const known = ids.get(target);
      return known && !known.has(match[2] ?? "") ? [`${file}: ${match[1]}#${match[2]}`] : [];
    }),
  );
}

describe("README.md and docs/*.md", () => {
  const docs = documents();

  it("name only paths that exist in the checkout", () => {
    const checked = docs.flatMap((doc) => namedPaths(doc).map((named) => ({ file: doc.file, named })));
    // The rule must still find the paths the README names (an extractor that finds nothing passes everything).
    expect(checked.filter(({ file }) => file === "README.md").length).toBeGreaterThan(60);
    const missing = checked
      .filter(({ named }) => resolve(named) === null)
      .map(({ file, named }) => `${file}: ${named}`);
    expect(missing).toEqual([]);
  });

  it("link only to headings that exist", () => {
    expect(brokenAnchors(docs)).toEqual([]);
  });

  it("name functions and constants in the files that export them", () => {
    const named = docs.flatMap(namedExports);
    // As above: the recipes (README and docs/development.md) name many; finding few means a broken extractor.
    expect(named.length).toBeGreaterThan(12);
    const wrong = named
      .filter(({ name, file }) => {
        const found = resolve(file);
        return !found || fs.statSync(found).isDirectory() || !exportsName(fs.readFileSync(found, "utf8"), name);
      })
      .map(({ doc, name, file }) => `${doc}: ${name} is not exported by ${file}`);
    expect(wrong).toEqual([]);
  });

  it("mention only npm scripts that package.json has", () => {
    const { scripts } = JSON.parse(fs.readFileSync(path.join(ROOT, "package.json"), "utf8")) as {
      scripts: Record<string, string>;
    };
    // `npm start` and `npm test` are scripts too; `npm run X` anywhere, code blocks included.
    const mentioned = docs.flatMap(({ file, text }) =>
      [...text.matchAll(/\bnpm (?:run ([\w:.-]+)|(start|test)\b)/g)].map((match) => ({
        file,
        script: match[1] ?? match[2] ?? "",
      })),
    );
    expect(mentioned.length).toBeGreaterThan(5);
    const unknown = mentioned
      .filter(({ script }) => !(script in scripts))
      .map(({ file, script }) => `${file}: ${script}`);
    expect([...new Set(unknown)]).toEqual([]);
  });
});
