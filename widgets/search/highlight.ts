// The highlighting of results lives in common/search/highlight.ts (the MCP server cuts its snippets the same way).
export * from "../../common/search/highlight";
