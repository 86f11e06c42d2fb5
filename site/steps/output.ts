// Page URLs as steps address them, and the one way steps write many files.
import fsp from "node:fs/promises";
import path from "node:path";

/** Eleventy reports ".../index.html" permalinks as ".../"; pages are addressed by their .html file here. */
export const htmlUrl = (url: string) => (url.endsWith("/") ? `${url}index.html` : url);

/**
 * Writes files, a few at a time (thousands at once run out of file handles), each folder made once (writes
 * into a folder still being made wait for it).
 */
export function fileWriter(limit = 16): (file: string, contents: string) => Promise<void> {
  const folders = new Map<string, Promise<unknown>>();
  const waiting: Array<() => void> = [];
  let running = 0;
  return async (file, contents) => {
    // A finished write hands its slot straight to the next one waiting.
    if (running < limit) running++;
    else await new Promise<void>((resolve) => waiting.push(resolve));
    try {
      const dir = path.dirname(file);
      if (!folders.has(dir)) folders.set(dir, fsp.mkdir(dir, { recursive: true }));
      await folders.get(dir);
      await fsp.writeFile(file, contents);
    } finally {
      const next = waiting.shift();
      if (next) next();
      else running--;
    }
  };
}

/**
 * Write files under root, several at once, taking each from `files` only when a writer is free (a large
 * site's twins are made one by one rather than all held in memory).
 */
export async function writeFiles(root: string, files: Iterator<{ path: string; contents: string }>): Promise<void> {
  const write = fileWriter();
  const writer = async () => {
    for (let f = files.next(); !f.done; f = files.next()) await write(path.join(root, f.value.path), f.value.contents);
  };
  await Promise.all(Array.from({ length: 8 }, writer));
}
