// Files a page names beside itself (`![](./diagram.png)`, `<img src="./x.png">`): copied into the output's
// assets/ under a content hash, as VitePress does, so they cache forever and never clash by name.
import crypto from "node:crypto";
import fs from "node:fs";
import fsp from "node:fs/promises";
import path from "node:path";
import { imageSize } from "image-size";
import type { ImageFormat } from "./config/types.ts";
import { hasVariants, variantPath, writeVariant } from "./image-variants.ts";

/** An image's intrinsic size in CSS pixels. */
export interface ImageDimensions {
  width: number;
  height: number;
}

/** Output path (relative to the site root, no base) of each referenced file, by its absolute path. */
export class PageAssets {
  private readonly byFile = new Map<string, string>();
  private readonly sizes = new Map<string, ImageDimensions | null>();
  /** Modern copies to write: output path → [source file, format]. */
  private readonly variants = new Map<string, [string, ImageFormat]>();

  /**
   * The output paths of the `formats` copies of an added file, in the order given (none for a file that
   * is not PNG or JPEG); they are made when the assets are written.
   */
  addVariants(absFile: string, formats: readonly ImageFormat[]): Array<{ format: ImageFormat; out: string }> {
    const out = this.byFile.get(absFile);
    if (!out || !hasVariants(absFile)) return [];
    return formats.map((format) => {
      const v = variantPath(out, format);
      this.variants.set(v, [absFile, format]);
      return { format, out: v };
    });
  }

  /**
   * The intrinsic size of an image file, read from its header (image-size), or null for a file that is no image
   * it knows. An EXIF rotation of a quarter turn swaps the two, as browsers show the image.
   */
  dimensions(absFile: string): ImageDimensions | null {
    if (this.sizes.has(absFile)) return this.sizes.get(absFile)!;
    let size: ImageDimensions | null = null;
    try {
      const r = imageSize(fs.readFileSync(absFile));
      if (r.width && r.height) size = r.orientation && r.orientation >= 5 ? { width: r.height, height: r.width } : { width: r.width, height: r.height };
    } catch {
      size = null;
    }
    this.sizes.set(absFile, size);
    return size;
  }

  /** The hashed output path of a file ("assets/diagram.1a2b3c4d.png"), or null when the file does not exist. */
  add(absFile: string): string | null {
    const known = this.byFile.get(absFile);
    if (known) return known;
    let body: Buffer;
    try {
      if (!fs.statSync(absFile).isFile()) return null;
      body = fs.readFileSync(absFile);
    } catch {
      return null;
    }
    const ext = path.extname(absFile);
    const hash = crypto.createHash("sha256").update(body).digest("hex").slice(0, 8);
    const out = `assets/${path.basename(absFile, ext)}.${hash}${ext}`;
    this.byFile.set(absFile, out);
    return out;
  }

  /** Output paths of every file added so far, and of their modern copies. */
  outputs(): Set<string> {
    return new Set([...this.byFile.values(), ...this.variants.keys(), ...this.reused]);
  }

  /** Files of a reused version (site/version-cache.ts), already under the root: they exist, nothing writes them. */
  private readonly reused = new Set<string>();
  reuse(outputs: readonly string[]): void {
    for (const o of outputs) this.reused.add(o);
  }

  /** Output paths (with their modern copies) of the files added from inside dir: what a version's cache keeps. */
  outputsOf(dir: string): string[] {
    const inside = (file: string) => file.startsWith(dir + path.sep);
    return [
      ...[...this.byFile].filter(([file]) => inside(file)).map(([, out]) => out),
      ...[...this.variants].filter(([, [file]]) => inside(file)).map(([out]) => out),
    ];
  }

  /** Copy every file added so far under `root` (the output folder of the base). */
  async write(root: string): Promise<void> {
    await Promise.all(
      [...this.byFile].map(async ([from, to]) => {
        const target = path.join(root, to);
        await fsp.mkdir(path.dirname(target), { recursive: true });
        await fsp.copyFile(from, target);
      }),
    );
    await Promise.all([...this.variants].map(([to, [from, format]]) => writeVariant(from, format, path.join(root, to))));
  }

  clear(): void {
    this.byFile.clear();
    this.sizes.clear();
    this.variants.clear();
    this.reused.clear();
  }
}
