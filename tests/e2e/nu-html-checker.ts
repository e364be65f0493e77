import { execFile } from "node:child_process";
import fs from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import vnuJar from "vnu-jar";

type NuMessage = {
  type: "error" | "info" | "non-document-error";
  subType?: string;
  url: string;
  message: string;
  lastLine?: number;
  extract?: string;
};
export type NuReport = { errors: string[]; warnings: string[] };

/**
 * Checks saved pages with the Nu HTML Checker (vnu.jar, which needs Java) in one JVM start.
 * `pages` maps a page's path to its HTML; each problem comes back as "path:line message".
 */
export async function checkHtml(pages: Map<string, string>): Promise<NuReport> {
  const dir = await fs.mkdtemp(path.join(os.tmpdir(), "nu-check-"));
  const files = new Map<string, string>();
  try {
    let index = 0;
    for (const [pagePath, html] of pages) {
      const file = path.join(dir, `page-${++index}.html`);
      await fs.writeFile(file, html);
      files.set(`file:${file}`, pagePath);
    }
    // vnu exits 1 when it finds errors; the JSON report on stdout says which.
    const { stdout } = await promisify(execFile)(
      "java",
      [
        // A short run: the quick compiler alone and one GC thread halve the JVM's CPU (4 → 2 CPU-s for
        // 40 pages); the quick compiler's larger frames need a deeper stack than the default 1 MB.
        "-XX:TieredStopAtLevel=1",
        "-XX:+UseSerialGC",
        "-Xss8m",
        "-jar",
        vnuJar,
        "--format",
        "json",
        "--stdout",
        "--exit-zero-always",
        ...Array.from(files.keys(), (url) => url.slice(5)),
      ],
      {
        maxBuffer: 64 * 1024 * 1024,
      },
    );
    const { messages } = JSON.parse(stdout) as { messages: NuMessage[] };
    const describe = (message: NuMessage) =>
      `${files.get(message.url) ?? message.url}:${message.lastLine ?? "?"} ${message.message}`;
    return {
      errors: messages.filter((message) => message.type !== "info").map(describe),
      warnings: messages.filter((message) => message.type === "info" && message.subType === "warning").map(describe),
    };
  } finally {
    await fs.rm(dir, { recursive: true, force: true });
  }
}
