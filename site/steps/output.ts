// The pages Eleventy wrote, in the form every step reads them (site/steps/step.ts BuildOutput), and the
// one way steps write many files.
import fsp from "node:fs/promises";
import path from "node:path";
import type { BuildOutput } from "./step.ts";

/** One entry of Eleventy's `eleventy.after` results. */
export interface EleventyResult {
  inputPath: string;
  outputPath: string | false;
  url: string;
  content: string;
}

/** Eleventy reports ".../index.html" permalinks as ".../"; pages are addressed by their .html file here. */
export const htmlUrl = (url: string) => (url.endsWith("/") ? `${url}index.html` : url);

/** The written pages and the folder the site went to (the event's `dir` is the configured one, not the one in use); null when no page was written. */
export function buildOutput(results: EleventyResult[]): BuildOutput | null {
  const html = results.filter((r) => r.outputPath && String(r.outputPath).endsWith(".html"));
  if (!html.length) return null;
  const first = html[0];
  const rel = htmlUrl(first.url).slice(1).split("/").join(path.sep);
  return {
    root: path.resolve(String(first.outputPath)).slice(0, -rel.length),
    pages: html.map((r) => ({ url: htmlUrl(r.url), html: r.content, file: path.relative(process.cwd(), r.inputPath) })),
  };
}

/**
 * Write files under root, several at once, taking each from `files` only when a writer is free (a large
 * site's page modules are made one by one rather than all held in memory). Each folder is made once;
 * writers into a folder still being made wait for it.
 */
export async function writeFiles(root: string, files: Iterator<{ path: string; contents: string }>): Promise<void> {
  const folders = new Map<string, Promise<unknown>>();
  const writer = async () => {
    for (let f = files.next(); !f.done; f = files.next()) {
      const target = path.join(root, f.value.path);
      const dir = path.dirname(target);
      if (!folders.has(dir)) folders.set(dir, fsp.mkdir(dir, { recursive: true }));
      await folders.get(dir);
      await fsp.writeFile(target, f.value.contents);
    }
  };
  await Promise.all(Array.from({ length: 8 }, writer));
}
