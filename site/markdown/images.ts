// Markdown images as a reader's browser wants them: the intrinsic `width`/`height` of a local file (the
// browser reserves the box before the file arrives, so nothing below it moves), `loading="lazy"` for all
// but a first image above the first h2 (it is likely in the first screen, where lazy loading only delays
// it), `decoding="async"`, and `data-zoom` for the zoom widget (widgets/zoom) — not on an image inside a
// link, which goes where the link goes, nor on one marked `{.no-zoom}` or `{data-no-zoom}`. With config
// `images.formats`, a PNG or JPEG sits in a <picture> whose sources offer its AVIF/WebP copies first.
import type { MarkdownIt, StateCore, Token } from "markdown-it";
import type { ImageFormat } from "../config/types.ts";
import { variantPath } from "../image-variants.ts";
import type { ImageDimensions, PageAssets } from "../page-assets.ts";
import { escapeAttr } from "../../common/html.ts";

export interface ImageOptions {
  /** Where the page's files went (absent outside a build: no sizes, no copies). */
  assets?: PageAssets;
  formats?: readonly ImageFormat[];
}

export function imagesPlugin(md: MarkdownIt, options: () => ImageOptions): void {
  md.core.ruler.push("web_docs_images", (state) => {
    if (state.inlineMode) return;
    const { assets, formats } = options();
    let aboveFold = true;
    let first = true;
    for (const block of state.tokens) {
      if (block.type === "heading_open" && block.tag === "h2") aboveFold = false;
      let inLink = 0;
      for (const t of [...(block.children ?? [])]) {
        if (t.type === "link_open") inLink++;
        else if (t.type === "link_close") inLink--;
        else if (t.type === "image") {
          size(t, assets && ((file) => assets.dimensions(file)));
          if (assets && formats?.length) picture(state, block, t, assets, formats);
          if (t.attrGet("loading") === null && !(first && aboveFold)) t.attrSet("loading", "lazy");
          if (t.attrGet("decoding") === null) t.attrSet("decoding", "async");
          const classes = ` ${t.attrGet("class") ?? ""} `;
          if (!inLink && !classes.includes(" no-zoom ") && t.attrGet("data-no-zoom") === null) t.attrSet("data-zoom", "");
          first = false;
        }
      }
    }
  });
}

/** Wrap a local PNG/JPEG in a <picture> whose sources are its modern copies, in the configured order. */
function picture(state: StateCore, block: Token, t: Token, assets: PageAssets, formats: readonly ImageFormat[]): void {
  const file = (t.meta as { file?: string } | null)?.file;
  const src = String(t.attrGet("src") ?? "");
  if (!file || /[?#]/.test(src)) return;
  const copies = assets.addVariants(file, formats);
  if (!copies.length) return;
  const open = new state.Token("html_inline", "", 0);
  open.content = `<picture>${copies.map((c) => `<source type="image/${c.format}" srcset="${escapeAttr(variantPath(src, c.format))}">`).join("")}`;
  const close = new state.Token("html_inline", "", 0);
  close.content = "</picture>";
  const children = block.children!;
  const at = children.indexOf(t);
  children.splice(at, 1, open, t, close);
}

/** Width and height from the file, unless the author gave both; one given keeps the file's proportions. */
function size(t: Token, sizeOf: ((file: string) => ImageDimensions | null) | undefined): void {
  const file = (t.meta as { file?: string } | null)?.file;
  const dims = file && sizeOf ? sizeOf(file) : null;
  if (!dims) return;
  const w = Number(t.attrGet("width"));
  const h = Number(t.attrGet("height"));
  const hasW = t.attrGet("width") !== null && w > 0;
  const hasH = t.attrGet("height") !== null && h > 0;
  if (hasW && hasH) return;
  if (hasW) t.attrSet("height", String(Math.round((w * dims.height) / dims.width)));
  else if (hasH) t.attrSet("width", String(Math.round((h * dims.width) / dims.height)));
  else {
    t.attrSet("width", String(dims.width));
    t.attrSet("height", String(dims.height));
  }
}
