import assert from "node:assert/strict";
import { spawn, spawnSync } from "node:child_process";
import fs from "node:fs";
import type http from "node:http";
import os from "node:os";
import path from "node:path";
import { after, before, describe, it } from "node:test";
import { REPO_ROOT } from "../../../site/build-context.ts";
import { cleanLeftovers, publishSite, removeOutput } from "../../../site/output-swap.ts";
import { createServer } from "../../../scripts/serve.ts";

// Issue 37: the last step of a build removed the output, then renamed the new site in: for 15–87 ms there was
// no site (the preview server answered 404), a kill then left none at all, and killed builds left their
// `.dist.building-<pid>` folders behind.
const tmp = fs.realpathSync(fs.mkdtempSync(path.join(os.tmpdir(), "wd-swap-")));
after(() => fs.rmSync(tmp, { recursive: true, force: true }));

/** A finished site (as a build's stage holds it) whose home page says `text`. */
function site(text: string): string {
  const dir = fs.mkdtempSync(path.join(tmp, "built-"));
  fs.writeFileSync(path.join(dir, "index.html"), text);
  fs.writeFileSync(path.join(dir, "404.html"), "not found");
  return dir;
}
const settle = async (dir: string, done: () => boolean) => {
  for (let i = 0; i < 100 && !done(); i++) await new Promise((r) => setTimeout(r, 50));
  return fs.readdirSync(dir);
};
/** The pid of a process that has ended. */
const deadPid = () => spawnSync(process.execPath, ["-e", "console.log(process.pid)"], { encoding: "utf8" }).stdout.trim();

async function serving(out: string, fn: (get: () => Promise<{ status: number; text: string }>) => Promise<void>, base = "/") {
  const server: http.Server = createServer(out, base);
  await new Promise<void>((r) => server.listen(0, "127.0.0.1", r));
  const { port } = server.address() as { port: number };
  try {
    await fn(async () => {
      const res = await fetch(`http://127.0.0.1:${port}${base}index.html`);
      return { status: res.status, text: await res.text() };
    });
  } finally {
    server.close();
  }
}

describe("publishing a site swaps it in with one rename", () => {
  it("the output is a symlink to the new version; the previous one stays until the next build, older ones go", async () => {
    const dir = fs.mkdtempSync(path.join(tmp, "p-"));
    const out = path.join(dir, "dist");
    for (const v of ["one", "two", "three"]) publishSite(site(v), out);
    assert.ok(fs.lstatSync(out).isSymbolicLink());
    assert.equal(fs.readFileSync(path.join(out, "index.html"), "utf8"), "three");
    const names = await settle(dir, () => fs.readdirSync(dir).length <= 3);
    assert.equal(names.filter((n) => n.startsWith(".dist.site-")).length, 2, names.join(" "));
  });

  it("replaces an output folder of an older build (a real folder) once, and removes it", async () => {
    const dir = fs.mkdtempSync(path.join(tmp, "p-"));
    const out = path.join(dir, "dist");
    fs.mkdirSync(out);
    fs.writeFileSync(path.join(out, "index.html"), "old layout");
    publishSite(site("new"), out);
    assert.equal(fs.readFileSync(path.join(out, "index.html"), "utf8"), "new");
    const names = await settle(dir, () => !fs.readdirSync(dir).some((n) => n.includes(".old-")));
    assert.deepEqual(
      names.filter((n) => !n.startsWith(".dist.site-")),
      ["dist"],
    );
  });

  it("removeOutput (npm run dev at start) takes the symlink and its versions away at once", async () => {
    const dir = fs.mkdtempSync(path.join(tmp, "p-"));
    const out = path.join(dir, "dist");
    publishSite(site("one"), out);
    publishSite(site("two"), out);
    removeOutput(out);
    assert.equal(fs.existsSync(out), false);
    assert.deepEqual(await settle(dir, () => fs.readdirSync(dir).length === 0), []);
  });

  it("never removes this process's own staging folder: the next build in the same process stages there (build output raced it)", async () => {
    const dir = fs.mkdtempSync(path.join(tmp, "p-"));
    const out = path.join(dir, "dist");
    publishSite(site("one"), out);
    // The next build of this process stages here, by the same name, while the previous publish's removals run.
    const stage = path.join(dir, `.dist.building-${process.pid}`);
    fs.mkdirSync(stage);
    publishSite(site("two"), out);
    cleanLeftovers(out);
    await settle(dir, () => fs.readdirSync(dir).filter((n) => n.startsWith(".dist.site-")).length <= 2);
    await new Promise((r) => setTimeout(r, 500));
    assert.ok(fs.existsSync(stage), "the live stage is still there");
  });

  it("cleans up staging folders, versions and links of killed builds, never those of a live process", () => {
    const dir = fs.mkdtempSync(path.join(tmp, "p-"));
    const out = path.join(dir, "dist");
    publishSite(site("live"), out);
    const dead = deadPid();
    for (const n of [`.dist.building-${dead}`, `.dist.site-${dead}-123`, `.dist.building-${process.ppid}`]) fs.mkdirSync(path.join(dir, n));
    fs.symlinkSync(".nowhere", path.join(dir, `.dist.link-${dead}`));
    cleanLeftovers(out);
    return settle(dir, () => fs.readdirSync(dir).length === 3).then((names) => {
      assert.deepEqual(names.filter((n) => !n.startsWith(".dist.site-")).sort(), [`.dist.building-${process.ppid}`, "dist"]);
    });
  });
});

