#!/usr/bin/env node
// `npm create web-docs@latest [folder] [--yes]`: Web Docs' starter (the scaffold `web-docs init` writes, compiled
// into scaffold.js when this package is packed) in a new folder, with web-docs as a dev dependency.
import fs from "node:fs";
import path from "node:path";
import { askAnswers, scaffold, summary } from "./scaffold.js";

const args = process.argv.slice(2);
const yes = args.includes("--yes") || args.includes("-y");
const folder = args.find((a) => !a.startsWith("-")) ?? (yes || !process.stdin.isTTY ? "my-docs" : undefined);
const version = JSON.parse(fs.readFileSync(new URL("./package.json", import.meta.url), "utf8")).version;

if (args.includes("--help") || args.includes("-h")) {
  console.log(
    "Usage: npm create web-docs@latest [folder] [-- --yes]\n  Writes a Web Docs site into folder (my-docs), asking VitePress's questions; --yes takes every default.",
  );
  process.exit(0);
}
let target = folder;
if (target === undefined) {
  const { createInterface } = await import("node:readline/promises");
  const rl = createInterface({ input: process.stdin, output: process.stdout });
  target = (await rl.question("Project folder: (my-docs) ")).trim() || "my-docs";
  rl.close();
}
const root = path.resolve(target);
if (fs.existsSync(root) && fs.readdirSync(root).length > 0) {
  console.error(`create-web-docs: ${path.relative(process.cwd(), root) || "."} is not empty — pick a new folder`);
  process.exit(1);
}
const answers = await askAnswers({}, yes);
const result = scaffold(root, answers, { dependency: `^${version}` });
const cd = path.relative(process.cwd(), root) || ".";
console.log(
  `Web Docs: a docs site in ${cd}/\n${summary(result, root, [`cd ${cd} && npm install`, answers.scripts ? "npm run docs:dev" : `npx web-docs dev ${answers.dir}`])}`,
);
