// Files a page names beside itself (`![](./diagram.png)`, `<img src="./x.png">`): copied into the output's
// assets/ under a content hash, as VitePress does, so they cache forever and never clash by name.
import crypto from "node:crypto";
import fs from "node:fs";
import fsp from "node:fs/promises";
import path from "node:path";

/** Output path (relative to the site root, no base) of each referenced file, by its absolute path. */
export class PageAssets {
  private readonly byFile = new Map<string, string>();

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

  /** Output paths of every file added so far. */
  outputs(): Set<string> {
    return new Set(this.byFile.values());
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
  }

  clear(): void {
    this.byFile.clear();
  }
}
