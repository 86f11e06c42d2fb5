// `npm run dev`: which saves may render one page alone. A page's sidebar-relevant facts (title, order, front
// matter) are kept from the last build; a save that leaves them as they were changes that page only.
import fs from "node:fs";
import path from "node:path";
import { type ContentPage, scanPage } from "../../site/content-index.ts";

const shapeText = (p: ContentPage) => JSON.stringify([p.title, p.order, p.frontmatter]);
export const under = (dir: string, file: string) => file === dir || file.startsWith(dir + path.sep);

export class PageShapes {
  readonly #shapes = new Map<string, string>();
  readonly #contentDir: string;
  readonly #publicDir: string;

  constructor(contentDir: string) {
    this.#contentDir = contentDir;
    this.#publicDir = path.join(contentDir, "public");
  }

  /** A content file's source path ("guide/intro.md"), as pages name it. */
  sourceOf(file: string): string {
    return path.relative(this.#contentDir, file).split(path.sep).join("/");
  }

  /** A Markdown page of the content folder (not under public/). */
  isPage(file: string): boolean {
    return under(this.#contentDir, file) && !under(this.#publicDir, file) && file.endsWith(".md");
  }

  /** The pages as the first build found them. */
  remember(pages: ContentPage[]): void {
    for (const p of pages) this.#shapes.set(p.source, shapeText(p));
  }

  #shapeOf(source: string): string {
    return shapeText(scanPage(this.#contentDir, source));
  }

  /**
   * A saved Markdown page whose title, order and front matter are unchanged is rendered again alone; anything
   * else — a new, deleted or renamed page, a changed title or order, a snippet, public/, templates, theme,
   * widgets, the config, or any change while the overlay shows an error — rebuilds every page.
   */
  rendersAlone(files: string[], showingError: boolean): boolean {
    if (files.length !== 1 || showingError) return false;
    const [file] = files;
    if (!this.isPage(file) || !fs.existsSync(file)) return false;
    const source = this.sourceOf(file);
    try {
      return this.#shapes.get(source) === this.#shapeOf(source);
    } catch {
      return false; // malformed front matter: the build reports it, naming file and line
    }
  }

  /**
   * Take in the changed files (absolute) before a rebuild. Returns the pages that were deleted (renamed away)
   * and whether the set of pages changed (Eleventy must then list the folder afresh).
   */
  update(files: string[]): { deleted: string[]; listChanged: boolean } {
    const deleted: string[] = [];
    let listChanged = false;
    for (const f of files) {
      if (!this.isPage(f)) continue;
      const source = this.sourceOf(f);
      if (!this.#shapes.has(source) || !fs.existsSync(f)) listChanged = true;
      if (!fs.existsSync(f)) {
        this.#shapes.delete(source);
        deleted.push(source);
        continue;
      }
      let shape: string | null = null;
      try {
        shape = this.#shapeOf(source);
      } catch {
        // malformed front matter: reported by the build
      }
      if (shape !== null) this.#shapes.set(source, shape);
      else this.#shapes.delete(source);
    }
    return { deleted, listChanged };
  }
}
