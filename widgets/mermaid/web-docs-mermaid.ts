// <web-docs-mermaid>: draws the Mermaid diagram written inside it. The pre-rendered page shows the diagram's
// source as code; the element swaps in the drawn SVG in one step once Mermaid (loaded on demand) is done.
import type { ExternalDiagramDefinition, MermaidConfig } from "mermaid";
import { emit } from "../services/events";
import { addExternalDiagrams, loadRenderer } from "./load";
import { cancelRender, requestRender } from "./queue";
import type { DrawnDiagram, SecurityLevel } from "./draw";
import { readSource } from "./source";
import { adoptStyles } from "./styles";
import { markReady } from "../services/ready-attribute";

export const RENDERED_EVENT = "web-docs-mermaid-rendered";
export interface RenderedDetail {
  diagramType: string;
  theme: string;
  /** The error text shown instead of the diagram, if it could not be drawn. */
  error?: string;
}

const SECURITY_LEVELS: readonly SecurityLevel[] = ["strict", "loose", "antiscript", "sandbox"];
const DEFAULT_MAX_TEXT_SIZE = 50000;
/** After a diagram with images is drawn, wait this long, then for the page's images, then draw it again (spec §9). */
const IMAGE_RECHECK_MS = 100;

/** Mermaid's theme for the page's appearance: the `dark` class on <html> is set by the head script and the switch. */
const pageTheme = (): string => (document.documentElement.classList.contains("dark") ? "dark" : "default");

const live = new Set<WebDocsMermaid>();
let themeObserver: MutationObserver | undefined;
let ids = 0;

function watchTheme(): void {
  themeObserver ??= new MutationObserver(() => live.forEach((el) => el.themeChanged()));
  themeObserver.observe(document.documentElement, { attributes: true, attributeFilter: ["class"] });
}

export class WebDocsMermaid extends HTMLElement {
  static readonly observedAttributes = ["diagram-title", "display-mode", "config", "theme", "security-level", "max-text-size"];

  /**
   * Add diagram types that live outside Mermaid (`{ id, detector, loader }`, as mermaid.registerExternalDiagrams).
   * A loader that fails is logged and its type removed; other diagrams still render.
   */
  static registerExternalDiagrams(definitions: ExternalDiagramDefinition[]): void {
    addExternalDiagrams(definitions);
  }

  #source: string | null = null;
  #connected = false;
  #renderedTheme: string | null = null;
  /** The theme of the drawing in progress, if any: a theme change to it needs no second drawing. */
  #drawingTheme: string | null = null;
  #imagesChecked = false;
  #waiters: Array<{ resolve: () => void; reject: (e: unknown) => void }> = [];

  connectedCallback(): void {
    this.#connected = true;
    adoptStyles();
    live.add(this);
    watchTheme();
    this.themeChanged(); // first arrival, or back on the page after the theme changed
    markReady(this); // listening: drawn in its turn, redrawn on theme changes
  }

  disconnectedCallback(): void {
    this.#connected = false;
    markReady(this, false);
    live.delete(this);
    cancelRender(this);
  }

