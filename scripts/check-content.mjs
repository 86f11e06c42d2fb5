// Shim so `node scripts/check-content.mjs …` works too; the checks are TypeScript (scripts/check-content.ts).
import { spawnSync } from "node:child_process";
const r = spawnSync(process.execPath, ["--import", "tsx", new URL("./check-content.ts", import.meta.url).pathname, ...process.argv.slice(2)], {
  stdio: "inherit",
});
process.exit(r.status ?? 1);
