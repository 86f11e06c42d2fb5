// `npm run check:content [folders…]`: the editorial checks of site/content-check.ts plus a Mermaid parse
// of every diagram in Chromium. Exits non-zero on any problem, listing file:line and what is wrong.
import path from "node:path";
import { resolveBuildPaths } from "../site/build-context.ts";
import { checkContent } from "../site/content-check.ts";
import { formatCounts, runSnippets } from "../site/snippets/run.ts";
import { parseMermaidBlocks } from "../test/support/mermaid-parse.ts";

const args = process.argv.slice(2);
const paths = resolveBuildPaths(args);
const only = args
  .filter((a, i) => !a.startsWith("--") && !args[i - 1]?.startsWith("--"))
  .map((a) => path.relative(paths.contentDir, path.resolve(a)).split(path.sep).join("/").replace(/^\.$/, ""));
const result = checkContent(paths.contentDir, only.length ? only : [""]);
const bad = await parseMermaidBlocks(result.mermaid);
const started = performance.now();
const snippets = await runSnippets(result.snippets, { workDir: path.resolve(".build/snippets") });
const problems = [
  ...result.problems.map((p) => `${p.file}${p.line ? `:${p.line}` : ""}: ${p.problem}`),
  ...bad.map((b) => `${b.file}:${b.line}: Mermaid does not parse: ${b.error}`),
  ...snippets.problems.map((p) => `${p.file}:${p.line}: ${p.problem}`),
];
console.log(`checked ${result.pages.length} pages and ${result.mermaid.length} Mermaid diagrams`);
// Work to do (old verifications, pages verified before a version bump) is listed apart: it never fails.
const line = (w: { file: string; line?: number; problem: string }) => `  ${w.file}${w.line ? `:${w.line}` : ""}: ${w.problem}`;
const todo = result.warnings.filter((w) => w.problem.startsWith("work to do"));
const other = result.warnings.filter((w) => !w.problem.startsWith("work to do"));
if (other.length) console.log(`${other.length} warning(s) (not failing):\n${other.map(line).join("\n")}`);
if (todo.length) console.log(`${todo.length} page(s) to re-verify (not failing):\n${todo.map(line).join("\n")}`);
console.log(`snippets (${Math.round(performance.now() - started)} ms): ${formatCounts(snippets.counts)}`);
if (problems.length) {
  console.log(problems.join("\n"));
  console.log(`${problems.length} problem(s)`);
  process.exit(1);
}
console.log("no problems");
