import assert from "node:assert/strict";
import { describe, it } from "node:test";
import { sameTitleLabels } from "../../../../site/search/same-titles.ts";
import { engineFor, page, trails } from "../../../support/search-support.ts";

const titled = (link: string, title: string) => ({ link, title, body: "" });

describe("pages that share a title", () => {
  it("are told apart by the fewest folders that differ: the folder's title (its index page's), or its name", () => {
    const pages = [
      titled("examples/javascript/bind.html", "Bind"),
      titled("examples/typescript/bind.html", "Bind"),
      titled("examples/typescript/index.html", "TypeScript examples"),
      titled("v1/guide/install.html", "Install"),
      titled("v2/guide/install.html", "Install"),
      titled("index.html", "Home"),
      titled("other/index.html", "Home"),
      titled("unique.html", "Unique"),
    ];
    assert.deepEqual(Object.fromEntries([...sameTitleLabels(pages)].map(([i, l]) => [pages[i].link, l.join(" › ")])), {
      "examples/javascript/bind.html": "javascript",
      "examples/typescript/bind.html": "TypeScript examples",
      "v1/guide/install.html": "v1 › guide",
      "v2/guide/install.html": "v2 › guide",
      // The site's home keeps its title alone.
      "other/index.html": "other",
    });
  });

  it("skip folders named like the title itself: the next folder up tells them apart", () => {
    const pages = [
      titled("client/index.html", "Client"),
      titled("client/cross-platform/index.html", "Cross-platform"),
      titled("frontend/frameworks/cross-platform/index.html", "Cross-platform"),
      titled("frontend/frameworks/index.html", "Frameworks"),
    ];
    assert.deepEqual(
      [...sameTitleLabels(pages)],
      [
        [1, ["Client"]],
        [2, ["Frameworks"]],
      ],
    );
  });

  it("several in each of two folders: the folder and the file name", () => {
    const pages = ["examples/index.html", "examples/js/bind.html", "examples/js/connect.html", "examples/ts/bind.html", "examples/ts/connect.html"].map((l) =>
      titled(l, "Examples"),
    );
    assert.deepEqual(
      [...sameTitleLabels(pages)].map(([, l]) => l.join(" › ")),
      ["js › bind", "js › connect", "ts › bind", "ts › connect"],
    );
  });

  it("in one folder, by their file names (a folder titled like them says nothing)", () => {
    const pages = [titled("p/index.html", "Intro"), titled("p/intro.html", "intro"), titled("p/a.html", "Other")];
    assert.deepEqual(
      [...sameTitleLabels(pages)],
      [
        [0, ["index"]],
        [1, ["intro"]],
      ],
    );
  });

  it("lead the result's title trail, and a query naming the difference finds that page first", async () => {
    const body = (lang: string) =>
      `# Example for the bind command\n\nCall bind from ${lang === "ts" ? "typed" : "plain"} code.\n\n## Usage\n\nRun the bind example.\n`;
    const e = engineFor([
      page("examples/javascript/bind.html", "Example for the bind command", body("js")),
      page("examples/typescript/bind.html", "Example for the bind command", body("ts")),
      page("guide.html", "Guide", "# Guide\n\nNothing to bind here.\n"),
    ]);
    const got = await trails(e, "bind example");
    assert.deepEqual(got.slice(0, 4).sort(), [
      "javascript > Example for the bind command",
      "javascript > Example for the bind command > Usage",
      "typescript > Example for the bind command",
      "typescript > Example for the bind command > Usage",
    ]);
    assert.match((await trails(e, "typescript bind"))[0], /^typescript > /);
    assert.deepEqual(await trails(e, "guide"), ["Guide"], "a title of its own gets no label");
    // Crumbs stay crumbs: the folder and the file name are two steps of the trail.
    const many = engineFor(
      ["js/bind", "js/connect", "ts/bind", "ts/connect"].map((p) =>
        page(`examples/${p}.html`, "Examples", `# Examples\n\n## The ${p.split("/")[1]} command\n\nIn ${p}.\n`),
      ),
    );
    assert.deepEqual((await trails(many, "connect command")).slice(0, 2).sort(), [
      "js > connect > Examples > The connect command",
      "ts > connect > Examples > The connect command",
    ]);
  });
});
