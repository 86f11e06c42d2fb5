// Builds and writes the search index off the main thread (see startSearchIndex in build-index.ts).
// Plain JavaScript: a worker's entry module is loaded before any TypeScript loader could apply, so it
// loads the TypeScript build code through tsx's API.
import { workerData } from "node:worker_threads";
import { tsImport } from "tsx/esm/api";

const { searchablePages, writeIndexFiles } = await tsImport("./build-index.ts", import.meta.url);
// Given the pages rather than their text (npm run dev's partial builds), it reads them here.
const sources = workerData.sources ?? searchablePages(workerData.pages, workerData.contentDir, workerData.places, workerData.extraRoots);
writeIndexFiles(sources, workerData.dir, workerData.name);
