// `node --import tsx bench/mcp.ts [pages]`: how soon the MCP server (site/mcp/) answers `search` on a
// large site's local dist. The bench corpus (gen-corpus.mjs) gets its real search index (the build's own
// writer) and web-docs.json, without rendering the pages (search reads neither pages nor twins); then the
// server is started as an MCP client starts it, and timed over stdio: start → initialize answered, → first
// search answered, and the searches after it.
import { spawn } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { scanContent } from "../site/content-index.ts";
import { MANIFEST_FILE, MANIFEST_VERSION, type SiteManifest } from "../site/llms/manifest-format.ts";
import { writeSearchIndex } from "../site/search/build-index.ts";
import { DocsSite } from "../site/mcp/docs.ts";
import { generateCorpus } from "./corpus.ts";

const n = Number(process.argv[2] ?? 10_000);
// WD_MCP_BENCH_DIR: a folder kept between runs (the index of 10,000 pages takes minutes to write).
const kept = process.env.WD_MCP_BENCH_DIR;
const work = kept ? path.resolve(kept) : fs.mkdtempSync(path.join(os.tmpdir(), "wd-mcp-bench-"));
const content = path.join(work, "content");
const site = path.join(work, "dist/docs/web");
const reuse = kept && fs.existsSync(path.join(site, MANIFEST_FILE)) && fs.existsSync(path.join(content, "manifest.json"));
const manifest = reuse
  ? (JSON.parse(fs.readFileSync(path.join(content, "manifest.json"), "utf8")) as ReturnType<typeof generateCorpus>)
  : generateCorpus(content, n);
if (!reuse) writeSite();

function writeSite() {
  const pages = scanContent(content);
  const t = performance.now();
  const index = writeSearchIndex(pages, content, path.join(site, "assets"));
  console.log(`${pages.length} pages: search index written in ${Math.round(performance.now() - t)} ms (${index.shards} files)`);
  const site_: SiteManifest = {
    generator: "web-docs",
    v: MANIFEST_VERSION,
    title: "Bench",
    origin: "https://bench.example",
    base: "/docs/web/",
    locales: [
      {
        key: null,
        lang: "en",
        title: "Bench",
        prefix: "/",
        search: index.file,
        llms: "llms.txt",
        llmsFull: "llms-full.txt",
        pages: pages.map((p) => [p.url.slice(1).replace(/\.html$/, ".md"), p.title, String(p.frontmatter.description ?? "")]),
      },
    ],
  };
  fs.writeFileSync(path.join(site, MANIFEST_FILE), JSON.stringify(site_));
}

const probes = [...manifest.searchProbes.common, ...manifest.searchProbes.medium, ...manifest.searchProbes.rare].map((p) => p.word);
const runs: Array<{ init: number; first: number; rest: number[] }> = [];
for (let run = 0; run < 5; run++) {
  const start = performance.now();
  const child = spawn(process.execPath, ["--import", "tsx", "scripts/mcp.ts", path.join(work, "dist")], { stdio: ["pipe", "pipe", "ignore"] });
  const waiting = new Map<number, (at: number) => void>();
  let buf = "";
  child.stdout.on("data", (c: Buffer) => {
    buf += c;
    for (let i; (i = buf.indexOf("\n")) >= 0; ) {
      const msg = JSON.parse(buf.slice(0, i));
      buf = buf.slice(i + 1);
      waiting.get(msg.id)?.(performance.now());
    }
  });
  let id = 0;
  const ask = (method: string, params: object) =>
    new Promise<number>((resolve) => {
      const sent = performance.now();
      waiting.set(++id, (at) => resolve(at - sent));
      child.stdin.write(`${JSON.stringify({ jsonrpc: "2.0", id, method, params })}\n`);
    });
  await ask("initialize", { protocolVersion: "2025-06-18", capabilities: {}, clientInfo: { name: "bench", version: "1" } });
  const init = performance.now() - start;
  child.stdin.write(`${JSON.stringify({ jsonrpc: "2.0", method: "notifications/initialized" })}\n`);
  const search = (q: string) => ask("tools/call", { name: "search", arguments: { query: q } });
  const first = await search(probes[run % probes.length]);
  const rest: number[] = [];
  for (const q of probes) rest.push(await search(q));
  child.stdin.end();
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
const docs = await DocsSite.open(path.join(work, "dist"));
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
