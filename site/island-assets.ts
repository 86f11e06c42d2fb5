// Files the page renders make for the browser (Vue islands' bundles and CSS, React islands' bundles):
// content-hashed under assets/, each written once per build, and known to the build's asset list (the link
// check counts them as files).
import crypto from "node:crypto";
import fs from "node:fs";
import path from "node:path";

export class IslandAssets {
  private written = new Set<string>();

  constructor(private readonly o: { assetsDir: () => string; base: string; onAsset: (name: string) => void }) {}

  /** Write `text` as assets/<folder>/<hash>.<ext> (once) and return its URL under the base. */
  write(folder: string, ext: string, text: string): string {
    const name = `${folder}/${crypto.createHash("sha256").update(text).digest("hex").slice(0, 10)}.${ext}`;
    if (!this.written.has(name)) {
      const file = path.join(this.o.assetsDir(), name);
      fs.mkdirSync(path.dirname(file), { recursive: true });
      fs.writeFileSync(file, text);
      this.written.add(name);
      this.o.onAsset(name);
    }
    return `${this.o.base}assets/${name}`;
  }
}
