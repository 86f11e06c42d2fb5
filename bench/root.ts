// The repository the bench measures: it builds Web Docs from here, as a consumer runs its CLI.
import path from "node:path";
import { fileURLToPath } from "node:url";

export const REPO_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
