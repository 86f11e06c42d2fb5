// <web-docs-mermaid> in Chromium: drawing, the one-at-a-time queue, theme re-renders, the error texts of the
// spec, suppressed errors, failing external diagram types, sandbox mode and accessibility.
import { expect } from "chai";
import mermaid from "mermaid";
import { diagramNotFound, FRONT_MATTER_ERROR, MAX_TEXT_SIZE_EXCEEDED, SYNTAX_ERROR } from "../../widgets/mermaid/messages";
import "../../widgets/mermaid/register";
import { RENDERED_EVENT, type RenderedDetail, type WebDocsMermaid } from "../../widgets/mermaid/web-docs-mermaid";

const TIMEOUT = 20000;
let root: HTMLElement;

function mount(html: string): WebDocsMermaid[] {
  root.innerHTML = html;
  return [...root.querySelectorAll("web-docs-mermaid")];
}

async function until(check: () => boolean, what: string): Promise<void> {
  const end = performance.now() + TIMEOUT;
  while (!check()) {
    if (performance.now() > end) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 20));
  }
}

const done = (el: WebDocsMermaid) => el.dataset.state === "rendered" || el.dataset.state === "error";
const allDone = (els: WebDocsMermaid[]) => until(() => els.every(done), "every diagram to finish");
/** The text an SVG shows (its <style> left out). */
function drawnText(el: WebDocsMermaid): string {
  const svg = el.querySelector("svg")!.cloneNode(true) as SVGSVGElement;
  svg.querySelectorAll("style").forEach((s) => s.remove());
  return svg.textContent ?? "";
}
const headline = (el: WebDocsMermaid) => el.querySelector("svg.wd-mermaid-error text.error-text")?.textContent;

/** Queue a diagram behind everything already queued: once it is drawn, every earlier request is done. */
async function drainQueue(): Promise<void> {
  await Promise.resolve(); // let MutationObserver callbacks queue their re-renders first
  const sentinel = document.createElement("web-docs-mermaid");
  sentinel.textContent = "graph TD; S-->T";
  root.append(sentinel);
  await sentinel.render();
  sentinel.remove();
}

/** The SVG's name as assistive technology computes it: aria-labelledby's text, else aria-label. */
function accessibleName(svg: Element): string | null {
  const ids = svg.getAttribute("aria-labelledby");
  if (ids)
    return ids
      .split(/\s+/)
      .map((id) => document.getElementById(id)?.textContent ?? "")
      .join(" ")
      .trim();
  return svg.getAttribute("aria-label");
}