describe("a kill at each step of the swap leaves a servable site", () => {
  const script = `import { publishSite } from ${JSON.stringify(path.join(REPO_ROOT, "site/output-swap.ts"))}; publishSite(process.argv[1], process.argv[2]);`;
  for (const layout of ["symlink", "older real folder"]) {
    for (const step of ["staged", "versioned", "linked", "aside", "swapped"]) {
      it(`${layout}: killed at "${step}"`, async () => {
        const dir = fs.mkdtempSync(path.join(tmp, "k-"));
        const out = path.join(dir, "dist");
        if (layout === "symlink") publishSite(site("last good"), out);
        else {
          fs.mkdirSync(out);
          fs.writeFileSync(path.join(out, "index.html"), "last good");
        }
        const r = spawnSync(process.execPath, ["--import", "tsx", "--input-type=module", "-e", script, site("next"), out], {
          env: { ...process.env, WEB_DOCS_TEST_KILL_AT: step },
          encoding: "utf8",
        });
        // "aside" happens only when the output is a real folder.
        assert.equal(r.signal, "SIGKILL", r.stderr);
        if (layout !== "symlink" && step === "aside") {
          // The one gap of the one-time move from a real folder: the last good site is aside, named after the
          // output, and the next build puts it back before anything else.
          assert.ok(fs.readdirSync(dir).some((n) => n.startsWith("dist.old-")));
          assert.equal(fs.existsSync(out), false);
          cleanLeftovers(out);
        }
        await serving(out, async (get) => {
          const res = await get();
          assert.equal(res.status, 200);
          assert.match(res.text, step === "swapped" ? /next/ : /last good/);
        });
        // The next build cleans up after the killed one and publishes.
        cleanLeftovers(out);
        publishSite(site("after"), out);
        const names = await settle(dir, () => fs.readdirSync(dir).filter((n) => !n.startsWith(".dist.site-")).length === 1);
        assert.deepEqual(
          names.filter((n) => !n.startsWith(".dist.site-")),
          ["dist"],
        );
      });
    }
  }
});

describe("a reader polling during rebuilds", () => {
  const dir = fs.mkdtempSync(path.join(tmp, "poll-"));
  // No config: the defaults' base, /.
  const docs = path.join(dir, "docs");
  const out = path.join(dir, "dist");
  const buildOnce = () =>
    new Promise<{ code: number | null; signal: string | null; stderr: string }>((resolve) => {
      const child = spawn(process.execPath, ["--import", "tsx", path.join(REPO_ROOT, "scripts/build.ts"), "--content", docs, "--out", out], {
        cwd: REPO_ROOT,
        stdio: ["ignore", "ignore", "pipe"],
        env: { ...process.env, INIT_CWD: dir },
      });
      let stderr = "";
      child.stderr.on("data", (c) => (stderr += c));
      child.on("exit", (code, signal) => resolve({ code, signal, stderr }));
    });
  before(async () => {
    fs.mkdirSync(docs);
    fs.writeFileSync(path.join(docs, "index.md"), "# Home\n");
    const r = await buildOnce();
    assert.equal(r.code, 0, r.stderr);
  });

  it("never gets a 404 while two builds replace the site", async () => {
    await serving(
      out,
      async (get) => {
        const statuses = new Map<number, number>();
        let building = true;
        const poll = (async () => {
          while (building) {
            const { status } = await get();
            statuses.set(status, (statuses.get(status) ?? 0) + 1);
          }
        })();
        for (let i = 0; i < 2; i++) assert.equal((await buildOnce()).code, 0);
        building = false;
        await poll;
        assert.deepEqual([...statuses.keys()], [200], JSON.stringify([...statuses]));
        assert.ok(statuses.get(200)! > 20, "the reader polled throughout");
      },
      "/",
    );
  });

  it("a build killed after it linked its site, and one killed while staging, leave the last good site and no staging folder after the next build", async () => {
    for (const step of ["linked", "staged"]) {
      const killed = await new Promise<string | null>((resolve) => {
        const child = spawn(process.execPath, ["--import", "tsx", path.join(REPO_ROOT, "scripts/build.ts"), "--content", docs, "--out", out], {
          cwd: REPO_ROOT,
          stdio: "ignore",
          env: { ...process.env, INIT_CWD: dir, WEB_DOCS_TEST_KILL_AT: step },
        });
        child.on("exit", (_c, signal) => resolve(signal));
      });
      assert.equal(killed, "SIGKILL");
      assert.match(fs.readFileSync(path.join(out, "index.html"), "utf8"), /<h1[^>]*>Home/);
      assert.ok(
        fs.readdirSync(dir).some((n) => n.startsWith(".dist.building-")),
        "the killed build left its staging folder",
      );
    }
    assert.equal((await buildOnce()).code, 0);
    const names = await settle(dir, () => !fs.readdirSync(dir).some((n) => /\.(building|link)-/.test(n)));
    assert.deepEqual(
      names.filter((n) => /\.(building|link)-/.test(n)),
      [],
    );
    assert.ok(names.filter((n) => n.startsWith(".dist.site-")).length <= 2, names.join(" "));
  });
});
