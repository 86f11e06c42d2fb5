import assert from "node:assert/strict";
import fs from "node:fs";
import type http from "node:http";
import os from "node:os";
import path from "node:path";
import { after, describe, it } from "node:test";
import { readRoots } from "../../../site/contain.ts";
import type { BuildError } from "../../../site/errors.ts";
import { createMarkdown } from "../../../site/markdown/index.ts";
import { pageEnv } from "../../../site/markdown/source.ts";
import { PageAssets } from "../../../site/page-assets.ts";
import { checkPublic, copyPublic } from "../../../site/public-copy.ts";
import { createServer } from "../../../scripts/serve.ts";
import { insideOutput } from "../../../scripts/dev/inside-output.ts";

// Issue 37: `<<< /etc/passwd`, `<!--@include: ../../../etc/passwd-->`, a symlinked snippet and
// `![x](../../../../etc/hostname)` published files from anywhere on the machine; symlinks in public/ were
// copied as symlinks and served. Here a file beside the content folder plays /etc/passwd.
const tmp = fs.realpathSync(fs.mkdtempSync(path.join(os.tmpdir(), "wd-contain-")));
after(() => fs.rmSync(tmp, { recursive: true, force: true }));
const SECRET = "TOP-SECRET-a81f";
const write = (rel: string, text: string | Buffer) => {
  fs.mkdirSync(path.dirname(path.join(tmp, rel)), { recursive: true });
  fs.writeFileSync(path.join(tmp, rel), text);
};
write("secret.txt", `${SECRET}\n`);
write("secret.png", SECRET);
write("lib/code.ts", "export const shared = 1;\n");
write("docs/guide/page.md", "# Page\n");
write("docs/snippets/ok.ts", "export const ok = 1;\n");
write("docs/parts/part.md", "Part text\n");
write("docs/img/ok.png", "png");
fs.symlinkSync(path.join(tmp, "secret.txt"), path.join(tmp, "docs/snippets/linked.ts"));
fs.symlinkSync(path.join(tmp, "docs/snippets/ok.ts"), path.join(tmp, "docs/snippets/inside-link.ts"));
fs.symlinkSync("loop-b.ts", path.join(tmp, "docs/snippets/loop-a.ts"));
fs.symlinkSync("loop-a.ts", path.join(tmp, "docs/snippets/loop-b.ts"));
const docs = path.join(tmp, "docs");
const page = path.join(docs, "guide/page.md");

const md = (extra: string[] = []) => createMarkdown({ labels: { copyCode: "Copy" }, contentDir: () => docs, extraRoots: () => extra });
const refused = (src: string, pattern: RegExp, extra: string[] = []) =>
  assert.throws(
    () => md(extra).render(src, pageEnv(page)),
    (e: Error) => {
      assert.match(e.message, /^docs\/guide\/page\.md:1: |guide\/page\.md:1: /, "names the page and line");
      assert.match(e.message, pattern);
      assert.doesNotMatch(e.message, new RegExp(SECRET));
      return true;
    },
  );
const OUTSIDE =
  /lies outside the content folder .*docs: a build reads only files inside it\. Move the file into the content folder, or list its folder in markdown\.snippetRoots/;

describe("snippet imports stay in the content folder", () => {
  it("refuses <<< @/ climbing out, an absolute path and ../ out of the folder, naming page and line", () => {
    refused("<<< @/../secret.txt\n", OUTSIDE);
    refused(`<<< ${path.join(tmp, "secret.txt")}\n`, OUTSIDE);
    refused("<<< ../../secret.txt\n", OUTSIDE);
  });
  it("refuses a snippet that is a symlink to a file outside, and names where it points", () => {
    refused("<<< @/snippets/linked.ts\n", /snippets\/linked\.ts \(a symlink to .*secret\.txt\) lies outside/);
  });
  it("reads a symlink to a file inside as that file; a symlink loop is named as one", () => {
    assert.match(md().render("<<< @/snippets/inside-link.ts\n", pageEnv(page)), /ok/);
    refused("<<< @/snippets/loop-a.ts\n", /loop-a\.ts is a symlink loop/);
  });
  it("markdown.snippetRoots lets a folder beside the docs in, and only it", () => {
    const roots = readRoots(docs, { markdown: { snippetRoots: ["../lib"] }, origin: { file: path.join(docs, "web-docs.config.json"), links: false } as never });
    assert.deepEqual(roots, [docs, path.join(tmp, "lib")]);
    assert.match(md(roots.slice(1)).render("<<< ../../lib/code.ts\n", pageEnv(page)), /shared/);
    refused("<<< ../../secret.txt\n", OUTSIDE, roots.slice(1));
    assert.throws(
      () => readRoots(docs, { markdown: { snippetRoots: ["../nope"] }, origin: { file: path.join(docs, "c.json"), links: false } as never }),
      /c\.json: markdown\.snippetRoots\[0\]: no folder at .*nope: give folders relative to this config file/,
    );
  });
});

describe("includes stay in the content folder", () => {
  it("refuses ../ and @/ climbing out, naming page and line", () => {
    refused("<!--@include: ../../secret.txt-->\n", OUTSIDE);
    refused("<!--@include: @/../secret.txt-->\n", OUTSIDE);
    refused("<!--@include: ./../../secret.txt-->\n", OUTSIDE);
  });
  it("still includes a part inside", () => {
    assert.match(md().render("<!--@include: @/parts/part.md-->\n", pageEnv(page)), /Part text/);
  });
});

