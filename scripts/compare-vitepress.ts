// Compares a site built by VitePress with the same site built by Web Docs, page by page: the heading
// ids and texts of the content, its visible text, and raw VitePress syntax left in Web Docs' pages.
// It is the check an author (or an outside reviewer) makes when moving a VitePress site over.
//   node --import tsx scripts/compare-vitepress.ts VITEPRESS_DIST WEB_DOCS_DIST [--verbose]
import fs from "node:fs";
import path from "node:path";
import type { ChildNode as Node, Element as El } from "domhandler";
import { DomUtils, parseDocument } from "htmlparser2";

export interface PageFacts {
  headings: string[];
  lines: string[];
  leaks: string[];
}

// Chrome each tool adds around the same content: anchors, copy buttons, line numbers, language labels.
const SKIP_CLASSES = ["header-anchor", "copy", "line-numbers-wrapper", "lang", "wd-code-copy", "wd-code-lang", "wd-line-numbers", "visually-hidden", "sr-only"];
const SKIP_TAGS = new Set(["script", "style", "template", "button", "svg", "noscript"]);
const BLOCKS = new Set(["p", "li", "h1", "h2", "h3", "h4", "h5", "h6", "td", "th", "summary", "pre", "blockquote", "dt", "dd", "figcaption", "caption"]);
// Parts of the home hero each tool lays out as lines of their own (inline elements styled as blocks).
const LINE_CLASSES = ["name", "text", "tagline", "VPButton", "wd-hero-name", "wd-hero-text", "wd-button"];
const LEAKS = [":::", "{{", "}}", "[[toc]]", "<<<", "@include", "[!NOTE]", "[!TIP]", "[!WARNING]", "[!IMPORTANT]", "[!CAUTION]", "// [!code", "{#"];

const isEl = (n: Node): n is El => "attribs" in n;
const classes = (el: El) => (el.attribs.class ?? "").split(/\s+/);

function contentRoot(html: string): El | undefined {
  const doc = parseDocument(html);
  // A home page (layout: home): VitePress's .VPHome, Web Docs' home main — hero, features and the Markdown.
  const home = DomUtils.findOne((el) => classes(el).includes("VPHome") || (el.name === "main" && classes(el).includes("wd-home")), doc.children);
  if (home) return home;
  const all = DomUtils.findAll((el) => classes(el).includes("vp-doc"), doc.children);
  // Web Docs' article carries vp-doc too; VitePress's is a div inside main.
  return all.find((el) => el.name === "article") ?? all.find((el) => el.name === "div");
}

function skipped(el: El): boolean {
  if (SKIP_TAGS.has(el.name)) return true;
  if (el.name === "button" || el.attribs["aria-hidden"] === "true") return true;
  return classes(el).some((c) => SKIP_CLASSES.includes(c));
}

const norm = (s: string) =>
  s
    .replace(/\u200b/g, "")
    .replace(/\s+/g, " ")
    .trim();

/** Visible text in block-sized lines; code blocks contribute one line per source line (or none, without code). */
function textLines(root: El, withCode = true): string[] {
  const lines: string[] = [];
  let cur = "";
  const flush = () => {
    const t = norm(cur);
    if (t) lines.push(t);
    cur = "";
  };
  const walk = (n: Node, inPre: boolean) => {
    if (n.type === "text") {
      if (inPre) {
        const parts = n.data.split("\n");
        parts.forEach((p, i) => {
          if (i > 0) flush();
          cur += p;
        });
      } else cur += n.data;
      return;
    }
    if (!isEl(n) || skipped(n) || (!withCode && (n.name === "code" || n.name === "pre"))) return;
    if (n.name === "br") cur += " ";
    const block = BLOCKS.has(n.name) || ["div", "section", "table", "ul", "ol"].includes(n.name) || classes(n).some((c) => LINE_CLASSES.includes(c));
    if (block) flush();
    for (const c of n.children) walk(c, inPre || n.name === "pre");
    if (block) flush();
  };
  walk(root, false);
  flush();
  return lines;
}

function headingFacts(root: El): string[] {
  const hs = DomUtils.findAll((el) => /^h[1-6]$/.test(el.name), root.children);
  return hs.map((h) => `${h.name}#${h.attribs.id ?? ""} ${norm(textLines(h).join(" "))}`);
}

