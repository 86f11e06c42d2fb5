import fs from "node:fs";
import path from "node:path";
import type { MarkdownIt, StateBlock } from "markdown-it";
import { containedFile, readText, rootsWith } from "../contain.ts";
import { BuildError } from "../errors.ts";
import { dedent, findRegions } from "./regions.ts";
import { originOf, pageFileOf, SOURCE_KEY, type SourceInfo } from "./source.ts";

/**
 * `<<< path#region {lines lang} [label]`, as VitePress parses it (src/node/markdown/plugins/snippet.ts):
 * path, optional extension, optional #region, optional `{1,2 ts:line-numbers}` (lines to highlight, then
 * the language and its options), optional `[label]`.
 */
const RAW_PATH = /^(.+?(?:(?:\.([a-z0-9]+))?))(?:(#[\w-]+))?(?: ?(?:{(\d+(?:[,-]\d+)*)? ?(\S+)?}))? ?(?:\[(.+)\])?$/;

interface SnippetSpec {
  filepath: string;
  extension: string;
  region: string;
  lines: string;
  lang: string;
  title: string;
}

function parseSnippetPath(raw: string): SnippetSpec | null {
  const m = RAW_PATH.exec(raw);
  if (!m) return null;
  const [filepath = "", extension = "", region = "", lines = "", lang = "", rawTitle = ""] = m.slice(1);
  return { filepath, extension, region: region.slice(1), lines, lang, title: rawTitle || filepath.split("/").pop() || "" };
}

const rel = (f: string) => path.relative(process.cwd(), f) || f;

/**
 * Snippet imports become ordinary fence tokens (language, highlights, label as the title) whose content is
 * read from the file now, so they go through the one fence renderer and count as tabs in `::: code-group`.
 * `@` is the content folder; other paths start at the page's folder. A missing file or region, or a file
 * outside the content folder and `extraRoots` (site/contain.ts), stops the build naming the page line.
 */
export function snippetsPlugin(md: MarkdownIt, contentDir: () => string | undefined, extraRoots: () => string[] = () => []): void {
  md.block.ruler.before("fence", "web_docs_snippet", (state: StateBlock, startLine: number, _end: number, silent: boolean) => {
    const pos = state.bMarks[startLine] + state.tShift[startLine];
    const max = state.eMarks[startLine];
    if (state.sCount[startLine] - state.blkIndent >= 4) return false; // indented: a code block
    if (state.src.slice(pos, pos + 3) !== "<<<" || pos + 3 > max) return false;
    if (silent) return true;
    const raw = state.src.slice(pos + 3, max).trim();
    const page = pageFileOf(state.env);
    if (!page) {
      // Not a page render (the search index reads only the prose): the import stands for its code, unread.
      state.line = startLine + 1;
      Object.assign(state.push("fence", "code", 0), { info: "", content: "", markup: "```", map: [startLine, startLine + 1] });
      return true;
    }
    const where = originOf(state.env, startLine);
    const fail = (problem: string): never => {
      throw new BuildError(where.file, problem, where.line);
    };
    const root = contentDir() ?? path.dirname(page);
    const spec = parseSnippetPath(raw.replace(/^@/, root));
    if (!spec) fail(`cannot read the snippet import "<<< ${raw}": write <<< @/path/file.ext#region {1,3 lang} [label]`);
    const file = path.resolve(path.dirname(page), spec!.filepath);
    const real = containedFile(file, rootsWith(root, extraRoots()), where, `snippet "<<< ${raw}":`);
    if (!real || !fs.statSync(real).isFile()) {
      fail(`snippet file not found: ${rel(file)} (from "<<< ${raw}"; paths start at this page's folder, or at the content folder with @/)`);
    }
    let content = readText(real!, where).replace(/\r\n/g, "\n");
    if (spec!.region) {
      const lines = content.split("\n");
      const regions = findRegions(lines, spec!.region);
      if (!regions.length)
        fail(`snippet region "${spec!.region}" not found in ${rel(file)} (mark it with #region ${spec!.region} … #endregion ${spec!.region})`);
      content = `${dedent(regions.flatMap((r) => lines.slice(r.start, r.end).filter((l) => !r.marker.test(l.trim()))).join("\n"))}\n`;
    }
    const info = state.env?.[SOURCE_KEY] as SourceInfo | undefined;
    info?.files.add(file);
    state.line = startLine + 1;
    const token = state.push("fence", "code", 0);
    token.info = `${spec!.lang || spec!.extension}${spec!.lines ? `{${spec!.lines}}` : ""}${spec!.title ? ` [${spec!.title}]` : ""}`;
    token.content = content;
    token.markup = "```";
    token.map = [startLine, startLine + 1];
    return true;
  });
}
