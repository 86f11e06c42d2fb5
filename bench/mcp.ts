// `node --import tsx bench/mcp.ts [pages]`: how soon the MCP server (`web-docs mcp`) answers `search` on a
// large site's local dist. The bench corpus (bench/corpus.ts) is built as an author builds a site
// (scripts/build.ts); then the server is started as an MCP client starts it (the SDK's stdio client running
// the `web-docs` bin) and timed: start → initialize answered, → first search answered, and the searches after it.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { Client } from "@modelcontextprotocol/sdk/client/index.js";
import { StdioClientTransport } from "@modelcontextprotocol/sdk/client/stdio.js";
// The one internal import: the CPU time of a search can only be read in the process that runs it (a child's
// CPU time is counted in clock ticks, coarser than one search), so the in-process figures below open the
// site with the server's own reader.
import { DocsSite } from "../site/mcp/docs.ts";
import { timedBuild } from "./build-measure.ts";
import { corpusConfig, generateCorpus } from "./corpus.ts";
import { REPO_ROOT } from "./root.ts";

const n = Number(process.argv[2] ?? 10_000);
// WD_MCP_BENCH_DIR: a folder kept between runs (building 10,000 pages takes minutes).
const kept = process.env.WD_MCP_BENCH_DIR;
const work = kept ? path.resolve(kept) : fs.mkdtempSync(path.join(os.tmpdir(), "wd-mcp-bench-"));
const content = path.join(work, "content");
const dist = path.join(work, "dist");
// The built site's manifest (docs/authoring.md): what the server reads first.
const reuse = kept && fs.existsSync(path.join(dist, "docs/web/web-docs.json")) && fs.existsSync(path.join(content, "manifest.json"));
const manifest = reuse
  ? (JSON.parse(fs.readFileSync(path.join(content, "manifest.json"), "utf8")) as ReturnType<typeof generateCorpus>)
  : generateCorpus(content, n);
if (!reuse) {
  const config = path.join(work, "config.json");
  fs.writeFileSync(config, JSON.stringify(corpusConfig(manifest)));
  const built = await timedBuild(content, config, dist);
  console.log(`${built.pages} pages built in ${built.wallS.toFixed(1)} s`);
}

const probes = [...manifest.searchProbes.common, ...manifest.searchProbes.medium, ...manifest.searchProbes.rare].map((p) => p.word);
const runs: Array<{ init: number; first: number; rest: number[] }> = [];
for (let run = 0; run < 5; run++) {
  const start = performance.now();
  const transport = new StdioClientTransport({
    command: process.execPath,
    args: ["--import", "tsx", path.join(REPO_ROOT, "scripts/cli.ts"), "mcp", dist],
    cwd: REPO_ROOT,
    stderr: "ignore",
  });
  const client = new Client({ name: "bench", version: "1" });
  await client.connect(transport);
  const init = performance.now() - start;
  const search = async (query: string) => {
    const sent = performance.now();
    const r = await client.callTool({ name: "search", arguments: { query } });
    if (r.isError) throw new Error(`search ${query}: ${JSON.stringify(r.content)}`);
    return performance.now() - sent;
  };
  const first = await search(probes[run % probes.length]);
  const rest: number[] = [];
  for (const q of probes) rest.push(await search(q));
  await client.close();
  runs.push({ init, first, rest });
}
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
const max = (xs: number[]) => Math.max(...xs);
console.log(`start → initialize answered: median ${median(runs.map((r) => r.init)).toFixed(0)} ms`);
console.log(
  `initialize → first search answered: median ${median(runs.map((r) => r.first)).toFixed(1)} ms, worst ${max(runs.map((r) => r.first)).toFixed(1)} ms (budget 50 ms)`,
);
const later = runs.flatMap((r) => r.rest);
console.log(`later searches (${probes.length} probe words × ${runs.length}): median ${median(later).toFixed(1)} ms, worst ${max(later).toFixed(1)} ms`);

// In this process as well, with CPU time beside wall time: on a shared machine the wall time is mostly waiting
// for a core (the load average is printed), the CPU time is what a search costs.
const cpu = () => {
  const u = process.cpuUsage();
  return (u.user + u.system) / 1000;
};
const docs = await DocsSite.open(dist);
await new Promise((r) => setTimeout(r, 1000));
const cold: Array<[number, number]> = [];
const warm: Array<[number, number]> = [];
for (const list of [cold, warm]) {
  for (const q of probes) {
    const [c, w] = [cpu(), performance.now()];
    await docs.search(q);
    list.push([performance.now() - w, cpu() - c]);
  }
}
const line = (xs: Array<[number, number]>) =>
  `wall median ${median(xs.map((x) => x[0])).toFixed(1)} / worst ${max(xs.map((x) => x[0])).toFixed(1)} ms, CPU median ${median(xs.map((x) => x[1])).toFixed(1)} / worst ${max(xs.map((x) => x[1])).toFixed(1)} ms`;
console.log(`in process, each probe word's first search: ${line(cold)}`);
console.log(`in process, the same words again: ${line(warm)}`);
console.log(
  `load average: ${os
    .loadavg()
    .map((l) => l.toFixed(1))
    .join(" ")} on ${os.cpus().length} cores`,
);
if (!kept) fs.rmSync(work, { recursive: true, force: true });
