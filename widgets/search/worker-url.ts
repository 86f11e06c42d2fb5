// The URL of the search worker's script. rollup.config.mjs (plugin "web-docs-worker-url") replaces
// this module with the URL of the worker chunk it emits; unbundled (widget tests) there is no worker
// and search runs in the page.
export const workerUrl: string | null = null;
