declare module "markdown-it-container" {
  import type MarkdownIt from "markdown-it";
  const container: (md: MarkdownIt, name: string, options?: Record<string, unknown>) => void;
  export default container;
}
declare module "prismjs/components/index.js" {
  const loadLanguages: (languages?: string[]) => void;
  export default loadLanguages;
}
declare module "@11ty/eleventy" {
  export default class Eleventy {
    constructor(input?: string, output?: string, options?: Record<string, unknown>, config?: unknown);
    write(): Promise<unknown>;
  }
}
declare module "markdown-it-emoji" {
  import type MarkdownIt from "markdown-it";
  export const full: (md: MarkdownIt, options?: Record<string, unknown>) => void;
}
declare module "markdown-it-emoji/lib/data/full.mjs" {
  const emoji: Record<string, string>;
  export default emoji;
}
declare module "@11ty/eleventy-dev-server" {
  // Its members are reached only through scripts/dev/server-adapter.ts, which names what it uses.
  const DevServer: { prototype: object };
  export default DevServer;
}
