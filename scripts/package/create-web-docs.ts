// packages/create-web-docs's `prepack`: scripts/cli/scaffold.ts (the starter `web-docs init` writes) compiled
// beside index.js, so `npm create web-docs` installs no dependency at all; and the two packages' versions kept one.
import fs from "node:fs";
import path from "node:path";
import * as esbuild from "esbuild";
import { REPO_ROOT } from "../../site/build-context.ts";

export const CREATE_DIR = path.join(REPO_ROOT, "packages", "create-web-docs");

export async function buildCreatePackage(): Promise<void> {
  const root = JSON.parse(fs.readFileSync(path.join(REPO_ROOT, "package.json"), "utf8")) as { version: string };
  const own = JSON.parse(fs.readFileSync(path.join(CREATE_DIR, "package.json"), "utf8")) as { version: string };
  if (own.version !== root.version)
    throw new Error(`packages/create-web-docs/package.json: version ${own.version}, web-docs is ${root.version} — both packages share one version`);
  await esbuild.build({
    entryPoints: [path.join(REPO_ROOT, "scripts/cli/scaffold.ts")],
    outfile: path.join(CREATE_DIR, "scaffold.js"),
    format: "esm",
    platform: "node",
    target: "node20",
    bundle: true,
    logLevel: "error",
  });
}

const isMain = process.argv[1] && path.resolve(process.argv[1]) === path.resolve(new URL(import.meta.url).pathname);
if (isMain) {
  buildCreatePackage().catch((e: Error) => {
    console.error(`[create-web-docs] ${e.message}`);
    process.exit(1);
  });
}
