// `npm run dev` on a content folder with problems from the start: it starts, serves, and shows every problem
// over the page (the overlay's endpoint) instead of crashing; and it comes back when the content folder is
// deleted and made again.
import assert from "node:assert/strict";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { after, before, test } from "node:test";
import { type DevServer, launchDev } from "../support/dev-server.ts";

const PORT = Number(process.env.E2E_DEV_ERRORS_PORT ?? 8188);
const work = fs.mkdtempSync(path.join(os.tmpdir(), "web-docs-dev-errors-"));
const docs = path.join(work, "docs");
let dev: DevServer;

const write = (file: string, text: string) => {
  fs.mkdirSync(path.dirname(path.join(docs, file)), { recursive: true });
  fs.writeFileSync(path.join(docs, file), text);
};

before(async () => {
  // Malformed front matter, a bad outline, a missing include, and no index.md.
  write("guide.md", "# Guide\n\nGuide text.\n");
  write("bad-yaml.md", "---\ntitle: [oops\n---\n# Bad\n");
  write("bad-outline.md", "---\noutline: sideways\n---\n# Bad\n");
  write("bad-include.md", "# Bad\n\n<!--@include: ./none.md-->\n");
  dev = await launchDev({ content: docs, out: path.join(work, "out"), port: PORT, timeoutMs: 120_000 });
});

after(async () => {
  await dev?.stop();
  fs.rmSync(work, { recursive: true, force: true });
});

const overlay = async () => (await (await fetch(new URL("/.web-docs/dev-error.json", dev.url))).json()) as { error: { messages: string[] } | null };

async function until<T>(what: () => Promise<T>, ok: (v: T) => boolean, label: string): Promise<T> {
  let last: T | undefined;
  for (const end = Date.now() + 60_000; Date.now() < end; await new Promise((r) => setTimeout(r, 200))) {
    last = await what().catch(() => undefined as T);
    if (last !== undefined && ok(last)) return last;
  }
  assert.fail(`${label}: still ${JSON.stringify(last).slice(0, 300)}; the server said:\n${dev.output().slice(-3000)}`);
}

test("malformed front matter and a missing index.md at start: npm run dev starts, serves, and the overlay shows every problem", async () => {
  const { error } = await overlay();
  const text = error!.messages.join("\n");
  assert.match(text, /4 problems in this build/);
  assert.match(text, /bad-yaml\.md:3: malformed front matter/);
  assert.match(text, /bad-outline\.md:2: front matter outline/);
  assert.match(text, /bad-include\.md:3: include "\.\/none\.md" not found/);
  assert.match(text, /no index\.md/);
  // The pages it could render are served, with the overlay script that shows the report over them.
  const guide = await fetch(new URL("guide.html", dev.url));
  assert.equal(guide.status, 200);
  assert.match(await guide.text(), /web-docs-dev-overlay/);
});

test("once every problem is fixed the overlay clears", async () => {
  write("index.md", "# Home\n\nWelcome.\n");
  write("bad-yaml.md", "---\ntitle: Fixed\n---\n# Bad\n");
  write("bad-outline.md", "---\noutline: deep\n---\n# Bad\n");
  write("bad-include.md", "# Bad\n\nNo include.\n");
  await until(overlay, (o) => o.error === null, "the overlay");
  assert.match(await (await fetch(dev.url)).text(), /Welcome\./);
});

test("the content folder deleted and made again: npm run dev says so, then serves the new pages", async () => {
  fs.rmSync(docs, { recursive: true, force: true });
  await until(overlay, (o) => /content folder is gone/.test(o.error?.messages.join("\n") ?? ""), "the overlay");
  write("index.md", "# Home\n\nBack again.\n");
  write("guide.md", "# Guide\n\nGuide text.\n");
  await until(
    async () => (await fetch(dev.url)).text(),
    (t) => /Back again\./.test(t),
    "the home page",
  );
  await until(overlay, (o) => o.error === null, "the overlay");
  // And the watcher sees saves in it again.
  write("index.md", "# Home\n\nSaved after the return.\n");
  await until(
    async () => (await fetch(dev.url)).text(),
    (t) => /Saved after the return\./.test(t),
    "the home page",
  );
});
