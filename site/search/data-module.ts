// The search index's files as ES modules (common/search/format.ts): written by the build, read back as text
// where no module loader is at hand (the MCP server, site/mcp/, reads them from dist/ or over HTTP).

const HEAD = "export default JSON.parse(";
const TAIL = ");\n";

/**
 * Search data as an ES module. `JSON.parse` of one string literal parses faster than the same data as an
 * object literal, and a JSON string is a valid JS string literal (ES2019 allows U+2028/U+2029 in it).
 */
export function dataModule(value: unknown): string {
  return `${HEAD}${JSON.stringify(JSON.stringify(value))}${TAIL}`;
}

/** The value of a module dataModule wrote; `name` (its file or URL) names it in the error for anything else. */
export function parseDataModule(code: string, name: string): unknown {
  if (!code.startsWith(HEAD) || !code.endsWith(TAIL)) throw new Error(`${name}: not a Web Docs search data module (export default JSON.parse("…"))`);
  return JSON.parse(JSON.parse(code.slice(HEAD.length, -TAIL.length)) as string);
}