describe("<web-docs-mermaid>", function () {
  this.timeout(60000);

  beforeEach(() => {
    document.documentElement.className = "dark";
    root = document.createElement("div");
    root.style.width = "700px";
    document.body.append(root);
  });
  afterEach(() => root.remove());

  it("draws plain text content as an accessible SVG that fits the column", async () => {
    const [el] = mount(
      "<web-docs-mermaid>\n  graph LR\n    A[A very long first node label] --> B[Another long node label] --> C[And a third long node label] --> D[End]\n</web-docs-mermaid>",
    );
    root.style.width = "320px";
    await allDone([el]);
    expect(el.dataset.state).to.equal("rendered");
    const svg = el.querySelector("svg")!;
    // Mermaid's own role and kind stay; the name sits beside them.
    expect(svg.getAttribute("role")).to.equal("graphics-document document");
    expect(svg.getAttribute("aria-roledescription")).to.equal("flowchart-v2");
    expect(svg.getAttribute("aria-label")).to.equal("Flowchart");
    expect(el.querySelector("pre")).to.equal(null);
    expect(svg.getBoundingClientRect().width).to.be.at.most(320);
    expect(svg.getBoundingClientRect().height).to.be.greaterThan(0);
  });

  it("draws the pre-rendered <pre><code> form and names the SVG after the diagram title", async () => {
    const [el] = mount(
      '<web-docs-mermaid diagram-title="Request flow"><pre class="wd-mermaid-source"><code>flowchart TD\n  A[Browser] --&gt; B[Server]</code></pre></web-docs-mermaid>',
    );
    await allDone([el]);
    const svg = el.querySelector("svg")!;
    expect(svg.getAttribute("aria-label")).to.equal("Request flow");
    expect(svg.querySelector(":scope > title")?.textContent).to.equal("Request flow");
    expect(svg.textContent).to.contain("Request flow"); // Mermaid draws the metadata title
    expect(svg.textContent).to.contain("Server");
  });

  it("draws a diagram once on arrival, attributes and all", async () => {
    let count = 0;
    root.addEventListener(RENDERED_EVENT, (e) => {
      if ((e.target as HTMLElement).id === "once") count++;
    });
    mount('<web-docs-mermaid id="once" diagram-title="Once" theme="neutral" display-mode="compact" config="{}">graph TD; A--&gt;B</web-docs-mermaid>');
    await drainQueue();
    expect(count).to.equal(1);
  });

  it("takes the title from the diagram's own front matter, and accTitle before it", async () => {
    const [fm, acc] = mount(
      "<web-docs-mermaid>---\ntitle: From front matter\n---\nflowchart LR\n  A --> B</web-docs-mermaid>" +
        "<web-docs-mermaid>flowchart LR\n  accTitle: Accessible name\n  A --> B</web-docs-mermaid>",
    );
    await allDone([fm, acc]);
    expect(fm.querySelector("svg")!.getAttribute("aria-label")).to.equal("From front matter");
    expect(accessibleName(acc.querySelector("svg")!)).to.equal("Accessible name");
  });

  it("keeps Mermaid's accTitle and accDescr (title and desc by id) beside its role and kind", async () => {
    const [el] = mount(
      "<web-docs-mermaid>sequenceDiagram\n  accTitle: Login\n  accDescr: The browser sends the password to the server.\n  Browser->>Server: password</web-docs-mermaid>",
    );
    await allDone([el]);
    const svg = el.querySelector("svg")!;
    expect(svg.getAttribute("role")).to.equal("graphics-document document");
    expect(svg.getAttribute("aria-roledescription")).to.equal("sequence");
    expect(svg.hasAttribute("aria-label")).to.equal(false);
    expect(accessibleName(svg)).to.equal("Login");
    const desc = document.getElementById(svg.getAttribute("aria-describedby")!);
    expect(desc?.localName).to.equal("desc");
    expect(desc?.textContent).to.equal("The browser sends the password to the server.");
    expect(svg.textContent).to.contain("Server"); // the drawn text stays in the document for assistive technology
  });

  it("applies config and displayMode from the element's metadata", async () => {
    const gantt = "gantt\n  dateFormat YYYY-MM-DD\n  section S\n  One :a, 2024-01-01, 3d\n  Two :b, 2024-01-10, 3d";
    const [configured, compact, normal] = mount(
      `<web-docs-mermaid config='{"theme":"base","themeVariables":{"primaryColor":"#123456"}}'>flowchart LR\n  A --&gt; B</web-docs-mermaid>` +
        `<web-docs-mermaid display-mode="compact">${gantt}</web-docs-mermaid><web-docs-mermaid>${gantt}</web-docs-mermaid>`,
    );
    await allDone([configured, compact, normal]);
    expect(configured.querySelector("svg style")!.textContent).to.contain("#123456");
    const rows = (el: WebDocsMermaid) => new Set([...el.querySelectorAll("rect.task")].map((r) => r.getAttribute("y"))).size;
    expect(rows(normal)).to.equal(2);
    expect(rows(compact)).to.equal(1); // compact mode puts tasks that do not overlap on one row
  });

  it("draws one diagram at a time, and every one of several", async () => {
    const original = mermaid.render;
    let active = 0;
    let most = 0;
    let calls = 0;
    mermaid.render = async (...args: Parameters<typeof original>) => {
      active++;
      calls++;
      most = Math.max(most, active);
      try {
        return await original.apply(mermaid, args);
      } finally {
        active--;
      }
    };
    try {
      const els = mount(
        ["graph TD; A-->B", "sequenceDiagram\n  A->>B: hi", 'pie\n  "a": 1\n  "b": 2', "classDiagram\n  A <|-- B", "stateDiagram-v2\n  [*] --> A"]
          .map((d) => `<web-docs-mermaid>${d.replace(/>/g, "&gt;")}</web-docs-mermaid>`)
          .join(""),
      );
      await allDone(els);
      expect(els.map((e) => e.dataset.state)).to.deep.equal(Array(5).fill("rendered"));
      expect(calls).to.be.at.least(5);
      expect(most).to.equal(1);
    } finally {
      mermaid.render = original;
    }
  });

  it("draws again with the matching Mermaid theme when the theme class on <html> changes", async () => {
    const [el, fixed] = mount('<web-docs-mermaid>graph TD; A-->B</web-docs-mermaid><web-docs-mermaid theme="forest">graph TD; C-->D</web-docs-mermaid>');
    const seen: Array<[EventTarget | null, string]> = [];
    root.addEventListener(RENDERED_EVENT, (e) => {
      if (e.target === el || e.target === fixed) seen.push([e.target, (e as CustomEvent<RenderedDetail>).detail.theme]);
    });
    await allDone([el, fixed]);
    expect(el.effectiveTheme).to.equal("dark");
    const darkSvg = el.querySelector("svg");
    seen.length = 0;

    document.documentElement.classList.replace("dark", "light");
    await drainQueue();
    expect(el.querySelector("svg")).to.not.equal(darkSvg);
    expect(seen).to.deep.equal([[el, "default"]]); // the page-themed diagram only: a fixed theme stays as set

    seen.length = 0;
    document.documentElement.classList.replace("light", "dark");
    await drainQueue();
    expect(seen).to.deep.equal([[el, "dark"]]);
  });

  describe("errors", () => {
    it('draws "Syntax error in text" with the Mermaid version', async () => {
      const [el] = mount("<web-docs-mermaid>flowchart TD\n  A[unclosed --&gt; B</web-docs-mermaid>");
      await allDone([el]);
      expect(el.dataset.state).to.equal("error");
      expect(headline(el)).to.equal(SYNTAX_ERROR);
      const svg = el.querySelector("svg.wd-mermaid-error")!;
      expect(svg.textContent).to.match(/mermaid version 11\.\d+\.\d+/);
      expect(svg.getAttribute("role")).to.equal("graphics-document document");
      expect(svg.getAttribute("aria-roledescription")).to.equal("error");
      expect(svg.getAttribute("aria-label")).to.match(/^Syntax error in text \(mermaid version 11\./);
    });

    it('draws "Diagram {type} not found" for an unknown diagram type', async () => {
      const [el] = mount("<web-docs-mermaid>fooChart\n  A --&gt; B</web-docs-mermaid>");
      await allDone([el]);
      expect(headline(el)).to.equal(diagramNotFound("fooChart"));
      expect(headline(el)).to.equal("Diagram fooChart not found");
    });

    it("replaces text over the maximum size (50000 by default, or max-text-size) by a diagram saying so", async () => {
      // A long accessible description: cheap to parse, and not drawn as nodes.
      const long = `graph TD\n  accDescr {\n${"x".repeat(50000)}\n  }\n  A --> B --> C`;
      expect(long.length).to.be.greaterThan(50000);
      const [big, small, fits] = mount(
        '<web-docs-mermaid></web-docs-mermaid><web-docs-mermaid max-text-size="20">graph TD; Alpha-->Beta</web-docs-mermaid><web-docs-mermaid max-text-size="60000"></web-docs-mermaid>',
      );
      big.source = long;
      fits.source = long;
      await allDone([big, small, fits]);
      expect(drawnText(big)).to.equal(MAX_TEXT_SIZE_EXCEEDED);
      expect(drawnText(small)).to.equal(MAX_TEXT_SIZE_EXCEEDED);
      expect(fits.querySelectorAll("svg g.node")).to.have.length(3);
      expect(drawnText(fits)).to.not.contain(MAX_TEXT_SIZE_EXCEEDED);
    });

    it("rejects text beginning with --- whose front matter is not closed, with the spec's text", async () => {
      const [el, indented] = mount(
        "<web-docs-mermaid>---\ntitle: Never closed\nflowchart LR\n  A --&gt; B</web-docs-mermaid>" +
          "<web-docs-mermaid><pre><code>---\ntitle: Indented end\n  ---\nflowchart LR\n  A --&gt; B</code></pre></web-docs-mermaid>",
      );
      await allDone([el, indented]);
      expect(headline(el)).to.equal(FRONT_MATTER_ERROR);
      expect(headline(indented)).to.equal(FRONT_MATTER_ERROR);
      expect(FRONT_MATTER_ERROR).to.equal(
        "Diagrams beginning with --- are not valid; if you were trying to use a YAML front-matter, please ensure that you've correctly opened and closed the YAML front-matter with un-indented --- blocks.",
      );
    });

    it("with suppress-errors, throws the error as an `error` event and leaves no temporary elements", async () => {
      const [el] = mount("<web-docs-mermaid suppress-errors><pre><code>flowchart TD\n  A[unclosed --&gt; B</code></pre></web-docs-mermaid>");
      const errors: ErrorEvent[] = [];
      el.addEventListener("error", (e) => errors.push(e as ErrorEvent));
      let rejected: unknown;
      await el.render().catch((e: unknown) => (rejected = e));
      await allDone([el]);
      expect(errors).to.have.length.of.at.least(1);
      expect(errors[0].message).to.equal(SYNTAX_ERROR);
      expect((rejected as Error).message).to.equal(SYNTAX_ERROR);
      expect(el.querySelector("svg")).to.equal(null);
      expect(el.querySelector("pre code")!.textContent).to.contain("unclosed"); // the source stays readable
      expect(document.querySelectorAll('[id^="wd-mermaid"], [id^="dwd-mermaid"], [id^="iwd-mermaid"], .wd-mermaid-work')).to.have.length(0);
    });

    it("never lets one failing diagram stop the others", async () => {
      const els = mount(
        ["flowchart TD\n  A[unclosed", "graph TD; A-->B", "nonsense here", "sequenceDiagram\n  A->>B: hi"]
          .map((d) => `<web-docs-mermaid>${d.replace(/>/g, "&gt;")}</web-docs-mermaid>`)
          .join(""),
      );
      await allDone(els);
      expect(els.map((e) => e.dataset.state)).to.deep.equal(["error", "rendered", "error", "rendered"]);
      expect(els[1].querySelector("svg:not(.wd-mermaid-error)")).to.not.equal(null);
      expect(els[3].querySelector("svg:not(.wd-mermaid-error)")).to.not.equal(null);
    });

    it("logs a failing external diagram-type loader, removes that type, and still draws the others", async () => {
      const Element = customElements.get("web-docs-mermaid") as typeof WebDocsMermaid;
      Element.registerExternalDiagrams([
        { id: "brokenChart", detector: (text) => /^\s*brokenChart/.test(text), loader: () => Promise.reject(new Error("offline")) },
      ]);
      const logged: unknown[][] = [];
      const original = console.error;
      console.error = (...args: unknown[]) => {
        logged.push(args);
      };
      try {
        const els = mount(
          "<web-docs-mermaid>brokenChart\n  a</web-docs-mermaid><web-docs-mermaid>graph TD; A--&gt;B</web-docs-mermaid><web-docs-mermaid>brokenChart\n  b</web-docs-mermaid>",
        );
        await allDone(els);
        expect(logged.some((args) => String(args[0]).includes('"brokenChart"'))).to.equal(true);
        expect(logged.filter((args) => String(args[0]).includes('"brokenChart"'))).to.have.length(1); // removed after the first failure
        expect(headline(els[0])).to.equal("Diagram brokenChart not found");
        expect(els[1].dataset.state).to.equal("rendered");
        expect(headline(els[2])).to.equal("Diagram brokenChart not found");
      } finally {
        console.error = original;
      }
    });
  });

  it("in sandbox mode draws into an iframe that allows only top navigation by user activation and popups", async () => {
    const [el] = mount('<web-docs-mermaid security-level="sandbox">graph TD; A--&gt;B</web-docs-mermaid>');
    await allDone([el]);
    expect(el.dataset.state).to.equal("rendered");
    const iframe = el.querySelector("iframe")!;
    expect(iframe.getAttribute("sandbox")).to.equal("allow-top-navigation-by-user-activation allow-popups");
    expect(iframe.getAttribute("title")).to.equal("Flowchart");
    expect(el.querySelector("svg")).to.equal(null);
  });
});
