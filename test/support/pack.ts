// Pack both published packages (web-docs, create-web-docs) into a folder, as `npm pack` does for a release:
// the package test (test/package) and the install benchmark (bench/package-install.ts) start here. Not part
// of the product (a harness of the one public way a package is made, `npm pack`): it lives with the tests.
import { execFileSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { ROOT as REPO_ROOT } from "./source-scan.ts";

export interface Tarballs {
  webDocs: string;
  create: string;
}

function pack(dir: string, dest: string): string {
  // prepack's own lines come first on stdout; npm's JSON report is the last thing it prints.
  const out = execFileSync("npm", ["pack", "--pack-destination", dest, "--json"], { cwd: dir, encoding: "utf8", stdio: ["ignore", "pipe", "inherit"] });
  const [{ filename }] = JSON.parse(out.slice(out.search(/^\[$/m))) as Array<{ filename: string }>;
  return path.join(dest, filename);
}

export function packBoth(dest: string): Tarballs {
  fs.mkdirSync(dest, { recursive: true });
  return { webDocs: pack(REPO_ROOT, dest), create: pack(path.join(REPO_ROOT, "packages", "create-web-docs"), dest) };
}