describe("images stay in the content folder", () => {
  const render = (src: string) => {
    const problems: BuildError[] = [];
    const assets = new PageAssets();
    const linked = createMarkdown({
      labels: { copyCode: "Copy" },
      links: {
        base: "/",
        contentDir: docs,
        sources: () => new Set(["guide/page.md"]),
        publicFiles: () => new Set(),
        ignoreDeadLinks: [],
        assets,
        report: (p) => problems.push(p),
      },
    });
    fs.writeFileSync(page, src);
    const html = linked.render(src, pageEnv(page));
    return { html, problems, outputs: [...assets.outputs()] };
  };
  it("refuses ![x](../../secret.png) and an <img> out of the folder, copies nothing", () => {
    const r = render('![x](../../secret.png)\n\n<img src="../../secret.png">\n');
    assert.equal(r.problems.length, 2);
    for (const p of r.problems) assert.match(p.message, /guide\/page\.md:\d+: image "\.\.\/\.\.\/secret\.png": .* lies outside the content folder/);
    assert.deepEqual(r.outputs, []);
  });
  it("copies an image inside", () => {
    assert.equal(render("![x](../img/ok.png)\n").outputs.length, 1);
  });
});

describe("public/ symlinks", () => {
  it("copies a symlink to a file inside as the file; refuses one out, all in one report", () => {
    write("site1/docs/public/real.txt", "inside");
    const pub = path.join(tmp, "site1/docs/public");
    fs.symlinkSync(path.join(pub, "real.txt"), path.join(pub, "alias.txt"));
    fs.symlinkSync(path.join(tmp, "secret.txt"), path.join(pub, "passwd"));
    fs.symlinkSync(tmp, path.join(pub, "everything"));
    const dest = path.join(tmp, "site1/out");
    assert.throws(
      () => copyPublic(pub, dest, [path.join(tmp, "site1/docs")]),
      (e: Error) => {
        assert.match(e.message, /^2 symlinks in .*public cannot be published/);
        assert.match(e.message, /public\/passwd: the symlink .*passwd \(a symlink to .*secret\.txt\) lies outside the content folder/);
        assert.match(e.message, /public\/everything: .* lies outside/);
        return true;
      },
    );
    assert.equal(fs.readFileSync(path.join(dest, "alias.txt"), "utf8"), "inside");
    assert.equal(fs.lstatSync(path.join(dest, "alias.txt")).isSymbolicLink(), false);
    assert.equal(fs.existsSync(path.join(dest, "passwd")), false);
  });
  it("the Eleventy plugin's check refuses the same symlinks and writes nothing", () => {
    write("site3/docs/public/ok.txt", "ok");
    const pub = path.join(tmp, "site3/docs/public");
    fs.symlinkSync(path.join(tmp, "secret.txt"), path.join(pub, "passwd"));
    assert.throws(() => checkPublic(pub, [path.join(tmp, "site3/docs")]), /public\/passwd: the symlink .* lies outside the content folder/);
    assert.deepEqual(fs.readdirSync(pub).sort(), ["ok.txt", "passwd"]);
    fs.rmSync(path.join(pub, "passwd"));
    checkPublic(pub, [path.join(tmp, "site3/docs")]);
  });
  it("names a symlink loop in public/", () => {
    write("site2/docs/public/a/x.txt", "x");
    fs.symlinkSync("..", path.join(tmp, "site2/docs/public/a/up"));
    assert.throws(
      () => copyPublic(path.join(tmp, "site2/docs/public"), path.join(tmp, "site2/out"), [path.join(tmp, "site2/docs")]),
      /public\/a\/up: a symlink loop/,
    );
  });
});

describe("the preview server never follows a symlink out of the output", () => {
  it("answers 404 for a symlink to a file outside, 200 for the site's own files", async () => {
    write("served/index.html", "home");
    write("served/404.html", "not here");
    fs.symlinkSync(path.join(tmp, "secret.txt"), path.join(tmp, "served/passwd.txt"));
    const server: http.Server = createServer(path.join(tmp, "served"), "/");
    await new Promise<void>((r) => server.listen(0, "127.0.0.1", r));
    const { port } = server.address() as { port: number };
    try {
      const leak = await fetch(`http://127.0.0.1:${port}/passwd.txt`);
      assert.equal(leak.status, 404);
      assert.doesNotMatch(await leak.text(), new RegExp(SECRET));
      assert.equal(await (await fetch(`http://127.0.0.1:${port}/index.html`)).text(), "home");
    } finally {
      server.close();
    }
  });
});

describe("the dev server never follows a symlink out of the output", () => {
  it("answers 404 before Eleventy's dev server reads a file through a symlink out; passes the site's own files on", () => {
    write("dev-out/docs/index.html", "home");
    fs.symlinkSync(path.join(tmp, "secret.txt"), path.join(tmp, "dev-out/docs/passwd"));
    fs.symlinkSync(tmp, path.join(tmp, "dev-out/docs/up"));
    const guard = insideOutput(path.join(tmp, "dev-out"), "/docs/");
    const ask = (url: string) => {
      let status = 0;
      let passed = false;
      const res = { writeHead: (s: number) => void (status = s), end: () => {} } as unknown as http.ServerResponse;
      guard({ url } as http.IncomingMessage, res, () => void (passed = true));
      return passed ? "next" : status;
    };
    assert.equal(ask("/docs/passwd"), 404);
    assert.equal(ask("/docs/up/secret.txt"), 404);
    assert.equal(ask("/docs/up/"), 404);
    assert.equal(ask("/docs/index.html"), "next");
    assert.equal(ask("/docs/"), "next");
  });
});
