// Content the pipeline would lose or the browser would refuse, said out loud: markdown-it stops parsing blocks
// nested deeper than its `maxNesting` (100) and drops the rest of that block silently, and Mermaid refuses a
// diagram longer than its maxTextSize (50,000 characters by default), drawing an error in its place. Neither
// fails a build; each is a warning naming the page and line.
import type { MarkdownIt } from "markdown-it";
import { originOf } from "./source.ts";

export type Warn = (message: string) => void;

const at = (env: unknown, line: number) => {
  const o = originOf(env, line);
  return `${o.file}${o.line ? `:${o.line}` : ""}`;
};

/** Warn where a block nested past markdown-it's limit loses its content. */
export function nestingLimitPlugin(md: MarkdownIt, warn: () => Warn | undefined): void {
  const tokenize = md.block.tokenize.bind(md.block);
  md.block.tokenize = (state, startLine, endLine) => {
    // markdown-it's own test (ParserBlock.tokenize): at the limit, every line left in this block is skipped.
    if (state.level >= state.md.options.maxNesting) {
      const line = state.skipEmptyLines(startLine);
      if (line < endLine && state.sCount[line] >= state.blkIndent) {
        warn()?.(
          `${at(state.env, line)}: content nested more than ${state.md.options.maxNesting} levels deep (quotes or lists inside each other) is dropped from the page; nest less deeply`,
        );
      }
    }
    tokenize(state, startLine, endLine);
  };
}

/** Warn when a diagram is longer than Mermaid will draw. */
export function checkDiagramSize(code: string, maxTextSize: number, env: unknown, line: number, warn: Warn | undefined): void {
  if (code.length <= maxTextSize) return;
  warn?.(
    `${at(env, line)}: this Mermaid diagram has ${code.length.toLocaleString("en")} characters, more than the ${maxTextSize.toLocaleString("en")} Mermaid draws (readers get an error in its place); split it, or raise mermaid.maxTextSize in the config`,
  );
}
