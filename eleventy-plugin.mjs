// The JavaScript entry of `web-docs/eleventy` (package.json "exports"): Web Docs' build side is
// TypeScript, so this registers tsx's loader and hands over to site/eleventy-plugin.ts. With it, an
// author's plain `npx @11ty/eleventy` works; no `node --import tsx` needed.
import { register } from "tsx/esm/api";

register();
const plugin = await import("./site/eleventy-plugin.ts");

export default plugin.default;
export const webDocs = plugin.default;
