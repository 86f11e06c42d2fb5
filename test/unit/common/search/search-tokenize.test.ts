import assert from "node:assert/strict";
import { describe, it } from "node:test";
import { indexTerms, queryWords, tokenSpans } from "../../../../common/search/tokenize.ts";

describe("search tokenizer", () => {
  it("lowercases English words and drops stop words", () => {
    assert.deepEqual(indexTerms("The Router handles every request in the browser."), ["router", "handles", "request", "browser"]);
  });

  it("keeps code identifiers whole and also indexes their parts", () => {
    assert.deepEqual(indexTerms("useEffect"), ["useeffect", "use", "effect"]);
    assert.deepEqual(indexTerms("Array.prototype.map()"), ["array.prototype.map", "array", "prototype", "map"]);
    assert.deepEqual(indexTerms("XMLHttpRequest"), ["xmlhttprequest", "xml", "http", "request"]);
    assert.deepEqual(indexTerms("snake_case_name"), ["snake_case_name", "snake", "case", "name"]);
  });

  it("keeps command-line flags with their dashes", () => {
    assert.deepEqual(indexTerms("git rebase -i HEAD~3"), ["git", "rebase", "-i", "head", "3"]);
    assert.deepEqual(indexTerms("npm install --save-dev"), ["npm", "install", "--save-dev", "save", "dev"]);
  });

  it("segments Chinese into words with Intl.Segmenter, mixed with Latin identifiers", () => {
    const terms = indexTerms("我们使用搜索功能来查找文档。React的useEffect钩子");
    for (const t of ["我们", "使用", "搜索", "功能", "查找", "react", "useeffect", "effect", "钩子"])
      assert.ok(terms.includes(t), `${t} in ${terms.join(" ")}`);
    assert.ok(!terms.includes("的"), "a particle is a stop word");
    assert.ok(!terms.some((t) => t.length > 4 && /\p{Script=Han}/u.test(t)), "no unsegmented run of Han characters");
  });

  it("segments a Chinese query exactly as the indexed text", () => {
    const text = "本地搜索支持中文分词";
    const query = queryWords("中文分词").map((w) => w.term);
    const indexed = new Set(indexTerms(text));
    assert.ok(query.length >= 1);
    for (const t of query) assert.ok(indexed.has(t), `${t} is indexed`);
  });

  it("normalizes full-width Latin letters", () => {
    assert.deepEqual(indexTerms("ＡＢＣ"), ["abc"]);
  });

  it("reports positions for highlighting, parts included", () => {
    const [span] = tokenSpans("call useEffect").slice(1);
    assert.deepEqual([span.term, span.start, span.end], ["useeffect", 5, 14]);
    assert.deepEqual(
      span.parts?.map((p) => [p.term, p.start, p.end]),
      [
        ["use", 5, 8],
        ["effect", 8, 14],
      ],
    );
  });

  it("query words: stop words dropped except the last word, which the reader may still be typing", () => {
    assert.deepEqual(
      queryWords("the cache").map((w) => w.term),
      ["cache"],
    );
    assert.deepEqual(
      queryWords("cache the").map((w) => w.term),
      ["cache", "the"],
    );
    assert.deepEqual(queryWords("Array.prototype.map")[0].parts, ["array", "prototype", "map"]);
    assert.equal(queryWords("搜索")[0].cjk, true);
  });
});
