// AVIF and WebP copies of the PNG and JPEG files pages show (config `images.formats`), made with sharp and
// kept in a cache by the source's content hash: a rebuild encodes only images that changed (AVIF takes a
// second or more for a large one). sharp is loaded only by a build that makes copies.
import crypto from "node:crypto";
import fs from "node:fs";
import fsp from "node:fs/promises";
import { createRequire } from "node:module";
import path from "node:path";
import type { ImageFormat } from "./config/types.ts";

/** The cache of encoded copies: WEB_DOCS_IMG_CACHE, else node_modules/.cache/web-docs/img under the working folder. */
const imageCacheDir = () => path.resolve(process.env.WEB_DOCS_IMG_CACHE ?? path.join("node_modules", ".cache", "web-docs", "img"));

/** Files a copy is made of: raster formats sharp reads and browsers gain from replacing. */
export const hasVariants = (file: string) => /\.(png|jpe?g)$/i.test(file);

/** The copy's path beside the original's output path: "assets/a.1a2b3c4d.png" → "assets/a.1a2b3c4d.avif". */
export const variantPath = (out: string, format: ImageFormat) => out.replace(/\.[^./]+$/, `.${format}`);

// Quality settings near sharp's documented defaults, a little lower for AVIF, which holds detail better.
const OPTIONS = { avif: { quality: 55, effort: 4 }, webp: { quality: 80 } } as const;

/** Write the `format` copy of `from` to `target`, from the cache when it holds one. */
export async function writeVariant(from: string, format: ImageFormat, target: string): Promise<void> {
  const body = await fsp.readFile(from);
  const key = crypto.createHash("sha256").update(body).digest("hex").slice(0, 24);
  const cached = path.join(imageCacheDir(), `${key}.${format}`);
  if (!fs.existsSync(cached)) {
    const sharp = createRequire(import.meta.url)("sharp") as typeof import("sharp");
    await fsp.mkdir(path.dirname(cached), { recursive: true });
    const tmp = `${cached}.${process.pid}.tmp`;
    await sharp(body).rotate().toFormat(format, OPTIONS[format]).toFile(tmp);
    await fsp.rename(tmp, cached);
  }
  await fsp.mkdir(path.dirname(target), { recursive: true });
  await fsp.copyFile(cached, target);
}
