// The JavaScript entry of `web-docs/eleventy` (package.json "exports"). In the published package it loads the
// compiled plugin (lib/); in this repository, where the build side is TypeScript, it registers tsx's loader and
// hands over to site/eleventy-plugin.ts. Either way an author's plain `npx @11ty/eleventy` works.
import fs from "node:fs";

const source = new URL("./site/eleventy-plugin.ts", import.meta.url);
let plugin;
if (fs.existsSync(source)) {
  const { register } = await import("tsx/esm/api");
  register();
  plugin = await import(source.href);
} else plugin = await import("./lib/site/eleventy-plugin.js");

export default plugin.default;
export const webDocs = plugin.default;
