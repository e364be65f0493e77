import { ESLint } from "eslint";
import { describe, expect, it } from "vitest";

// A route folder (app/routes/<id>/route.tsx) keeps the files only that route uses beside it; the
// lint (eslint.config.js) fails an import of one of them from anywhere outside the folder.

const eslint = new ESLint();
const PRIVATE = "~/routes/_public.careers/job-posting-ld";

/** What the route-folder rule says about `code` as the file at `filePath` (it need not exist). */
async function refusals(filePath: string, code: string) {
  const [result] = await eslint.lintText(`${code}\n`, { filePath });
  return (result?.messages ?? []).filter((message) => message.ruleId === "route-folders/private-files");
}

// Loading the lint's plugins and parsers takes seconds on a busy machine: the first lint's, not each case's.
describe("a route folder's private files", () => {
  it.each([
    ["another route folder, through ~/", "app/routes/_public.services/route.tsx", `import { x } from "${PRIVATE}";`],
    [
      "another route folder, by a relative path",
      "app/routes/_public.services/route.tsx",
      'import { x } from "../_public.careers/job-posting-ld";',
    ],
    ["a flat route file", "app/routes/_public.about.tsx", 'export { x } from "./_public.careers/job-posting-ld";'],
    ["a shared component", "app/components/jobs/job-card.tsx", `import { x } from "${PRIVATE}";`],
    [
      "a neighbouring route folder, for a server module",
      "app/routes/_public.careers_.$id.applied.tsx",
      'import { submitApplication } from "~/routes/_public.careers_.$id.apply/application-form.server";',
    ],
    [
      "a child of a layout folder whose name starts the same",
      "app/routes/_public.about/route.tsx",
      'import { SiteHeader } from "~/routes/_public/site-header";',
    ],
    [
      "a test outside the folder",
      "tests/routes/careers.test.tsx",
      'import { x } from "../../app/routes/_public.careers/job-posting-ld";',
    ],
  ])("cannot be imported from %s", async (_where, filePath, code) => {
    expect(await refusals(filePath, code)).toHaveLength(1);
  });

  it.each([
    ["its own route module", "app/routes/_public.careers/route.tsx", 'import { x } from "./job-posting-ld";'],
    ["its own test", "app/routes/_public.careers/job-posting-ld.test.ts", 'import { x } from "./job-posting-ld";'],
    [
      "another route, as a route module",
      "app/routes/_admin.jobs.tsx",
      'export { loader } from "./_public.careers/route";',
    ],
    [
      "a test, as a route module",
      "tests/routes/careers.test.tsx",
      'import { loader } from "~/routes/_public.careers/route";',
    ],
    ["anyone, when the file is shared", "app/routes/_public.services/route.tsx", 'import { x } from "~/utils/seo";'],
    [
      "anyone, when it is the page's content document",
      "app/content/documents.ts",
      'import { aboutDocument } from "~/routes/_public.about/content";',
    ],
  ])("can be imported from %s", async (_where, filePath, code) => {
    expect(await refusals(filePath, code)).toEqual([]);
  });
});
