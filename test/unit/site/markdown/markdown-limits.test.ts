// Content a reader would not get is a warning naming the page and line: blocks nested past markdown-it's
// limit (their text is dropped) and a diagram longer than Mermaid draws.
import assert from "node:assert/strict";
import { describe, it } from "node:test";
import { createMarkdown } from "../../../../site/markdown/index.ts";
import { pageEnv } from "../../../../site/markdown/source.ts";

const warned = () => {
  const messages: string[] = [];
  const md = createMarkdown({ labels: { copyCode: "Copy code" }, warn: (m) => messages.push(m) });
  return { md, messages };
};

describe("warnings for content a reader would not get", () => {
  it("text dropped by the nesting limit: a warning names the page and line", () => {
    const { md, messages } = warned();
    const html = md.render(`Intro.\n\n${"> ".repeat(120)}deep text\n`, pageEnv("docs/deep.md"));
    assert.doesNotMatch(html, /deep text/, "markdown-it drops it (the reason for the warning)");
    assert.equal(messages.length, 1, messages.join("\n"));
    assert.match(messages[0], /^docs\/deep\.md:3: content nested more than 100 levels deep .* is dropped from the page; nest less deeply$/);
  });

  it("no warning for ordinary nesting", () => {
    const { md, messages } = warned();
    md.render("> a\n> > b\n> > > c\n\n- x\n  - y\n    - z\n", pageEnv("docs/ok.md"));
    assert.deepEqual(messages, []);
  });

  it("a diagram over 50,000 characters: a warning names the page and line; the page still renders it as code", () => {
    const { md, messages } = warned();
    const big = `flowchart TD\n${Array.from({ length: 4000 }, (_, i) => `  n${i} --> n${i + 1}`).join("\n")}\n`;
    assert.ok(big.length > 50_000);
    const html = md.render(`# Big\n\n\`\`\`mermaid\n${big}\`\`\`\n\n\`\`\`mermaid\nflowchart TD\n  a --> b\n\`\`\`\n`, pageEnv("docs/big.md"));
    assert.match(html, /<web-docs-mermaid>/);
    assert.equal(messages.length, 1, messages.join("\n"));
    assert.match(messages[0], /^docs\/big\.md:3: this Mermaid diagram has [\d,]+ characters, more than the 50,000 Mermaid draws .*raise mermaid\.maxTextSize/);
  });

  it("the diagram limit follows the config's mermaid.maxTextSize", () => {
    const messages: string[] = [];
    const md = createMarkdown({ labels: { copyCode: "Copy code" }, mermaid: { maxTextSize: 100_000 }, warn: (m) => messages.push(m) });
    md.render(`\`\`\`mermaid\nflowchart TD\n${"  a --> b\n".repeat(6000)}\`\`\`\n`, pageEnv("docs/big.md"));
    assert.deepEqual(messages, []);
  });
});
