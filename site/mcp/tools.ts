// What the MCP server offers over a built site: the tools `search` and `get_page`, and every page's twin as a
// resource. Each answer is made here from DocsSite (docs.ts); server.ts only carries messages.
import type { DocsSite } from "./docs.ts";

/** Resources per resources/list answer: a 10,000-page site lists in pages (the client follows nextCursor). */
const RESOURCES_PAGE = 1000;
const MAX_RESULTS = 50;

export interface ToolResult {
  content: Array<{ type: "text"; text: string }>;
  structuredContent?: Record<string, unknown>;
  isError?: boolean;
}

export const TOOLS = [
  {
    name: "search",
    title: "Search the docs",
    description:
      "Search this documentation site with its own search engine (the ranking its readers get). Returns the best sections: title trail, URL, a snippet, and the page's path for get_page.",
    inputSchema: {
      type: "object",
      properties: {
        query: { type: "string", description: "Words to search for, as a reader would type them." },
        locale: { type: "string", description: 'A locale key or language ("zh", "fa-IR") on a site with several; the default language otherwise.' },
        limit: { type: "integer", minimum: 1, maximum: MAX_RESULTS, description: "How many results (default 10)." },
      },
      required: ["query"],
      additionalProperties: false,
    },
    outputSchema: {
      type: "object",
      properties: {
        total: { type: "integer", description: "Sections that matched." },
        results: {
          type: "array",
          items: {
            type: "object",
            properties: { title: { type: "string" }, url: { type: "string" }, page: { type: ["string", "null"] }, snippet: { type: "string" } },
            required: ["title", "url", "page", "snippet"],
          },
        },
      },
      required: ["total", "results"],
    },
    annotations: { readOnlyHint: true, openWorldHint: false },
  },
  {
    name: "get_page",
    title: "Read a page",
    description:
      'A page of this documentation site as Markdown (its Markdown twin), by its URL or its path ("guide/intro.html", "guide/intro.md", "/docs/web/guide/").',
    inputSchema: {
      type: "object",
      properties: { url: { type: "string", description: "The page's URL or path, as search results name it." } },
      required: ["url"],
      additionalProperties: false,
    },
    annotations: { readOnlyHint: true, openWorldHint: false },
  },
] as const;

const text = (t: string, isError = false): ToolResult => ({ content: [{ type: "text", text: t }], ...(isError && { isError }) });

/** A tool's answer; a bad argument or a failed read is an answer with isError (the model reads it and retries). */
export async function callTool(site: DocsSite, name: string, args: Record<string, unknown>): Promise<ToolResult> {
  try {
    if (name === "search") {
      const query = args.query;
      if (typeof query !== "string" || !query.trim()) return text("search: `query` must be a non-empty string", true);
      if (args.locale !== undefined && typeof args.locale !== "string") return text("search: `locale` must be a string", true);
      const limit = args.limit === undefined ? 10 : Number(args.limit);
      if (!Number.isInteger(limit) || limit < 1 || limit > MAX_RESULTS) return text(`search: \`limit\` must be an integer from 1 to ${MAX_RESULTS}`, true);
      const { results, total } = await site.search(query, { locale: args.locale as string | undefined, limit });
      const lines = results.map((r, i) => `${i + 1}. ${r.title}\n   ${r.url}${r.page ? `\n   page: ${r.page}` : ""}${r.snippet ? `\n   ${r.snippet}` : ""}`);
      const head = results.length ? `${total} sections match "${query}"; the best ${results.length}:` : `No section matches "${query}".`;
      return { content: [{ type: "text", text: [head, ...lines].join("\n\n") }], structuredContent: { total, results } };
    }
    if (name === "get_page") {
      if (typeof args.url !== "string" || !args.url.trim()) return text("get_page: `url` must be a page's URL or path", true);
      return text((await site.page(args.url)).text);
    }
  } catch (e) {
    return text(`${name}: ${(e as Error).message}`, true);
  }
  throw Object.assign(new Error(`unknown tool "${name}": this server has ${TOOLS.map((t) => t.name).join(", ")}`), { code: -32602 });
}

/** resources/list: the pages' twins, in the manifest's order (locale by locale), RESOURCES_PAGE at a time. */
export function listResources(site: DocsSite, cursor: unknown): { resources: unknown[]; nextCursor?: string } {
  const from = cursor === undefined ? 0 : Number(cursor);
  if (!Number.isInteger(from) || from < 0) throw Object.assign(new Error(`invalid cursor ${JSON.stringify(cursor)}`), { code: -32602 });
  const all = [...site.pages.values()];
  const resources = all.slice(from, from + RESOURCES_PAGE).map((p) => ({
    uri: site.source.url(p.twin),
    name: p.twin,
    title: p.title,
    ...(p.description && { description: p.description }),
    mimeType: "text/markdown",
  }));
  return from + RESOURCES_PAGE < all.length ? { resources, nextCursor: String(from + RESOURCES_PAGE) } : { resources };
}

/** resources/read: a twin by its URI (or any reference get_page takes). */
export async function readResource(site: DocsSite, uri: unknown): Promise<{ contents: unknown[] }> {
  if (typeof uri !== "string") throw Object.assign(new Error("resources/read: `uri` must be a string"), { code: -32602 });
  if (!site.resolve(uri)) throw Object.assign(new Error(`Resource not found: ${uri}`), { code: -32002, data: { uri } });
  const { text: body } = await site.page(uri);
  return { contents: [{ uri, mimeType: "text/markdown", text: body }] };
}