  attributeChangedCallback(_name: string, old: string | null, value: string | null): void {
    // On upgrade the attributes are reported before connectedCallback, which schedules the first drawing.
    if (old !== value && this.#connected) this.#schedule();
  }

  /** The diagram text (read once from the element's content; setting it redraws). */
  get source(): string {
    return (this.#source ??= readSource(this));
  }
  set source(text: string) {
    this.#source = text;
    if (this.isConnected) this.#schedule();
  }

  get diagramTitle(): string | undefined {
    return this.getAttribute("diagram-title") || undefined;
  }
  get displayMode(): string | undefined {
    return this.getAttribute("display-mode") || undefined;
  }
  /** Mermaid config for this diagram (JSON in the `config` attribute). */
  get config(): MermaidConfig {
    const raw = this.getAttribute("config");
    if (!raw) return {};
    try {
      const v = JSON.parse(raw) as unknown;
      if (v && typeof v === "object" && !Array.isArray(v)) return v as MermaidConfig;
    } catch {
      /* reported below */
    }
    console.warn(`[web-docs] <web-docs-mermaid config>: expected a JSON object, got ${raw}`);
    return {};
  }
  /** The Mermaid theme in use: the `theme` attribute (the page's `mermaidTheme`), else dark/default after the page. */
  get effectiveTheme(): string {
    return this.getAttribute("theme") || pageTheme();
  }
  get securityLevel(): SecurityLevel {
    const v = this.getAttribute("security-level") as SecurityLevel | null;
    return v && SECURITY_LEVELS.includes(v) ? v : "loose";
  }
  get maxTextSize(): number {
    const n = Number(this.getAttribute("max-text-size"));
    return Number.isFinite(n) && n > 0 ? n : DEFAULT_MAX_TEXT_SIZE;
  }
  get suppressErrors(): boolean {
    return this.hasAttribute("suppress-errors");
  }

  /** Redraw now (after the diagrams ahead in the queue). Rejects with the error when errors are suppressed. */
  render(): Promise<void> {
    return new Promise((resolve, reject) => {
      this.#waiters.push({ resolve, reject });
      this.#schedule();
    });
  }

  /** Called for every diagram when the theme class on <html> changes. */
  themeChanged(): void {
    if ((this.#drawingTheme ?? this.#renderedTheme) !== this.effectiveTheme) this.#schedule();
  }

  #schedule(): void {
    if (this.dataset.state !== "rendering") this.dataset.state = "queued";
    requestRender(this);
  }

  /** Draw the diagram; the render queue calls this, one diagram at a time. */
  async renderNow(): Promise<void> {
    const waiters = this.#waiters.splice(0);
    const settle = (error?: unknown) => waiters.forEach((w) => (error ? w.reject(error) : w.resolve()));
    this.dataset.state = "rendering";
    const theme = (this.#drawingTheme = this.effectiveTheme);
    try {
      const r = await loadRenderer();
      const req = {
        id: `wd-mermaid-${++ids}`,
        text: this.source,
        title: this.diagramTitle,
        displayMode: this.displayMode,
        config: this.config,
        theme,
        securityLevel: this.securityLevel,
        maxTextSize: this.maxTextSize,
        width: this.clientWidth || this.parentElement?.clientWidth || 800,
      };
      let drawn: DrawnDiagram;
      let failure: string | undefined;
      try {
        drawn = await r.drawDiagram(req);
      } catch (e) {
        if (!(e instanceof r.DiagramRenderError)) throw e;
        failure = e.message;
        if (this.suppressErrors) {
          // "Thrown": an `error` event on the element and a rejected render(); the source stays as it was.
          this.dataset.state = "error";
          this.dispatchEvent(new ErrorEvent("error", { error: e, message: e.message }));
          settle(e);
          return;
        }
        console.warn(`[web-docs] diagram: ${e.message}`, e.cause);
        drawn = await r.drawErrorDiagram(req, e.message);
      }
      this.#swap(drawn);
      this.#renderedTheme = theme;
      this.dataset.state = failure ? "error" : "rendered";
      emit<RenderedDetail>(this, RENDERED_EVENT, { diagramType: drawn.diagramType, theme, error: failure });
      settle();
      if (!failure) this.#recheckAfterImages();
    } catch (e) {
      this.dataset.state = "error";
      settle(e);
      throw e;
    } finally {
      this.#drawingTheme = null;
    }
  }

  /** Replace the source (or the previous drawing) in one step: one layout change at most. */
  #swap(drawn: DrawnDiagram): void {
    const frame = document.createElement("div");
    frame.className = "wd-mermaid-diagram";
    frame.setAttribute("part", "diagram");
    frame.append(drawn.node);
    this.replaceChildren(frame);
    drawn.bind?.(frame);
  }

  /**
   * Images inside node labels change the nodes' sizes once they load: 100 ms after the first drawing, wait
   * for the page's images to finish, then draw again with their real sizes.
   */
  #recheckAfterImages(): void {
    if (this.#imagesChecked || !/<img\b/i.test(this.source)) return;
    this.#imagesChecked = true;
    setTimeout(async () => {
      // Lazy images off screen would never finish; they cannot be in a diagram being drawn either.
      const loading = [...document.querySelectorAll("img")].filter((img) => !img.complete && img.loading !== "lazy");
      await Promise.all(
        loading.map(
          (img) =>
            new Promise((done) => {
              img.addEventListener("load", done, { once: true });
              img.addEventListener("error", done, { once: true });
            }),
        ),
      );
      if (this.isConnected) this.#schedule();
    }, IMAGE_RECHECK_MS);
  }
}
