// What `web-docs` prints of a failed command: the messages that name the author's file and line, with paths
// relative to the folder the command ran in; Eleventy's own wrapping lines ("Having trouble rendering md
// template …", "Error processing the `webDocsPlugin` plugin") say nothing an author can act on.
import path from "node:path";
import { authorMessages } from "../../site/errors.ts";

/** Absolute paths under the working folder, made relative to it (other paths are left whole). */
function relativePaths(text: string, cwd = process.cwd()): string {
  const prefix = cwd.endsWith(path.sep) ? cwd : cwd + path.sep;
  return text.split(`file://${prefix}`).join("").split(prefix).join("");
}

export function cliErrorLines(e: Error, cwd = process.cwd()): string[] {
  return authorMessages(e).map((m) => relativePaths(m, cwd));
}

export function reportCliError(command: string, e: Error): void {
  console.error(
    `web-docs ${command} failed:\n${cliErrorLines(e)
      .map((m) => `  ${m.split("\n").join("\n  ")}`)
      .join("\n")}`,
  );
}
