// `node --import tsx scripts/mcp.ts <dist-or-url>`: the MCP server over a built site (site/mcp/server.ts), on
// stdin/stdout, for an MCP client to start (docs/authoring.md "An MCP server for your docs").
import { runMcpServer } from "../site/mcp/server.ts";

const target = process.argv[2];
if (!target || target === "--help" || target === "-h") {
  console.error("Usage: node --import tsx scripts/mcp.ts <built site folder (dist/) or the site's URL>");
  process.exit(target ? 0 : 1);
}
await runMcpServer(target);
