// `npm run dev`: bundle the widgets and write the theme assets again in a child process (./assets.ts), so the
// server keeps answering while rollup bundles.
import { execFile } from "node:child_process";
import { fileURLToPath } from "node:url";

/**
 * Run the asset step with the build's flags; resolves to its manifest (the asset files' names), or rejects
 * with its error output.
 */
export function restageAssets(argv: string[]): Promise<Record<string, string>> {
  // The asset step beside this module: TypeScript here (through tsx), JavaScript in the published package.
  const script = fileURLToPath(new URL("./assets.ts", import.meta.url));
  return new Promise((resolve, reject) => {
    execFile(
      process.execPath,
      [...(script.endsWith(".ts") ? ["--import", "tsx"] : []), script, ...argv],
      { cwd: process.cwd(), maxBuffer: 64 * 1024 * 1024 },
      (err, stdout, stderr) => {
        if (err) reject(new Error(`widgets/theme assets: ${stderr.trim() || err.message}`));
        else resolve(JSON.parse(stdout.trim().split("\n").pop() ?? "{}") as Record<string, string>);
      },
    );
  });
}