/** A page's headings, text lines and (given VitePress's facts for it) the raw syntax only Web Docs shows. */
export function facts(html: string, shown?: PageFacts): PageFacts | undefined {
  const root = contentRoot(html);
  if (!root) return undefined;
  const lines = textLines(root);
  const leaks: string[] = [];
  // A leak is syntax outside code on a line VitePress does not show: where VitePress shows it too, it is content.
  if (shown)
    for (const line of textLines(root, false))
      for (const l of LEAKS) if (line.includes(l) && !shown.lines.includes(line)) leaks.push(`${l}  in  ${line.slice(0, 120)}`);
  return { headings: headingFacts(root), lines, leaks };
}

/** Lines only one side has, by a longest-common-subsequence diff. */
export function diffLines(a: string[], b: string[]): string[] {
  const m = a.length;
  const n = b.length;
  const dp = Array.from({ length: m + 1 }, () => new Uint32Array(n + 1));
  for (let i = m - 1; i >= 0; i--) for (let j = n - 1; j >= 0; j--) dp[i][j] = a[i] === b[j] ? dp[i + 1][j + 1] + 1 : Math.max(dp[i + 1][j], dp[i][j + 1]);
  const out: string[] = [];
  let i = 0;
  let j = 0;
  while (i < m || j < n) {
    if (i < m && j < n && a[i] === b[j]) {
      i++;
      j++;
    } else if (j >= n || (i < m && dp[i + 1][j] >= dp[i][j + 1])) out.push(`- ${a[i++]}`);
    else out.push(`+ ${b[j++]}`);
  }
  return out;
}

function htmlPages(dir: string): string[] {
  const out: string[] = [];
  const walk = (d: string) => {
    for (const e of fs.readdirSync(d, { withFileTypes: true })) {
      const p = path.join(d, e.name);
      if (e.isDirectory() && e.name !== "assets") walk(p);
      else if (e.name.endsWith(".html") && e.name !== "404.html") out.push(path.relative(dir, p));
    }
  };
  walk(dir);
  return out.sort();
}

function main() {
  const [vpDir, wdDir, ...flags] = process.argv.slice(2);
  if (!vpDir || !wdDir) {
    console.error("usage: compare-vitepress.ts VITEPRESS_DIST WEB_DOCS_DIST [--verbose]");
    process.exit(2);
  }
  const verbose = flags.includes("--verbose");
  let pages = 0;
  let sameIds = 0;
  let totalIds = 0;
  let differing = 0;
  for (const rel of htmlPages(vpDir)) {
    const vp = facts(fs.readFileSync(path.join(vpDir, rel), "utf8"));
    if (!vp) continue;
    pages++;
    const wdFile = path.join(wdDir, rel);
    const wd = fs.existsSync(wdFile) ? facts(fs.readFileSync(wdFile, "utf8"), vp) : undefined;
    if (!wd) {
      console.log(`\n## ${rel}: missing in Web Docs' output`);
      differing++;
      continue;
    }
    totalIds += vp.headings.length;
    sameIds += vp.headings.filter((h) => wd.headings.includes(h)).length;
    const hd = diffLines(vp.headings, wd.headings);
    const td = diffLines(vp.lines, wd.lines);
    if (!hd.length && !td.length && !wd.leaks.length) continue;
    differing++;
    console.log(`\n## ${rel}: ${hd.length} heading, ${td.length} text differences, ${wd.leaks.length} leaks (- VitePress only, + Web Docs only)`);
    for (const l of hd) console.log(`  heading ${l}`);
    for (const l of verbose ? td : td.slice(0, 40)) console.log(`  text ${l.slice(0, 200)}`);
    if (!verbose && td.length > 40) console.log(`  … ${td.length - 40} more (--verbose)`);
    for (const l of wd.leaks) console.log(`  leak ${l}`);
  }
  console.log(`\n${pages} pages compared; headings equal (id and text): ${sameIds}/${totalIds}; pages with differences: ${differing}`);
  process.exitCode = differing ? 1 : 0;
}

if (import.meta.url === `file://${process.argv[1]}`) main();
