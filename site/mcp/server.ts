// An MCP server (modelcontextprotocol.io, stdio transport) over a built Web Docs site: newline-delimited
// JSON-RPC 2.0 on stdin/stdout, logs on stderr. Written out rather than taken from @modelcontextprotocol/sdk:
// the protocol's part a read-only server needs is this small, and the SDK's import alone (~180 ms, zod and
// all) would come before the first answer. The tests drive it with the SDK's own client.
import readline from "node:readline";
import type { Readable, Writable } from "node:stream";
import { DocsSite } from "./docs.ts";
import { callTool, listResources, readResource, TOOLS } from "./tools.ts";

/** Protocol versions this server speaks, newest first: a client asking for another gets the newest. */
const PROTOCOL_VERSIONS = ["2025-11-25", "2025-06-18", "2025-03-26", "2024-11-05"];

export interface McpIo {
  input: Readable;
  output: Writable;
  /** Diagnostics (never on the output: it carries only protocol messages). */
  log?: (message: string) => void;
}

interface Message {
  jsonrpc?: string;
  id?: string | number | null;
  method?: string;
  params?: Record<string, unknown>;
}

type RpcError = Error & { code?: number; data?: unknown };

const VERSION = "0.1.0";

/**
 * Serve the site at `target` (a built site's folder, e.g. dist/, or its URL) over MCP until the input ends.
 * The site is opened at once (its manifest read, its default search index loading) while the client starts.
 */
export async function runMcpServer(target: string, io: McpIo = { input: process.stdin, output: process.stdout }): Promise<void> {
  const log = io.log ?? ((m: string) => process.stderr.write(`[web-docs mcp] ${m}\n`));
  const opening = DocsSite.open(target);
  // Fail loudly when the site cannot be read, and still answer requests with that error meanwhile.
  opening.then(
    (site) => log(`serving ${site.source.manifest.title} (${site.pages.size} pages) from ${target}`),
    (e: Error) => log(e.message),
  );
  const send = (message: object) => io.output.write(`${JSON.stringify({ jsonrpc: "2.0", ...message })}\n`);

  const handle = async (method: string, params: Record<string, unknown>): Promise<unknown> => {
    switch (method) {
      case "initialize": {
        const site = await opening;
        const asked = String(params.protocolVersion ?? "");
        // The default version's languages (another version's pages are found by their twin path).
        const languages = site.locales.filter((l) => !l.version);
        return {
          protocolVersion: PROTOCOL_VERSIONS.includes(asked) ? asked : PROTOCOL_VERSIONS[0],
          capabilities: { tools: { listChanged: false }, resources: { listChanged: false } },
          serverInfo: { name: "web-docs", title: `${site.source.manifest.title} docs`, version: VERSION },
          instructions: `The documentation of ${site.source.manifest.title}. Use \`search\` to find sections, then \`get_page\` for a page's Markdown.${languages.length > 1 ? ` Languages: ${languages.map((l) => `${l.key ?? "default"} (${l.lang})`).join(", ")}; pass \`locale\` to search one.` : ""}`,
        };
      }
      case "ping":
        return {};
      case "tools/list":
        return { tools: TOOLS };
      case "tools/call": {
        if (typeof params.name !== "string") throw Object.assign(new Error("tools/call: `name` must be a string"), { code: -32602 });
        const args = params.arguments ?? {};
        if (typeof args !== "object" || Array.isArray(args)) throw Object.assign(new Error("tools/call: `arguments` must be an object"), { code: -32602 });
        return callTool(await opening, params.name, args as Record<string, unknown>);
      }
      case "resources/list":
        return listResources(await opening, params.cursor);
      case "resources/read":
        return readResource(await opening, params.uri);
      case "resources/templates/list":
        return { resourceTemplates: [] };
      default:
        throw Object.assign(new Error(`Method not found: ${method}`), { code: -32601 });
    }
  };

  const onLine = (line: string) => {
    if (!line.trim()) return;
    let msg: Message;
    try {
      msg = JSON.parse(line) as Message;
    } catch {
      return send({ id: null, error: { code: -32700, message: "Parse error: each line must be one JSON-RPC message" } });
    }
    const isRequest = msg && typeof msg === "object" && !Array.isArray(msg) && (typeof msg.id === "string" || typeof msg.id === "number");
    if (!msg || typeof msg !== "object" || Array.isArray(msg) || typeof msg.method !== "string") {
      // A response to us (we send no requests) is dropped; anything else is an invalid request.
      if (msg && typeof msg === "object" && !Array.isArray(msg) && ("result" in msg || "error" in msg)) return;
      return send({ id: isRequest ? msg.id : null, error: { code: -32600, message: "Invalid Request: expected a JSON-RPC 2.0 request object" } });
    }
    if (!isRequest) return; // notifications (initialized, cancelled) need no answer
    const params = msg.params && typeof msg.params === "object" ? msg.params : {};
    handle(msg.method, params).then(
      (result) => send({ id: msg.id, result }),
      (e: RpcError) => send({ id: msg.id, error: { code: e.code ?? -32603, message: e.message, ...(e.data !== undefined && { data: e.data }) } }),
    );
  };

  const lines = readline.createInterface({ input: io.input, crlfDelay: Infinity });
  lines.on("line", onLine);
  await new Promise<void>((resolve) => lines.once("close", resolve));
}
