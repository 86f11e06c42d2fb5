// Search records: every page cut into sections at its headings, read from the tokens the page was rendered
// from (site/plugin.ts keeps them in its page record), so anchors are the ids the page really has.
import type { Token } from "markdown-it";
import { Parser } from "htmlparser2";
import { inlineText } from "../markdown/headings.ts";
import type { SearchRecord } from "../../common/search/engine.ts";

/** A search record (spec §3: t, p, l, a) as the index builder sees it: with its enclosing section. */
export interface SectionRecord extends SearchRecord {
  /** Index (within the same page's records) of the enclosing section, -1 for the page's first record. */
  parent: number;
}

/** A page as its search index's name hashes it: its text before it renders (site/search/build-index.ts). */
export interface PageSource extends IndexPage {
  /** Markdown body without front matter, includes expanded. */
  body: string;
  frontmatter?: Record<string, unknown>;
}

/** A page as the index lists it. */
export interface IndexPage {
  /** Page link relative to the base: "guide/intro.html". */
  link: string;
  title: string;
  /** Where the page sits in the site, outermost first: the sidebar groups its breadcrumbs name ("Editors", "Vim"). */
  place?: string[];
}

/** Visible text of an HTML fragment (raw HTML in Markdown), parsed, never pattern-matched. */
export function htmlText(html: string): string {
  let out = "";
  let skip = 0;
  const p = new Parser(
    {
      onopentag(name) {
        if (name === "script" || name === "style" || name === "template") skip++;
      },
      onclosetag(name) {
        if (name === "script" || name === "style" || name === "template") skip = Math.max(0, skip - 1);
        else out += " ";
      },
      ontext(text) {
        if (!skip) out += text;
      },
    },
    { decodeEntities: true },
  );
  p.write(html);
  p.end();
  return out;
}

/**
 * Vue interpolations in a page's text as its readers see them: `{{ $frontmatter.key }}` is that value, any
 * other `{{ … }}` the page's script computes when it renders — left out here, never indexed as syntax.
 */
function interpolated(text: string, fm: Record<string, unknown>): string {
  if (!text.includes("{{")) return text;
  return text.replace(/\{\{([\s\S]*?)\}\}/g, (_m, expr: string) => {
    const key = /^\s*\$frontmatter\.([\w$]+)\s*$/.exec(expr)?.[1];
    const value = key ? fm[key] : undefined;
    return typeof value === "string" || typeof value === "number" ? String(value) : "";
  });
}

/** Text of an inline token: text, code spans, link texts, image alt texts; inline HTML tags dropped. */
function inlineContent(token: Token, fm: Record<string, unknown> | null = null): string {
  let out = "";
  for (const c of token.children ?? []) {
    if (c.type === "text") out += fm ? interpolated(c.content, fm) : c.content;
    else if (c.type === "code_inline") out += c.content;
    else if (c.type === "softbreak" || c.type === "hardbreak") out += " ";
    else if (c.type === "image") out += inlineText(c);
  }
  return out;
}

const squash = (s: string) => s.replace(/\s+/g, " ").trim();

/** Front matter text worth finding on pages with little body (home: hero and features; HTML, as the page shows them). */
function frontmatterText(fm: Record<string, unknown> | undefined): string {
  if (!fm) return "";
  const parts: string[] = [];
  const hero = fm.hero as Record<string, unknown> | undefined;
  if (hero && typeof hero === "object") for (const k of ["name", "text", "tagline"]) if (typeof hero[k] === "string") parts.push(hero[k] as string);
  if (Array.isArray(fm.features)) {
    for (const f of fm.features as Array<Record<string, unknown>>) {
      if (f && typeof f.title === "string") parts.push(f.title);
      if (f && typeof f.details === "string") parts.push(f.details);
    }
  }
  return parts.map(htmlText).join(" ");
}

/**
 * Split one page into section records, from the tokens it renders from (none: a page not rendered from
 * Markdown). The first record is the page itself (its title, the text before the first h2 — or the
 * description when there is none); every h2–h6 starts a new record whose trail holds the page title and the
 * headings above it.
 */
export function pageRecords(tokens: Token[], page: { link: string; title: string; frontmatter?: Record<string, unknown> }): SectionRecord[] {
  const records: SectionRecord[] = [];
  const text: string[][] = [];
  const top: SectionRecord = { t: [page.title], p: "", l: page.link, a: "", parent: -1 };
  records.push(top);
  text.push([]);
  // Open headings above the current point: level and record index.
  const stack: Array<{ level: number; index: number }> = [];
  let current = 0;
  // Vue's {{ }} outside ::: v-pre is what the page renders (site/vue/), not text to index as written.
  const fm = page.frontmatter ?? {};
  let vPre = 0;

  for (let i = 0; i < tokens.length; i++) {
    const tok = tokens[i];
    if (tok.type === "heading_open") {
      const level = Number(tok.tag.slice(1));
      const heading = squash(inlineContent(tokens[i + 1], vPre ? null : fm));
      i += 2; // inline + heading_close
      if (level === 1) {
        // The h1 is the page title: its section is the page's first record.
        current = 0;
        stack.length = 0;
        continue;
      }
      while (stack.length && stack[stack.length - 1].level >= level) stack.pop();
      const parent = stack.length ? stack[stack.length - 1].index : 0;
      const record: SectionRecord = {
        t: [...records[parent].t, heading],
        p: "",
        l: page.link,
        a: String(tok.attrGet("id") ?? ""),
        parent,
      };
      current = records.push(record) - 1;
      text.push([]);
      stack.push({ level, index: current });
      continue;
    }
    const into = text[current];
    // (A Vue page's `::: v-pre` is Vue's own v-pre by now: an html_block that says so, site/markdown/guard.ts.)
    if (tok.type === "container_v-pre_open" || tok.meta?.vPre === "open") vPre++;
    else if (tok.type === "container_v-pre_close" || tok.meta?.vPre === "close") vPre--;
    if (tok.type === "inline") into.push(inlineContent(tok, vPre ? null : fm));
    else if (tok.type === "fence" || tok.type === "code_block") {
      if (!/^mermaid\b/.test(tok.info.trim())) into.push(tok.content);
    } else if (tok.type === "html_block") into.push(htmlText(tok.content));
    else if (tok.type.startsWith("container_") && tok.nesting === 1) {
      // A custom title ("::: tip Remember") is text the reader sees.
      const title = tok.info.trim().split(/\s+/).slice(1).join(" ");
      if (title && !tok.type.startsWith("container_tabs") && !tok.type.startsWith("container_code-group")) into.push(title);
    }
  }

  records.forEach((r, k) => {
    r.p = squash(text[k].join(" "));
  });
  if (!top.p) {
    top.p = squash([typeof fm.description === "string" ? fm.description : "", frontmatterText(fm)].join(" "));
  }
  return records;
}
