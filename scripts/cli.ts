#!/usr/bin/env node
// `web-docs <command> [dir] [flags]`: the CLI of the published package (package.json "bin"; compiled to
// lib/scripts/cli.js). Commands live in scripts/cli/commands.ts.
import fs from "node:fs";
import path from "node:path";
import { parseArgs } from "./cli/args.ts";
import { COMMANDS } from "./cli/commands.ts";
import { reportCliError } from "./cli/report.ts";

// The package's own package.json: two folders up here (scripts/cli.ts) and three in the package (lib/scripts/cli.js).
const packageJson = [new URL("../package.json", import.meta.url), new URL("../../package.json", import.meta.url)].find(
  (u) => fs.existsSync(u) && JSON.parse(fs.readFileSync(u, "utf8")).name === "web-docs",
);
export const VERSION = packageJson ? (JSON.parse(fs.readFileSync(packageJson, "utf8")) as { version: string }).version : "unknown";

export function helpText(): string {
  const width = Math.max(...Object.keys(COMMANDS).map((n) => n.length));
  return [
    `web-docs ${VERSION}: documentation sites from Markdown`,
    "",
    "Usage: web-docs <command> [dir] [flags]   (dir: the content folder, default docs/)",
    "",
    ...Object.entries(COMMANDS).map(([name, c]) => `  ${name.padEnd(width)}  ${c.usage}\n  ${" ".repeat(width)}  ${c.summary}`),
    "",
    "Flags: --config FILE (default: web-docs.config.{json,ts,mts,js,mjs} beside or in dir, or dir/.vitepress/config.*),",
    "       --out DIR (default: dist/ here), --help, --version. Variables: PORT (8080), HOST (127.0.0.1).",
  ].join("\n");
}

export async function main(argv: string[]): Promise<number> {
  let command = "web-docs";
  try {
    const args = parseArgs(argv);
    if (args.flags.version) {
      console.log(VERSION);
      return 0;
    }
    if (args.flags.help || !args.command) {
      console.log(helpText());
      return args.command || args.flags.help ? 0 : 1;
    }
    command = args.command;
    const cmd = COMMANDS[command];
    if (!cmd) throw new Error(`unknown command "${command}" — one of ${Object.keys(COMMANDS).join(", ")} (web-docs --help)`);
    await cmd.run(args);
    return 0;
  } catch (e) {
    reportCliError(command, e as Error);
    return 1;
  }
}

const isMain = process.argv[1] && fs.realpathSync(path.resolve(process.argv[1])) === fs.realpathSync(new URL(import.meta.url).pathname);
if (isMain) {
  const code = await main(process.argv.slice(2));
  // Servers (dev, preview) keep the process alive; any other command ends here.
  if (code !== 0) process.exit(code);
}
